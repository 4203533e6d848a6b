import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { AppliedPromotion } from '../promotions/applied-promotion.types.js';
import type { RequestContext } from '../../context.js';
import { Access, Auth } from '../../shared/auth-directive.js';
import { Money } from '../../shared/money.js';
import { Product } from '../catalog/product.entity.js';
import { Cart, CartLine } from './cart.entity.js';
import {
  AddToCartInput,
  AddToCartPayload,
  ApplyDiscountCodePayload,
  RemoveDiscountCodePayload,
  RemoveFromCartInput,
  RemoveFromCartPayload,
  UpdateCartLineInput,
  UpdateCartLinePayload,
} from './cart.types.js';

/**
 * The computed fields of CartLine. The schema registers one resolver class per area, and
 * type-graphql attaches one object type per class; CartResolver inherits these, which is how
 * type-graphql lets one registered class resolve fields of two types.
 */
@Resolver(() => CartLine)
abstract class CartLineFields {
  @FieldResolver(() => Product, { description: 'The product, as the catalogue has it now.' })
  product(@Root() line: CartLine, @Ctx() ctx: RequestContext): Promise<Product> {
    return ctx.services.cart.lineProduct(line);
  }

  @FieldResolver(() => Money, {
    description: 'What one piece costs in this size at today\'s catalogue prices: the sale price when on sale, with the size increment (as in `sizeOptions`).',
  })
  async price(@Root() line: CartLine, @Ctx() ctx: RequestContext): Promise<Money> {
    return (await ctx.services.cart.linePrices(line)).price;
  }

  @FieldResolver(() => Money, {
    nullable: true,
    description: 'The regular price of one piece in this size when on sale, above `price`; null when not on sale.',
  })
  async compareAtPrice(@Root() line: CartLine, @Ctx() ctx: RequestContext): Promise<Money | null> {
    return (await ctx.services.cart.linePrices(line)).compareAtPrice;
  }

  @FieldResolver(() => Int, {
    description: "Pieces of this line's size in stock now: the most `quantity` may be set to, and checkout's bound for this line.",
  })
  async quantityAvailable(@Root() line: CartLine, @Ctx() ctx: RequestContext): Promise<number> {
    return ctx.services.cart.lineQuantityAvailable(line);
  }

  @FieldResolver(() => Money, { description: '`price` times `quantity`: the line before promotions.' })
  async lineTotal(@Root() line: CartLine, @Ctx() ctx: RequestContext): Promise<Money> {
    return (await ctx.services.cart.linePrices(line)).lineTotal;
  }

  @FieldResolver(() => Money, {
    // Named apart from Cart.discount: CartResolver inherits this class's methods.
    name: 'discount',
    description:
      "What the cart's promotions and discount code take off this line now; order-level amounts are spread over the lines " +
      'to the paisa (largest remainder). ₹0.00 when nothing applies.',
  })
  async lineDiscount(@Root() line: CartLine, @Ctx() ctx: RequestContext): Promise<Money> {
    return (await ctx.services.cart.lineDiscount(line)).discount;
  }

  @FieldResolver(() => Money, { description: '`lineTotal` less `discount`: what the line will cost.' })
  async finalTotal(@Root() line: CartLine, @Ctx() ctx: RequestContext): Promise<Money> {
    return (await ctx.services.cart.lineDiscount(line)).finalTotal;
  }
}

@Resolver(() => Cart)
export class CartResolver extends CartLineFields {
  @Query(() => Cart, { description: "The signed-in shopper's cart; an empty one before the first add." })
  @Auth(Access.SIGNED_IN)
  cart(@Ctx() ctx: RequestContext): Promise<Cart> {
    return ctx.services.cart.viewerCart();
  }

  @Mutation(() => AddToCartPayload, {
    description: 'Adds a product in a size to the cart, or raises the quantity of its line; at most the stock in all.',
  })
  @Auth(Access.SIGNED_IN)
  addToCart(@Arg('input', () => AddToCartInput) input: AddToCartInput, @Ctx() ctx: RequestContext): Promise<AddToCartPayload> {
    return ctx.services.cart.addToCart(input);
  }

  @Mutation(() => UpdateCartLinePayload, { description: 'Sets the quantity of a cart line, from 1 to the stock.' })
  @Auth(Access.SIGNED_IN)
  updateCartLine(
    @Arg('input', () => UpdateCartLineInput) input: UpdateCartLineInput,
    @Ctx() ctx: RequestContext,
  ): Promise<UpdateCartLinePayload> {
    return ctx.services.cart.updateCartLine(input);
  }

  @Mutation(() => RemoveFromCartPayload, { description: 'Takes a line out of the cart.' })
  @Auth(Access.SIGNED_IN)
  removeFromCart(
    @Arg('input', () => RemoveFromCartInput) input: RemoveFromCartInput,
    @Ctx() ctx: RequestContext,
  ): Promise<RemoveFromCartPayload> {
    return ctx.services.cart.removeFromCart(input);
  }

  @Mutation(() => ApplyDiscountCodePayload, {
    description:
      'Keeps a discount code on the cart (case and spaces do not matter), replacing any other, when it applies to the cart ' +
      'now; the cart then prices with it. Otherwise refused with the reason (unknown, not available, not started, expired, ' +
      'used up, already used by you, first order only, nothing in the cart it applies to, minimum quantity or amount not met ' +
      'with how much more, or it does not combine with offers that save more) and the cart is unchanged.',
  })
  @Auth(Access.SIGNED_IN)
  applyDiscountCode(
    @Arg('code', () => String, { description: 'The code as the shopper typed it, e.g. "puja20".' }) code: string,
    @Ctx() ctx: RequestContext,
  ): Promise<ApplyDiscountCodePayload> {
    return ctx.services.cart.applyDiscountCode(code);
  }

  @Mutation(() => RemoveDiscountCodePayload, { description: 'Takes the discount code off the cart.' })
  @Auth(Access.SIGNED_IN)
  removeDiscountCode(@Ctx() ctx: RequestContext): Promise<RemoveDiscountCodePayload> {
    return ctx.services.cart.removeDiscountCode();
  }

  @FieldResolver(() => [CartLine], { description: 'What is in the cart, the oldest line first.' })
  lines(@Root() cart: Cart, @Ctx() ctx: RequestContext): Promise<CartLine[]> {
    return ctx.services.cart.lines(cart);
  }

  @FieldResolver(() => Int, { description: 'How many pieces the cart holds: the sum of the quantities.' })
  itemCount(@Root() cart: Cart, @Ctx() ctx: RequestContext): Promise<number> {
    return ctx.services.cart.itemCount(cart);
  }

  @FieldResolver(() => Money, { description: 'The sum of the line totals: the cart before promotions.' })
  subtotal(@Root() cart: Cart, @Ctx() ctx: RequestContext): Promise<Money> {
    return ctx.services.cart.subtotal(cart);
  }

  @FieldResolver(() => Money, { description: 'What promotions and the discount code save in all: the sum of the lines\' `discount`.' })
  async discount(@Root() cart: Cart, @Ctx() ctx: RequestContext): Promise<Money> {
    return Money.ofPaise((await ctx.services.cart.pricing(cart)).savingsPaise);
  }

  @FieldResolver(() => Money, { description: '`subtotal` less `discount`: what the order will cost now (delivery is free).' })
  async total(@Root() cart: Cart, @Ctx() ctx: RequestContext): Promise<Money> {
    return Money.ofPaise((await ctx.services.cart.pricing(cart)).totalPaise);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      'Why the kept `discountCode` gives nothing now, in words for the shopper (e.g. "Add ₹120.00 more to use PUJA20."); ' +
      'null when it applies or there is none. Checkout refuses a cart whose code has a problem.',
  })
  async discountCodeProblem(@Root() cart: Cart, @Ctx() ctx: RequestContext): Promise<string | null> {
    const outcome = (await ctx.services.cart.pricing(cart)).code;
    return outcome && !outcome.applied ? outcome.message : null;
  }

  @FieldResolver(() => [AppliedPromotion], {
    description:
      'The promotions that apply, in the order they apply (highest priority first): automatic offers that save something, ' +
      'and the discount code when it applies, even at ₹0.00.',
  })
  async promotions(@Root() cart: Cart, @Ctx() ctx: RequestContext): Promise<AppliedPromotion[]> {
    return (await ctx.services.cart.pricing(cart)).applied.map((applied) => AppliedPromotion.ofPricing(applied));
  }
}

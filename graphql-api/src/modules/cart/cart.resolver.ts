import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Access, Auth } from '../../shared/auth-directive.js';
import { Money } from '../../shared/money.js';
import { Product } from '../catalog/product.entity.js';
import { Cart, CartLine } from './cart.entity.js';
import {
  AddToCartInput,
  AddToCartPayload,
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

  @FieldResolver(() => Money, { description: '`price` times `quantity`.' })
  async lineTotal(@Root() line: CartLine, @Ctx() ctx: RequestContext): Promise<Money> {
    return (await ctx.services.cart.linePrices(line)).lineTotal;
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

  @FieldResolver(() => [CartLine], { description: 'What is in the cart, the oldest line first.' })
  lines(@Root() cart: Cart, @Ctx() ctx: RequestContext): Promise<CartLine[]> {
    return ctx.services.cart.lines(cart);
  }

  @FieldResolver(() => Int, { description: 'How many pieces the cart holds: the sum of the quantities.' })
  itemCount(@Root() cart: Cart, @Ctx() ctx: RequestContext): Promise<number> {
    return ctx.services.cart.itemCount(cart);
  }

  @FieldResolver(() => Money, { description: 'The sum of the line totals: what the order will cost (delivery is free).' })
  subtotal(@Root() cart: Cart, @Ctx() ctx: RequestContext): Promise<Money> {
    return ctx.services.cart.subtotal(cart);
  }
}

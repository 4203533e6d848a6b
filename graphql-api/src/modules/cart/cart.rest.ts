import { z } from 'zod';
import { CATEGORIES, MEASUREMENTS, MESSAGES, PRODUCT_TYPES, SIZES, SIZING_TYPES, toRupees, type Size } from '@threadline/domain';
import { assertOwnUserId } from '../../rest/router.js';
import { RestRefusal, unwrapPayload } from '../../rest/rest-errors.js';
import { defineRoute, envelope, Id, type RestRoute } from '../../rest/route.js';
import type { Services } from '../../services.js';
import type { Cart, CartLine } from './cart.entity.js';

const TAG = 'Shop cart';
const UserId = z.string().max(100);
const oneOf = <T extends string>(values: readonly T[]) => z.enum(values as [T, ...T[]]);
const SizeField = oneOf(SIZES);
/** Product fields old clients send along with a cart line; the catalogue's own are used instead. */
const ignored = (what: string) => z.unknown().optional().describe(`Ignored: ${what}`);
const fromCatalogue = ignored('the catalogue’s value is used');

const CartItemDocument = z.object({
  productId: z.string(),
  title: z.string(),
  image: z.string(),
  price: z.number().describe('Unit price in rupees for the line’s size, from the catalogue.'),
  salePrice: z.number().describe('Unit sale price in rupees for the line’s size; 0 when not on sale.'),
  quantity: z.number().int(),
  category: oneOf(CATEGORIES),
  productType: oneOf(PRODUCT_TYPES),
  type: oneOf(SIZING_TYPES),
  size: SizeField,
  measurement: oneOf(MEASUREMENTS),
  percentageIncrement: z.number(),
  discount: z.number().describe('In rupees: what the cart’s promotions and discount code take off this line now (0 when none).'),
  finalTotal: z.number().describe('In rupees: the line’s price × quantity less discount.'),
});
const CartDocument = z.object({
  _id: z.string(),
  items: z.array(CartItemDocument),
  subtotalAmount: z.number().describe('In rupees: the sum of the lines before promotions.'),
  discountAmount: z.number().describe('In rupees: what promotions and the discount code save in all.'),
  totalAmount: z.number().describe('In rupees: subtotalAmount less discountAmount, what checkout will charge now.'),
  discountCode: z.string().nullable().describe('The discount code kept on the cart (applied through GraphQL `applyDiscountCode`); null when none.'),
  discountCodeProblem: z.string().nullable().describe('Why the kept code gives nothing now, for the shopper; null when it applies or there is none.'),
});
type CartDocument = z.infer<typeof CartDocument>;

async function cartDocument(services: Services, cart: Cart): Promise<CartDocument> {
  const lines = await services.cart.lines(cart);
  const pricing = await services.cart.pricing(cart);
  const items = await Promise.all(
    lines.map(async (line) => {
      const [product, prices, discounted] = await Promise.all([
        services.cart.lineProduct(line),
        services.cart.lineCataloguePrices(line),
        services.cart.lineDiscount(line),
      ]);
      return {
        productId: product.id,
        title: product.title,
        image: product.image,
        ...prices,
        quantity: line.quantity,
        category: product.category,
        productType: product.productType,
        type: product.type,
        size: line.size,
        measurement: product.measurement,
        percentageIncrement: product.percentageIncrement,
        discount: toRupees(discounted.discount.paise),
        finalTotal: toRupees(discounted.finalTotal.paise),
      };
    }),
  );
  return {
    _id: cart.id,
    items,
    subtotalAmount: toRupees(pricing.subtotalPaise),
    discountAmount: toRupees(pricing.savingsPaise),
    totalAmount: toRupees(pricing.totalPaise),
    discountCode: cart.discountCode,
    discountCodeProblem: pricing.code && !pricing.code.applied ? pricing.code.message : null,
  };
}

/** The viewer's cart as it is after a change, whatever the service answered with. */
async function currentCart(services: Services): Promise<CartDocument> {
  return cartDocument(services, await services.cart.viewerCart());
}

/**
 * The one line a product-keyed call means. Old clients name a line by product alone; when the
 * product is in the cart in several sizes, only a size tells which.
 */
async function lineOf(services: Services, productId: string, size: Size | undefined): Promise<CartLine> {
  const lines = await services.cart.viewerLinesOf(productId, size);
  if (lines.length === 0) throw new RestRefusal(404, MESSAGES.PRODUCT_NOT_FOUND);
  if (lines.length > 1) throw new RestRefusal(400, `This product is in your cart in ${lines.length} sizes; send size to say which`);
  return lines[0]!;
}

export const cartRoutes: RestRoute[] = [
  defineRoute({
    method: 'post',
    path: '/shop/cart/add',
    tag: TAG,
    summary:
      "Adds pieces of a product in a size (the product's default size when omitted) to the caller's cart. " +
      'Title, price and the other product fields old clients send are ignored: the catalogue decides.',
    access: 'signedIn',
    body: z.object({
      userId: UserId,
      productId: z.string().max(100),
      quantity: z.number().int().optional(),
      size: SizeField.optional(),
      title: fromCatalogue,
      price: fromCatalogue,
      salePrice: fromCatalogue,
      category: fromCatalogue,
      productType: fromCatalogue,
      image: fromCatalogue,
      type: fromCatalogue,
      measurement: fromCatalogue,
      percentageIncrement: fromCatalogue,
    }),
    response: envelope(CartDocument),
    async handle({ body, scope, services }) {
      assertOwnUserId(scope, body.userId);
      const { cart } = unwrapPayload(await services.cart.addToCart({ productId: body.productId, size: body.size, quantity: body.quantity }));
      return { body: { success: true, message: MESSAGES.PRODUCT_ADDED_TO_CART, data: await cartDocument(services, cart!) } };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/shop/cart/get/:userId',
    tag: TAG,
    summary: "The caller's cart at the catalogue's current prices.",
    access: 'signedIn',
    params: z.object({ userId: UserId }),
    response: envelope(CartDocument),
    async handle({ params, scope, services }) {
      assertOwnUserId(scope, params.userId);
      return { body: { success: true, data: await currentCart(services) } };
    },
  }),
  defineRoute({
    method: 'put',
    path: '/shop/cart/update-cart',
    tag: TAG,
    summary: "Sets the quantity of the caller's line of a product (of `size`, needed when the product is in the cart in several sizes).",
    access: 'signedIn',
    body: z.object({ userId: UserId, productId: Id, quantity: z.number().int(), size: SizeField.optional() }),
    response: envelope(CartDocument),
    async handle({ body, scope, services }) {
      assertOwnUserId(scope, body.userId);
      const line = await lineOf(services, body.productId, body.size);
      unwrapPayload(await services.cart.updateCartLine({ lineId: line.id, quantity: body.quantity }));
      return { body: { success: true, message: MESSAGES.CART_ITEM_UPDATED, data: await currentCart(services) } };
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/shop/cart/:userId/:productId',
    tag: TAG,
    summary: "Removes the caller's lines of a product: every size, or only `size` when given.",
    access: 'signedIn',
    params: z.object({ userId: UserId, productId: Id }),
    query: z.object({ size: SizeField.optional() }),
    response: envelope(CartDocument),
    async handle({ params, query, scope, services }) {
      assertOwnUserId(scope, params.userId);
      const lines = await services.cart.viewerLinesOf(params.productId, query.size);
      if (lines.length === 0) throw new RestRefusal(404, MESSAGES.PRODUCT_NOT_FOUND);
      for (const line of lines) unwrapPayload(await services.cart.removeFromCart({ lineId: line.id }));
      return { body: { success: true, message: MESSAGES.CART_ITEM_DELETED, data: await currentCart(services) } };
    },
  }),
];

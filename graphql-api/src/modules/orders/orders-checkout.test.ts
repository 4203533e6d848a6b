import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Category, Measurement, ProductType, Size, SizingType } from '@threadline/domain';
import { createProducts, createUser } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { expectLedgerAddsUp } from '../../../test/stock-ledger.js';
import { Address } from '../addresses/address.entity.js';
import { Cart, CartLine } from '../cart/cart.entity.js';
import { Product } from '../catalog/product.entity.js';
import { User } from '../users/user.entity.js';
import { Order } from './order.entity.js';

interface UserErrorData {
  code: string;
  field: string | null;
  message: string;
}
interface OrderData {
  id: string;
  status: string;
  paymentMethod: string;
  paymentStatus: string;
  type: string;
  total: { amount: string; currencyCode: string };
  addressInfo: Record<string, string | null>;
  lines: Array<{ productId: string; title: string; size: string; price: { amount: string }; quantity: number; lineTotal: { amount: string }; measurement: string }>;
  customer: { userName: string; email: string };
}
interface PlaceOrderData {
  placeOrder: { order: OrderData | null; userErrors: UserErrorData[] };
}

const PLACE_ORDER = /* GraphQL */ `
  mutation PlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      order {
        id status paymentMethod paymentStatus type total { amount currencyCode }
        addressInfo { addressId address city pincode phone notes }
        lines { productId title size measurement price { amount } quantity lineTotal { amount } }
        customer { userName email }
      }
      userErrors { code field message }
    }
  }
`;

interface Shopper {
  user: User;
  token: string;
  address: Address;
}

describe('placeOrder', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.stop());

  async function shopper(): Promise<Shopper> {
    const em = server.em();
    const user = await createUser(em);
    const address = new Address({ user, address: '12 Station Road', city: 'Barasat', pincode: '700124', phone: '9876543210', notes: 'Ring twice' });
    await em.persistAndFlush(address);
    return { user, address, token: await server.tokenFor(user) };
  }

  /** Puts lines into the shopper's cart straight in the database; the size defaults to the product's own. */
  async function fillCart(user: User, lines: Array<{ product: Product; quantity: number; size?: Size }>): Promise<CartLine[]> {
    const em = server.em();
    const cart = (await em.findOne(Cart, { user: user.id })) ?? new Cart(em.getReference(User, user.id));
    const cartLines = lines.map(
      (line) => new CartLine({ cart, product: em.getReference(Product, line.product.id), size: line.size ?? line.product.size, quantity: line.quantity }),
    );
    await em.persistAndFlush([cart, ...cartLines]);
    return cartLines;
  }

  function placeOrder(who: Shopper, input: Record<string, unknown> = {}) {
    return server.gql<PlaceOrderData>(PLACE_ORDER, { input: { addressId: who.address.id, ...input } }, { token: who.token });
  }

  async function stockOf(...products: Product[]): Promise<number[]> {
    const em = server.em();
    return Promise.all(products.map(async (product) => (await em.findOneOrFail(Product, product.id)).totalStock));
  }

  const cartSize = (user: User) => server.em().count(CartLine, { cart: { user: user.id } });
  const orderCount = (user: User) => server.em().count(Order, { user: user.id });

  it('prices every line on the server, snapshots lines and address, takes stock and empties the cart', async () => {
    const [tee, onSale, kids, xxlOnly, roundsUp] = await createProducts(server.em(), [
      { title: 'Plain Tee', pricePaise: 49_900, percentageIncrement: 5, size: Size.M, stock: { XL: 20 } },
      { title: 'Sale Polo', pricePaise: 33_333, salePricePaise: 22_222, percentageIncrement: 7.5, size: Size.S, stock: { XXL: 10 } },
      {
        title: 'Kids Tee',
        category: Category.KIDS,
        type: SizingType.AGE_GROUP,
        size: Size.AGE_6_8,
        measurement: Measurement.KIDS,
        pricePaise: 29_900,
        salePricePaise: 24_900,
        percentageIncrement: 10,
        stock: { '9-13yr': 4 },
      },
      { title: 'Big Tee', size: Size.XXL, measurement: Measurement.IN_44, pricePaise: 59_900, percentageIncrement: 10, totalStock: 1 },
      { title: 'Half Paisa Tee', pricePaise: 10_010, percentageIncrement: 5, stock: { L: 3 } },
    ]);
    const buyer = await shopper();
    await fillCart(buyer.user, [
      { product: tee!, size: Size.XL, quantity: 2 },
      { product: onSale!, size: Size.XXL, quantity: 3 },
      { product: kids!, size: Size.AGE_9_13, quantity: 1 },
      { product: xxlOnly!, size: Size.XXL, quantity: 1 },
      { product: roundsUp!, size: Size.L, quantity: 3 },
    ]);

    const { body } = await placeOrder(buyer);

    expect(body.errors).toBeUndefined();
    expect(body.data!.placeOrder.userErrors).toEqual([]);
    const order = body.data!.placeOrder.order!;
    expect(order).toMatchObject({ status: 'ORDER_PLACED', paymentMethod: 'COD', paymentStatus: 'PENDING', type: 'REGULAR' });
    const byTitle = Object.fromEntries(order.lines.map((line) => [line.title, line]));
    // XL adds 5%: 499.00 → 523.95.
    expect(byTitle['Plain Tee']).toMatchObject({ productId: tee!.id, size: 'XL', price: { amount: '523.95' }, quantity: 2, lineTotal: { amount: '1047.90' } });
    // The sale price wins and XXL adds twice 7.5%: 222.22 × 1.15 = 255.553 → 255.55.
    expect(byTitle['Sale Polo']).toMatchObject({ size: 'XXL', price: { amount: '255.55' }, quantity: 3, lineTotal: { amount: '766.65' } });
    // Age groups are priced flat.
    expect(byTitle['Kids Tee']).toMatchObject({ size: 'AGE_9_13', price: { amount: '249.00' }, measurement: 'KIDS' });
    // A product whose own size is XXL is already priced for it.
    expect(byTitle['Big Tee']).toMatchObject({ size: 'XXL', price: { amount: '599.00' } });
    // 100.10 × 1.05 = 105.105 rounds half up to 105.11.
    expect(byTitle['Half Paisa Tee']).toMatchObject({ size: 'L', price: { amount: '105.11' }, lineTotal: { amount: '315.33' } });
    // The sum of rounded unit prices times quantities (766.65, not 255.553 × 3 = 766.66).
    expect(order.total).toEqual({ amount: '2977.88', currencyCode: 'INR' });
    expect(order.addressInfo).toEqual({
      addressId: buyer.address.id,
      address: '12 Station Road',
      city: 'Barasat',
      pincode: '700124',
      phone: '9876543210',
      notes: 'Ring twice',
    });
    expect(order.customer).toEqual({ userName: buyer.user.userName, email: buyer.user.email });

    expect(await stockOf(tee!, onSale!, kids!, xxlOnly!, roundsUp!)).toEqual([18, 7, 3, 0, 0]);
    expect(await cartSize(buyer.user)).toBe(0);

    const again = await placeOrder(buyer);
    expect(again.body.data!.placeOrder).toEqual({
      order: null,
      userErrors: [{ code: 'CART_EMPTY', field: null, message: 'Your cart is empty. Please add items to proceed' }],
    });
  });

  it('refuses a shopper without a cart', async () => {
    const { body } = await placeOrder(await shopper());
    expect(body.data!.placeOrder.userErrors).toEqual([
      { code: 'CART_EMPTY', field: null, message: 'Your cart is empty. Please add items to proceed' },
    ]);
  });

  it('refuses an unknown, malformed or someone else’s address in its own words, no address in the spec’s, and changes nothing', async () => {
    const [product] = await createProducts(server.em(), [{ totalStock: 5 }]);
    const buyer = await shopper();
    const other = await shopper();
    await fillCart(buyer.user, [{ product: product!, quantity: 2 }]);

    for (const addressId of ['00000000-0000-4000-8000-000000000000', 'not-an-id', other.address.id]) {
      const { body } = await placeOrder(buyer, { addressId });
      expect(body.data!.placeOrder).toEqual({
        order: null,
        userErrors: [{ code: 'NOT_FOUND', field: 'addressId', message: 'The selected address was not found. Please choose one of your saved addresses.' }],
      });
    }
    // No selection at all keeps the spec's words.
    for (const addressId of ['', '  ']) {
      const { body } = await placeOrder(buyer, { addressId });
      expect(body.data!.placeOrder.userErrors).toEqual([{ code: 'NOT_FOUND', field: 'addressId', message: 'Please select one address to proceed.' }]);
    }
    expect(await stockOf(product!)).toEqual([5]);
    expect(await cartSize(buyer.user)).toBe(1);
    expect(await orderCount(buyer.user)).toBe(0);
  });

  it('takes cash on delivery only', async () => {
    const [product] = await createProducts(server.em(), [{}]);
    const buyer = await shopper();
    await fillCart(buyer.user, [{ product: product!, quantity: 1 }]);
    const { body } = await placeOrder(buyer, { paymentMethod: 'PAYPAL' });
    expect(body.data!.placeOrder.userErrors).toEqual([
      { code: 'INVALID_INPUT', field: 'paymentMethod', message: 'Only cash on delivery is available at checkout' },
    ]);
    expect(await orderCount(buyer.user)).toBe(0);
  });

  it('names every line its size’s stock cannot fill, and the size, and changes nothing', async () => {
    const [scarce, twoSizes, soldOut, plenty] = await createProducts(server.em(), [
      { totalStock: 2 },
      { stock: { M: 3, L: 1 } },
      { totalStock: 0 },
      { totalStock: 50 },
    ]);
    const buyer = await shopper();
    const [scarceLine, mediumLine, largeLine, soldOutLine] = await fillCart(buyer.user, [
      { product: scarce!, quantity: 3 },
      { product: twoSizes!, size: Size.M, quantity: 2 },
      { product: twoSizes!, size: Size.L, quantity: 2 },
      { product: soldOut!, quantity: 1 },
      { product: plenty!, quantity: 1 },
    ]);

    const { body } = await placeOrder(buyer);

    expect(body.data!.placeOrder.order).toBeNull();
    const byField = (a: UserErrorData, b: UserErrorData) => (a.field ?? '').localeCompare(b.field ?? '');
    expect(body.data!.placeOrder.userErrors.sort(byField)).toEqual(
      [
        { code: 'INSUFFICIENT_STOCK', field: `cartLines.${scarceLine!.id}`, message: 'Only 2 items available in stock in size M' },
        // M × 2 of 3 would sell: each size is its own bound.
        { code: 'INSUFFICIENT_STOCK', field: `cartLines.${largeLine!.id}`, message: 'Only 1 items available in stock in size L' },
        { code: 'OUT_OF_STOCK', field: `cartLines.${soldOutLine!.id}`, message: 'Out of Stock in size M' },
      ].sort(byField),
    );
    expect(mediumLine).toBeDefined();
    expect(await stockOf(scarce!, twoSizes!, soldOut!, plenty!)).toEqual([2, 4, 0, 50]);
    expect(await cartSize(buyer.user)).toBe(5);
    expect(await orderCount(buyer.user)).toBe(0);
  });

  it('refuses a size the product no longer offers', async () => {
    const [product] = await createProducts(server.em(), [{ title: 'Soon Oversized', size: Size.M }]);
    const buyer = await shopper();
    const [line] = await fillCart(buyer.user, [{ product: product!, size: Size.XS, quantity: 1 }]);
    // Oversized tees come in M-XXL only.
    await server.em().nativeUpdate(Product, { id: product!.id }, { productType: ProductType.ROUND_NECK_OVERSIZE });

    const { body } = await placeOrder(buyer);
    expect(body.data!.placeOrder.userErrors).toEqual([
      { code: 'INVALID_STATE', field: `cartLines.${line!.id}`, message: 'Soon Oversized is no longer sold in size XS' },
    ]);
  });

  it('sells a product with stock 5 to exactly 5 of 20 shoppers checking out at once', async () => {
    const [product] = await createProducts(server.em(), [{ totalStock: 5 }]);
    const buyers = await Promise.all(Array.from({ length: 20 }, () => shopper()));
    for (const buyer of buyers) await fillCart(buyer.user, [{ product: product!, quantity: 1 }]);

    const responses = await Promise.all(buyers.map((buyer) => placeOrder(buyer)));

    expect(responses.every((response) => response.status === 200 && response.body.errors === undefined)).toBe(true);
    const results = responses.map((response) => response.body.data!.placeOrder);
    expect(results.filter((result) => result.order !== null)).toHaveLength(5);
    const refusals = results.filter((result) => result.order === null).map((result) => result.userErrors[0]?.message);
    expect(refusals).toEqual(Array(15).fill('Out of Stock in size M'));
    expect(await stockOf(product!)).toEqual([0]);
    expect(await server.em().count(Order, { lines: { productId: product!.id } })).toBe(5);
    await expectLedgerAddsUp(server.em());
  });

  it('places one order for a double-submitted checkout, one after the other', async () => {
    const [product] = await createProducts(server.em(), [{ totalStock: 10 }]);
    const buyer = await shopper();
    await fillCart(buyer.user, [{ product: product!, quantity: 2 }]);
    const first = await placeOrder(buyer, { idempotencyKey: 'checkout-1' });
    const retry = await placeOrder(buyer, { idempotencyKey: 'checkout-1' });

    expect(retry.body.data!.placeOrder.order!.id).toBe(first.body.data!.placeOrder.order!.id);
    expect(retry.body.data!.placeOrder.order!.total).toEqual(first.body.data!.placeOrder.order!.total);
    expect(await orderCount(buyer.user)).toBe(1);
    expect(await stockOf(product!)).toEqual([8]);

    // A new key is a new checkout.
    await fillCart(buyer.user, [{ product: product!, quantity: 1 }]);
    const next = await placeOrder(buyer, { idempotencyKey: 'checkout-2' });
    expect(next.body.data!.placeOrder.order!.id).not.toBe(first.body.data!.placeOrder.order!.id);
    expect(await stockOf(product!)).toEqual([7]);
  });

  it('places one order for five identical checkouts arriving together', async () => {
    const [product] = await createProducts(server.em(), [{ totalStock: 10 }]);
    const buyer = await shopper();
    await fillCart(buyer.user, [{ product: product!, quantity: 3 }]);

    const responses = await Promise.all(Array.from({ length: 5 }, () => placeOrder(buyer, { idempotencyKey: 'same-click' })));

    const ids = responses.map((response) => response.body.data?.placeOrder.order?.id);
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).toEqual(expect.any(String));
    expect(await orderCount(buyer.user)).toBe(1);
    expect(await stockOf(product!)).toEqual([7]);
    await expectLedgerAddsUp(server.em());
  });

  it('keys idempotency per shopper', async () => {
    const [product] = await createProducts(server.em(), [{ totalStock: 10 }]);
    const [one, two] = [await shopper(), await shopper()];
    await fillCart(one.user, [{ product: product!, quantity: 1 }]);
    await fillCart(two.user, [{ product: product!, quantity: 1 }]);
    const first = await placeOrder(one, { idempotencyKey: 'shared-key' });
    const second = await placeOrder(two, { idempotencyKey: 'shared-key' });
    expect(second.body.data!.placeOrder.order!.id).not.toBe(first.body.data!.placeOrder.order!.id);
    expect(second.body.data!.placeOrder.order!.customer.email).toBe(two.user.email);
  });

  it('refuses a key sent again for another checkout (another address, or a cart filled again after the order was canceled) and places nothing', async () => {
    const [product] = await createProducts(server.em(), [{ totalStock: 10 }]);
    const buyer = await shopper();
    await fillCart(buyer.user, [{ product: product!, quantity: 2 }]);
    const first = await placeOrder(buyer, { idempotencyKey: 'checkout-1' });
    const firstOrder = first.body.data!.placeOrder.order!;
    const reused = {
      order: null,
      userErrors: [
        {
          code: 'IDEMPOTENCY_KEY_REUSED',
          field: 'idempotencyKey',
          message: 'This idempotency key was used for an earlier checkout with another cart, address or payment method. Use a new key for a new checkout.',
        },
      ],
    };

    const otherAddress = new Address({ user: buyer.user, address: '4 Mill Lane', city: 'Guma', pincode: '743704', phone: '9876543211', notes: '' });
    await server.em().persistAndFlush(otherAddress);
    const elsewhere = await placeOrder(buyer, { idempotencyKey: 'checkout-1', addressId: otherAddress.id });
    expect(elsewhere.body.data!.placeOrder).toEqual(reused);

    const canceled = await server.gql(
      'mutation ($input: CancelOrderInput!) { cancelOrder(input: $input) { userErrors { code } } }',
      { input: { orderId: firstOrder.id, reason: 'Wrong size' } },
      { token: buyer.token },
    );
    expect(canceled.body.data).toEqual({ cancelOrder: { userErrors: [] } });
    await fillCart(buyer.user, [{ product: product!, quantity: 1 }]);
    const refilled = await placeOrder(buyer, { idempotencyKey: 'checkout-1' });
    expect(refilled.body.data!.placeOrder).toEqual(reused);
    expect([await orderCount(buyer.user), await cartSize(buyer.user), ...(await stockOf(product!))]).toEqual([1, 1, 10]);

    // The same checkout asked again, its cart still empty from the order, answers that order, canceled as it is.
    await server.em().nativeDelete(CartLine, { cart: { user: buyer.user.id } });
    const again = await placeOrder(buyer, { idempotencyKey: 'checkout-1' });
    expect(again.body.data!.placeOrder).toMatchObject({ order: { id: firstOrder.id, status: 'CANCELED' }, userErrors: [] });
  });

  it('refuses an empty, over-long or control-character idempotency key at the field, like every other limit', async () => {
    const buyer = await shopper();
    for (const idempotencyKey of ['', 'k'.repeat(101), 'key\u0007']) {
      const { status, body } = await placeOrder(buyer, { idempotencyKey });
      expect([status, body.errors, body.data?.placeOrder]).toEqual([
        200,
        undefined,
        { order: null, userErrors: [{ code: 'INVALID_INPUT', field: 'idempotencyKey', message: 'The idempotency key must be 1-100 characters, without control characters' }] },
      ]);
    }
  });

  it('keeps an order intact when its product is deleted later', async () => {
    const [product] = await createProducts(server.em(), [{ title: 'Discontinued Tee', pricePaise: 45_000 }]);
    const buyer = await shopper();
    await fillCart(buyer.user, [{ product: product!, quantity: 2 }]);
    const placed = await placeOrder(buyer);
    await server.em().nativeDelete(Product, { id: product!.id });

    const { body } = await server.gql<{ order: OrderData }>(
      'query ($id: ID!) { order(id: $id) { total { amount } lines { productId title price { amount } quantity } } }',
      { id: placed.body.data!.placeOrder.order!.id },
      { token: buyer.token },
    );
    expect(body.data!.order).toEqual({
      total: { amount: '900.00' },
      lines: [{ productId: product!.id, title: 'Discontinued Tee', price: { amount: '450.00' }, quantity: 2 }],
    });
  });

  it('refuses anonymous callers', async () => {
    const { body } = await server.gql(PLACE_ORDER, { input: { addressId: '00000000-0000-4000-8000-000000000000' } });
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

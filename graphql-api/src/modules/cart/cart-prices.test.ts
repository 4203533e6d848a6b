import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Measurement, ProductType, Size, SizingType, toDecimalString } from '@threadline/domain';
import { createProducts, createUser } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { Product, type ProductFields } from '../catalog/product.entity.js';

const ADD = /* GraphQL */ `
  mutation Add($input: AddToCartInput!) {
    addToCart(input: $input) { userErrors { message } }
  }
`;
const CART = /* GraphQL */ `
  query Cart {
    cart {
      subtotal { amount currencyCode }
      lines { size quantity price { amount } compareAtPrice { amount } lineTotal { amount } product { id } }
    }
  }
`;

interface CartView {
  subtotal: { amount: string; currencyCode: string };
  lines: Array<{
    size: string;
    quantity: number;
    price: { amount: string };
    compareAtPrice: { amount: string } | null;
    lineTotal: { amount: string };
    product: { id: string };
  }>;
}

/** The line's money as plain amounts, for comparing with a table. */
const amountsOf = (line: CartView['lines'][number]) => ({
  price: line.price.amount,
  compareAtPrice: line.compareAtPrice?.amount ?? null,
  lineTotal: line.lineTotal.amount,
});

const KIDS = { type: SizingType.AGE_GROUP, size: Size.AGE_6_8, measurement: Measurement.KIDS };

// Each row: a product, a size, and the unit prices in paise the shopper should see
// (unit = what they pay, regular = the non-sale price), per spec section 9.
const PRICE_TABLE: Array<{ name: string; fields: Partial<ProductFields>; size: string; unit: number; regular: number }> = [
  { name: 'plain, M', fields: { pricePaise: 100_000, percentageIncrement: 10 }, size: 'M', unit: 100_000, regular: 100_000 },
  { name: 'plain, XS', fields: { pricePaise: 100_000, percentageIncrement: 10 }, size: 'XS', unit: 100_000, regular: 100_000 },
  { name: 'plain, L +p%', fields: { pricePaise: 100_000, percentageIncrement: 10 }, size: 'L', unit: 110_000, regular: 110_000 },
  { name: 'plain, XL +p%', fields: { pricePaise: 100_000, percentageIncrement: 10 }, size: 'XL', unit: 110_000, regular: 110_000 },
  { name: 'plain, XXL +2p%', fields: { pricePaise: 100_000, percentageIncrement: 10 }, size: 'XXL', unit: 120_000, regular: 120_000 },
  { name: 'on sale, M', fields: { pricePaise: 100_000, salePricePaise: 80_000, percentageIncrement: 7.5 }, size: 'M', unit: 80_000, regular: 100_000 },
  { name: 'on sale, L', fields: { pricePaise: 100_000, salePricePaise: 80_000, percentageIncrement: 7.5 }, size: 'L', unit: 86_000, regular: 107_500 },
  { name: 'on sale, XXL', fields: { pricePaise: 100_000, salePricePaise: 80_000, percentageIncrement: 7.5 }, size: 'XXL', unit: 92_000, regular: 115_000 },
  { name: 'own size XXL, as is', fields: { size: Size.XXL, pricePaise: 150_000, salePricePaise: 120_000, percentageIncrement: 10 }, size: 'XXL', unit: 120_000, regular: 150_000 },
  { name: 'oversize, XXL', fields: { productType: ProductType.ROUND_NECK_OVERSIZE, pricePaise: 90_000, percentageIncrement: 5 }, size: 'XXL', unit: 99_000, regular: 99_000 },
  { name: 'kids, no increment', fields: { ...KIDS, pricePaise: 60_000, salePricePaise: 50_000, percentageIncrement: 10 }, size: 'AGE_9_13', unit: 50_000, regular: 60_000 },
  { name: 'kids, not on sale', fields: { ...KIDS, pricePaise: 60_000, percentageIncrement: 10 }, size: 'AGE_3_5', unit: 60_000, regular: 60_000 },
  // 99,999 paise + 7.5% = 107,498.925 paise, rounded half-up once to the paisa.
  { name: 'rounded once, L', fields: { pricePaise: 99_999, percentageIncrement: 7.5 }, size: 'L', unit: 107_499, regular: 107_499 },
];

describe('cart prices', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.stop());

  async function newShopper(): Promise<string> {
    return server.tokenFor(await createUser(server.em()));
  }

  async function add(token: string, productId: string, size: string, quantity: number): Promise<void> {
    const { body } = await server.gql<{ addToCart: { userErrors: unknown[] } }>(ADD, { input: { productId, size, quantity } }, { token });
    expect(body.data?.addToCart.userErrors).toEqual([]);
  }

  async function cartOf(token: string): Promise<CartView> {
    const { body } = await server.gql<{ cart: CartView }>(CART, {}, { token });
    expect(body.errors).toBeUndefined();
    return body.data!.cart;
  }

  it('prices every line from the catalogue: sale price, size increments, own-size XXL and kids', async () => {
    const token = await newShopper();
    const products = await createProducts(server.em(), PRICE_TABLE.map((row) => row.fields));
    for (const [i, row] of PRICE_TABLE.entries()) await add(token, products[i]!.id, row.size, i + 1);

    const cart = await cartOf(token);
    const seen = cart.lines.map((line) => ({ size: line.size, ...amountsOf(line) }));
    const expected = PRICE_TABLE.map((row, i) => ({
      size: row.size,
      price: toDecimalString(row.unit),
      // Only a line on sale has a price to compare with.
      compareAtPrice: row.regular > row.unit ? toDecimalString(row.regular) : null,
      lineTotal: toDecimalString(row.unit * (i + 1)),
    }));
    expect(seen).toEqual(expected);
    // The subtotal adds whole paise, so it is exact however many lines there are.
    const subtotalPaise = PRICE_TABLE.reduce((sum, row, i) => sum + row.unit * (i + 1), 0);
    expect(cart.subtotal).toEqual({ amount: toDecimalString(subtotalPaise), currencyCode: 'INR' });
  });

  it('follows catalogue price changes: a cart never keeps an old price', async () => {
    const token = await newShopper();
    const [product] = await createProducts(server.em(), [{ pricePaise: 50_000, percentageIncrement: 10 }]);
    await add(token, product!.id, 'L', 2);
    expect(amountsOf((await cartOf(token)).lines[0]!)).toEqual({ price: '550.00', compareAtPrice: null, lineTotal: '1100.00' });

    await server.em().nativeUpdate(Product, { id: product!.id }, { salePricePaise: 40_000 });
    const cart = await cartOf(token);
    expect(amountsOf(cart.lines[0]!)).toEqual({ price: '440.00', compareAtPrice: '550.00', lineTotal: '880.00' });
    expect(cart.subtotal.amount).toBe('880.00');
  });

  it('drops the line of a product deleted from the catalogue', async () => {
    const token = await newShopper();
    const [kept, deleted] = await createProducts(server.em(), [{}, {}]);
    await add(token, kept!.id, 'M', 1);
    await add(token, deleted!.id, 'M', 1);
    await server.em().nativeDelete(Product, { id: deleted!.id });
    expect((await cartOf(token)).lines.map((line) => line.product.id)).toEqual([kept!.id]);
  });
});

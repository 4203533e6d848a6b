import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Category, Measurement, ProductType, Size, SizingType } from '@threadline/domain';
import { createProducts } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import type { ProductFields } from './product.entity.js';

interface Money {
  amount: string;
  currencyCode: string;
}

interface SizedProductData {
  product: {
    defaultSize: string;
    sizeLabel: string;
    sizeOptions: Array<{ size: string; price: Money; compareAtPrice: Money | null }>;
    basePrice: Money;
    baseSalePrice: Money | null;
    onSale: boolean;
    priceRange: { min: Money; max: Money };
    compareAtPriceRange: { min: Money; max: Money } | null;
  };
}

const SIZED_PRODUCT = /* GraphQL */ `
  query SizedProduct($id: ID!) {
    product(id: $id) {
      defaultSize
      sizeLabel
      sizeOptions { size price { amount currencyCode } compareAtPrice { amount currencyCode } }
      basePrice { amount currencyCode }
      baseSalePrice { amount currencyCode }
      onSale
      priceRange { min { amount currencyCode } max { amount currencyCode } }
      compareAtPriceRange { min { amount currencyCode } max { amount currencyCode } }
    }
  }
`;

const inr = (amount: string): Money => ({ amount, currencyCode: 'INR' });

/** A size option as the API shows it: what a piece costs, and the regular price when on sale. */
const option = (size: string, regular: string, sale?: string) => ({
  size,
  price: inr(sale ?? regular),
  compareAtPrice: sale ? inr(regular) : null,
});

const range = (min: string, max: string) => ({ min: inr(min), max: inr(max) });

describe('size options and their prices, computed by the server', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.stop());

  async function sizesOf(fields: Partial<ProductFields>): Promise<SizedProductData['product']> {
    const [product] = await createProducts(server.em(), [fields]);
    const { body } = await server.gql<SizedProductData>(SIZED_PRODUCT, { id: product!.id });
    expect(body.errors).toBeUndefined();
    return body.data!.product;
  }

  it('adds the increment to L and XL once and to XXL twice, on the sale price too', async () => {
    const product = await sizesOf({ size: Size.M, pricePaise: 100_000, salePricePaise: 80_000, percentageIncrement: 10 });
    expect(product).toEqual({
      defaultSize: 'XS',
      sizeLabel: 'Size',
      sizeOptions: [
        option('XS', '1000.00', '800.00'),
        option('S', '1000.00', '800.00'),
        option('M', '1000.00', '800.00'),
        option('L', '1100.00', '880.00'),
        option('XL', '1100.00', '880.00'),
        option('XXL', '1200.00', '960.00'),
      ],
      basePrice: inr('1000.00'),
      baseSalePrice: inr('800.00'),
      onSale: true,
      // A card's "from" price is what the base sizes cost on sale; the range ends at XXL.
      priceRange: range('800.00', '960.00'),
      compareAtPriceRange: range('1000.00', '1200.00'),
    });
  });

  it('rounds each unit price to the paisa, half up', async () => {
    const product = await sizesOf({ pricePaise: 49_900, salePricePaise: 0, percentageIncrement: 7.5 });
    // 499 × 1.075 = 536.425 → 536.43; 499 × 1.15 = 573.85.
    expect(product.sizeOptions).toEqual([
      option('XS', '499.00'),
      option('S', '499.00'),
      option('M', '499.00'),
      option('L', '536.43'),
      option('XL', '536.43'),
      option('XXL', '573.85'),
    ]);
    expect(product).toMatchObject({ onSale: false, baseSalePrice: null, priceRange: range('499.00', '573.85'), compareAtPriceRange: null });
  });

  it('offers only XXL, at the price as is, when the product itself is XXL', async () => {
    const product = await sizesOf({ size: Size.XXL, pricePaise: 100_000, salePricePaise: 90_000, percentageIncrement: 10 });
    expect(product).toMatchObject({
      defaultSize: 'XXL',
      sizeLabel: 'Size',
      sizeOptions: [option('XXL', '1000.00', '900.00')],
      priceRange: range('900.00', '900.00'),
      compareAtPriceRange: range('1000.00', '1000.00'),
    });
  });

  it('offers oversized tees from M to XXL only, M preselected', async () => {
    const product = await sizesOf({ productType: ProductType.ROUND_NECK_OVERSIZE, size: Size.L, pricePaise: 100_000, percentageIncrement: 5 });
    expect(product.defaultSize).toBe('M');
    expect(product.sizeOptions).toEqual([
      option('M', '1000.00'),
      option('L', '1050.00'),
      option('XL', '1050.00'),
      option('XXL', '1100.00'),
    ]);
    expect(product.priceRange).toEqual(range('1000.00', '1100.00'));
  });

  it('offers kids products in the three age groups at one price, labelled Age Group', async () => {
    const product = await sizesOf({
      category: Category.KIDS,
      type: SizingType.AGE_GROUP,
      size: Size.AGE_6_8,
      measurement: Measurement.KIDS,
      pricePaise: 59_900,
      salePricePaise: 45_000,
      percentageIncrement: 10,
    });
    expect(product).toMatchObject({
      defaultSize: 'AGE_3_5',
      sizeLabel: 'Age Group',
      sizeOptions: [option('AGE_3_5', '599.00', '450.00'), option('AGE_6_8', '599.00', '450.00'), option('AGE_9_13', '599.00', '450.00')],
      priceRange: range('450.00', '450.00'),
    });
  });
});

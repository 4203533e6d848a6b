import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Category, Measurement, ProductType, Size, SizingType } from '@threadline/domain';
import { createProducts } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import type { ProductFields } from './product.entity.js';

interface SizedProductData {
  product: {
    defaultSize: string;
    sizeLabel: string;
    sizeOptions: Array<{ size: string; price: number; salePrice: number; effectivePrice: number }>;
  };
}

const SIZED_PRODUCT = /* GraphQL */ `
  query SizedProduct($id: ID!) {
    product(id: $id) {
      defaultSize
      sizeLabel
      sizeOptions { size price salePrice effectivePrice }
    }
  }
`;

/** A size option as the API shows it, in rupees. */
const option = (size: string, price: number, salePrice = 0) => ({ size, price, salePrice, effectivePrice: salePrice > 0 ? salePrice : price });

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
        option('XS', 1000, 800),
        option('S', 1000, 800),
        option('M', 1000, 800),
        option('L', 1100, 880),
        option('XL', 1100, 880),
        option('XXL', 1200, 960),
      ],
    });
  });

  it('rounds each unit price to the paisa, half up', async () => {
    const product = await sizesOf({ pricePaise: 49_900, salePricePaise: 0, percentageIncrement: 7.5 });
    // 499 × 1.075 = 536.425 → 536.43; 499 × 1.15 = 573.85.
    expect(product.sizeOptions.map((o) => [o.size, o.price, o.salePrice])).toEqual([
      ['XS', 499, 0],
      ['S', 499, 0],
      ['M', 499, 0],
      ['L', 536.43, 0],
      ['XL', 536.43, 0],
      ['XXL', 573.85, 0],
    ]);
  });

  it('offers only XXL, at the price as is, when the product itself is XXL', async () => {
    const product = await sizesOf({ size: Size.XXL, pricePaise: 100_000, salePricePaise: 90_000, percentageIncrement: 10 });
    expect(product).toEqual({ defaultSize: 'XXL', sizeLabel: 'Size', sizeOptions: [option('XXL', 1000, 900)] });
  });

  it('offers oversized tees from M to XXL only, M preselected', async () => {
    const product = await sizesOf({ productType: ProductType.ROUND_NECK_OVERSIZE, size: Size.L, pricePaise: 100_000, percentageIncrement: 5 });
    expect(product.defaultSize).toBe('M');
    expect(product.sizeOptions).toEqual([option('M', 1000), option('L', 1050), option('XL', 1050), option('XXL', 1100)]);
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
    expect(product).toEqual({
      defaultSize: 'AGE_3_5',
      sizeLabel: 'Age Group',
      sizeOptions: [option('AGE_3_5', 599, 450), option('AGE_6_8', 599, 450), option('AGE_9_13', 599, 450)],
    });
  });
});

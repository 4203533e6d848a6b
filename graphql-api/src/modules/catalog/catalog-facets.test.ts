import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Category, Measurement, ProductType, Size, SizingType } from '@threadline/domain';
import type { ProductFields } from './product.entity.js';
import { createProducts } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';

interface Facets {
  categories: Array<{ value: string; count: number }>;
  ageGroups: Array<{ value: string; count: number }>;
  productTypes: Array<{ value: string; count: number }>;
}
interface FacetsData {
  products: { totalCount: number; facets: Facets };
}

const FACETS = /* GraphQL */ `
  query Facets($filter: ProductFilter) {
    products(filter: $filter) {
      totalCount
      facets {
        categories { value count }
        ageGroups { value count }
        productTypes { value count }
      }
    }
  }
`;

const kids = (size: Size): Partial<ProductFields> => ({ category: Category.KIDS, type: SizingType.AGE_GROUP, size, measurement: Measurement.KIDS });
const { POLO_NECK, CROP_TOP } = ProductType;

/** The counts as a compact record, leaving out zeros, e.g. { MALE: 3, FEMALE: 3 }. */
const counts = (facets: Array<{ value: string; count: number }>) =>
  Object.fromEntries(facets.filter((facet) => facet.count > 0).map((facet) => [facet.value, facet.count]));

describe('facet counts of a listing', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
    // Men: 2 polo, 1 crop top. Women: 1 polo, 2 crop tops. Kids: one 3-5yr polo, two 6-8yr crop tops.
    await createProducts(server.em(), [
      { category: Category.MALE, productType: POLO_NECK },
      { category: Category.MALE, productType: POLO_NECK },
      { category: Category.MALE, productType: CROP_TOP },
      { category: Category.FEMALE, productType: POLO_NECK },
      { category: Category.FEMALE, productType: CROP_TOP },
      { category: Category.FEMALE, productType: CROP_TOP },
      { ...kids(Size.AGE_3_5), productType: POLO_NECK },
      { ...kids(Size.AGE_6_8), productType: CROP_TOP },
      { ...kids(Size.AGE_6_8), productType: CROP_TOP },
    ]);
  });
  afterAll(() => server?.stop());

  async function facetsFor(filter?: Record<string, unknown>): Promise<FacetsData['products']> {
    const { body } = await server.gql<FacetsData>(FACETS, { filter });
    expect(body.errors).toBeUndefined();
    return body.data!.products;
  }

  it('lists every option of every group, zeros included, in the enum order', async () => {
    const { facets } = await facetsFor();
    expect(facets.categories.map((facet) => facet.value)).toEqual(['MALE', 'FEMALE', 'KIDS']);
    expect(facets.ageGroups).toEqual([
      { value: 'AGE_3_5', count: 1 },
      { value: 'AGE_6_8', count: 2 },
      { value: 'AGE_9_13', count: 0 },
    ]);
    expect(facets.productTypes).toHaveLength(7);
    expect(facets.productTypes.find((facet) => facet.value === 'SWEAT_SHIRTS_FULL')).toEqual({ value: 'SWEAT_SHIRTS_FULL', count: 0 });
    expect(counts(facets.categories)).toEqual({ MALE: 3, FEMALE: 3, KIDS: 3 });
    expect(counts(facets.productTypes)).toEqual({ POLO_NECK: 4, CROP_TOP: 5 });
  });

  it('counts categories and age groups without the category, and product types with it', async () => {
    const { totalCount, facets } = await facetsFor({ category: 'MALE' });
    expect(totalCount).toBe(3);
    expect(counts(facets.categories)).toEqual({ MALE: 3, FEMALE: 3, KIDS: 3 });
    expect(counts(facets.ageGroups)).toEqual({ AGE_3_5: 1, AGE_6_8: 2 });
    expect(counts(facets.productTypes)).toEqual({ POLO_NECK: 2, CROP_TOP: 1 });
  });

  it('counts product types without the product types filter, and the other groups with it', async () => {
    const { totalCount, facets } = await facetsFor({ productTypes: ['POLO_NECK'] });
    expect(totalCount).toBe(4);
    expect(counts(facets.categories)).toEqual({ MALE: 2, FEMALE: 1, KIDS: 1 });
    expect(counts(facets.ageGroups)).toEqual({ AGE_3_5: 1 });
    expect(counts(facets.productTypes)).toEqual({ POLO_NECK: 4, CROP_TOP: 5 });
  });

  it('applies an age group to the product type counts, like a category', async () => {
    const { totalCount, facets } = await facetsFor({ age: 'AGE_6_8', productTypes: ['POLO_NECK'] });
    expect(totalCount).toBe(0);
    expect(counts(facets.categories)).toEqual({ MALE: 2, FEMALE: 1, KIDS: 1 });
    expect(counts(facets.ageGroups)).toEqual({ AGE_3_5: 1 });
    expect(counts(facets.productTypes)).toEqual({ CROP_TOP: 2 });
  });

  it('runs no counting statement unless the client asks for facets', async () => {
    const statements = await server.recordStatements(() => server.gql('{ products { totalCount nodes { id } } }'));
    expect(statements.join('\n')).not.toMatch(/group by/i);
    const withFacets = await server.recordStatements(() => server.gql(FACETS));
    expect(withFacets.filter((sql) => /group by/i.test(sql))).toHaveLength(3);
  });
});

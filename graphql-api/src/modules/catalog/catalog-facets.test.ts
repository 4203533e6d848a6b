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
    // What each request asks of the database: the catalogue cache would answer repeats from memory.
    server = await startTestServer({ CATALOGUE_CACHE_MB: '0' });
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

  it('counts from the tally: no statement counts products, with or without facets', async () => {
    const plain = await server.recordStatements(() => server.gql('{ products { totalCount nodes { id } } }'));
    const withFacets = await server.recordStatements(() => server.gql(FACETS));
    for (const statements of [plain, withFacets]) {
      expect(statements.join('\n')).not.toMatch(/count\(|group by/i);
      expect(statements.filter((sql) => /from "product_tally"/.test(sql))).toHaveLength(1);
    }
  });

  it('keeps the tally exact through inserts, edits of category and size, deletes and stock changes', async () => {
    const em = server.em();
    const [tee, polo] = await createProducts(em, [{ productType: POLO_NECK }, { productType: POLO_NECK }, { productType: CROP_TOP }]);
    await em.getConnection().execute(`update product set category = 'kids', type = 'age_group', size = '9-13yr', measurement = 'kids' where id = ?`, [tee!.id]);
    await em.getConnection().execute('delete from product where id = ?', [polo!.id]);
    // What checkout does: a stock change must leave the tally alone (and unlocked).
    await em.getConnection().execute('update product_size_stock set quantity = quantity - 1 where quantity > 0');

    const exact = await em.getConnection().execute<Array<{ category: string; product_type: string; size: string; products: string }>>(
      'select category, product_type, size, count(*) as products from product group by 1, 2, 3',
    );
    const tally = await em.getConnection().execute<Array<{ category: string; product_type: string; size: string; products: number }>>(
      'select category, product_type, size, products from product_tally where products <> 0',
    );
    const key = (row: { category: string; product_type: string; size: string; products: string | number }) =>
      `${row.category}/${row.product_type}/${row.size}=${Number(row.products)}`;
    expect(tally.map(key).sort()).toEqual(exact.map(key).sort());

    const { body } = await server.gql<FacetsData>(FACETS, { filter: { category: 'KIDS' } });
    const [kids] = await em.getConnection().execute<Array<{ n: string }>>("select count(*) as n from product where category = 'kids'");
    expect(body.data!.products.totalCount).toBe(Number(kids!.n));
  });
});

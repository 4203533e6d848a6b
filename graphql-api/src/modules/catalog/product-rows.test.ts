import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Cursor, ReferenceKind, type QueryOrderMap } from '@mikro-orm/postgresql';
import { Category, Measurement, ProductType, Size, SizingType } from '@threadline/domain';
import { createProducts, createUser } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { ProductSort } from './catalog.types.js';
import { Product } from './product.entity.js';
import { PRODUCT_ORDER } from './product-order.js';
import { productColumns, productOfRow, type ProductRow } from './product-rows.js';
import { scopeOfFilter, whereSql, scopeSql } from './product-scope.js';

// The public catalogue reads plain rows instead of entities (product-rows.ts). These tests hold
// that read path to the entity path: the same field values, the same answers, the same order
// and the same cursors as MikroORM's `find` and `findByCursor` give for the same products.

/** Every field of the GraphQL Product but its reviews. */
const PRODUCT_FIELDS = /* GraphQL */ `
  fragment Every on Product {
    id createdAt title slug description image category productType type size measurement percentageIncrement
    totalStock averageReview reviewCount onSale defaultSize sizeLabel
    basePrice { amount currencyCode } baseSalePrice { amount currencyCode }
    priceRange { min { amount currencyCode } max { amount currencyCode } }
    compareAtPriceRange { min { amount currencyCode } max { amount currencyCode } }
    sizeOptions { size price { amount currencyCode } compareAtPrice { amount currencyCode } }
  }
`;

type Answer = Record<string, unknown> & { id: string };
interface Connection {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  nodes: Answer[];
}

const SORTS = Object.values(ProductSort);
/** The entity path's order for a sort, as the listing asked MikroORM for it before. */
const mikroOrderOf = (sort: ProductSort): QueryOrderMap<Product> =>
  Object.fromEntries(PRODUCT_ORDER[sort].map((key) => [key.field, key.descending ? 'desc' : 'asc'])) as QueryOrderMap<Product>;

describe('catalogue answers read from plain rows', () => {
  let server: TestServer;
  let shopperToken: string;
  let products: Product[];

  beforeAll(async () => {
    // What the database read path answers: the catalogue cache would answer repeats from memory.
    server = await startTestServer({ CATALOGUE_CACHE_MB: '0' });
    const em = server.em();
    // Every kind of product the size and price rules tell apart, with fractional increments and
    // ratings (numeric columns), and ties in price, rating and review count for the orders' later keys.
    products = await createProducts(em, [
      { title: 'Harbour Polo', pricePaise: 129_900, salePricePaise: 99_900, percentageIncrement: 7.5, productType: ProductType.POLO_NECK },
      { title: 'Harbour Crew', pricePaise: 99_900, percentageIncrement: 12.25, size: Size.XXL, measurement: Measurement.IN_44 },
      { title: 'Harbour Oversized Tee', pricePaise: 99_900, productType: ProductType.ROUND_NECK_OVERSIZE, size: Size.L, measurement: Measurement.FREE_SIZE },
      {
        title: 'Harbour Kids Tee',
        category: Category.KIDS,
        type: SizingType.AGE_GROUP,
        size: Size.AGE_6_8,
        measurement: Measurement.KIDS,
        pricePaise: 49_900,
        salePricePaise: 39_900,
        percentageIncrement: 0,
      },
      { title: 'Harbour Crop Top', category: Category.FEMALE, productType: ProductType.CROP_TOP, pricePaise: 79_900, percentageIncrement: 3.33, totalStock: 0 },
      { title: 'Plain Sweatshirt', productType: ProductType.SWEAT_SHIRTS_FULL, pricePaise: 99_900, percentageIncrement: 99.99 },
    ]);
    const ratings: Array<[number, number]> = [[4.33, 3], [4.33, 3], [4.5, 1], [0, 0], [3.67, 3], [4.33, 2]];
    products.forEach((product, i) => {
      [product.averageReview, product.reviewCount] = ratings[i]!;
    });
    await em.flush();
    // Timestamps as PostgreSQL keeps them, to the microsecond, two of them equal.
    const connection = em.getConnection();
    await connection.execute(`update product set created_at = '2026-03-04 05:06:07.123456+00' where id in (?)`, [[products[1]!.id, products[4]!.id]]);
    await connection.execute(`update product set created_at = '2026-03-04 05:06:07.999999+00' where id = ?`, [products[2]!.id]);

    const shopper = await createUser(server.em());
    shopperToken = await server.tokenFor(shopper);
    const stocked = products.filter((product) => product.totalStock > 0);
    for (const product of stocked) {
      const { body } = await server.gql('mutation ($input: AddToCartInput!) { addToCart(input: $input) { userErrors { message } } }', { input: { productId: product.id } }, { token: shopperToken });
      expect(body.errors).toBeUndefined();
    }
  });
  afterAll(() => server?.stop());

  it('makes a product of a row with every field the entity MikroORM loads has, of the same value and type', async () => {
    const em = server.em();
    const rows = await em.execute<ProductRow[]>(`select ${productColumns('p')} from product p`);
    expect(rows).toHaveLength(products.length);
    // Every persisted field but the two the catalogue never shows.
    const fields = em
      .getMetadata()
      .get(Product)
      // The stock per size is a formula (read with the product, never written through it).
      .props.filter((prop) => prop.kind === ReferenceKind.SCALAR && (prop.persist !== false || prop.formula) && !['updatedAt', 'searchVector'].includes(prop.name))
      .map((prop) => prop.name);
    expect(fields).toHaveLength(18);
    for (const row of rows) {
      const plain = productOfRow(row);
      const entity = await server.em().findOneOrFail(Product, { id: row.id });
      expect(plain).toBeInstanceOf(Product);
      expect(Object.keys(plain).sort()).toEqual([...fields].sort());
      for (const field of fields) {
        expect(plain[field as keyof Product], field).toStrictEqual(entity[field as keyof Product]);
      }
      for (const getter of ['basePrice', 'baseSalePrice', 'onSale', 'priceRange', 'compareAtPriceRange'] as const) {
        expect(plain[getter], getter).toStrictEqual(entity[getter]);
      }
      expect(plain.pricing()).toStrictEqual(entity.pricing());
    }
  });

  /** Every product as the cart shows it: a cart line's product is loaded as an entity. */
  async function entityAnswers(): Promise<Map<string, Answer>> {
    const { body } = await server.gql<{ cart: { lines: Array<{ product: Answer }> } }>(
      `query { cart { lines { product { ...Every } } } } ${PRODUCT_FIELDS}`,
      {},
      { token: shopperToken },
    );
    expect(body.errors).toBeUndefined();
    return new Map(body.data!.cart.lines.map((line) => [line.product.id, line.product]));
  }

  it('answers the listing, searches and product(id|slug) with the fields the entity path answers', async () => {
    const expected = await entityAnswers();
    expect(expected.size).toBe(products.length - 1);
    const polo = expected.get(products[0]!.id)!;
    // Not a comparison of two empty answers: the numbers come through as numbers, the instant to the millisecond.
    expect(polo).toMatchObject({
      percentageIncrement: 7.5,
      averageReview: 4.33,
      reviewCount: 3,
      basePrice: { amount: '1299.00', currencyCode: 'INR' },
      baseSalePrice: { amount: '999.00', currencyCode: 'INR' },
    });
    expect(expected.get(products[1]!.id)!.createdAt).toBe('2026-03-04T05:06:07.123Z');

    const answered: Answer[] = [];
    for (const sort of SORTS) {
      const listing = await server.gql<{ products: Connection }>(
        `query ($sort: ProductSort) { products(sort: $sort, first: 100) { nodes { ...Every } } } ${PRODUCT_FIELDS}`,
        { sort },
      );
      expect(listing.body.errors).toBeUndefined();
      answered.push(...listing.body.data!.products.nodes);
    }
    for (const sort of [null, ...SORTS]) {
      const search = await server.gql<{ searchProducts: Connection }>(
        `query ($sort: ProductSort) { searchProducts(keyword: "harbour", sort: $sort, first: 100) { nodes { ...Every } } } ${PRODUCT_FIELDS}`,
        { sort },
      );
      expect(search.body.errors).toBeUndefined();
      expect(search.body.data!.searchProducts.nodes).toHaveLength(5);
      answered.push(...search.body.data!.searchProducts.nodes);
    }
    for (const product of products) {
      for (const args of [{ id: product.id }, { slug: product.slug }]) {
        const one = await server.gql<{ product: Answer }>(`query ($id: ID, $slug: String) { product(id: $id, slug: $slug) { ...Every } } ${PRODUCT_FIELDS}`, args);
        expect(one.body.errors).toBeUndefined();
        answered.push(one.body.data!.product);
      }
    }
    const inCart = answered.filter((answer) => expected.has(answer.id));
    expect(inCart.length).toBe(answered.length - (4 + 5 + 2));
    for (const answer of inCart) expect(answer).toStrictEqual(expected.get(answer.id));
  });

  it('pages in the order and with the cursors of MikroORM findByCursor, filtered or searched', async () => {
    const scopes = [scopeOfFilter(null), scopeOfFilter({ category: Category.MALE }), scopeOfFilter({ productTypes: [ProductType.ROUND_NECK_HALF, ProductType.POLO_NECK] })];
    for (const sort of SORTS) {
      for (const [index, scope] of [...scopes, { ...scopeOfFilter(null), keyword: 'harbour' }].entries()) {
        const search = scope.keyword !== undefined;
        const filter = index === 1 ? { category: 'MALE' } : index === 2 ? { productTypes: ['ROUND_NECK_HALF', 'POLO_NECK'] } : null;
        // The entity path: findByCursor over the same products, its conditions written as SQL here.
        const bindings: unknown[] = [];
        const where = whereSql(scopeSql(scope, 'p', bindings));
        const ids = (await server.em().getConnection().execute<Array<{ id: string }>>(`select id from product p ${where}`, bindings)).map((row) => row.id);
        let mikroCursor: string | undefined;
        let after: string | null = null;
        let pages = 0;
        do {
          const reference = await server.em().findByCursor(Product, { id: { $in: ids } }, { first: 2, after: mikroCursor, orderBy: mikroOrderOf(sort), includeCount: false });
          const response: { body: { data?: Record<string, Connection> | null; errors?: unknown } } = search
            ? await server.gql('query ($sort: ProductSort, $after: String) { page: searchProducts(keyword: "harbour", sort: $sort, first: 2, after: $after) { pageInfo { hasNextPage endCursor } nodes { id } } }', { sort, after })
            : await server.gql('query ($sort: ProductSort, $after: String, $filter: ProductFilter) { page: products(sort: $sort, first: 2, after: $after, filter: $filter) { pageInfo { hasNextPage endCursor } nodes { id } } }', { sort, after, filter });
          expect(response.body.errors).toBeUndefined();
          const page = response.body.data!.page!;
          const label = `${sort} ${JSON.stringify(scope)} page ${pages}`;
          expect(page.nodes.map((node) => node.id), label).toEqual(reference.items.map((product) => product.id));
          expect(page.pageInfo.hasNextPage, label).toBe(reference.hasNextPage);
          // A search cursor wraps the listing's keyset values in its own tag, sort and keyword.
          const expectedCursor = search && reference.endCursor ? Cursor.encode(['search', sort, 'harbour', ...Cursor.decode(reference.endCursor)]) : reference.endCursor;
          expect(page.pageInfo.endCursor, label).toBe(expectedCursor);
          mikroCursor = reference.endCursor ?? undefined;
          after = page.pageInfo.endCursor;
          pages += 1;
        } while (mikroCursor && after);
        expect(pages).toBeGreaterThan(1);
      }
    }
  });
});

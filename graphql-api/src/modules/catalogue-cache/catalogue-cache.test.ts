import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProducts, createUser, productInput } from '../../../test/factories.js';
import { createTestDatabase, outcomeCounts, startTestServer, type TestDatabase, type TestServer } from '../../../test/harness.js';
import { Product } from '../catalog/product.entity.js';
import { Review } from '../reviews/review.entity.js';
import { Role, User } from '../users/user.entity.js';

// Two instances on one PostgreSQL, each with its own cache: whatever writes the catalogue, and
// through whichever instance, the very next read on either instance must show it.

const PRODUCT = `query ($id: ID!) {
  product(id: $id) { id title totalStock basePrice { amount } sizeOptions { size price { amount } } averageReview reviews(first: 5) { totalCount nodes { rating message } } }
}`;
const LISTING = `query ($first: Int) { products(first: $first, sort: NEWEST) { totalCount nodes { id title basePrice { amount } } } }`;
const SLUG = 'query ($slug: String!) { product(slug: $slug) { id } }';
const ME_AND_PRODUCT = 'query ($id: ID!) { product(id: $id) { id } me { email } }';
const UPDATE_PRODUCT = `mutation ($id: ID!, $input: ProductInput!) {
  updateProduct(id: $id, input: $input) { userErrors { code message } }
}`;
const METRICS_TOKEN = 'catalogue-cache-metrics-token';
const SIZES_LISTING = `query ($first: Int) { products(first: $first, sort: NEWEST) { nodes { id title totalStock sizeOptions { size quantityAvailable available } } } }`;
const ADD_TO_CART = 'mutation ($input: AddToCartInput!) { addToCart(input: $input) { userErrors { message } } }';
const PLACE_ORDER = 'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } userErrors { message } } }';

interface SizesListing {
  products: { nodes: Array<{ id: string; title: string; totalStock: number; sizeOptions: Array<{ size: string; quantityAvailable: number; available: boolean }> }> };
}

interface ProductAnswer {
  product: {
    id: string;
    title: string;
    totalStock: number;
    basePrice: { amount: string };
    sizeOptions: Array<{ size: string; price: { amount: string } }>;
    averageReview: number;
    reviews: { totalCount: number; nodes: Array<{ rating: number; message: string }> };
  };
}

describe('the catalogue cache, across two instances', () => {
  let database: TestDatabase;
  let a: TestServer;
  let b: TestServer;
  let adminToken: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    a = await startTestServer({ METRICS_TOKEN }, { database });
    b = await startTestServer({ METRICS_TOKEN }, { database });
    adminToken = await a.tokenFor(await createUser(a.em(), { role: Role.ADMIN }));
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await database?.drop();
  });

  /** The product as B answers it, and how many SQL statements B sent to answer. */
  async function readOnB(id: string): Promise<{ product: ProductAnswer['product']; statements: number }> {
    let answer: ProductAnswer | null | undefined;
    const statements = await b.recordStatements(async () => {
      answer = (await b.gql<ProductAnswer>(PRODUCT, { id })).body.data;
    });
    return { product: answer!.product, statements: statements.length };
  }

  const cacheLookups = (server: TestServer) => outcomeCounts(server, 'threadline_catalogue_cache_lookups_total', METRICS_TOKEN);

  it('answers a repeated read from memory, and the next read after an admin edit on the other instance anew', async () => {
    const [product] = await createProducts(a.em(), [{ title: 'Cached Polo', pricePaise: 59_900, salePricePaise: 0, percentageIncrement: 0 }]);
    const lookupsBefore = await cacheLookups(b);

    const first = await readOnB(product!.id);
    expect(first.product.basePrice.amount).toBe('599.00');
    expect(first.statements).toBeGreaterThan(0);
    const repeated = await readOnB(product!.id);
    expect(repeated).toEqual({ product: first.product, statements: 0 });
    const lookupsAfter = await cacheLookups(b);
    expect((lookupsAfter.hit ?? 0) - (lookupsBefore.hit ?? 0)).toBe(1);
    expect((lookupsAfter.miss ?? 0) - (lookupsBefore.miss ?? 0)).toBe(1);

    const edit = await a.gql<{ updateProduct: { userErrors: unknown[] } }>(
      UPDATE_PRODUCT,
      { id: product!.id, input: productInput({ title: 'Cached Polo', price: 649 }) },
      { token: adminToken },
    );
    expect(edit.body.data?.updateProduct.userErrors).toEqual([]);

    const afterEdit = await readOnB(product!.id);
    expect(afterEdit.product.basePrice.amount).toBe('649.00');
    expect(afterEdit.product.sizeOptions.every((option) => option.price.amount === '649.00')).toBe(true);
    expect(afterEdit.statements).toBeGreaterThan(0);
  });

  it('answers from memory byte for byte as it answered first, cost included', async () => {
    const [product] = await createProducts(a.em(), [{ title: 'Byte Exact Tee' }]);
    const raw = async () =>
      (await fetch(`${b.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: PRODUCT, variables: { id: product!.id } }) })).text();
    const computed = await raw();
    const remembered = await raw();
    expect(remembered).toBe(computed);
    // What JSON.stringify writes for the same answer: data, then extensions, compact, one newline.
    expect(remembered).toBe(`${JSON.stringify(JSON.parse(remembered))}\n`);
    expect(JSON.parse(remembered)).toMatchObject({ data: { product: { title: 'Byte Exact Tee' } }, extensions: { cost: { requestedQueryCost: expect.any(Number) } } });
  });

  it('never answers from before a change, however closely the next read follows it', async () => {
    const [product] = await createProducts(a.em(), [{ title: 'Back To Back Tee', totalStock: 100 }]);
    const stockOnB = async () => (await b.gql<ProductAnswer>(PRODUCT, { id: product!.id })).body.data!.product.totalStock;
    for (let stock = 99; stock >= 70; stock -= 1) {
      expect(await stockOnB()).toBe(stock + 1);
      await a.em().getConnection().execute("update product_size_stock set quantity = ? where product_id = ? and size = 'M'", [stock, product!.id]);
      expect(await stockOnB()).toBe(stock);
    }
  });

  it('sees writes made outside the API too: stock, a review, a new product in a listing', async () => {
    const [product] = await createProducts(a.em(), [{ title: 'Direct Write Tee', totalStock: 7 }]);
    const listing = async () => (await b.gql<{ products: { totalCount: number; nodes: Array<{ title: string }> } }>(LISTING, { first: 2 })).body.data!.products;
    expect((await readOnB(product!.id)).product.totalStock).toBe(7);
    const listed = await listing();
    expect(listed.nodes[0]?.title).toBe('Direct Write Tee');

    // What a script or a psql session would do: plain SQL, no instance involved.
    await a.em().getConnection().execute("update product_size_stock set quantity = 3 where product_id = ? and size = 'M'", [product!.id]);
    expect((await readOnB(product!.id)).product.totalStock).toBe(3);

    const reviewer = await createUser(a.em());
    const em = a.em();
    em.persist(new Review({ product: em.getReference(Product, product!.id), user: em.getReference(User, reviewer.id), userName: reviewer.userName, rating: 5, message: 'Holds its shape.' }));
    await em.flush();
    expect((await readOnB(product!.id)).product.reviews.nodes).toEqual([{ rating: 5, message: 'Holds its shape.' }]);

    await createProducts(a.em(), [{ title: 'Newest Arrival' }]);
    const relisted = await listing();
    expect(relisted.totalCount).toBe(listed.totalCount + 1);
    expect(relisted.nodes[0]?.title).toBe('Newest Arrival');
  });

  it('never shows a size as available on either instance once an order on the other sold it out', async () => {
    const [scarce, other] = await createProducts(a.em(), [
      { title: 'Last XL Tee', stock: { XL: 1, M: 5 } },
      { title: 'Bystander Tee', stock: { M: 9 } },
    ]);
    const xlOf = (answer: SizesListing, id: string) => answer.products.nodes.find((node) => node.id === id)?.sizeOptions.find((option) => option.size === 'XL');
    const listingOn = async (server: TestServer) => (await server.gql<SizesListing>(SIZES_LISTING, { first: 10 })).body.data!;
    // Both instances remember the listing with XL in stock.
    for (const server of [a, b]) {
      expect(xlOf(await listingOn(server), scarce!.id)).toEqual({ size: 'XL', quantityAvailable: 1, available: true });
      expect((await server.recordStatements(() => listingOn(server))).length).toBe(0);
    }
    // A product page on B that does not show the scarce tee is remembered too.
    const bystander = async () => b.recordStatements(() => b.gql<ProductAnswer>(PRODUCT, { id: other!.id }));
    await bystander();
    expect((await bystander()).length).toBe(0);

    // A shopper buys the last XL through A.
    const buyer = await createUser(a.em());
    const token = await a.tokenFor(buyer);
    const address = await a.gql<{ addAddress: { address: { id: string } } }>(
      'mutation { addAddress(input: { address: "5 Station Road", city: "Barasat", pincode: "700124", phone: "9876543210", notes: "" }) { address { id } } }',
      {},
      { token },
    );
    expect((await a.gql(ADD_TO_CART, { input: { productId: scarce!.id, size: 'XL' } }, { token })).body.data).toEqual({ addToCart: { userErrors: [] } });
    const placed = await a.gql<{ placeOrder: { order: { id: string } | null } }>(PLACE_ORDER, { input: { addressId: address.body.data!.addAddress.address.id } }, { token });
    expect(placed.body.data!.placeOrder.order).not.toBeNull();

    // The very next read on either instance shows XL sold out, the product still listed with M.
    for (const server of [b, a]) {
      const answer = await listingOn(server);
      expect(xlOf(answer, scarce!.id)).toEqual({ size: 'XL', quantityAvailable: 0, available: false });
      expect(answer.products.nodes.find((node) => node.id === scarce!.id)?.totalStock).toBe(5);
    }
    // Only the answers showing the sold product were forgotten: the bystander's page is still remembered.
    expect((await bystander()).length).toBe(0);
  });

  it('keeps no answer with errors, and no answer that also depends on who asks', async () => {
    const missing = async () => b.recordStatements(() => b.gql(SLUG, { slug: 'not-made-yet' }));
    expect((await missing()).length).toBeGreaterThan(0);
    expect((await missing()).length).toBeGreaterThan(0);

    const [product] = await createProducts(a.em(), [{ title: 'Mixed Query Tee' }]);
    const shopper = await createUser(a.em(), { email: 'cache-shopper@example.com' });
    const alsoMe = async (token?: string) => (await b.gql<{ me: { email: string } | null }>(ME_AND_PRODUCT, { id: product!.id }, { token })).body.data?.me;
    expect(await alsoMe(await b.tokenFor(shopper))).toEqual({ email: 'cache-shopper@example.com' });
    expect(await alsoMe()).toBeNull();
  });

  it('serves uncached while it cannot hear changes, and caches again once it hears them', async () => {
    const [product] = await createProducts(a.em(), [{ title: 'Deaf Window Tee', pricePaise: 50_000, salePricePaise: 0, percentageIncrement: 0 }]);
    await readOnB(product!.id);
    const listeners = () =>
      a.em().getConnection().execute<Array<{ pid: number }>>(
        "select pid from pg_stat_activity where application_name = 'threadline catalogue listener' and datname = current_database()",
      );
    expect(await listeners()).toHaveLength(2);

    // Cut both listeners: once B has noticed, a change made now is announced to nobody.
    await a.em().getConnection().execute(
      "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'threadline catalogue listener' and datname = current_database()",
    );
    const bypassed = (await cacheLookups(b)).bypass ?? 0;
    await expect.poll(async () => {
      await readOnB(product!.id);
      return (await cacheLookups(b)).bypass ?? 0;
    }).toBeGreaterThan(bypassed);
    await a.em().getConnection().execute('update product set price_paise = 55000 where id = ?', [product!.id]);
    const unheard = await readOnB(product!.id);
    expect(unheard.product.basePrice.amount).toBe('550.00');

    // The listener comes back by itself; from then on, repeats are answered from memory again.
    await expect.poll(async () => (await listeners()).length, { timeout: 10_000 }).toBe(2);
    await readOnB(product!.id);
    await expect.poll(async () => (await readOnB(product!.id)).statements).toBe(0);
  });
});

describe('the catalogue cache, turned off', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ CATALOGUE_CACHE_MB: '0' });
  });
  afterAll(async () => server?.stop());

  it('reads the database for every request', async () => {
    const [product] = await createProducts(server.em(), [{ title: 'Uncached Tee' }]);
    for (let i = 0; i < 2; i += 1) {
      const statements = await server.recordStatements(() => server.gql(PRODUCT, { id: product!.id }));
      expect(statements.length).toBeGreaterThan(0);
    }
  });
});

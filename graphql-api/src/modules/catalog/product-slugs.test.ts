import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProducts, productInput } from '../../../test/factories.js';
import { startTestServerWithAccounts, type TestServer } from '../../../test/harness.js';

interface PayloadData {
  product: { id: string; title: string; slug: string } | null;
  userErrors: Array<{ code: string; field: string | null; message: string }>;
}

const CREATE = 'mutation ($input: ProductInput!) { createProduct(input: $input) { product { id title slug } userErrors { code field message } } }';
const UPDATE = 'mutation ($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { product { id title slug } userErrors { code field message } } }';
const PRODUCT = 'query ($id: ID, $slug: String) { product(id: $id, slug: $slug) { id title slug } }';

const input = (title: string) => productInput({ title, percentageIncrement: 5 });

describe('product slugs', () => {
  let server: TestServer;
  let adminToken: string;

  beforeAll(async () => {
    ({ server, adminToken } = await startTestServerWithAccounts());
  });
  afterAll(() => server?.stop());

  async function create(title: string): Promise<NonNullable<PayloadData['product']>> {
    const { body } = await server.gql<{ createProduct: PayloadData }>(CREATE, { input: input(title) }, { token: adminToken });
    expect(body.errors, title).toBeUndefined();
    expect(body.data!.createProduct.userErrors).toEqual([]);
    return body.data!.createProduct.product!;
  }

  it.each([
    ['Navy Polo Tee', 'navy-polo-tee'],
    ['  Men’s Piqué  Polo — XL  ', 'mens-pique-polo-xl'],
    ["Kids' Dino Tee (3-5 yrs)", 'kids-dino-tee-3-5-yrs'],
    ['ÉCOLE Crop Top №5', 'ecole-crop-top-no5'],
    ['100% Cotton___Tee', '100-cotton-tee'],
    ['Ⅻ Tee', 'xii-tee'],
    ['!!', 'product'],
    ['टी-शर्ट', 'product-2'],
    [`${'Long '.repeat(21)}Tail Words`, `${'long-'.repeat(15)}long`],
    ['X'.repeat(100), 'x'.repeat(80)],
  ])('makes %j into %j', async (title, slug) => {
    expect((await create(title)).slug).toBe(slug);
  });

  it('gives the next product with a taken slug the smallest free suffix', async () => {
    const slugs = [];
    for (const title of ['Olive Hoodie', 'Olive Hoodie', 'olive hoodie!', 'Olive Hoodie 2', 'Olive Hoodie']) slugs.push((await create(title)).slug);
    // "Olive Hoodie 2" is a title of its own, but its slug was taken by the second Olive Hoodie.
    expect(slugs).toEqual(['olive-hoodie', 'olive-hoodie-2', 'olive-hoodie-3', 'olive-hoodie-2-2', 'olive-hoodie-4']);
  });

  it('keeps the slug when the title changes, and makes the old title a new slug for the next product', async () => {
    const product = await create('Rust Sweatshirt');
    const { body } = await server.gql<{ updateProduct: PayloadData }>(UPDATE, { id: product.id, input: input('Sand Sweatshirt') }, { token: adminToken });
    expect(body.data!.updateProduct.product).toEqual({ id: product.id, title: 'Sand Sweatshirt', slug: 'rust-sweatshirt' });
    expect((await create('Rust Sweatshirt')).slug).toBe('rust-sweatshirt-2');
    expect((await create('Sand Sweatshirt')).slug).toBe('sand-sweatshirt');
  });

  it('gives every product a slug, however it was added', async () => {
    const products = await createProducts(server.em(), [{ title: 'Factory Tee' }, { title: 'Factory Tee' }]);
    expect(products.map((product) => product.slug)).toEqual(['factory-tee', 'factory-tee-2']);
  });

  it('finds a product by slug or by id, and NOT_FOUND for a slug no product has', async () => {
    const product = await create('Charcoal Crop Top');
    for (const variables of [{ slug: 'charcoal-crop-top' }, { id: product.id }, { id: product.id, slug: null }]) {
      const { body } = await server.gql<{ product: unknown }>(PRODUCT, variables);
      expect(body.data!.product, JSON.stringify(variables)).toEqual(product);
    }
    for (const slug of ['charcoal-crop-top-2', 'Charcoal-Crop-Top', '', product.id]) {
      const { body } = await server.gql(PRODUCT, { slug });
      expect(body.errors?.[0], slug).toMatchObject({ message: 'Product not found', extensions: { code: 'NOT_FOUND' } });
    }
  });

  it('refuses both id and slug, or neither, with a plain message', async () => {
    const product = await create('Teal Polo');
    for (const variables of [{}, { id: null, slug: null }, { id: product.id, slug: product.slug }]) {
      const { status, body } = await server.gql(PRODUCT, variables);
      expect(status).toBe(400);
      expect(body.data).toEqual({ product: null });
      expect(body.errors?.[0], JSON.stringify(variables)).toMatchObject({
        message: 'Pass exactly one of id and slug',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
  });

  it('gives admins adding the same title at once each their own slug', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, () => server.gql<{ createProduct: PayloadData }>(CREATE, { input: input('Coral Tee') }, { token: adminToken })),
    );
    expect(results.map(({ body }) => body.errors)).toEqual(Array(6).fill(undefined));
    const slugs = results.map(({ body }) => body.data!.createProduct.product!.slug);
    expect(slugs.sort()).toEqual(['coral-tee', 'coral-tee-2', 'coral-tee-3', 'coral-tee-4', 'coral-tee-5', 'coral-tee-6']);
  });

  it('tries again when another insert takes the slug between choosing and committing', async () => {
    // Another writer holds "denim-tee" in a transaction not yet committed: the API's insert sees the
    // slug free, picks it, and waits on the unique constraint until that transaction commits.
    const other = new pg.Client({ connectionString: server.config.databaseUrl! });
    await other.connect();
    try {
      const { id } = await create('Template Tee');
      await other.query('begin');
      await other.query(
        `insert into product (id, created_at, updated_at, title, description, image, category, product_type, type, size, measurement,
                              percentage_increment, price_paise, sale_price_paise)
         select gen_random_uuid(), now(), now(), 'Denim Tee', description, image, category, product_type, type, size, measurement,
                percentage_increment, price_paise, sale_price_paise
         from product where id = $1`,
        [id],
      );
      const creating = server.gql<{ createProduct: PayloadData }>(CREATE, { input: input('Denim Tee') }, { token: adminToken });
      await waitUntilAnInsertWaitsForALock(other);
      await other.query('commit');
      const { body } = await creating;
      expect(body.errors).toBeUndefined();
      expect(body.data!.createProduct.product!.slug).toBe('denim-tee-2');
    } finally {
      await other.end();
    }
  });
});

async function waitUntilAnInsertWaitsForALock(client: pg.Client): Promise<void> {
  for (let tries = 0; tries < 200; tries += 1) {
    // Statistics are read once per transaction unless the snapshot is cleared, and this client is in one.
    await client.query('select pg_stat_clear_snapshot()');
    const { rows } = await client.query(
      `select 1 from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock' and query like 'insert into "product"%'`,
    );
    if (rows.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the API never waited for the uncommitted slug');
}

import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Address } from '../src/modules/addresses/address.entity.js';
import { Product } from '../src/modules/catalog/product.entity.js';
import { Order } from '../src/modules/orders/order.entity.js';
import { Role } from '../src/modules/users/user.entity.js';
import { createProducts, createUser, productInput, TEST_PASSWORD } from './factories.js';
import { createTestDatabase, startTestServer, type GraphQLResponse, type TestDatabase, type TestServer } from './harness.js';
import { startS3ServerOrSkip } from './s3-server.js';

// Several identical app processes behind a load balancer on one PostgreSQL, with media in one
// bucket: what README's "Running several instances" promises. Nothing here talks to an instance
// in a way a load balancer could not route to the other; every fact below must hold wherever a
// request lands, because the instances share nothing but the database and the bucket.

const LOGIN = 'mutation ($email: String!, $password: String!) { login(input: { email: $email, password: $password }) { token userErrors { code } } }';
const ME = '{ me { email } }';
const CART = '{ cart { lines { id } } }';
const LOGOUT = 'mutation { logout { success } }';
const ADD_TO_CART = 'mutation ($input: AddToCartInput!) { addToCart(input: $input) { userErrors { code message } } }';
const PLACE_ORDER = 'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } userErrors { code message } } }';
const PRODUCT = 'query ($id: ID!) { product(id: $id) { id title image basePrice { amount } sizeOptions { price { amount } } } }';
const CREATE_PRODUCT = 'mutation ($input: ProductInput!) { createProduct(input: $input) { product { id image } userErrors { code field message } } }';
const UPDATE_PRODUCT = 'mutation ($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { product { basePrice { amount } } userErrors { code field message } } }';

interface ProductData {
  product: { id: string; title: string; image: string; basePrice: { amount: string }; sizeOptions: Array<{ price: { amount: string } }> };
}


/** Figures for the report: printed once at the end. */
const figures: Record<string, unknown> = {};

const s3 = await startS3ServerOrSkip('the two-instance tests');

describe.skipIf(!s3)('two app instances on one PostgreSQL and one bucket', () => {
  let database: TestDatabase;
  let a: TestServer;
  let b: TestServer;
  let adminToken: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    // What a deployment shares: the database, the bucket and the signing key. Each instance has
    // its own data folder, ORM, connection pool and token issuer.
    const env = { ...s3!.env, JWT_SECRET: 'two-instances-share-this-signing-key-0123456789' };
    a = await startTestServer(env, { database });
    b = await startTestServer(env, { database });
    adminToken = await a.tokenFor(await createUser(a.em(), { role: Role.ADMIN }));
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await database?.drop();
    await s3?.stop();
    if (Object.keys(figures).length) console.info(`two-instance figures: ${JSON.stringify(figures)}`);
  });

  /** A sign-in from a client address, as a load balancer on loopback forwards it. */
  async function login(server: TestServer, email: string, password: string, clientIp: string) {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': clientIp },
      body: JSON.stringify({ query: LOGIN, variables: { email, password } }),
    });
    return (await response.json()) as GraphQLResponse<{ login: { token: string | null } }>['body'];
  }

  it('honours a session made on one instance on the other, by bearer token and by cookie', async () => {
    expect(a.url).not.toBe(b.url);
    const user = await createUser(a.em(), { email: 'traveller@example.com' });
    const made = await a.gql<{ login: { token: string } }>(LOGIN, { email: user.email, password: TEST_PASSWORD });
    const token = made.body.data!.login.token;
    const cookie = (made.headers.get('set-cookie') ?? '').split(';')[0]!;
    expect(token).toBeTruthy();

    expect((await b.gql<{ me: { email: string } }>(ME, {}, { token })).body.data?.me?.email).toBe('traveller@example.com');
    expect((await b.gql<{ me: { email: string } }>(ME, {}, { cookie })).body.data?.me?.email).toBe('traveller@example.com');
    expect((await b.gql(CART, {}, { token })).body.errors).toBeUndefined();
  });

  it('refuses on the other instance a token logged out on one, leaving other sessions alone', async () => {
    const user = await createUser(a.em(), { email: 'leaver@example.com' });
    const signIn = async (server: TestServer) => (await server.gql<{ login: { token: string } }>(LOGIN, { email: user.email, password: TEST_PASSWORD })).body.data!.login.token;
    // Made on B, logged out on A: then refused on both.
    const loggedOut = await signIn(b);
    const kept = await signIn(a);

    const out = await a.gql<{ logout: { success: boolean } }>(LOGOUT, {}, { token: loggedOut });
    expect(out.body.data?.logout.success).toBe(true);

    for (const server of [b, a]) {
      expect((await server.gql<{ me: unknown }>(ME, {}, { token: loggedOut })).body.data?.me).toBeNull();
      const cart = await server.gql(CART, {}, { token: loggedOut });
      expect(cart.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect((await server.gql<{ me: { email: string } }>(ME, {}, { token: kept })).body.data?.me?.email).toBe('leaver@example.com');
    }
  });

  it('counts failed sign-ins on both instances towards one lock, which stops the guesser and not the owner elsewhere', async () => {
    await createUser(a.em(), { email: 'guessed@example.com' });
    // Five wrong passwords from one address, alternating instances: A, B, A, B, A.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const result = await login(attempt % 2 === 0 ? a : b, 'guessed@example.com', `Wrong@${attempt}xyz`, '10.1.0.7');
      expect(result.errors).toBeUndefined();
      expect(result.data?.login.token).toBeNull();
    }
    const counted = await a
      .em()
      .getConnection()
      .execute<Array<{ key: string; failures: number }>>("select key, failures from login_throttle where key in ('pair:guessed@example.com 10.1.0.7', 'account:guessed@example.com') order by key");
    figures.signInFailuresCounted = counted.map((row) => row.failures);
    expect(counted.map((row) => [row.key, row.failures])).toEqual([
      ['account:guessed@example.com', 5],
      ['pair:guessed@example.com 10.1.0.7', 5],
    ]);

    for (const server of [b, a]) {
      const locked = await login(server, 'guessed@example.com', TEST_PASSWORD, '10.1.0.7');
      expect(locked.data).toBeNull();
      expect(locked.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
      const owner = await login(server, 'guessed@example.com', TEST_PASSWORD, '10.1.0.99');
      expect(owner.errors).toBeUndefined();
      expect(owner.data?.login.token).toBeTruthy();
    }
  });

  it("serves an image uploaded through one instance to the other's clients, from the bucket", async () => {
    const original = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#1f2a44' } })
      .composite([{ input: { create: { width: 800, height: 600, channels: 3, background: '#e8c07d' } }, top: 0, left: 0 }])
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('my_file', new Blob([new Uint8Array(original)], { type: 'image/jpeg' }), 'Two Tone.jpg');
    const uploaded = await fetch(`${a.url}/api/admin/products/upload-image`, { method: 'POST', headers: { authorization: `Bearer ${adminToken}` }, body: form });
    expect(uploaded.status).toBe(200);
    const { data } = (await uploaded.json()) as { data: { secure_url: string } };
    expect(data.secure_url.startsWith(`${s3!.env.MEDIA_PUBLIC_URL}/products/two-tone-`)).toBe(true);

    // The admin goes on through the other instance, and a shopper there sees the product.
    const created = await b.gql<{ createProduct: { product: { id: string; image: string } | null; userErrors: unknown[] } }>(
      CREATE_PRODUCT,
      { input: productInput({ title: 'Two Tone Tee', image: data.secure_url }) },
      { token: adminToken },
    );
    expect(created.body.data?.createProduct.userErrors).toEqual([]);
    const shown = await b.gql<ProductData>(PRODUCT, { id: created.body.data!.createProduct.product!.id });
    expect(shown.body.data!.product.image).toBe(data.secure_url);

    const served = await fetch(shown.body.data!.product.image);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 1280, height: 960 });
    figures.uploadedImageBytes = bytes.length;
  });

  it('never oversells when checkouts for the last pieces are spread over both instances', async () => {
    const [product] = await createProducts(a.em(), [{ stock: { XS: 5 } }]);
    const shoppers = await Promise.all(
      Array.from({ length: 20 }, async (_, index) => {
        const em = a.em();
        const user = await createUser(em);
        const address = new Address({ user, address: `${index + 1} Station Road`, city: 'Barasat', pincode: '700124', phone: '9876543210', notes: '' });
        await em.persistAndFlush(address);
        return { index, address, token: await a.tokenFor(user) };
      }),
    );
    // Each shopper fills the cart on one instance and checks out on the other.
    const cartOn = (index: number) => (index % 2 === 0 ? b : a);
    const checkoutOn = (index: number) => (index % 2 === 0 ? a : b);
    for (const shopper of shoppers) {
      const added = await cartOn(shopper.index).gql<{ addToCart: { userErrors: unknown[] } }>(ADD_TO_CART, { input: { productId: product!.id, quantity: 1 } }, { token: shopper.token });
      expect(added.body.data?.addToCart.userErrors).toEqual([]);
    }

    const started = performance.now();
    const responses = await Promise.all(
      shoppers.map((shopper) =>
        checkoutOn(shopper.index).gql<{ placeOrder: { order: { id: string } | null; userErrors: Array<{ message: string }> } }>(
          PLACE_ORDER,
          { input: { addressId: shopper.address.id } },
          { token: shopper.token },
        ),
      ),
    );
    const elapsedMs = Math.round(performance.now() - started);

    expect(responses.every((response) => response.status === 200 && response.body.errors === undefined)).toBe(true);
    const results = responses.map((response, index) => ({ instance: checkoutOn(index) === a ? 'a' : 'b', ...response.body.data!.placeOrder }));
    const placed = results.filter((result) => result.order !== null);
    expect(placed).toHaveLength(5);
    expect(results.filter((result) => result.order === null).map((result) => result.userErrors[0]?.message)).toEqual(Array(15).fill('Out of Stock in size XS'));
    expect((await a.em().findOneOrFail(Product, product!.id)).totalStock).toBe(0);
    expect(await b.em().count(Order, { lines: { productId: product!.id } })).toBe(5);
    figures.checkout = {
      shoppers: 20,
      stock: 5,
      orders: placed.length,
      ordersByInstance: { a: placed.filter((result) => result.instance === 'a').length, b: placed.filter((result) => result.instance === 'b').length },
      refused: results.length - placed.length,
      stockLeft: 0,
      burstMs: elapsedMs,
    };
  });

  it('shows a price changed through one instance on the other at once', async () => {
    const [product] = await createProducts(a.em(), [{ pricePaise: 59_900, salePricePaise: 0, percentageIncrement: 0 }]);
    const before = await b.gql<ProductData>(PRODUCT, { id: product!.id });
    expect(before.body.data!.product.basePrice.amount).toBe('599.00');

    const updated = await a.gql<{ updateProduct: { product: { basePrice: { amount: string } } | null; userErrors: unknown[] } }>(
      UPDATE_PRODUCT,
      { id: product!.id, input: productInput({ title: product!.title, price: 649 }) },
      { token: adminToken },
    );
    expect(updated.body.data?.updateProduct.userErrors).toEqual([]);

    // The very next request, on the other instance: no cache anywhere may still say 599.
    const after = await b.gql<ProductData>(PRODUCT, { id: product!.id });
    expect(after.body.data!.product.basePrice.amount).toBe('649.00');
    expect(after.body.data!.product.sizeOptions[0]?.price.amount).toBe('649.00');
  });
});

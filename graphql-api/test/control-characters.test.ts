import { MESSAGES } from '@threadline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProducts, productInput } from './factories.js';
import { startTestServerWithAccounts, type TestServer } from './harness.js';
import { rest } from './rest.js';

// Control characters (U+0000-U+001F, U+007F-U+009F) end up in pages, e-mails and the admin's
// tables. Where the store keeps text, each field decides: one-line text (a name, a title) takes
// none, text that may run over lines keeps tab and line breaks. The rule is domain's
// validateTextCharacters; here the API is asked on both faces, and a refusal writes nothing.

const USER_ERRORS = 'userErrors { code field message }';
const ONE_LINE = (label: string) => `${label} cannot contain line breaks, tabs or other control characters`;
const MANY_LINES = (label: string) => `${label} cannot contain control characters (line breaks and tabs are fine)`;

describe('control characters in what the store keeps', () => {
  let server: TestServer;
  let adminToken: string;
  let shopperToken: string;

  beforeAll(async () => {
    ({ server, adminToken, shopperToken } = await startTestServerWithAccounts());
  });
  afterAll(() => server?.stop());

  const count = async (table: string) => Number((await server.em().getConnection().execute<Array<{ n: string }>>(`select count(*) as n from "${table}"`))[0]!.n);

  it('refuses them in a user name, on both faces, and registers nobody', async () => {
    const users = await count('app_user');
    for (const userName of ['Ana\u0007Roy', 'Ana\nRoy', 'Ana\tRoy', 'Ana\u0085Roy']) {
      const graphql = await server.gql<{ register: { userErrors: unknown[] } }>(
        `mutation ($input: RegisterInput!) { register(input: $input) { ${USER_ERRORS} } }`,
        { input: { userName, email: 'ana@example.com', password: 'Secret@123' } },
      );
      expect(graphql.body.data?.register.userErrors).toEqual([{ code: 'INVALID_INPUT', field: 'userName', message: ONE_LINE('User name') }]);
    }
    const viaRest = await rest(server, 'POST', '/auth/register', { body: { userName: 'Ana\u001bRoy', email: 'ana@example.com', password: 'Secret@123' } });
    expect([viaRest.status, viaRest.body.message]).toEqual([400, ONE_LINE('User name')]);
    expect(await count('app_user')).toBe(users);
  });

  it('keeps line breaks in an address’s notes and refuses other control characters there', async () => {
    const add = (notes: string) =>
      server.gql<{ addAddress: { address: { notes: string } | null; userErrors: unknown[] } }>(
        `mutation ($input: AddressInput!) { addAddress(input: $input) { address { notes } ${USER_ERRORS} } }`,
        { input: { address: '12 Station Road', city: 'Guma', pincode: '743704', phone: '9876543210', notes } },
        { token: shopperToken },
      );
    const refused = await add('Ring\u0008twice');
    expect(refused.body.data?.addAddress).toEqual({ address: null, userErrors: [{ code: 'INVALID_INPUT', field: 'notes', message: MANY_LINES('Notes') }] });
    const kept = await add('Ring twice\nLeave at the gate');
    expect(kept.body.data?.addAddress).toEqual({ address: { notes: 'Ring twice\nLeave at the gate' }, userErrors: [] });
  });

  it('refuses a line break in a product title but keeps one in its description', async () => {
    const create = (overrides: Record<string, unknown>) =>
      server.gql<{ createProduct: { product: { title: string; description: string } | null; userErrors: unknown[] } }>(
        `mutation ($input: ProductInput!) { createProduct(input: $input) { product { title description } ${USER_ERRORS} } }`,
        { input: productInput(overrides) },
        { token: adminToken },
      );
    const products = await count('product');
    const titled = await create({ title: 'Navy\nTee', description: 'Soft cotton\u007f, regular fit.' });
    expect(titled.body.data?.createProduct).toEqual({
      product: null,
      userErrors: [
        { code: 'INVALID_INPUT', field: 'title', message: ONE_LINE('Title') },
        { code: 'INVALID_INPUT', field: 'description', message: MANY_LINES('Description') },
      ],
    });
    expect(await count('product')).toBe(products);
    const described = await create({ description: 'Soft combed cotton.\n\tRegular fit.' });
    expect(described.body.data?.createProduct.product).toEqual({ title: 'Navy Round Neck Tee', description: 'Soft combed cotton.\n\tRegular fit.' });
  });

  it('refuses them in a review and a cancellation reason, at the field', async () => {
    const [product] = await createProducts(server.em(), [{}]);
    const review = await server.gql<{ addReview: { userErrors: unknown[] } }>(
      `mutation ($input: AddReviewInput!) { addReview(input: $input) { ${USER_ERRORS} } }`,
      { input: { productId: product!.id, rating: 5, message: 'Fits\u0007well' } },
      { token: shopperToken },
    );
    expect(review.body.data?.addReview.userErrors).toContainEqual({ code: 'INVALID_INPUT', field: 'message', message: MANY_LINES('Review message') });
    const cancel = await server.gql<{ cancelOrder: { userErrors: unknown[] } }>(
      `mutation ($input: CancelOrderInput!) { cancelOrder(input: $input) { ${USER_ERRORS} } }`,
      { input: { orderId: '00000000-0000-0000-0000-000000000000', reason: 'Wrong\u009bsize' } },
      { token: shopperToken },
    );
    expect(cancel.body.data?.cancelOrder.userErrors).toEqual([{ code: 'INVALID_INPUT', field: 'reason', message: MANY_LINES('Reason') }]);
  });
});

// A lone UTF-16 surrogate is valid JSON (`"a\ud800b"`) but no character, and PostgreSQL refuses it
// while encoding the text: it once ended registration in a 500. Refused at the door of both faces,
// for every field alike, naming the field (domain validateWellFormedText).
describe('text that is not valid text (lone UTF-16 surrogates)', () => {
  let server: TestServer;
  let shopperToken: string;
  let shopperId: string;

  beforeAll(async () => {
    ({ server, shopperToken } = await startTestServerWithAccounts());
    shopperId = (await server.em().getConnection().execute<Array<{ id: string }>>(`select id from app_user where role = 'user'`))[0]!.id;
  });
  afterAll(() => server?.stop());

  const count = async (table: string) => Number((await server.em().getConnection().execute<Array<{ n: string }>>(`select count(*) as n from "${table}"`))[0]!.n);
  const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { ${USER_ERRORS} } }`;

  it.each([
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate', 'a\udc00b'],
    ['a reversed pair', '\udc00\ud800'],
  ])('refuses %s in a user name on both faces with a 400 naming the field, and registers nobody', async (_name, userName) => {
    const users = await count('app_user');
    const graphql = await server.gql(REGISTER, { input: { userName, email: 'surrogate@example.com', password: 'Secret@123' } });
    expect(graphql.status).toBe(400);
    expect(graphql.body.data).toBeUndefined();
    expect(graphql.body.errors?.[0]).toMatchObject({
      message: `input.userName: ${MESSAGES.TEXT_NOT_WELL_FORMED}`,
      extensions: { code: 'BAD_USER_INPUT', field: 'input.userName' },
    });
    const viaRest = await rest(server, 'POST', '/auth/register', { body: { userName, email: 'surrogate@example.com', password: 'Secret@123' } });
    expect([viaRest.status, viaRest.body]).toEqual([400, expect.objectContaining({ success: false, message: `Invalid body field userName: ${MESSAGES.TEXT_NOT_WELL_FORMED}` })]);
    expect(await count('app_user')).toBe(users);
  });

  it('names the argument whatever the variable is called, and the field of a REST body, a key or an e-mail alike', async () => {
    const [product] = await createProducts(server.em(), [{}]);
    const renamed = await server.gql(
      'mutation ($m: String!, $p: ID!) { addReview(input: { productId: $p, rating: 5, message: $m }) { userErrors { code } } }',
      { p: product!.id, m: 'Fits \ud83d well' },
      { token: shopperToken },
    );
    expect([renamed.status, renamed.body.errors?.[0]?.extensions]).toEqual([400, expect.objectContaining({ code: 'BAD_USER_INPUT', field: 'input.message' })]);

    const login = await server.gql('mutation ($input: LoginInput!) { login(input: $input) { token } }', { input: { email: 'a\udfff@example.com', password: 'Secret@123' } });
    expect(login.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.email' });

    const review = await rest(server, 'POST', '/shop/review/add', { token: shopperToken, body: { productId: product!.id, userId: shopperId, reviewMessage: '\udc00Fits', reviewValue: 5 } });
    expect([review.status, review.body.message]).toEqual([400, `Invalid body field reviewMessage: ${MESSAGES.TEXT_NOT_WELL_FORMED}`]);
    // A key that is not valid text is named with U+FFFD for its lone half, so the answer stays valid text.
    const key = await rest(server, 'POST', '/auth/register', { body: { userName: 'Ana', email: 'ana@example.com', password: 'Secret@123', ['x\ud800']: 1 } });
    expect([key.status, key.body.message]).toEqual([400, `Invalid body field x\ufffd: ${MESSAGES.TEXT_NOT_WELL_FORMED}`]);
    expect(await count('review')).toBe(0);
  });

  it('refuses a surrogate written as bytes in a path or query string as a client error, never a fault', async () => {
    // UTF-8 has no encoding of a lone surrogate: %ED%A0%80 does not decode to text.
    const inPath = await rest(server, 'GET', '/shop/search/%ED%A0%80');
    expect([inPath.status, inPath.body.message]).toEqual([400, 'Invalid path: a percent-encoded part is not valid UTF-8 text']);
    // A query string that does not decode is kept as written, and judged as such by its field.
    const inQuery = await rest(server, 'GET', '/shop/search/tee?limit=%ED%A0%80');
    expect([inQuery.status, inQuery.body.message]).toEqual([400, expect.stringMatching(/^Invalid query field limit: /)]);
  });
});


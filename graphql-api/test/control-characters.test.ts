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

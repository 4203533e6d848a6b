import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServerWithAccounts, type TestServer } from '../../../test/harness.js';
import { FeatureImage } from './feature-image.entity.js';

const ADD = 'mutation ($input: AddFeatureImageInput!) { addFeatureImage(input: $input) { featureImage { id image } userErrors { code field message } } }';
const DELETE = 'mutation ($id: ID!) { deleteFeatureImage(id: $id) { deletedFeatureImageId userErrors { code field message } } }';
const LIST = '{ featureImages { id image } }';

interface AddData {
  addFeatureImage: { featureImage: { id: string; image: string } | null; userErrors: Array<{ code: string; field: string | null; message: string }> };
}
interface DeleteData {
  deleteFeatureImage: { deletedFeatureImageId: string | null; userErrors: Array<{ code: string; field: string | null; message: string }> };
}
interface ListData {
  featureImages: Array<{ id: string; image: string }>;
}

describe('feature images', () => {
  let server: TestServer;
  let adminToken: string;
  let shopperToken: string;

  beforeAll(async () => {
    ({ server, adminToken, shopperToken } = await startTestServerWithAccounts());
  });
  afterAll(() => server?.stop());

  const imageCount = () => server.em().count(FeatureImage);

  it('adds hero images that anyone sees, oldest first', async () => {
    const first = await server.gql<AddData>(ADD, { input: { image: ' /media/features/summer.webp ' } }, { token: adminToken });
    expect(first.body.data!.addFeatureImage).toMatchObject({ featureImage: { image: '/media/features/summer.webp' }, userErrors: [] });
    const second = await server.gql<AddData>(ADD, { input: { image: 'https://cdn.example.com/winter.webp' } }, { token: adminToken });
    expect(second.body.data!.addFeatureImage.userErrors).toEqual([]);

    for (const token of [undefined, shopperToken]) {
      const { body } = await server.gql<ListData>(LIST, {}, { token });
      expect(body.data!.featureImages.map((image) => image.image)).toEqual(['/media/features/summer.webp', 'https://cdn.example.com/winter.webp']);
    }
  });

  it.each([
    ['', 'Please select an image first'],
    ['   ', 'Please select an image first'],
    ['javascript:alert(1)', 'Please use an uploaded image (a path under /media/) or an http(s) URL'],
    ['data:image/png;base64,AAAA', 'Please use an uploaded image (a path under /media/) or an http(s) URL'],
    [`/media/${'a'.repeat(500)}.webp`, 'The image address must be at most 500 characters'],
  ])('refuses the image %j with its message, adding nothing', async (image, message) => {
    const before = await imageCount();
    const { body } = await server.gql<AddData>(ADD, { input: { image } }, { token: adminToken });
    expect(body.data!.addFeatureImage).toEqual({ featureImage: null, userErrors: [{ code: 'INVALID_INPUT', field: 'image', message }] });
    expect(await imageCount()).toBe(before);
  });

  it('deletes a hero image', async () => {
    const added = await server.gql<AddData>(ADD, { input: { image: '/media/features/sale.webp' } }, { token: adminToken });
    const id = added.body.data!.addFeatureImage.featureImage!.id;
    const { body } = await server.gql<DeleteData>(DELETE, { id }, { token: adminToken });
    expect(body.data!.deleteFeatureImage).toEqual({ deletedFeatureImageId: id, userErrors: [] });
    const list = await server.gql<ListData>(LIST);
    expect(list.body.data!.featureImages.map((image) => image.id)).not.toContain(id);

    const again = await server.gql<DeleteData>(DELETE, { id }, { token: adminToken });
    expect(again.body.data!.deleteFeatureImage).toEqual({
      deletedFeatureImageId: null,
      userErrors: [{ code: 'NOT_FOUND', field: 'id', message: 'Feature image not found' }],
    });
  });

  it('answers a malformed id with a NOT_FOUND error', async () => {
    const { status, body } = await server.gql<DeleteData>(DELETE, { id: "x'; delete from feature_image; --" }, { token: adminToken });
    expect(status).toBe(200);
    expect(body.errors?.[0]).toMatchObject({ message: 'Feature image not found', extensions: { code: 'NOT_FOUND' } });
  });

  it('refuses anonymous callers and shoppers on both writes, changing nothing', async () => {
    const added = await server.gql<AddData>(ADD, { input: { image: '/media/features/keep.webp' } }, { token: adminToken });
    const id = added.body.data!.addFeatureImage.featureImage!.id;
    const before = await imageCount();
    for (const [token, code] of [[undefined, 'UNAUTHENTICATED'], [shopperToken, 'FORBIDDEN']] as const) {
      for (const [query, variables] of [[ADD, { input: { image: '/media/features/intruder.webp' } }], [DELETE, { id }]] as const) {
        const { body } = await server.gql(query, variables, { token });
        expect(body.data).toBeNull();
        expect(body.errors?.[0]?.extensions?.code).toBe(code);
      }
    }
    expect(await imageCount()).toBe(before);
    expect(await server.em().count(FeatureImage, id)).toBe(1);
  });
});

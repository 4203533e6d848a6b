import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@threadline/domain';
import { startTestServerWithAccounts, type TestServer } from '../../../test/harness.js';
import { expectDocumented, rest } from '../../../test/rest.js';
import { IMAGE_FORMAT_MESSAGE, IMAGE_TOO_LONG_MESSAGE } from '../catalog/image-reference.js';
import { FeatureImage } from './feature-image.entity.js';
import { FEATURE_IMAGE_NOT_FOUND } from './feature-images.service.js';

interface FeatureImageDocument {
  _id: string;
  image: string;
}

describe('REST feature images', () => {
  let server: TestServer;
  let adminToken: string;
  let shopperToken: string;

  beforeAll(async () => {
    ({ server, adminToken, shopperToken } = await startTestServerWithAccounts());
  });
  afterAll(() => server?.stop());

  const imageCount = () => server.em().count(FeatureImage);

  it('adds hero images as an admin and lists them publicly, oldest first, as GraphQL does', async () => {
    const added: FeatureImageDocument[] = [];
    for (const image of ['/media/feature/one.webp', 'https://cdn.example.com/two.jpg']) {
      const response = await rest<{ data: FeatureImageDocument }>(server, 'POST', '/common/feature/add', { token: adminToken, body: { image } });
      expect(response.status).toBe(200);
      await expectDocumented(server, 'POST', '/common/feature/add', response);
      expect(response.body.data).toEqual({ _id: expect.any(String), image });
      added.push(response.body.data);
    }
    const listed = await rest<{ data: FeatureImageDocument[] }>(server, 'GET', '/common/feature/get');
    expect(listed.status).toBe(200);
    await expectDocumented(server, 'GET', '/common/feature/get', listed);
    expect(listed.body.data).toEqual(added);

    const { body } = await server.gql<{ featureImages: Array<{ id: string; image: string }> }>('{ featureImages { id image } }');
    expect(body.data!.featureImages.map(({ id, image }) => ({ _id: id, image }))).toEqual(listed.body.data);
  });

  it('refuses adding and deleting to anonymous callers (401) and shoppers (403), changing nothing', async () => {
    const [existing] = await server.em().find(FeatureImage, {}, { limit: 1 });
    const id = existing?.id ?? '00000000-0000-4000-8000-000000000000';
    const before = await imageCount();
    const calls: Array<['POST' | 'DELETE', string, string, unknown]> = [
      ['POST', '/common/feature/add', '/common/feature/add', { image: '/media/feature/x.webp' }],
      ['DELETE', `/common/feature/delete/${id}`, '/common/feature/delete/{id}', undefined],
    ];
    for (const [method, path, template, body] of calls) {
      const anonymous = await rest(server, method, path, { body });
      expect(anonymous.status).toBe(401);
      await expectDocumented(server, method, template, anonymous);
      const shopper = await rest(server, method, path, { token: shopperToken, body });
      expect(shopper.status).toBe(403);
      await expectDocumented(server, method, template, shopper);
    }
    expect(await imageCount()).toBe(before);
  });

  it.each([
    [{ image: '' }, MESSAGES.SELECT_IMAGE_FIRST],
    [{ image: 'javascript:alert(1)' }, IMAGE_FORMAT_MESSAGE],
    [{ image: `/media/${'a'.repeat(600)}.webp` }, IMAGE_TOO_LONG_MESSAGE],
    [{ image: 'x'.repeat(3000) }, /^Invalid body field image/],
    [{ image: 42 }, /^Invalid body field image/],
    [{}, /^Invalid body field image/],
  ] as Array<[Record<string, unknown>, string | RegExp]>)('refuses %o with 400, saving nothing', async (body, message) => {
    const before = await imageCount();
    const response = await rest(server, 'POST', '/common/feature/add', { token: adminToken, body });
    expect(response.status).toBe(400);
    if (typeof message === 'string') expect(response.body.message).toBe(message);
    else expect(response.body.message).toMatch(message);
    await expectDocumented(server, 'POST', '/common/feature/add', response);
    expect(await imageCount()).toBe(before);
  });

  it('deletes a hero image once; an unknown id is 404 and a malformed one 400', async () => {
    const added = await rest<{ data: FeatureImageDocument }>(server, 'POST', '/common/feature/add', { token: adminToken, body: { image: '/media/feature/gone.webp' } });
    const path = `/common/feature/delete/${added.body.data._id}`;
    const deleted = await rest(server, 'DELETE', path, { token: adminToken });
    expect(deleted.status).toBe(200);
    expect(deleted.body.success).toBe(true);
    await expectDocumented(server, 'DELETE', '/common/feature/delete/{id}', deleted);
    const listed = await rest<{ data: FeatureImageDocument[] }>(server, 'GET', '/common/feature/get');
    expect(listed.body.data.map((image) => image._id)).not.toContain(added.body.data._id);

    const again = await rest(server, 'DELETE', path, { token: adminToken });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(FEATURE_IMAGE_NOT_FOUND);
    await expectDocumented(server, 'DELETE', '/common/feature/delete/{id}', again);
    const malformed = await rest(server, 'DELETE', '/common/feature/delete/1', { token: adminToken });
    expect(malformed.status).toBe(400);
  });
});

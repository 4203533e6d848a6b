import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServerWithAccounts, type TestServer } from '../../../test/harness.js';

// A multipart body the server cannot read is the client's doing: 400 with a message, never a 500.

const BOUNDARY = '----threadline-test';
const part = (file: string, data: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="my_file"; filename="${file}"\r\nContent-Type: image/png\r\n\r\n${data}\r\n`;
const end = `--${BOUNDARY}--\r\n`;

describe('malformed multipart uploads', () => {
  let server: TestServer;
  let adminToken: string;

  beforeAll(async () => {
    ({ server, adminToken } = await startTestServerWithAccounts());
  });
  afterAll(() => server?.stop());

  async function send(body: string, contentType = `multipart/form-data; boundary=${BOUNDARY}`): Promise<{ status: number; body: { success: boolean; message: string } }> {
    const response = await fetch(`${server.url}/api/admin/products/upload-image`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': contentType },
      body,
    });
    return { status: response.status, body: (await response.json()) as { success: boolean; message: string } };
  }

  it.each([
    ['without a boundary', part('a.png', 'x') + end, 'multipart/form-data', /^Malformed multipart upload: Boundary not found$/],
    ['cut short', `--${BOUNDARY}\r\nContent-Disposition: form-data; name="my_file"; filename="a.png"\r\n\r\nxyz`, undefined, /^Malformed multipart upload: Unexpected end of form$/],
    ['with only a part header', `--${BOUNDARY}\r\nContent-Disposition: form-data; name="my_file"; filename="a.png"\r\n`, undefined, /^Malformed multipart upload: /],
    ['with a part header that is not one', `--${BOUNDARY}\r\n${'x'.repeat(100)}\r\n\r\nxyz\r\n${end}`, undefined, /^Malformed multipart upload: |^Please select an image first$/],
    ['with two files', part('a.png', 'x') + part('b.png', 'y') + end, undefined, /^Bad upload: Too many files$/],
    ['under another field name', part('a.png', 'x').replace('my_file', 'other') + end, undefined, /^Bad upload: Unexpected field$/],
  ])('answers an upload %s with 400 and a message', async (_name, body, contentType, message) => {
    const answer = await send(body, contentType);
    expect([answer.status, answer.body.success]).toEqual([400, false]);
    expect(answer.body.message).toMatch(message);
  });

  it.each([['"quoted".png'], ['a"; name="x'], ['../../etc/passwd'], ['%00.png'], ['\u202e\u0631.png'], ['x'.repeat(5000)]])(
    'answers an odd file name (%s) like any other file: a 4xx about its content, never a 500',
    async (fileName) => {
      const answer = await send(part(fileName, 'not an image') + end);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.body.message).not.toMatch(/internal/i);
    },
  );
});

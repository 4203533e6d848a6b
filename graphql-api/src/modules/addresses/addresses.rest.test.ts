import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@threadline/domain';
import { createUser } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { expectDocumented, rest, type RestResponse } from '../../../test/rest.js';
import { Role, type User } from '../users/user.entity.js';
import { Address } from './address.entity.js';

interface AddressDocument {
  _id: string;
  userId: string;
  address: string;
  city: string;
  pincode: string;
  phone: string;
  notes: string;
}
interface Shopper {
  user: User;
  token: string;
}

const HOME = { address: '12 Station Road', city: 'Barasat', pincode: '700124', phone: '9876543210', notes: 'Ring twice' };

describe('REST addresses (spec section 7)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.stop());

  async function shopper(): Promise<Shopper> {
    const user = await createUser(server.em());
    return { user, token: await server.tokenFor(user) };
  }
  const add = (who: Shopper, fields: Record<string, unknown> = HOME, userId = who.user.id) =>
    rest<{ data: AddressDocument }>(server, 'POST', '/shop/address/add', { token: who.token, body: { ...fields, userId } });
  const stored = async (user: User) => (await server.em().find(Address, { user: user.id }, { orderBy: { createdAt: 'asc' } })).map((address) => address.city);

  async function expectCreated(response: RestResponse<unknown>) {
    expect(response.status).toBe(201);
    await expectDocumented(server, 'POST', '/shop/address/add', response);
  }

  describe('POST /shop/address/add', () => {
    it('adds up to three addresses; the fourth is refused with the spec’s message', async () => {
      const buyer = await shopper();
      const first = await add(buyer, { ...HOME, address: '  12 Station Road ' });
      await expectCreated(first);
      expect(first.body).toMatchObject({ success: true, message: MESSAGES.ADDRESS_ADDED });
      expect(first.body.data).toEqual({ _id: expect.any(String), userId: buyer.user.id, ...HOME });
      await add(buyer, { ...HOME, city: 'Birati' });
      await add(buyer, { ...HOME, city: 'Guma', notes: undefined });

      const fourth = await add(buyer, { ...HOME, city: 'Bira' });
      expect([fourth.status, fourth.body.message]).toEqual([409, MESSAGES.MAX_ADDRESSES]);
      await expectDocumented(server, 'POST', '/shop/address/add', fourth);
      expect(await stored(buyer.user)).toEqual(['Barasat', 'Birati', 'Guma']);

      // GraphQL lists the same addresses.
      const graphql = await server.gql<{ addresses: Array<{ id: string; city: string }> }>('{ addresses { id city } }', {}, { token: buyer.token });
      const list = await rest<{ data: AddressDocument[] }>(server, 'GET', `/shop/address/get/${buyer.user.id}`, { token: buyer.token });
      expect(list.body.data.map((address) => ({ id: address._id, city: address.city }))).toEqual(graphql.body.data!.addresses);
    });

    it('answers each invalid field with its spec message, and bad types and sizes with 400', async () => {
      const buyer = await shopper();
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ ...HOME, address: 'x' }, MESSAGES.ADDRESS],
        [{ ...HOME, city: 'Kolkata 1' }, MESSAGES.CITY],
        [{ ...HOME, pincode: '7001' }, MESSAGES.PINCODE],
        [{ ...HOME, phone: '1234567890' }, MESSAGES.PHONE],
        [{ ...HOME, notes: 'n'.repeat(201) }, MESSAGES.NOTES],
      ];
      for (const [fields, message] of cases) {
        const refused = await add(buyer, fields);
        expect([refused.status, refused.body.message]).toEqual([400, message]);
        await expectDocumented(server, 'POST', '/shop/address/add', refused);
      }
      for (const fields of [{ ...HOME, phone: 9876543210 }, { ...HOME, address: 'a'.repeat(5000) }]) {
        const refused = await add(buyer, fields);
        expect(refused.status).toBe(400);
        await expectDocumented(server, 'POST', '/shop/address/add', refused);
      }
      expect(await stored(buyer.user)).toEqual([]);
    });

    it('refuses anonymous callers and another shopper’s userId', async () => {
      const buyer = await shopper();
      const other = await shopper();
      const anonymous = await rest(server, 'POST', '/shop/address/add', { body: { ...HOME, userId: buyer.user.id } });
      expect(anonymous.status).toBe(401);
      await expectDocumented(server, 'POST', '/shop/address/add', anonymous);
      const foreign = await add(other, HOME, buyer.user.id);
      expect(foreign.status).toBe(403);
      await expectDocumented(server, 'POST', '/shop/address/add', foreign);
      expect([await stored(buyer.user), await stored(other.user)]).toEqual([[], []]);
    });
  });

  describe('GET /shop/address/get/{userId}', () => {
    it('lists the caller’s own addresses only', async () => {
      const buyer = await shopper();
      const other = await shopper();
      await add(buyer);
      const own = await rest(server, 'GET', `/shop/address/get/${buyer.user.id}`, { token: buyer.token });
      await expectDocumented(server, 'GET', '/shop/address/get/{userId}', own);
      const foreign = await rest(server, 'GET', `/shop/address/get/${buyer.user.id}`, { token: other.token });
      expect(foreign.status).toBe(403);
      await expectDocumented(server, 'GET', '/shop/address/get/{userId}', foreign);
      const admin = await createUser(server.em(), { role: Role.ADMIN });
      const asAdmin = await rest(server, 'GET', `/shop/address/get/${buyer.user.id}`, { token: await server.tokenFor(admin) });
      expect(asAdmin.status).toBe(403);
    });
  });

  describe('PUT /shop/address/update/{userId}/{addressId}', () => {
    const PATH = '/shop/address/update/{userId}/{addressId}';

    it('updates the caller’s address; others’ addresses are unknown and unchanged', async () => {
      const buyer = await shopper();
      const other = await shopper();
      const { body } = await add(buyer);
      const id = body.data._id;

      const updated = await rest<{ data: AddressDocument }>(server, 'PUT', `/shop/address/update/${buyer.user.id}/${id}`, { token: buyer.token, body: { ...HOME, city: 'Dum Dum' } });
      await expectDocumented(server, 'PUT', PATH, updated);
      expect(updated.body).toMatchObject({ success: true, message: MESSAGES.ADDRESS_UPDATED, data: { _id: id, city: 'Dum Dum' } });

      const invalid = await rest(server, 'PUT', `/shop/address/update/${buyer.user.id}/${id}`, { token: buyer.token, body: { ...HOME, pincode: 'abc' } });
      expect([invalid.status, invalid.body.message]).toEqual([400, MESSAGES.PINCODE]);
      const theirPath = await rest(server, 'PUT', `/shop/address/update/${buyer.user.id}/${id}`, { token: other.token, body: HOME });
      expect(theirPath.status).toBe(403);
      await expectDocumented(server, 'PUT', PATH, theirPath);
      const ownPath = await rest(server, 'PUT', `/shop/address/update/${other.user.id}/${id}`, { token: other.token, body: HOME });
      expect(ownPath.status).toBe(404);
      await expectDocumented(server, 'PUT', PATH, ownPath);
      const badId = await rest(server, 'PUT', `/shop/address/update/${buyer.user.id}/42`, { token: buyer.token, body: HOME });
      expect(badId.status).toBe(400);
      expect(await stored(buyer.user)).toEqual(['Dum Dum']);
    });
  });

  describe('DELETE /shop/address/delete/{userId}/{addressId}', () => {
    const PATH = '/shop/address/delete/{userId}/{addressId}';

    it('deletes the caller’s address and answers the rest; others’ are refused', async () => {
      const buyer = await shopper();
      const other = await shopper();
      const first = (await add(buyer)).body.data._id;
      await add(buyer, { ...HOME, city: 'Birati' });

      const theirs = await rest(server, 'DELETE', `/shop/address/delete/${other.user.id}/${first}`, { token: other.token });
      expect(theirs.status).toBe(404);
      await expectDocumented(server, 'DELETE', PATH, theirs);
      const foreign = await rest(server, 'DELETE', `/shop/address/delete/${buyer.user.id}/${first}`, { token: other.token });
      expect(foreign.status).toBe(403);

      const deleted = await rest<{ data: AddressDocument[] }>(server, 'DELETE', `/shop/address/delete/${buyer.user.id}/${first}`, { token: buyer.token });
      await expectDocumented(server, 'DELETE', PATH, deleted);
      expect(deleted.body.message).toBe(MESSAGES.ADDRESS_DELETED);
      expect(deleted.body.data.map((address) => address.city)).toEqual(['Birati']);
      expect(await stored(buyer.user)).toEqual(['Birati']);
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { Role } from '../users/user.entity.js';
import { Address } from './address.entity.js';

const ADDRESS_FIELDS = 'id address city pincode phone notes';
const ADDRESSES = `query Addresses { addresses { ${ADDRESS_FIELDS} } }`;
const ADD = /* GraphQL */ `
  mutation Add($input: AddressInput!) {
    addAddress(input: $input) { address { ${ADDRESS_FIELDS} } addresses { id } userErrors { code field message } }
  }
`;
const UPDATE = /* GraphQL */ `
  mutation Update($id: ID!, $input: AddressInput!) {
    updateAddress(id: $id, input: $input) { address { ${ADDRESS_FIELDS} } addresses { id } userErrors { code field message } }
  }
`;
const DELETE = /* GraphQL */ `
  mutation Delete($id: ID!) {
    deleteAddress(id: $id) { deletedAddressId addresses { id } userErrors { code field message } }
  }
`;

interface AddressView {
  id: string;
  address: string;
  city: string;
  pincode: string;
  phone: string;
  notes: string;
}
interface UserErrorView {
  code: string;
  field: string | null;
  message: string;
}
interface ChangePayload {
  address: AddressView | null;
  addresses: Array<{ id: string }> | null;
  userErrors: UserErrorView[];
}
interface DeletePayload {
  deletedAddressId: string | null;
  addresses: Array<{ id: string }> | null;
  userErrors: UserErrorView[];
}

const HOME = { address: '12, Station Road', city: 'Barasat', pincode: '700124', phone: '9876543210', notes: 'Ring twice' };
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('delivery addresses', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.stop());

  async function shopper(role: Role = Role.USER): Promise<{ id: string; token: string }> {
    const user = await createUser(server.em(), { role });
    return { id: user.id, token: await server.tokenFor(user) };
  }

  async function list(token: string): Promise<AddressView[]> {
    const { body } = await server.gql<{ addresses: AddressView[] }>(ADDRESSES, {}, { token });
    expect(body.errors).toBeUndefined();
    return body.data!.addresses;
  }

  async function add(token: string, input: Record<string, unknown>): Promise<ChangePayload> {
    const { body } = await server.gql<{ addAddress: ChangePayload }>(ADD, { input }, { token });
    expect(body.errors).toBeUndefined();
    return body.data!.addAddress;
  }

  async function update(token: string, id: string, input: Record<string, unknown>): Promise<ChangePayload> {
    const { body } = await server.gql<{ updateAddress: ChangePayload }>(UPDATE, { id, input }, { token });
    expect(body.errors).toBeUndefined();
    return body.data!.updateAddress;
  }

  async function remove(token: string, id: string): Promise<DeletePayload> {
    const { body } = await server.gql<{ deleteAddress: DeletePayload }>(DELETE, { id }, { token });
    expect(body.errors).toBeUndefined();
    return body.data!.deleteAddress;
  }

  const notFound = [{ code: 'NOT_FOUND', field: 'id', message: 'Address not found' }];

  describe('permissions', () => {
    it('refuses every address field to anonymous callers', async () => {
      const operations: Array<[string, Record<string, unknown>]> = [
        [ADDRESSES, {}],
        [ADD, { input: HOME }],
        [UPDATE, { id: UNKNOWN_ID, input: HOME }],
        [DELETE, { id: UNKNOWN_ID }],
      ];
      for (const [query, variables] of operations) {
        const { body } = await server.gql(query, variables);
        expect(body.errors?.[0]).toMatchObject({ message: 'You must be signed in to do this', extensions: { code: 'UNAUTHENTICATED' } });
        expect(body.data).toBeNull();
      }
    });

    it("never shows, changes or deletes another shopper's address, and treats its id as unknown", async () => {
      const asha = await shopper();
      const bala = await shopper();
      const ashaHome = (await add(asha.token, HOME)).address!;

      expect(await list(bala.token)).toEqual([]);
      expect(await update(bala.token, ashaHome.id, { ...HOME, city: 'Elsewhere' })).toEqual({ address: null, addresses: null, userErrors: notFound });
      expect(await remove(bala.token, ashaHome.id)).toEqual({ deletedAddressId: null, addresses: null, userErrors: notFound });

      expect(await list(asha.token)).toEqual([ashaHome]);
    });

    it('serves admins their own addresses too', async () => {
      const admin = await shopper(Role.ADMIN);
      expect((await add(admin.token, HOME)).userErrors).toEqual([]);
      expect(await list(admin.token)).toHaveLength(1);
    });
  });

  describe('addresses and addAddress', () => {
    it('stores a trimmed address and lists addresses oldest first', async () => {
      const { token } = await shopper();
      const first = await add(token, { address: '  12, Station Road ', city: ' Barasat ', pincode: ' 700124', phone: '9876543210 ', notes: '  Ring twice  ' });
      expect(first.userErrors).toEqual([]);
      expect(first.address).toMatchObject(HOME);

      const second = await add(token, { ...HOME, address: "Flat 3-B, O'Brien Lane", notes: null });
      expect(second.address).toMatchObject({ address: "Flat 3-B, O'Brien Lane", notes: '' });
      expect(second.addresses!.map((a) => a.id)).toEqual([first.address!.id, second.address!.id]);

      const third = await add(token, { address: 'Main Road.', city: 'Guma', pincode: '743704', phone: '6000000000' });
      expect(third.address!.notes).toBe('');
      expect((await list(token)).map((a) => a.id)).toEqual([first.address!.id, second.address!.id, third.address!.id]);
    });

    it.each<[string, Record<string, unknown>, string, string]>([
      ['a blank address', { address: '   ' }, 'address', 'This field is required'],
      ['a short address', { address: 'ab' }, 'address', 'Please enter a valid address (3-100 characters)'],
      ['an address with symbols', { address: '12 <script>' }, 'address', 'Please enter a valid address (3-100 characters)'],
      ['a long address', { address: 'a'.repeat(101) }, 'address', 'Please enter a valid address (3-100 characters)'],
      ['a blank city', { city: '' }, 'city', 'This field is required'],
      ['a city with digits', { city: 'Kolkata 1' }, 'city', 'Please enter a valid city name (letters only, 2-50 characters)'],
      ['a blank pincode', { pincode: ' ' }, 'pincode', 'This field is required'],
      ['a five-digit pincode', { pincode: '70012' }, 'pincode', 'Please enter a valid 6-digit pincode'],
      ['a blank phone', { phone: '' }, 'phone', 'This field is required'],
      ['a phone starting with 5', { phone: '5876543210' }, 'phone', 'Please enter a valid 10-digit mobile number starting with 6-9'],
      ['an eleven-digit phone', { phone: '98765432101' }, 'phone', 'Please enter a valid 10-digit mobile number starting with 6-9'],
      ['notes over 200 characters', { notes: 'n'.repeat(201) }, 'notes', 'Notes cannot exceed 200 characters'],
    ])('refuses %s with the spec message and stores nothing', async (_name, change, field, message) => {
      const { token } = await shopper();
      expect(await add(token, { ...HOME, ...change })).toEqual({
        address: null,
        addresses: null,
        userErrors: [{ code: 'INVALID_INPUT', field, message }],
      });
      expect(await list(token)).toEqual([]);
    });

    it('reports every field at fault at once, in the order of the form', async () => {
      const { token } = await shopper();
      const result = await add(token, { address: '', city: '1', pincode: 'abc', phone: '12', notes: 'x'.repeat(300) });
      expect(result.userErrors.map((error) => error.field)).toEqual(['address', 'city', 'pincode', 'phone', 'notes']);
    });

    it('refuses a fourth address with the spec message, and allows one again after a delete', async () => {
      const { token } = await shopper();
      const added = [];
      for (let i = 0; i < 3; i++) added.push((await add(token, HOME)).address!);
      expect(await add(token, HOME)).toEqual({
        address: null,
        addresses: null,
        userErrors: [{ code: 'LIMIT_REACHED', field: null, message: 'You can add max 3 addresses' }],
      });
      expect(await list(token)).toHaveLength(3);

      await remove(token, added[1]!.id);
      expect((await add(token, HOME)).userErrors).toEqual([]);
    });

    it('keeps to 3 addresses when five are added at once', async () => {
      const { id, token } = await shopper();
      const results = await Promise.all(Array.from({ length: 5 }, () => add(token, HOME)));
      expect(results.filter((result) => result.userErrors.length === 0)).toHaveLength(3);
      expect(results.filter((result) => result.userErrors[0]?.code === 'LIMIT_REACHED')).toHaveLength(2);
      expect(await server.em().count(Address, { user: id })).toBe(3);
    });
  });

  describe('updateAddress', () => {
    it('replaces the fields, trimmed, and keeps the id and place in the list', async () => {
      const { token } = await shopper();
      const first = (await add(token, HOME)).address!;
      const second = (await add(token, HOME)).address!;
      const result = await update(token, first.id, { address: ' 7 Lake View ', city: 'Madhyamgram', pincode: '700129', phone: '7000000001' });
      expect(result.userErrors).toEqual([]);
      expect(result.address).toEqual({ id: first.id, address: '7 Lake View', city: 'Madhyamgram', pincode: '700129', phone: '7000000001', notes: '' });
      expect(result.addresses!.map((a) => a.id)).toEqual([first.id, second.id]);
      expect((await list(token))[0]).toEqual(result.address);
    });

    it('refuses invalid fields and leaves the address as it was', async () => {
      const { token } = await shopper();
      const home = (await add(token, HOME)).address!;
      const result = await update(token, home.id, { ...HOME, pincode: '1234567' });
      expect(result).toEqual({ address: null, addresses: null, userErrors: [{ code: 'INVALID_INPUT', field: 'pincode', message: 'Please enter a valid 6-digit pincode' }] });
      expect(await list(token)).toEqual([home]);
    });

    it('refuses an unknown or malformed id', async () => {
      const { token } = await shopper();
      for (const id of [UNKNOWN_ID, 'not-an-id']) {
        expect(await update(token, id, HOME)).toEqual({ address: null, addresses: null, userErrors: notFound });
      }
    });
  });

  describe('deleteAddress', () => {
    it('deletes the address and returns the rest', async () => {
      const { token } = await shopper();
      const first = (await add(token, HOME)).address!;
      const second = (await add(token, HOME)).address!;
      expect(await remove(token, first.id)).toEqual({ deletedAddressId: first.id, addresses: [{ id: second.id }], userErrors: [] });
      expect((await list(token)).map((a) => a.id)).toEqual([second.id]);
    });

    it('refuses an id that is gone, unknown or malformed', async () => {
      const { token } = await shopper();
      const home = (await add(token, HOME)).address!;
      await remove(token, home.id);
      for (const id of [home.id, UNKNOWN_ID, '1; drop table address']) {
        expect(await remove(token, id)).toEqual({ deletedAddressId: null, addresses: null, userErrors: notFound });
      }
    });
  });
});

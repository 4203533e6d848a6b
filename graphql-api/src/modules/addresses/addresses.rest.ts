import { z } from 'zod';
import { MESSAGES } from '@threadline/domain';
import { assertOwnUserId } from '../../rest/router.js';
import { unwrapPayload } from '../../rest/rest-errors.js';
import { defineRoute, envelope, Id, type RestRoute } from '../../rest/route.js';
import type { Address } from './address.entity.js';

const TAG = 'Shop addresses';
const UserId = z.string().max(100);
// Generous caps that only stop abuse: the spec's own limits and messages come from the service.
const Text = z.string().max(1000);

const AddressDocument = z.object({
  _id: z.string(),
  userId: z.string(),
  address: z.string(),
  city: z.string(),
  pincode: z.string(),
  phone: z.string(),
  notes: z.string(),
});

const AddressFields = z.object({
  address: Text.default(''),
  city: Text.default(''),
  pincode: Text.default(''),
  phone: Text.default(''),
  notes: Text.nullable().optional(),
});

function addressDocument(address: Address): z.infer<typeof AddressDocument> {
  return {
    _id: address.id,
    userId: address.user.id,
    address: address.address,
    city: address.city,
    pincode: address.pincode,
    phone: address.phone,
    notes: address.notes,
  };
}

export const addressRoutes: RestRoute[] = [
  defineRoute({
    method: 'post',
    path: '/shop/address/add',
    tag: TAG,
    summary: 'Adds a delivery address for the caller; at most 3 (the fourth is refused with 409).',
    access: 'signedIn',
    body: AddressFields.extend({ userId: UserId }),
    response: envelope(AddressDocument),
    successStatus: 201,
    async handle({ body, scope, services }) {
      assertOwnUserId(scope, body.userId);
      const { address } = unwrapPayload(await services.addresses.addAddress(body));
      return { body: { success: true, message: MESSAGES.ADDRESS_ADDED, data: addressDocument(address!) } };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/shop/address/get/:userId',
    tag: TAG,
    summary: "The caller's addresses, oldest first.",
    access: 'signedIn',
    params: z.object({ userId: UserId }),
    response: envelope(z.array(AddressDocument)),
    async handle({ params, scope, services }) {
      assertOwnUserId(scope, params.userId);
      return { body: { success: true, data: (await services.addresses.list()).map(addressDocument) } };
    },
  }),
  defineRoute({
    method: 'put',
    path: '/shop/address/update/:userId/:addressId',
    tag: TAG,
    summary: "Replaces the fields of one of the caller's addresses; another shopper's address is answered as unknown (404).",
    access: 'signedIn',
    params: z.object({ userId: UserId, addressId: Id }),
    body: AddressFields,
    response: envelope(AddressDocument),
    async handle({ params, body, scope, services }) {
      assertOwnUserId(scope, params.userId);
      const { address } = unwrapPayload(await services.addresses.updateAddress(params.addressId, body));
      return { body: { success: true, message: MESSAGES.ADDRESS_UPDATED, data: addressDocument(address!) } };
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/shop/address/delete/:userId/:addressId',
    tag: TAG,
    summary: "Deletes one of the caller's addresses (orders keep their copy); answers the addresses left.",
    access: 'signedIn',
    params: z.object({ userId: UserId, addressId: Id }),
    response: envelope(z.array(AddressDocument)),
    async handle({ params, scope, services }) {
      assertOwnUserId(scope, params.userId);
      const { addresses } = unwrapPayload(await services.addresses.deleteAddress(params.addressId));
      return { body: { success: true, message: MESSAGES.ADDRESS_DELETED, data: addresses!.map(addressDocument) } };
    },
  }),
];

import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  MESSAGES,
  normalizeAddressInput,
  type AddressField,
  type AddressInput,
  type FieldErrors,
} from '@threadline/domain';
import { useCallback } from 'react';
import type { AddressCard_AddressFragment, AddressesQuery as AddressesQueryData } from '../../graphql/generated/graphql';
import { toast } from '../../ui/toast-queue';
import { AddAddressMutation, AddressesQuery, DeleteAddressMutation, UpdateAddressMutation } from './operations';

export type SavedAddress = AddressCard_AddressFragment;

export const ADDRESS_FIELDS: readonly AddressField[] = ['address', 'city', 'pincode', 'phone', 'notes'];

const SAVE_FAILED = 'Could not save the address';
const DELETE_FAILED = 'Could not delete the address';

function isAddressField(field: string | null | undefined): field is AddressField {
  return field != null && (ADDRESS_FIELDS as readonly string[]).includes(field);
}

/** The signed-in shopper's addresses (at most MAX_ADDRESSES), oldest first. */
export function useAddresses(): { addresses: readonly SavedAddress[]; loading: boolean; error: boolean } {
  const { data, loading, error } = useQuery(AddressesQuery);
  return { addresses: data?.addresses ?? [], loading, error: Boolean(error) };
}

/** Puts the list a mutation answered with in place of the cached one, so every view updates at once. */
function replaceCachedList(cache: ApolloCache, addresses: AddressesQueryData['addresses'] | null | undefined): void {
  if (addresses) cache.writeQuery({ query: AddressesQuery, data: { addresses } });
}

export type SaveOutcome =
  | { ok: true; addressId: string }
  /** Messages for fields at fault (to show at them); empty when the refusal was toasted instead. */
  | { ok: false; fieldErrors: FieldErrors<AddressField> };

export interface AddressActions {
  /** Adds an address, or changes one when `id` is given. Toasts the outcome except field errors. */
  save(input: AddressInput, id?: string): Promise<SaveOutcome>;
  /** Deletes an address; resolves true when it is gone. */
  remove(address: SavedAddress): Promise<boolean>;
}

/** Address mutations with the spec's toasts (section 8); each answers with the whole list for the cache. */
export function useAddressActions(): AddressActions {
  const [addMutation] = useMutation(AddAddressMutation, { update: (cache, { data }) => replaceCachedList(cache, data?.addAddress.addresses) });
  const [updateMutation] = useMutation(UpdateAddressMutation, {
    update: (cache, { data }) => replaceCachedList(cache, data?.updateAddress.addresses),
  });
  const [deleteMutation] = useMutation(DeleteAddressMutation, {
    update: (cache, { data }) => replaceCachedList(cache, data?.deleteAddress.addresses),
  });

  const save = useCallback<AddressActions['save']>(
    async (input, id) => {
      const normalized = normalizeAddressInput(input);
      try {
        const payload = id
          ? (await updateMutation({ variables: { id, input: normalized } })).data?.updateAddress
          : (await addMutation({ variables: { input: normalized } })).data?.addAddress;
        if (payload?.address) {
          toast({ title: id ? MESSAGES.ADDRESS_UPDATED : MESSAGES.ADDRESS_ADDED });
          return { ok: true, addressId: payload.address.id };
        }
        const userErrors = payload?.userErrors ?? [];
        const fieldErrors: FieldErrors<AddressField> = {};
        for (const error of userErrors) {
          if (isAddressField(error.field) && !fieldErrors[error.field]) fieldErrors[error.field] = error.message;
        }
        const general = userErrors.find((error) => !isAddressField(error.field));
        if (general) {
          // LIMIT_REACHED carries the spec's 'You can add max 3 addresses'; NOT_FOUND says the address is gone.
          toast({ variant: 'destructive', title: general.message });
        } else if (Object.keys(fieldErrors).length > 0) {
          toast({ variant: 'destructive', title: MESSAGES.VALIDATION_ERROR_TITLE, description: MESSAGES.VALIDATION_ERROR_DESCRIPTION });
        } else {
          toast({ variant: 'destructive', title: SAVE_FAILED, description: MESSAGES.SOMETHING_WENT_WRONG });
        }
        return { ok: false, fieldErrors };
      } catch {
        toast({ variant: 'destructive', title: SAVE_FAILED, description: MESSAGES.SOMETHING_WENT_WRONG });
        return { ok: false, fieldErrors: {} };
      }
    },
    [addMutation, updateMutation],
  );

  const remove = useCallback<AddressActions['remove']>(
    async (address) => {
      try {
        const payload = (await deleteMutation({ variables: { id: address.id } })).data?.deleteAddress;
        if (payload?.deletedAddressId) {
          toast({ title: MESSAGES.ADDRESS_DELETED });
          return true;
        }
        toast({ variant: 'destructive', title: DELETE_FAILED, description: payload?.userErrors[0]?.message ?? MESSAGES.SOMETHING_WENT_WRONG });
        return false;
      } catch {
        toast({ variant: 'destructive', title: DELETE_FAILED, description: MESSAGES.SOMETHING_WENT_WRONG });
        return false;
      }
    },
    [deleteMutation],
  );

  return { save, remove };
}

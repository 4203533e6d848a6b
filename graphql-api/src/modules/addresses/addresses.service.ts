import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import {
  MESSAGES,
  canAddAddress,
  normalizeAddressInput,
  validateAddressInput,
  type AddressField,
  type AddressInput,
} from '@threadline/domain';
import type { RequestScope } from '../../request-scope.js';
import { NOT_SIGNED_IN_MESSAGE } from '../../shared/auth-directive.js';
import { PublicError } from '../../shared/errors.js';
import { UserError, UserErrorCode } from '../../shared/user-error.js';
import { isUuid } from '../catalog/ids.js';
import { User } from '../users/user.entity.js';
import { Address } from './address.entity.js';

/** The spec names no message for an address id that is not the shopper's; this one is ours. */
export const ADDRESS_NOT_FOUND = 'Address not found';

/** What adding or changing an address answers: the address and the whole list, or why it was refused. */
export interface AddressChange {
  address: Address | null;
  addresses: Address[] | null;
  userErrors: UserError[];
}

export interface AddressRemoval {
  deletedAddressId: string | null;
  addresses: Address[] | null;
  userErrors: UserError[];
}

// The order in which field errors are listed: the order of the address form.
const FORM_ORDER: readonly AddressField[] = ['address', 'city', 'pincode', 'phone', 'notes'];

export class AddressesService {
  constructor(private readonly scope: RequestScope) {}

  /** The viewer's addresses, oldest first. */
  async list(): Promise<Address[]> {
    const { userId } = this.scope.requireViewer();
    return this.scope.em.find(Address, { user: userId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  async addAddress(input: AddressInput): Promise<AddressChange> {
    const { userId } = this.scope.requireViewer();
    const invalid = fieldErrors(input);
    if (invalid.length) return { address: null, addresses: null, userErrors: invalid };
    const fields = normalizeAddressInput(input);
    const address = await this.scope.em.transactional(async (em) => {
      await lockAccount(em, userId);
      if (!canAddAddress(await em.count(Address, { user: userId }))) return null;
      const created = new Address({ user: em.getReference(User, userId), ...fields });
      em.persist(created);
      return created;
    });
    if (!address) {
      return { address: null, addresses: null, userErrors: [UserError.of(UserErrorCode.LIMIT_REACHED, MESSAGES.MAX_ADDRESSES)] };
    }
    return { address, addresses: await this.list(), userErrors: [] };
  }

  async updateAddress(id: string, input: AddressInput): Promise<AddressChange> {
    const { userId } = this.scope.requireViewer();
    const invalid = fieldErrors(input);
    if (invalid.length) return { address: null, addresses: null, userErrors: invalid };
    const em = this.scope.em;
    // Scoped by owner: another shopper's address id is refused exactly like an unknown one.
    const address = isUuid(id) ? await em.findOne(Address, { id, user: userId }) : null;
    if (!address) return { address: null, addresses: null, userErrors: [addressNotFound()] };
    em.assign(address, normalizeAddressInput(input));
    await em.flush();
    return { address, addresses: await this.list(), userErrors: [] };
  }

  async deleteAddress(id: string): Promise<AddressRemoval> {
    const { userId } = this.scope.requireViewer();
    // Orders keep a copy of their address, so deleting it leaves every order intact.
    const deleted = isUuid(id) ? await this.scope.em.nativeDelete(Address, { id, user: userId }) : 0;
    if (!deleted) return { deletedAddressId: null, addresses: null, userErrors: [addressNotFound()] };
    return { deletedAddressId: id, addresses: await this.list(), userErrors: [] };
  }

  /** REST handlers call services without the GraphQL directive, so the service checks too. */
}

/**
 * Locks the shopper's account row until the transaction ends, so that simultaneous adds by one
 * shopper count the addresses one after the other and a fourth can never slip in between.
 */
async function lockAccount(em: EntityManager, userId: string): Promise<void> {
  const account = await em.findOne(User, userId, { lockMode: LockMode.PESSIMISTIC_WRITE, fields: ['id'] });
  // A valid token of an account that no longer exists signs no one in.
  if (!account) throw new PublicError('UNAUTHENTICATED', NOT_SIGNED_IN_MESSAGE);
}

/** One INVALID_INPUT error per field at fault, each with the spec's message for that field. */
function fieldErrors(input: AddressInput): UserError[] {
  const messages = validateAddressInput(input);
  return FORM_ORDER.flatMap((field) => {
    const message = messages[field];
    return message ? [UserError.of(UserErrorCode.INVALID_INPUT, message, field)] : [];
  });
}

function addressNotFound(): UserError {
  return UserError.of(UserErrorCode.NOT_FOUND, ADDRESS_NOT_FOUND, 'id');
}

import type { FilterQuery } from '@mikro-orm/postgresql';
import { RETURN_STATE_LABELS, type ReturnState } from '@threadline/domain';
import { UserError, UserErrorCode } from '../../shared/user-error.js';
import { isUuid } from '../catalog/ids.js';
import type { LockGate } from '../locks/lock-gate.js';
import type { Order } from '../orders/order.entity.js';
import { ReturnRequest } from './return-request.entity.js';

export const RETURN_NOT_FOUND_MESSAGE = 'Return request not found';

export const returnNotFound = () => UserError.of(UserErrorCode.NOT_FOUND, RETURN_NOT_FOUND_MESSAGE, 'returnId');

/** A step the request's state does not allow, in words the admin or shopper can act on. */
export const wrongState = (request: ReturnRequest, action: string) =>
  UserError.of(UserErrorCode.INVALID_STATE, `This request is ${RETURN_STATE_LABELS[request.state as ReturnState].toLowerCase()}; it can no longer be ${action}`, 'returnId');

/**
 * Every change of a return request locks its order first, through the gate (a request has no
 * lock of its own): two admins, or an admin and the shopper, acting on requests of one order take
 * turns, and each reads the request fresh once it holds the lock. The order is the first stage of
 * the gate, so the stock a step then moves is locked in the gate's order after it.
 */
export async function lockReturn(
  locks: LockGate,
  returnId: string,
  scope: FilterQuery<ReturnRequest> & object = {},
): Promise<{ request: ReturnRequest; order: Order } | null> {
  if (!isUuid(returnId)) return null;
  const em = locks.em;
  const found = await em.findOne(ReturnRequest, { ...scope, id: returnId }, { fields: ['id', 'order'] });
  if (!found) return null;
  const order = await locks.order(found.order.id);
  if (!order) return null;
  const request = await em.findOne(ReturnRequest, { ...scope, id: returnId }, { refresh: true, populate: ['lines', 'lines.orderLine', 'payout'] });
  if (!request) return null;
  return { request, order };
}

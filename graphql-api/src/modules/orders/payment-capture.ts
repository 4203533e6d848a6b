import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { holdsStock, PaymentStatus, paysThroughProvider, PROVIDER_ID_MAX_LENGTH, type PaymentMethod } from '@threadline/domain';
import type { Logger } from 'pino';
import { UserError, UserErrorCode } from '../../shared/user-error.js';
import { isUuid } from '../catalog/ids.js';
import type { EventBus } from '../events/event-bus.js';
import { PaymentProviderError, type PaymentProvider } from '../payments/payment-provider.js';
import { Order } from './order.entity.js';
import { openLocks } from '../locks/lock-gate.js';
import { OrderEventType } from './order-event.entity.js';
import { recordOrderEvent, shopperActor, SYSTEM_ACTOR, type OrderActor } from './order-events.js';
import { ORDER_NOT_FOUND_MESSAGE } from './order-status.js';
import { refused, succeeded, type OrderResult } from './orders.types.js';

export const NOTHING_TO_CAPTURE_MESSAGE = 'This order is paid cash on delivery; there is nothing to capture';
export const NO_PAYMENT_PROVIDER_MESSAGE = 'No payment provider is connected to capture this payment';
export const ALREADY_PAID_MESSAGE = 'This order is already paid';
export const NOT_PAYABLE_MESSAGE = 'This order was canceled or rejected; it can no longer be paid';
export const WRONG_PAYMENT_MESSAGE = 'This payment does not belong to this order';
export const PAYMENT_NOT_CONFIRMED_MESSAGE = 'The payment provider did not confirm this payment';
export const PAID_WHILE_STOPPED_MESSAGE =
  'This order was canceled while its payment went through. The payment is recorded; please contact us to get your money back.';
export const PAYMENT_UNKNOWN_MESSAGE =
  'The payment provider could not be asked whether this order is paid, so it was not changed. Please try again in a few minutes.';

export type ProviderFor = (method: PaymentMethod) => PaymentProvider | null;

export interface CaptureInput {
  orderId: string;
  paymentId: string;
  payerId: string;
}

// The provider is asked outside any transaction, as checkout does: no row lock or database
// connection waits on it. The provider, not this database, is the record of whether money was
// taken, so what it says is written afterwards under the order's row lock, and only while the
// payment is still PENDING: however many captures and checks run, it is recorded once. If the
// money was taken but the write was lost (a failed commit, a killed process), the order stays
// PENDING with the provider's payment id, and the next capture or check finds it paid and records it.

/**
 * Confirms a provider payment after the shopper approved it, and marks the order paid, once. A
 * refusal writes nothing: capture never touches stock or carts. A retry after a capture whose
 * answer or write was lost records the payment the provider already took.
 */
export async function capturePayment(
  em: EntityManager,
  userId: string,
  input: CaptureInput,
  providerFor: ProviderFor,
  bus: EventBus,
  logger?: Logger,
): Promise<OrderResult> {
  for (const field of ['paymentId', 'payerId'] as const) {
    const value = input[field];
    // Provider ids are short tokens; anything longer is not one and is not sent on.
    if (!value.trim() || value.length > PROVIDER_ID_MAX_LENGTH) {
      return refused(UserError.of(UserErrorCode.INVALID_INPUT, `${field} is not an id the payment provider gave`, field));
    }
  }
  const order = isUuid(input.orderId) ? await em.fork().findOne(Order, { id: input.orderId, user: userId }) : null;
  if (!order) return refused(UserError.of(UserErrorCode.NOT_FOUND, ORDER_NOT_FOUND_MESSAGE, 'orderId'));
  if (!paysThroughProvider(order.paymentMethod)) return refused(invalidState(NOTHING_TO_CAPTURE_MESSAGE));
  if (order.paymentStatus === PaymentStatus.PAID) return refused(invalidState(ALREADY_PAID_MESSAGE));
  if (!holdsStock(order.status)) return refused(invalidState(NOT_PAYABLE_MESSAGE));
  // The payment id comes back through the shopper's browser; only the one checkout stored counts.
  if (order.paymentId !== input.paymentId) return refused(UserError.of(UserErrorCode.PAYMENT_FAILED, WRONG_PAYMENT_MESSAGE, 'paymentId'));
  const provider = providerFor(order.paymentMethod);
  if (!provider) return refused(invalidState(NO_PAYMENT_PROVIDER_MESSAGE));

  const outcome = await provider.capture(order.paymentId, input.payerId);
  if (!outcome.verified) return refused(UserError.of(UserErrorCode.PAYMENT_FAILED, PAYMENT_NOT_CONFIRMED_MESSAGE, 'payerId'));

  const recorded = await recordPayment(em, order.id, input.payerId, bus, shopperActor(userId));
  if (recorded.outcome === 'already-paid') return refused(invalidState(ALREADY_PAID_MESSAGE));
  if (recorded.outcome === 'paid-while-stopped') {
    logger?.warn({ orderId: order.id, paymentId: order.paymentId }, 'a payment went through for an order canceled meanwhile; it is recorded and is due a refund');
    return refused(invalidState(PAID_WHILE_STOPPED_MESSAGE));
  }
  return succeeded(recorded.order);
}

/**
 * Before an order is stopped (the shopper's cancel, the admin's cancel or reject), asks the
 * provider whether its pending payment was in fact taken, and records it if so: the order may not
 * be stopped as unpaid while the provider holds the shopper's money. Returns a refusal when the
 * provider cannot be asked; orders with nothing pending at a provider need no call. `scope`
 * limits which orders the caller may see (a shopper's own); an unknown order is left to the caller.
 */
export async function settlePendingPayment(
  em: EntityManager,
  orderId: string,
  scope: FilterQuery<Order> & object,
  providerFor: ProviderFor,
  bus: EventBus,
): Promise<UserError | null> {
  const order = isUuid(orderId) ? await em.fork().findOne(Order, { ...scope, id: orderId }) : null;
  if (!order || !paysThroughProvider(order.paymentMethod) || order.paymentStatus !== PaymentStatus.PENDING || !order.paymentId) return null;
  // A provider the store no longer uses cannot be asked; nothing can be taken through it from here on.
  const provider = providerFor(order.paymentMethod);
  if (!provider) return null;
  try {
    const state = await provider.paymentState(order.paymentId);
    // Found by the store asking the provider, whoever's use case asked.
    if (state.taken) await recordPayment(em, order.id, state.payerId, bus, SYSTEM_ACTOR);
    return null;
  } catch (error) {
    if (error instanceof PaymentProviderError) return invalidState(PAYMENT_UNKNOWN_MESSAGE);
    throw error;
  }
}

type Recorded = { outcome: 'recorded' | 'paid-while-stopped'; order: Order } | { outcome: 'already-paid' };

/**
 * Writes a payment the provider took, under the order's row lock, once. An order canceled or
 * rejected meanwhile is still marked paid: that is where the money is, and the admin sees a
 * stopped, paid order to refund. Either way the payment is recorded in the order's history and
 * published with it (a subscriber confirms a provider order to the shopper once it is paid).
 */
async function recordPayment(em: EntityManager, orderId: string, payerId: string, bus: EventBus, actor: OrderActor): Promise<Recorded> {
  return em.transactional(async (tx) => {
    const order = await openLocks(tx).order(orderId);
    if (!order || order.paymentStatus === PaymentStatus.PAID) return { outcome: 'already-paid' };
    order.paymentStatus = PaymentStatus.PAID;
    order.payerId = payerId;
    await recordOrderEvent(tx, bus, { order, type: OrderEventType.PAYMENT_CAPTURED, actor });
    return { outcome: holdsStock(order.status) ? 'recorded' : 'paid-while-stopped', order };
  });
}

const invalidState = (message: string) => UserError.of(UserErrorCode.INVALID_STATE, message, 'orderId');

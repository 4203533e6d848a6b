import type { EntityManager } from '@mikro-orm/postgresql';
import { OrderStatus, PaymentStatus, paysThroughProvider } from '@threadline/domain';
import type { EventBus } from '../events/event-bus.js';
import { abandonCheckout, awaitsPaymentStart } from './checkout.js';
import { Order } from './order.entity.js';
import { openLocks } from '../locks/lock-gate.js';
import { OrderEventType } from './order-event.entity.js';
import { recordOrderEvent, SYSTEM_ACTOR } from './order-events.js';
import { moveToStatus } from './order-status.js';
import { settlePendingPayment, type ProviderFor } from './payment-capture.js';

export interface CheckoutExpiryDeps {
  providerFor: ProviderFor;
  /** Where the expiry (or a payment found taken meanwhile) is published, inside its transaction; the stock.low of the pieces given back goes there too. */
  bus: EventBus;
}

/** Still waiting for the shopper to approve the payment at the provider. */
function awaitsApproval(order: Order): boolean {
  return paysThroughProvider(order.paymentMethod) && order.status === OrderStatus.ORDER_PLACED && order.paymentStatus === PaymentStatus.PENDING;
}

/**
 * The expiry job of a provider checkout (DueJobKind.EXPIRE_CHECKOUT), run by the outbox worker
 * when due, and again after a failure until it succeeds. A checkout whose payment never started
 * is undone (cart and stock back, as at checkout). One still awaiting approval is first checked
 * with the provider, which may have taken the money meanwhile (then it is recorded as paid, and
 * confirmed); otherwise it is canceled, its stock given back once (the status change moves it,
 * under the order's lock), and the shopper told. An order paid, canceled or moved on meanwhile is
 * left alone. Throws when the provider cannot be asked, so the worker tries again later.
 */
export async function expireCheckout(em: EntityManager, orderId: string, deps: CheckoutExpiryDeps): Promise<void> {
  const order = await em.fork().findOne(Order, orderId);
  if (!order || !awaitsApproval(order)) return;
  if (awaitsPaymentStart(order)) {
    await abandonCheckout(em, orderId, deps.bus);
    return;
  }
  const unsettled = await settlePendingPayment(em, orderId, {}, deps.providerFor, deps.bus);
  if (unsettled) throw new Error(unsettled.message);
  await em.transactional(async (tx) => {
    const locks = openLocks(tx, { events: deps.bus });
    const current = await locks.order(orderId);
    if (!current || !awaitsApproval(current)) return;
    const before = current.status;
    await moveToStatus(locks, current, OrderStatus.CANCELED, 'expired');
    await recordOrderEvent(tx, deps.bus, { order: current, type: OrderEventType.CHECKOUT_EXPIRED, actor: SYSTEM_ACTOR, fromStatus: before });
    await locks.takeDocumentSerials();
  });
}

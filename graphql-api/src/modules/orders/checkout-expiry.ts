import type { EntityManager } from '@mikro-orm/postgresql';
import { OrderStatus, PaymentStatus, paysThroughProvider } from '@threadline/domain';
import { EmailKind } from '../mail/email-message.entity.js';
import type { OrderMailer } from '../mail/order-emails.js';
import { abandonCheckout, awaitsPaymentStart } from './checkout.js';
import { Order } from './order.entity.js';
import type { StockLedgerDeps } from '../catalog/size-stock.js';
import { openLocks } from '../locks/lock-gate.js';
import { moveToStatus } from './order-status.js';
import { settlePendingPayment, type ProviderFor } from './payment-capture.js';

export interface CheckoutExpiryDeps {
  providerFor: ProviderFor;
  mailer: OrderMailer;
  /** The stock ledger's deps: the expired order's pieces go back through it. */
  ledger: StockLedgerDeps;
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
    await abandonCheckout(em, orderId, deps.ledger);
    return;
  }
  const unsettled = await settlePendingPayment(em, orderId, {}, deps.providerFor, deps.mailer);
  if (unsettled) throw new Error(unsettled.message);
  await em.transactional(async (tx) => {
    const locks = openLocks(tx, deps.ledger);
    const current = await locks.order(orderId);
    if (!current || !awaitsApproval(current)) return;
    await moveToStatus(locks, current, OrderStatus.CANCELED, 'expired');
    await deps.mailer.queue(tx, current, EmailKind.ORDER_EXPIRED);
  });
}

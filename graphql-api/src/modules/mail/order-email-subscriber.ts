import type { EntityManager } from '@mikro-orm/postgresql';
import { holdsStock, paysThroughProvider } from '@threadline/domain';
import type { Config } from '../../config.js';
import { StoreEventType, type EventBus, type StoreEvent } from '../events/event-bus.js';
import { Order } from '../orders/order.entity.js';
import { EmailKind } from './email-message.entity.js';
import type { ReturnRequestData } from '../orders/order-events.js';
import { OrderMailer, queueReturnEmail, STATUS_CHANGE_EMAILS, type OrderEmailKind } from './order-emails.js';

const ORDER_EVENTS = [StoreEventType.ORDER_CREATED, StoreEventType.ORDER_PAID, StoreEventType.ORDER_STATUS_CHANGED, StoreEventType.ORDER_CANCELED] as const;

/**
 * The shopper's e-mails about her order, as a subscriber of the order's events (the shape of
 * Vendure's email handlers): each is queued in the outbox inside the publisher's transaction, so
 * it is sent if and only if the change committed, and survives a crash after commit.
 */
export function subscribeOrderEmails(bus: EventBus, config: Config): void {
  const mailer = new OrderMailer(config);
  bus.subscribe(ORDER_EVENTS, async (em, event) => {
    const order = await orderOf(em, event);
    const kind = orderEmailFor(event, order);
    if (kind) await mailer.queue(em, order, kind);
  });
  // Every step of a return request is the shopper's to hear of (issue 28).
  bus.subscribe([StoreEventType.ORDER_RETURN_UPDATED], async (em, event) => {
    await queueReturnEmail(em, config, await orderOf(em, event), event.data.returnRequest as ReturnRequestData);
  });
}

/** The order as the publisher's transaction holds it (its identity map: no second read). */
function orderOf(em: EntityManager, event: StoreEvent): Promise<Order> {
  return em.findOneOrFail(Order, event.subject.id);
}

/**
 * Which e-mail an event sends, if any:
 * - placed: the confirmation of a cash-on-delivery order (a provider order is confirmed once paid);
 * - paid: the confirmation of a provider order, unless it was stopped meanwhile (then the store refunds it);
 * - an admin's status change: that status's e-mail (none back into ORDER_PLACED);
 * - canceled by the shopper, or expired: the e-mail saying so. An admin's cancel is told by its
 *   status change; a checkout whose payment never started was answered on the spot, by no e-mail.
 */
export function orderEmailFor(event: StoreEvent, order: Order): OrderEmailKind | null {
  switch (event.type) {
    case StoreEventType.ORDER_CREATED:
      return paysThroughProvider(order.paymentMethod) ? null : EmailKind.ORDER_CONFIRMATION;
    case StoreEventType.ORDER_PAID:
      return holdsStock(order.status) ? EmailKind.ORDER_CONFIRMATION : null;
    case StoreEventType.ORDER_STATUS_CHANGED:
      return STATUS_CHANGE_EMAILS[order.status] ?? null;
    case StoreEventType.ORDER_CANCELED: {
      const { cause } = event.data as { cause?: string };
      if (cause === 'shopper') return EmailKind.ORDER_CANCELED_BY_SHOPPER;
      if (cause === 'expired') return EmailKind.ORDER_EXPIRED;
      return null;
    }
    default:
      return null;
  }
}

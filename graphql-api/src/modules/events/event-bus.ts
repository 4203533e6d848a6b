import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * What the store tells its subscribers (e-mail, webhooks, later invoices and the dashboard).
 * The names are the ones third parties subscribe to by webhook, so they are public and stable.
 */
export const StoreEventType = {
  ORDER_CREATED: 'order.created',
  ORDER_PAID: 'order.paid',
  ORDER_STATUS_CHANGED: 'order.status_changed',
  ORDER_CANCELED: 'order.canceled',
  ORDER_RETURN_UPDATED: 'order.return_updated',
  PRODUCT_CREATED: 'product.created',
  PRODUCT_UPDATED: 'product.updated',
  PRODUCT_DELETED: 'product.deleted',
  STOCK_LOW: 'stock.low',
} as const;
export type StoreEventType = (typeof StoreEventType)[keyof typeof StoreEventType];
export const STORE_EVENT_TYPES: readonly StoreEventType[] = Object.values(StoreEventType);

/** What an event is about, named generically so that nothing downstream needs the order's tables. */
export interface EventSubject {
  kind: 'order' | 'product';
  id: string;
}

/**
 * One thing that happened, published inside the transaction that made it happen. `id` is stable:
 * a webhook delivers it, retried, under the same id, so a receiver can drop a repeat.
 * `data` is JSON (no Dates, no entities): it is what a webhook's body carries.
 */
export interface StoreEvent {
  id: string;
  type: StoreEventType;
  occurredAt: Date;
  subject: EventSubject;
  data: Record<string, unknown>;
}

/**
 * A subscriber runs inside the publisher's transaction (`em` is that transaction) and must only
 * write rows there (an e-mail, a webhook delivery): the row, not memory, is the promise, so what it
 * owes survives a crash after commit, and nothing is owed when the transaction rolls back. It must
 * not call the network or sleep.
 */
export type EventSubscriber = (em: EntityManager, event: StoreEvent) => void | Promise<void>;

/**
 * Publishers (orders, catalogue, stock) know this bus and the event types, never their
 * subscribers: the app wires subscribers in at start (app.ts), so `orders/` imports no `mail/`.
 */
export class EventBus {
  private readonly subscribers: { types: ReadonlySet<StoreEventType> | 'all'; subscriber: EventSubscriber }[] = [];

  subscribe(types: readonly StoreEventType[] | 'all', subscriber: EventSubscriber): void {
    this.subscribers.push({ types: types === 'all' ? 'all' : new Set(types), subscriber });
  }

  /** Runs every subscriber of the event's type, in the order they subscribed, inside `em`'s transaction. */
  async publish(em: EntityManager, event: Omit<StoreEvent, 'id' | 'occurredAt'> & Partial<Pick<StoreEvent, 'id' | 'occurredAt'>>): Promise<StoreEvent> {
    const published: StoreEvent = { id: event.id ?? randomUUID(), occurredAt: event.occurredAt ?? new Date(), ...event } as StoreEvent;
    for (const { types, subscriber } of this.subscribers) {
      if (types === 'all' || types.has(published.type)) await subscriber(em, published);
    }
    return published;
  }
}

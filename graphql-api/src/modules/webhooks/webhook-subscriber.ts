import type { EventBus, StoreEvent } from '../events/event-bus.js';

/** The delivered body: the event's stable id and type, when it happened, and its data. */
export function webhookBody(event: StoreEvent): string {
  return JSON.stringify({ id: event.id, type: event.type, createdAt: event.occurredAt.toISOString(), data: event.data });
}

/**
 * Owes every enabled endpoint that wants the event one delivery: a row written in the publisher's
 * transaction (so a rolled-back change owes nothing and a committed one survives a crash), with
 * the body frozen now. One statement, whatever the number of endpoints; inserting notifies the
 * workers at commit (migration Migration20261127150000).
 */
export function subscribeWebhooks(bus: EventBus): void {
  bus.subscribe('all', async (em, event) => {
    await em.execute(
      `insert into webhook_delivery (id, created_at, updated_at, endpoint_id, event_id, event_type, body, status, attempts, next_attempt_at)
       select gen_random_uuid(), now(), now(), e.id, ?, ?, ?, 'PENDING', 0, now()
         from webhook_endpoint e
        where e.enabled and ? = any(e.events)`,
      [event.id, event.type, webhookBody(event), event.type],
    );
  });
}

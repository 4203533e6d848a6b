import type { EntityManager } from '@mikro-orm/postgresql';
import { validateOrderNote } from '@threadline/domain';
import { UserError, UserErrorCode } from '../../shared/user-error.js';
import { isUuid } from '../catalog/ids.js';
import type { EventBus } from '../events/event-bus.js';
import { Order } from './order.entity.js';
import { OrderEventType, OrderEventVisibility, type OrderEvent } from './order-event.entity.js';
import { adminActor, recordOrderEvent } from './order-events.js';
import { ORDER_NOT_FOUND_MESSAGE } from './order-status.js';

export interface AddOrderNoteCommand {
  orderId: string;
  note: string;
  visibility: OrderEventVisibility;
}

export type AddOrderNoteResult = { event: OrderEvent; order: Order; userErrors: [] } | { event: null; order: null; userErrors: UserError[] };

const refusedNote = (error: UserError): AddOrderNoteResult => ({ event: null, order: null, userErrors: [error] });

/**
 * An admin's note on an order, added to its history: private to staff, or shown to the shopper.
 * A note changes nothing about the order, so it takes no lock and publishes nothing.
 */
export async function addOrderNote(em: EntityManager, bus: EventBus, adminId: string, command: AddOrderNoteCommand): Promise<AddOrderNoteResult> {
  const problem = validateOrderNote(command.note);
  if (problem) return refusedNote(UserError.of(UserErrorCode.INVALID_INPUT, problem, 'note'));
  if (!Object.values(OrderEventVisibility).includes(command.visibility)) {
    return refusedNote(UserError.of(UserErrorCode.INVALID_INPUT, 'Choose who sees the note: private or public', 'visibility'));
  }
  return em.transactional(async (tx) => {
    const order = isUuid(command.orderId) ? await tx.findOne(Order, command.orderId) : null;
    if (!order) return refusedNote(UserError.of(UserErrorCode.NOT_FOUND, ORDER_NOT_FOUND_MESSAGE, 'orderId'));
    const event = await recordOrderEvent(tx, bus, {
      order,
      type: OrderEventType.NOTE,
      actor: adminActor(adminId),
      note: command.note.trim(),
      visibility: command.visibility,
    });
    return { event, order, userErrors: [] };
  });
}

import type { WebhookEventType } from '../../../graphql/generated/graphql';

/** Each event as the admin picks it, with the name the receiver sees. */
export const WEBHOOK_EVENTS: readonly { value: WebhookEventType; name: string; label: string }[] = [
  { value: 'ORDER_CREATED', name: 'order.created', label: 'An order is placed' },
  { value: 'ORDER_PAID', name: 'order.paid', label: 'An order is paid' },
  { value: 'ORDER_STATUS_CHANGED', name: 'order.status_changed', label: 'An order changes status' },
  { value: 'ORDER_CANCELED', name: 'order.canceled', label: 'An order is canceled' },
  { value: 'PRODUCT_CREATED', name: 'product.created', label: 'A product is added' },
  { value: 'PRODUCT_UPDATED', name: 'product.updated', label: 'A product is edited' },
  { value: 'PRODUCT_DELETED', name: 'product.deleted', label: 'A product is deleted' },
  { value: 'STOCK_LOW', name: 'stock.low', label: 'A size runs low' },
];

export function eventName(type: WebhookEventType): string {
  return WEBHOOK_EVENTS.find((event) => event.value === type)?.name ?? type;
}

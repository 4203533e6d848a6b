import { describe, expect, it } from 'vitest';
import type { OrderTimeline_EventFragment } from '../graphql/generated/graphql';
import { orderEventText } from './OrderTimeline';

function entry(fields: Partial<OrderTimeline_EventFragment>): OrderTimeline_EventFragment {
  return {
    id: 'e',
    createdAt: '2026-03-05T06:30:00.000Z',
    type: 'NOTE',
    fromStatus: null,
    toStatus: null,
    note: null,
    visibility: 'PUBLIC',
    actor: { kind: 'ADMIN', name: 'Asha Roy' },
    ...fields,
  };
}

const shopper = { kind: 'SHOPPER', name: 'Mira Das' } as const;
const store = { kind: 'SYSTEM', name: null } as const;
const unnamedStaff = { kind: 'ADMIN', name: null } as const;

describe('what a history entry says, to staff and to the shopper', () => {
  it.each([
    [entry({ type: 'PLACED', toStatus: 'ORDER_PLACED', actor: shopper }), 'Order placed by Mira Das', 'Order placed by you'],
    [entry({ type: 'PAYMENT_CAPTURED', actor: store }), 'Payment received', 'Payment received'],
    [
      entry({ type: 'STATUS_CHANGED', fromStatus: 'ORDER_PLACED', toStatus: 'IN_SHIPPING' }),
      'Status changed from Order Placed to In Shipping by Asha Roy',
      'Status changed from Order Placed to In Shipping by the store',
    ],
    [entry({ type: 'STATUS_CHANGED', fromStatus: 'IN_SHIPPING', toStatus: 'REJECTED', actor: unnamedStaff }), 'Status changed from In Shipping to Rejected by a former staff member', 'Status changed from In Shipping to Rejected by the store'],
    [entry({ type: 'CANCELED_BY_SHOPPER', actor: shopper, note: 'Wrong size' }), 'Canceled by Mira Das', 'Canceled by you'],
    [entry({ type: 'CHECKOUT_EXPIRED', actor: store }), 'Canceled by the store: the payment was not completed in time', 'Canceled by the store: the payment was not completed in time'],
    [entry({ type: 'PAYMENT_FAILED', actor: store }), 'Canceled by the store: the payment could not be started', 'Canceled by the store: the payment could not be started'],
    [entry({ type: 'NOTE', note: 'Left Kolkata today' }), 'Note by Asha Roy', 'Note from the store'],
    [entry({ type: 'RETURN_REQUESTED', actor: shopper }), 'Return or exchange asked by Mira Das', 'Return or exchange asked by you'],
    [entry({ type: 'RETURN_APPROVED' }), 'Return approved by Asha Roy', 'Return approved by the store'],
    [entry({ type: 'RETURN_DECLINED', note: 'Worn and washed' }), 'Return declined by Asha Roy', 'Return declined by the store'],
    [entry({ type: 'RETURN_CANCELED', actor: shopper }), 'Return request canceled by Mira Das', 'Return request canceled by you'],
    [entry({ type: 'RETURN_RECEIVED' }), 'Returned pieces received by Asha Roy', 'Returned pieces received by the store'],
    [entry({ type: 'RETURN_REFUNDED' }), 'Refund paid by Asha Roy', 'Refund paid by the store'],
    [entry({ type: 'RETURN_EXCHANGE_SHIPPED' }), 'New size shipped by Asha Roy', 'New size shipped by the store'],
    [entry({ type: 'RETURN_CLOSED', actor: store }), 'Return closed by the store', 'Return closed by the store'],
  ])('%#: %j', (event, toStaff, toShopper) => {
    expect(orderEventText(event, 'staff')).toBe(toStaff);
    expect(orderEventText(event, 'shopper')).toBe(toShopper);
  });
});

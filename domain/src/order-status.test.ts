import { describe, expect, it } from 'vitest';
import {
  NEW_ORDER_DEFAULTS,
  ORDER_STATUSES,
  ORDER_STATUS_BADGE,
  ORDER_STATUS_LABELS,
  OrderStatus,
  canCustomerCancel,
  holdsStock,
  isOrderStatus,
  isPaymentMethod,
  paymentStatusOnTransition,
  paysThroughProvider,
  PaymentStatus,
  stockChangeOnTransition,
} from './order-status.js';

describe('order statuses', () => {
  it.each([
    { status: 'orderPlaced', label: 'Order Placed', badge: 'blue', holds: true, cancel: true },
    { status: 'inShipping', label: 'In Shipping', badge: 'yellow', holds: true, cancel: false },
    { status: 'delivered', label: 'Order Delivered', badge: 'green', holds: true, cancel: false },
    { status: 'rejected', label: 'Rejected', badge: 'red', holds: false, cancel: false },
    { status: 'canceled', label: 'Order Canceled', badge: 'gray', holds: false, cancel: false },
  ] as const)('$status', ({ status, label, badge, holds, cancel }) => {
    expect(isOrderStatus(status)).toBe(true);
    expect(ORDER_STATUS_LABELS[status]).toBe(label);
    expect(ORDER_STATUS_BADGE[status]).toBe(badge);
    expect(holdsStock(status)).toBe(holds);
    expect(canCustomerCancel({ status, paymentStatus: 'pending' })).toBe(cancel);
    // Canceling never refunds: a paid order is the store's to cancel.
    expect(canCustomerCancel({ status, paymentStatus: 'paid' })).toBe(false);
  });

  it('lists the five statuses in the admin select order', () => {
    expect(ORDER_STATUSES).toEqual(['orderPlaced', 'inShipping', 'delivered', 'rejected', 'canceled']);
  });

  it.each(['approved', 'cancelled', '', null, 1])('%j is not a status', (value) => {
    expect(isOrderStatus(value)).toBe(false);
  });
});

describe('stockChangeOnTransition', () => {
  it.each([
    { from: OrderStatus.ORDER_PLACED, to: OrderStatus.CANCELED, change: 'release' },
    { from: OrderStatus.IN_SHIPPING, to: OrderStatus.REJECTED, change: 'release' },
    { from: OrderStatus.CANCELED, to: OrderStatus.ORDER_PLACED, change: 'reserve' },
    { from: OrderStatus.REJECTED, to: OrderStatus.DELIVERED, change: 'reserve' },
    { from: OrderStatus.ORDER_PLACED, to: OrderStatus.DELIVERED, change: 'none' },
    { from: OrderStatus.CANCELED, to: OrderStatus.REJECTED, change: 'none' },
  ])('$from → $to: $change', ({ from, to, change }) => {
    expect(stockChangeOnTransition(from, to)).toBe(change);
  });
});

describe('new orders and payments', () => {
  it('start as placed, cash on delivery, pending, regular', () => {
    expect(NEW_ORDER_DEFAULTS).toEqual({
      orderStatus: 'orderPlaced',
      paymentMethod: 'cod',
      paymentStatus: 'pending',
      type: 'regular',
    });
  });

  it.each([
    ['cod', true],
    ['paypal', true],
    ['card', false],
  ])('payment method %s known: %s', (value, known) => {
    expect(isPaymentMethod(value)).toBe(known);
  });
});

describe('paymentStatusOnTransition', () => {
  it.each([
    // Stopping an order before anything was collected: nothing ever will be.
    { payment: PaymentStatus.PENDING, to: OrderStatus.CANCELED, after: 'canceled' },
    { payment: PaymentStatus.PENDING, to: OrderStatus.REJECTED, after: 'canceled' },
    { payment: PaymentStatus.PENDING, to: OrderStatus.IN_SHIPPING, after: 'pending' },
    // Reviving it makes the payment due again.
    { payment: PaymentStatus.CANCELED, to: OrderStatus.ORDER_PLACED, after: 'pending' },
    { payment: PaymentStatus.CANCELED, to: OrderStatus.REJECTED, after: 'canceled' },
    // A status change never moves money: taken stays taken, to be refunded at the provider.
    { payment: PaymentStatus.PAID, to: OrderStatus.CANCELED, after: 'paid' },
    { payment: PaymentStatus.PAID, to: OrderStatus.REJECTED, after: 'paid' },
    { payment: PaymentStatus.FAILED, to: OrderStatus.ORDER_PLACED, after: 'failed' },
  ])('$payment, order → $to: $after', ({ payment, to, after }) => {
    expect(paymentStatusOnTransition(payment, to)).toBe(after);
  });

  it('knows which methods are paid through a provider', () => {
    expect([paysThroughProvider('cod'), paysThroughProvider('paypal')]).toEqual([false, true]);
  });
});

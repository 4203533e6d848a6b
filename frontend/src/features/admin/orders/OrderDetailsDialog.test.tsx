import type { MockLink } from '@apollo/client/testing';
import { PAID_ORDER_STATUS_NOTE } from '@threadline/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminOrderDetailsDocument } from '../../../graphql/generated/graphql';
import { money } from '../../../test/money';
import { renderWithProviders } from '../../../test/render';
import { OrderDetailsDialog } from './OrderDetailsDialog';

const ORDER = {
  __typename: 'Order',
  id: '7d3f6310-0000-4000-8000-00000a1b2c3d',
  orderDate: '2026-03-05T06:30:00.000Z',
  orderUpdateDate: '2026-03-05T06:30:00.000Z',
  status: 'ORDER_PLACED',
  paymentMethod: 'PAYPAL',
  paymentStatus: 'PAID',
  paymentId: 'PAYID-7',
  payerId: 'PAYER-7',
  total: money('649.00'),
  cancellationReason: null,
  customer: { __typename: 'OrderCustomer', userName: 'Mira Das', email: 'mira@example.com' },
  addressInfo: { __typename: 'OrderAddress', addressId: null, address: '12 Rail Colony', city: 'Birati', pincode: '700051', phone: '9876543210', notes: '' },
  lines: [
    { __typename: 'OrderLine', id: 'l1', productId: 'p1', title: 'Navy Polo', image: '/media/navy.webp', size: 'L', quantity: 1, price: money('649.00'), lineTotal: money('649.00') },
  ],
};

function renderDialog(order: Record<string, unknown>) {
  const mocks: MockLink.MockedResponse[] = [{ request: { query: AdminOrderDetailsDocument, variables: { id: ORDER.id } }, result: { data: { order } } }];
  renderWithProviders(<OrderDetailsDialog orderId={ORDER.id} onClose={() => {}} />, { mocks });
}

describe('the admin order details', { timeout: 15_000 }, () => {
  it('tells the admin beside the status form that a status change never refunds a paid order', async () => {
    renderDialog(ORDER);
    expect(await screen.findByText(PAID_ORDER_STATUS_NOTE)).toBeInTheDocument();
  });

  it('says nothing about refunds for an unpaid order', async () => {
    renderDialog({ ...ORDER, paymentMethod: 'COD', paymentStatus: 'PENDING', paymentId: null, payerId: null });
    expect(await screen.findByRole('button', { name: 'Update Status' })).toBeInTheDocument();
    expect(screen.queryByText(PAID_ORDER_STATUS_NOTE)).toBeNull();
  });
});

import type { MockLink } from '@apollo/client/testing';
import { PAID_ORDER_STATUS_NOTE } from '@threadline/domain';
import { screen, within } from '@testing-library/react';
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
  emails: [] as unknown[],
};

function email(fields: Record<string, unknown>) {
  return { __typename: 'EmailMessage', to: 'mira@example.com', attempts: 1, lastError: null, sentAt: null, ...fields };
}

function renderDialog(order: Record<string, unknown>) {
  const mocks: MockLink.MockedResponse[] = [{ request: { query: AdminOrderDetailsDocument, variables: { id: ORDER.id } }, result: { data: { order } } }];
  renderWithProviders(<OrderDetailsDialog orderId={ORDER.id} onClose={() => {}} />, { mocks });
}

describe('the admin order details', { timeout: 15_000 }, () => {
  it('tells the admin beside the status form that a status change never refunds a paid order', async () => {
    renderDialog(ORDER);
    expect(await screen.findByText(PAID_ORDER_STATUS_NOTE)).toBeInTheDocument();
  });

  it('lists the e-mails about the order, oldest first: what, to whom, when, and whether it arrived', async () => {
    renderDialog({
      ...ORDER,
      emails: [
        email({ id: 'm1', kind: 'ORDER_CONFIRMATION', status: 'SENT', createdAt: '2026-03-05T06:30:00.000Z', sentAt: '2026-03-05T06:31:00.000Z' }),
        email({ id: 'm2', kind: 'ORDER_IN_SHIPPING', status: 'FAILED', attempts: 8, lastError: '550 Mailbox unavailable', createdAt: '2026-03-06T04:00:00.000Z' }),
        email({ id: 'm3', kind: 'ORDER_DELIVERED', status: 'KEPT', attempts: 0, createdAt: '2026-03-07T04:00:00.000Z' }),
      ],
    });
    const list = await screen.findByRole('list', { name: 'E-mails about this order' });
    const entries = within(list).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Order confirmationSentTo mira@example.com, sent 5/3/2026, 12:01 IST · View',
      'In shippingFailedTo mira@example.com, written 6/3/2026, 09:30 IST, 8 attempts · View550 Mailbox unavailable',
      'DeliveredKeptTo mira@example.com, written 7/3/2026, 09:30 IST, kept in the mailbox (no mail server) · View',
    ]);
    expect(within(entries[0]!).getByRole('link', { name: 'View Order confirmation e-mail' })).toHaveAttribute('href', '/mailbox?message=m1');
  });

  it('says when no e-mail has been written about the order', async () => {
    renderDialog(ORDER);
    expect(await screen.findByText('No e-mails about this order yet.')).toBeInTheDocument();
  });

  it('says nothing about refunds for an unpaid order', async () => {
    renderDialog({ ...ORDER, paymentMethod: 'COD', paymentStatus: 'PENDING', paymentId: null, payerId: null });
    expect(await screen.findByRole('button', { name: 'Update Status' })).toBeInTheDocument();
    expect(screen.queryByText(PAID_ORDER_STATUS_NOTE)).toBeNull();
  });
});

import type { MockLink } from '@apollo/client/testing';
import { MESSAGES, PAID_ORDER_NOT_CANCELABLE_MESSAGE } from '@threadline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CancelOrderDocument, MyOrdersDocument } from '../../graphql/generated/graphql';
import { money } from '../../test/money';
import { renderWithProviders } from '../../test/render';
import { creditNote, taxDocument } from '../../test/tax-documents';
import { Toaster } from '../../ui/Toaster';
import { ORDER_HISTORY_PAGE_SIZE, OrderHistory } from './OrderHistory';

const ORDER = {
  __typename: 'Order',
  id: '7d3f6310-0000-4000-8000-00000a1b2c3d',
  orderDate: '2026-03-05T06:30:00.000Z',
  orderUpdateDate: '2026-03-05T06:30:00.000Z',
  status: 'ORDER_PLACED',
  paymentMethod: 'COD',
  paymentStatus: 'PENDING',
  subtotal: money('1298.00'),
  discount: money('0.00'),
  total: money('1298.00'),
  discountCode: null,
  promotions: [],
  cancellationReason: null,
  addressInfo: { __typename: 'OrderAddress', address: '12 Rail Colony', city: 'Birati', pincode: '700051', phone: '9876543210', notes: 'Ring twice' },
  lines: [
    { __typename: 'OrderLine', id: 'l1', title: 'Navy Round Neck T-Shirt', image: '/media/navy.webp', size: 'L', quantity: 2, price: money('649.00'), lineTotal: money('1298.00'), discount: money('0.00'), finalTotal: money('1298.00') },
  ],
  history: [historyEntry({ id: 'e1', type: 'PLACED', toStatus: 'ORDER_PLACED', actor: { __typename: 'OrderEventActor', kind: 'SHOPPER', name: 'Mira Das' } })],
  buyerGstin: null as string | null,
  buyerBusinessName: null as string | null,
  invoices: [] as unknown[],
  creditNotes: [] as unknown[],
  // Not delivered: nothing to return yet (returns/ReturnFlow.test.tsx covers a delivered order).
  returnWindowEndsAt: null,
  returnableLines: [],
  returns: null,
};

function historyEntry(fields: Record<string, unknown>) {
  return {
    __typename: 'OrderEvent',
    createdAt: '2026-03-05T06:30:00.000Z',
    fromStatus: null,
    toStatus: null,
    note: null,
    visibility: 'PUBLIC',
    actor: { __typename: 'OrderEventActor', kind: 'ADMIN', name: null },
    ...fields,
  };
}

function cancelMock(reason: string, cancelOrder: Record<string, unknown>): MockLink.MockedResponse {
  return {
    request: { query: CancelOrderDocument, variables: { input: { orderId: ORDER.id, reason } } },
    result: { data: { cancelOrder: { __typename: 'CancelOrderPayload', ...cancelOrder } } },
  };
}

/** One page of the shopper's orders as the API answers it; `after` is the cursor it follows. */
function ordersPage(orders: unknown[], { after, hasNextPage = false, totalCount = orders.length }: { after?: string; hasNextPage?: boolean; totalCount?: number } = {}): MockLink.MockedResponse {
  return {
    request: { query: MyOrdersDocument, variables: after ? { first: ORDER_HISTORY_PAGE_SIZE, after } : { first: ORDER_HISTORY_PAGE_SIZE } },
    result: {
      data: {
        myOrders: {
          __typename: 'OrderConnection',
          totalCount,
          pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: orders.length ? `cursor-${after ?? 0}` : null },
          nodes: orders,
        },
      },
    },
  };
}

function renderHistory(extra: MockLink.MockedResponse[] = [], orders: unknown[] = [ORDER], pages?: MockLink.MockedResponse[]) {
  renderWithProviders(
    <>
      <OrderHistory />
      <Toaster />
    </>,
    { mocks: [...(pages ?? [ordersPage(orders)]), ...extra] },
  );
  return userEvent.setup();
}

async function openCancelDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'View Details' }));
  const details = await screen.findByRole('dialog', { name: 'Order Details' });
  await user.click(within(details).getByRole('button', { name: 'Cancel Order' }));
  return screen.findByRole('alertdialog', { name: 'Cancel this order?' });
}

describe('OrderHistory', { timeout: 15_000 }, () => {
  it('lists orders with the short id, en-IN date, status badge and price', async () => {
    renderHistory();
    const table = await screen.findByRole('table', { name: 'Order History' });
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('#0a1b2c3d');
    expect(row).toHaveTextContent('5/3/2026');
    expect(within(row!).getByText('Order Placed')).toHaveAttribute('data-color', 'blue');
    expect(row).toHaveTextContent('₹1,298.00');
  });

  it('offers "Load more orders" while more remain, and adds the next page below, newest first', async () => {
    const older = { ...ORDER, id: '7d3f6310-0000-4000-8000-0000000000aa', orderDate: '2026-02-01T06:30:00.000Z', total: money('499.00') };
    const user = renderHistory([], [], [
      ordersPage([ORDER], { hasNextPage: true, totalCount: 2 }),
      ordersPage([older], { after: 'cursor-0', totalCount: 2 }),
    ]);
    const table = await screen.findByRole('table', { name: 'Order History' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByText('Showing 1 of 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more orders' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const [, newest, oldest] = within(table).getAllByRole('row');
    expect(newest).toHaveTextContent('#0a1b2c3d');
    expect(oldest).toHaveTextContent('#000000aa');
    expect(oldest).toHaveTextContent('₹499.00');
    expect(screen.queryByRole('button', { name: 'Load more orders' })).not.toBeInTheDocument();
  });

  it('shows an empty state when there are no orders', async () => {
    renderHistory([], []);
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the whole order in the details dialog', async () => {
    const user = renderHistory();
    await user.click(await screen.findByRole('button', { name: 'View Details' }));
    const details = await screen.findByRole('dialog', { name: 'Order Details' });
    expect(details).toHaveTextContent(ORDER.id);
    expect(details).toHaveTextContent('Cash on Delivery');
    expect(details).toHaveTextContent('Pending');
    expect(details).toHaveTextContent('Size: L · Qty: 2 · ₹649.00 each');
    expect(details).toHaveTextContent('Notes: Ring twice');
  });

  it('lists no invoice before the order is dispatched', async () => {
    const user = renderHistory();
    await user.click(await screen.findByRole('button', { name: 'View Details' }));
    const details = await screen.findByRole('dialog', { name: 'Order Details' });
    expect(within(details).queryByRole('heading', { name: 'Invoices' })).toBeNull();
    expect(within(details).queryByRole('link', { name: /^Download/ })).toBeNull();
  });

  it('lists her invoice and its credit note, each a plain link to download its PDF', async () => {
    const user = renderHistory([], [
      { ...ORDER, status: 'REJECTED', buyerGstin: '19AAMCM4321K1Z6', buyerBusinessName: 'Mondal Garments', invoices: [taxDocument()], creditNotes: [creditNote()] },
    ]);
    await user.click(await screen.findByRole('button', { name: 'View Details' }));
    const details = await screen.findByRole('dialog', { name: 'Order Details' });
    expect(within(details).getByText('Invoiced to business').nextElementSibling).toHaveTextContent('Mondal Garments · GSTIN 19AAMCM4321K1Z6');
    const documents = within(details).getByRole('list', { name: 'Invoices and credit notes' });
    const invoice = within(documents).getByRole('link', { name: 'Download tax invoice TL/2627/000042 (PDF)' });
    expect(invoice).toHaveAttribute('href', '/documents/doc-1.pdf');
    expect(invoice).toHaveAttribute('download', '');
    expect(within(documents).getAllByRole('listitem')[1]).toHaveTextContent('Credit note TLCN/2627/000007');
    expect(within(documents).getAllByRole('listitem')[1]).toHaveTextContent('against invoice TL/2627/000042');
    expect(within(documents).getByRole('link', { name: 'Download credit note TLCN/2627/000007 (PDF)' })).toHaveAttribute('href', '/documents/doc-2.pdf');
  });

  it("shows each line's discount and the order's promotions, code and savings as the order froze them", async () => {
    const discounted = {
      ...ORDER,
      subtotal: money('2997.00'),
      discount: money('999.00'),
      total: money('1998.00'),
      discountCode: 'PUJA20',
      promotions: [
        { __typename: 'AppliedPromotion', promotionId: 'pr1', name: 'Crop top offer', code: null, discount: money('999.00') },
        { __typename: 'AppliedPromotion', promotionId: 'pr2', name: 'Puja offer', code: 'PUJA20', discount: money('0.00') },
      ],
      lines: [
        { ...ORDER.lines[0], quantity: 3, price: money('999.00'), lineTotal: money('2997.00'), discount: money('999.00'), finalTotal: money('1998.00') },
      ],
    };
    const user = renderHistory([], [discounted]);
    await user.click(await screen.findByRole('button', { name: 'View Details' }));
    const details = await screen.findByRole('dialog', { name: 'Order Details' });
    const [line] = within(details).getAllByRole('listitem').filter((item) => item.textContent?.includes('Navy Round Neck'));
    expect(line).toHaveTextContent('Before discount ₹2,997.00After discount ₹1,998.00You save −₹999.00');
    expect(within(line!).getByText('₹2,997.00').closest('s')).not.toBeNull();
    const totals = within(details).getByLabelText('Order totals');
    expect(totals).toHaveTextContent('Subtotal₹2,997.00');
    expect(totals).toHaveTextContent('Crop top offer−minus ₹999.00');
    expect(totals).toHaveTextContent('Puja offer code PUJA20−minus ₹0.00');
    expect(totals).toHaveTextContent('You save₹999.00');
    expect(within(details).getByTestId('order-total')).toHaveTextContent('₹1,998.00');
  });

  it("shows the order's updates as the server gives them to the shopper: staff are the store, notes in their own words", async () => {
    const history = [
      ...ORDER.history,
      historyEntry({ id: 'e2', type: 'STATUS_CHANGED', fromStatus: 'ORDER_PLACED', toStatus: 'IN_SHIPPING', createdAt: '2026-03-06T04:00:00.000Z' }),
      historyEntry({ id: 'e3', type: 'NOTE', note: 'Your parcel left Kolkata today.', createdAt: '2026-03-06T05:00:00.000Z' }),
    ];
    const user = renderHistory([], [{ ...ORDER, status: 'IN_SHIPPING', history }]);
    await user.click(await screen.findByRole('button', { name: 'View Details' }));
    const details = await screen.findByRole('dialog', { name: 'Order Details' });
    const timeline = within(details).getByRole('list', { name: 'Order history' });
    expect(within(timeline).getAllByRole('listitem').map((entry) => entry.textContent)).toEqual([
      'Order placed by you5/3/2026, 12:00 IST',
      'Status changed from Order Placed to In Shipping by the store6/3/2026, 09:30 IST',
      'Note from the store6/3/2026, 10:30 ISTYour parcel left Kolkata today.',
    ]);
    // Tags about who sees a note are for staff.
    expect(within(timeline).queryByText('Shown to customer')).toBeNull();
  });

  it('keeps Confirm Cancellation disabled until a reason with text is given, then cancels', async () => {
    const reason = 'Ordered the wrong size';
    const user = renderHistory([
      cancelMock(reason, {
        order: {
          __typename: 'Order',
          id: ORDER.id,
          status: 'CANCELED',
          cancellationReason: reason,
          orderUpdateDate: '2026-03-06T06:30:00.000Z',
          history: [
            ...ORDER.history,
            historyEntry({ id: 'e2', type: 'CANCELED_BY_SHOPPER', fromStatus: 'ORDER_PLACED', toStatus: 'CANCELED', note: reason, actor: { __typename: 'OrderEventActor', kind: 'SHOPPER', name: 'Mira Das' } }),
          ],
        },
        userErrors: [],
      }),
    ]);
    const dialog = await openCancelDialog(user);
    const confirm = within(dialog).getByRole('button', { name: 'Confirm Cancellation' });
    expect(confirm).toBeDisabled();
    const reasonField = within(dialog).getByRole('textbox', { name: 'Reason for cancellation' });
    await user.type(reasonField, '   ');
    expect(confirm).toBeDisabled();
    await user.clear(reasonField);
    await user.type(reasonField, `  ${reason} `);
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    expect(await screen.findByText(MESSAGES.ORDER_CANCELLED)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.ORDER_CANCELLED_DESCRIPTION)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog', { name: 'Cancel this order?' })).not.toBeInTheDocument();
    const details = screen.getByRole('dialog', { name: 'Order Details' });
    expect(details).toHaveTextContent(reason);
    expect(within(details).getByText('Order Canceled')).toHaveAttribute('data-color', 'gray');
    expect(within(details).getByText('Canceled by you')).toBeInTheDocument();
    expect(within(details).getByText(`Reason: ${reason}`)).toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
  });

  it("shows the server's reason when the cancel is refused", async () => {
    const user = renderHistory([
      cancelMock('Changed my mind', {
        order: null,
        userErrors: [{ __typename: 'UserError', code: 'INVALID_STATE', field: null, message: 'This order is already in shipping' }],
      }),
    ]);
    const dialog = await openCancelDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason for cancellation' }), 'Changed my mind');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Cancellation' }));

    expect(await screen.findByText(MESSAGES.CANCEL_FAILED_TITLE)).toBeInTheDocument();
    expect(screen.getByText('This order is already in shipping')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog', { name: 'Cancel this order?' })).toBeInTheDocument();
  });

  it('offers no Cancel Order for an order paid through the provider, and says who can cancel it', async () => {
    const user = renderHistory([], [{ ...ORDER, paymentMethod: 'PAYPAL', paymentStatus: 'PAID' }]);
    await user.click(await screen.findByRole('button', { name: 'View Details' }));
    const details = await screen.findByRole('dialog', { name: 'Order Details' });
    expect(details).toHaveTextContent('Paid');
    expect(details).toHaveTextContent(PAID_ORDER_NOT_CANCELABLE_MESSAGE);
    expect(within(details).queryByRole('button', { name: 'Cancel Order' })).toBeNull();
  });
});

import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CancelReturnDocument, MyOrdersDocument, RequestReturnDocument } from '../../../graphql/generated/graphql';
import { money } from '../../../test/money';
import { renderWithProviders } from '../../../test/render';
import { Toaster } from '../../../ui/Toaster';
import { ORDER_HISTORY_PAGE_SIZE, OrderHistory } from '../OrderHistory';

// The shopper's side of issue 28 in her Orders tab: a delivered order offers "Return or exchange"
// while the server lists pieces to return; the form offers only other sizes in stock; the request
// then shows in her order details with its progress, and can be canceled until approved.

const ORDER_ID = '7d3f6310-0000-4000-8000-00000a1b2c3d';
// Delivered on 20 November; the window's exclusive end is 28 November 00:00 IST.
const WINDOW_END = '2026-11-27T18:30:00.000Z';

function event(fields: Record<string, unknown>) {
  return {
    __typename: 'OrderEvent',
    createdAt: '2026-11-20T06:30:00.000Z',
    fromStatus: null,
    toStatus: null,
    note: null,
    visibility: 'PUBLIC',
    actor: { __typename: 'OrderEventActor', kind: 'ADMIN', name: null },
    ...fields,
  };
}

const PLACED = event({ id: 'e1', type: 'PLACED', toStatus: 'ORDER_PLACED', actor: { __typename: 'OrderEventActor', kind: 'SHOPPER', name: null } });

function returnable(quantity: number) {
  return [
    {
      __typename: 'ReturnableLine',
      orderLine: { __typename: 'OrderLine', id: 'l1' },
      returnableQuantity: quantity,
      // In size order, as the server lists them; the line's own size is never among them.
      exchangeSizes:
        quantity === 0
          ? []
          : [
              { __typename: 'ExchangeSizeOption', size: 'M', unitPrice: money('649.00') },
              { __typename: 'ExchangeSizeOption', size: 'XL', unitPrice: money('699.00') },
            ],
    },
  ];
}

function request(fields: Record<string, unknown>) {
  return {
    __typename: 'ReturnRequest',
    id: 'r1',
    kind: 'EXCHANGE',
    state: 'REQUESTED',
    stateLabel: 'Requested',
    reason: 'TOO_SMALL',
    reasonLabel: 'Too small',
    note: 'Tight across the shoulders',
    declineReason: null,
    createdAt: '2026-11-22T06:30:00.000Z',
    refund: money('649.00'),
    exchangeDifference: money('0.00'),
    lines: [{ __typename: 'ReturnLine', id: 'rl1', productName: 'Navy Round Neck T-Shirt', size: 'L', quantity: 1, exchangeSize: 'M', received: null, damaged: null }],
    payout: null,
    ...fields,
  };
}

const ORDER = {
  __typename: 'Order',
  id: ORDER_ID,
  orderDate: '2026-11-15T06:30:00.000Z',
  orderUpdateDate: '2026-11-20T06:30:00.000Z',
  status: 'DELIVERED',
  paymentMethod: 'COD',
  paymentStatus: 'PAID',
  subtotal: money('1298.00'),
  discount: money('0.00'),
  total: money('1298.00'),
  discountCode: null,
  promotions: [],
  cancellationReason: null,
  addressInfo: { __typename: 'OrderAddress', address: '12 Rail Colony', city: 'Birati', pincode: '700051', phone: '9876543210', notes: '' },
  lines: [
    { __typename: 'OrderLine', id: 'l1', title: 'Navy Round Neck T-Shirt', image: '/media/navy.webp', size: 'L', quantity: 2, price: money('649.00'), lineTotal: money('1298.00'), discount: money('0.00'), finalTotal: money('1298.00') },
  ],
  history: [PLACED],
  // Not invoiced: the store had no GSTIN (OrderHistory.test.tsx covers an order's tax documents).
  buyerGstin: null,
  buyerBusinessName: null,
  invoices: [],
  creditNotes: [],
  returnWindowEndsAt: WINDOW_END,
  returnableLines: returnable(2),
  returns: null as unknown[] | null,
};

function ordersPage(order: Record<string, unknown>): MockLink.MockedResponse {
  return {
    request: { query: MyOrdersDocument, variables: { first: ORDER_HISTORY_PAGE_SIZE } },
    result: {
      data: {
        myOrders: { __typename: 'OrderConnection', totalCount: 1, pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: 'c' }, nodes: [order] },
      },
    },
  };
}

/** The order as a mutation's payload carries it: its returns, the pieces left and its history. */
function payloadOrder(fields: Record<string, unknown>) {
  return {
    __typename: 'Order',
    id: ORDER_ID,
    orderUpdateDate: '2026-11-22T06:30:00.000Z',
    returnWindowEndsAt: WINDOW_END,
    returnableLines: returnable(1),
    returns: [request({})],
    history: [PLACED, event({ id: 'e2', type: 'RETURN_REQUESTED', actor: { __typename: 'OrderEventActor', kind: 'SHOPPER', name: null }, note: 'Tight across the shoulders' })],
    ...fields,
  };
}

function renderHistory(order: Record<string, unknown>, extra: MockLink.MockedResponse[] = []): UserEvent {
  renderWithProviders(
    <>
      <OrderHistory />
      <Toaster />
    </>,
    { mocks: [ordersPage(order), ...extra] },
  );
  return userEvent.setup();
}

/** The trigger of the react-aria select labelled `label` (its label is a span beside the button). */
function selectTrigger(scope: HTMLElement, label: string): HTMLButtonElement {
  const trigger = within(scope)
    .getAllByText(label)
    .map((element) => element.parentElement?.querySelector<HTMLButtonElement>(':scope > button'))
    .find((button) => button != null);
  if (!trigger) throw new Error(`no select labelled ${label}`);
  return trigger;
}

async function choose(user: UserEvent, scope: HTMLElement, label: string, option: string | RegExp) {
  await user.click(selectTrigger(scope, label));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function openDetails(user: UserEvent): Promise<HTMLElement> {
  await user.click(await screen.findByRole('button', { name: 'View Details' }));
  return screen.findByRole('dialog', { name: 'Order Details' });
}

describe('returns and exchanges in the shopper’s order details', { timeout: 60_000 }, () => {
  it('asks for an exchange into another size in stock, with the domain’s refusal first, and shows the request', async () => {
    const user = renderHistory(ORDER, [
      {
        request: {
          query: RequestReturnDocument,
          variables: {
            input: { orderId: ORDER_ID, kind: 'EXCHANGE', reason: 'TOO_SMALL', note: 'Tight across the shoulders', lines: [{ orderLineId: 'l1', quantity: 1, exchangeSize: 'M' }] },
          },
        },
        result: {
          data: {
            requestReturn: {
              __typename: 'ReturnRequestPayload',
              returnRequest: { __typename: 'ReturnRequest', id: 'r1', order: payloadOrder({}) },
              userErrors: [],
            },
          },
        },
      },
    ]);
    const details = await openDetails(user);
    // The window's last moment, on the store's clock.
    expect(within(details).getByRole('region', { name: 'Returns and exchanges' })).toHaveTextContent(
      'You can ask to return a piece or swap its size until 27/11/2026, 23:59 IST.',
    );
    await user.click(within(details).getByRole('button', { name: 'Return or exchange' }));
    const form = await screen.findByRole('dialog', { name: 'Return or exchange' });

    await user.click(within(form).getByRole('radio', { name: 'Another size' }));
    await user.click(within(form).getByRole('button', { name: 'Request exchange' }));
    expect(await within(form).findByText('Please choose at least one piece to send back')).toBeInTheDocument();

    await choose(user, within(form).getByRole('group', { name: 'Navy Round Neck T-Shirt' }), 'Pieces', '1 piece');
    await user.click(selectTrigger(form, 'Size wanted'));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['M · ₹649.00', 'XL · ₹699.00']);
    await user.click(screen.getByRole('option', { name: 'M · ₹649.00' }));
    await choose(user, form, 'Reason', 'Too small');
    await user.type(within(form).getByRole('textbox', { name: /Anything we should know/ }), 'Tight across the shoulders');
    await user.click(within(form).getByRole('button', { name: 'Request exchange' }));

    expect(await screen.findByText('Exchange requested')).toBeInTheDocument();
    // The button that opened the form is still there (a piece is left), but focus lands on the request.
    await waitFor(() => expect(within(details).getByRole('region', { name: 'Returns and exchanges' })).toHaveFocus());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Return or exchange' })).toBeNull());
    const card = within(details).getByRole('listitem', { name: 'Exchange asked on 22/11/2026' });
    expect(card).toHaveTextContent('Requested');
    expect(card).toHaveTextContent('Navy Round Neck T-Shirt, size L → M × 1');
    expect(card).toHaveTextContent('Reason: Too small · “Tight across the shoulders”');
    expect(card).toHaveTextContent('The new size costs the same: nothing to pay.');
    const progress = within(card).getByRole('list', { name: 'Progress' });
    expect(within(progress).getAllByRole('listitem').map((step) => step.getAttribute('aria-current'))).toEqual(['step', null, null, null, null]);
    expect(progress).toHaveTextContent('RequestedApprovedReceived by the storeNew size sentClosed');
    expect(within(details).getByRole('list', { name: 'Order history' })).toHaveTextContent('Return or exchange asked by you');
  });

  it('cancels a request while it waits for the store', async () => {
    const user = renderHistory({ ...ORDER, returnableLines: returnable(1), returns: [request({})] }, [
      {
        request: { query: CancelReturnDocument, variables: { returnId: 'r1' } },
        result: {
          data: {
            cancelReturn: {
              __typename: 'ReturnRequestPayload',
              returnRequest: { __typename: 'ReturnRequest', id: 'r1', order: payloadOrder({ returnableLines: returnable(2), returns: [request({ state: 'CANCELED', stateLabel: 'Canceled' })] }) },
              userErrors: [],
            },
          },
        },
      },
    ]);
    const details = await openDetails(user);
    const card = within(details).getByRole('listitem', { name: 'Exchange asked on 22/11/2026' });
    await user.click(within(card).getByRole('button', { name: 'Cancel request' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel this request?' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('Request canceled')).toBeInTheDocument();
    await waitFor(() => expect(card).toHaveTextContent('Canceled'));
    // Its Cancel button is gone: focus is on the request, not lost to the page.
    await waitFor(() => expect(card).toHaveFocus());
    expect(within(card).queryByRole('button', { name: 'Cancel request' })).toBeNull();
    expect(within(card).queryByRole('list', { name: 'Progress' })).toBeNull();
  });

  it('shows a declined request’s reason, a refund’s payout, and no form once every piece is asked for', async () => {
    const user = renderHistory({
      ...ORDER,
      returnableLines: returnable(0),
      returns: [
        request({ id: 'r1', state: 'DECLINED', stateLabel: 'Declined', declineReason: 'The tag was removed' }),
        request({
          id: 'r2',
          kind: 'REFUND',
          state: 'REFUNDED',
          stateLabel: 'Refunded',
          createdAt: '2026-11-23T06:30:00.000Z',
          reason: 'CHANGED_MIND',
          reasonLabel: 'Changed my mind',
          note: '',
          lines: [{ __typename: 'ReturnLine', id: 'rl2', productName: 'Navy Round Neck T-Shirt', size: 'L', quantity: 2, exchangeSize: null, received: 2, damaged: 0 }],
          refund: money('1298.00'),
          payout: { __typename: 'RefundPayout', method: 'UPI', reference: 'UTR123456789', amount: money('1298.00'), recordedAt: '2026-11-25T06:30:00.000Z' },
        }),
      ],
    });
    const details = await openDetails(user);
    expect(within(details).queryByRole('button', { name: 'Return or exchange' })).toBeNull();
    const declined = within(details).getByRole('listitem', { name: 'Exchange asked on 22/11/2026' });
    expect(declined).toHaveTextContent('Declined');
    expect(declined).toHaveTextContent('Why the store declined: The tag was removed');
    expect(within(declined).getByText('Declined')).toHaveAttribute('data-color', 'red');
    const refunded = within(details).getByRole('listitem', { name: 'Return asked on 23/11/2026' });
    expect(refunded).toHaveTextContent('Navy Round Neck T-Shirt, size L × 2');
    expect(refunded).toHaveTextContent('Refund: ₹1,298.00');
    expect(refunded).toHaveTextContent('₹1,298.00 refunded by UPI (reference UTR123456789) on 25/11/2026.');
    expect(within(refunded).queryByRole('button', { name: 'Cancel request' })).toBeNull();
  });

  it('offers nothing to return before delivery', async () => {
    const user = renderHistory({ ...ORDER, status: 'IN_SHIPPING', returnWindowEndsAt: null, returnableLines: [] });
    const details = await openDetails(user);
    expect(within(details).queryByRole('button', { name: 'Return or exchange' })).toBeNull();
    expect(within(details).queryByRole('region', { name: 'Returns and exchanges' })).toBeNull();
  });
});

import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  AdminReturnDetailsDocument,
  AdminReturnsDocument,
  ApproveReturnDocument,
  DeclineReturnDocument,
  ReceiveReturnDocument,
  RecordRefundDocument,
} from '../../graphql/generated/graphql';
import { money } from '../../test/money';
import { renderWithProviders } from '../../test/render';
import { Toaster } from '../../ui/Toaster';
import { RETURNS_PAGE_SIZE, ReturnsPage } from './ReturnsPage';

const ORDER_ID = '7d3f6310-0000-4000-8000-00000a1b2c3d';

function event(fields: Record<string, unknown>) {
  return {
    __typename: 'OrderEvent',
    createdAt: '2026-11-22T06:30:00.000Z',
    fromStatus: null,
    toStatus: null,
    note: null,
    visibility: 'PUBLIC',
    actor: { __typename: 'OrderEventActor', kind: 'SHOPPER', name: 'Mira Das' },
    ...fields,
  };
}

function request(fields: Record<string, unknown>) {
  return {
    __typename: 'ReturnRequest',
    id: 'r1',
    createdAt: '2026-11-22T06:30:00.000Z',
    kind: 'EXCHANGE',
    state: 'REQUESTED',
    stateLabel: 'Requested',
    reason: 'TOO_SMALL',
    reasonLabel: 'Too small',
    note: 'Tight across the shoulders',
    declineReason: null,
    refund: money('649.00'),
    exchangeDifference: money('50.00'),
    order: {
      __typename: 'Order',
      id: ORDER_ID,
      orderDate: '2026-11-15T06:30:00.000Z',
      paymentMethod: 'COD',
      paymentStatus: 'PAID',
      customer: { __typename: 'OrderCustomer', userName: 'Mira Das', email: 'mira@example.com' },
      addressInfo: { __typename: 'OrderAddress', address: '12 Rail Colony', city: 'Birati', pincode: '700051', phone: '9876543210' },
    },
    lines: [
      {
        __typename: 'ReturnLine',
        id: 'rl1',
        productName: 'Navy Polo',
        size: 'S',
        quantity: 1,
        exchangeSize: 'M',
        exchangeUnitPrice: money('699.00'),
        received: null,
        damaged: null,
        refund: money('649.00'),
      },
    ],
    payout: null,
    history: [event({ id: 'e1', type: 'RETURN_REQUESTED', note: 'Tight across the shoulders' })],
    ...fields,
  };
}

const REFUND = request({
  id: 'r2',
  kind: 'REFUND',
  state: 'RECEIVED',
  stateLabel: 'Received',
  reason: 'CHANGED_MIND',
  reasonLabel: 'Changed my mind',
  note: '',
  exchangeDifference: money('0.00'),
  refund: money('1298.00'),
  lines: [{ __typename: 'ReturnLine', id: 'rl2', productName: 'Linen Shirt', size: 'L', quantity: 2, exchangeSize: null, exchangeUnitPrice: null, received: 2, damaged: 1, refund: money('1298.00') }],
});

function listMock(nodes: unknown[], state?: string): MockLink.MockedResponse {
  return {
    request: { query: AdminReturnsDocument, variables: { ...(state ? { state } : {}), first: RETURNS_PAGE_SIZE } },
    result: {
      data: { returnRequests: { __typename: 'ReturnRequestConnection', totalCount: nodes.length, pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null }, nodes } },
    },
  };
}

function detailsMock(node: Record<string, unknown>): MockLink.MockedResponse {
  return { request: { query: AdminReturnDetailsDocument, variables: { id: node['id'] } }, result: { data: { returnRequest: node } } };
}

function payload(field: string, returnRequest: unknown, userErrors: unknown[] = []) {
  return { data: { [field]: { __typename: 'ReturnRequestPayload', returnRequest, userErrors } } };
}

function renderPage(route: string, mocks: MockLink.MockedResponse[]): UserEvent {
  renderWithProviders(
    <>
      <ReturnsPage />
      <Toaster />
    </>,
    { route, mocks },
  );
  return userEvent.setup();
}

describe('the back office’s Returns screen', { timeout: 60_000 }, () => {
  it('lists requests: when, order, customer, kind, pieces, reason, amount and state', async () => {
    renderPage('/admin/returns', [listMock([request({}), REFUND])]);
    const table = await screen.findByRole('table', { name: 'Return requests' });
    const [, exchange, refund] = within(table).getAllByRole('row');
    expect(exchange).toHaveTextContent('22/11/2026');
    expect(exchange).toHaveTextContent('#7d3f6310');
    expect(exchange).toHaveTextContent('Mira Dasmira@example.com');
    expect(exchange).toHaveTextContent('Navy Polo, S → M × 1');
    expect(exchange).toHaveTextContent('Too small');
    expect(exchange).toHaveTextContent('Collect ₹50.00');
    expect(within(exchange!).getByText('Requested')).toHaveAttribute('data-color', 'blue');
    expect(refund).toHaveTextContent('Linen Shirt, L × 2');
    expect(refund).toHaveTextContent('₹1,298.00');
    expect(screen.getByRole('status')).toHaveTextContent('2 requests');
  });

  it('filters by state from the URL, and says when none are in it', async () => {
    renderPage('/admin/returns?state=DECLINED', [listMock([], 'DECLINED')]);
    expect(await screen.findByRole('heading', { name: 'No requests in Declined' })).toBeInTheDocument();
  });

  it('approves a request from its dialog, which then asks for the pieces received', async () => {
    const approved = request({ state: 'APPROVED', stateLabel: 'Approved', history: [event({ id: 'e1', type: 'RETURN_REQUESTED' }), event({ id: 'e2', type: 'RETURN_APPROVED', actor: { __typename: 'OrderEventActor', kind: 'ADMIN', name: 'Asha Roy' } })] });
    const user = renderPage('/admin/returns?return=r1', [
      listMock([request({})]),
      detailsMock(request({})),
      { request: { query: ApproveReturnDocument, variables: { returnId: 'r1' } }, result: payload('approveReturn', approved) },
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Return request' });
    expect(await within(dialog).findByText('Exchange for another size')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Navy Polo, size S → M at ₹699.00');
    expect(dialog).toHaveTextContent('Collect ₹50.00 on delivery of the replacement');
    expect(dialog).toHaveTextContent('12 Rail Colony, Birati 700051 · 9876543210');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Request approved')).toBeInTheDocument();
    const receive = await within(dialog).findByRole('form', { name: 'Receive the pieces' });
    expect(within(receive).getByRole('textbox', { name: 'Received' })).toHaveValue('1');
    expect(within(dialog).getByRole('list', { name: 'Order history' })).toHaveTextContent('Return approved by Asha Roy');
  });

  it('declines only with a reason, and shows it once declined', async () => {
    const declined = request({ state: 'DECLINED', stateLabel: 'Declined', declineReason: 'Worn and washed' });
    const user = renderPage('/admin/returns?return=r1', [
      listMock([request({})]),
      detailsMock(request({})),
      { request: { query: DeclineReturnDocument, variables: { returnId: 'r1', reason: 'Worn and washed' } }, result: payload('declineReturn', declined) },
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Return request' });
    const decide = await within(dialog).findByRole('form', { name: 'Decide' });
    await user.click(within(decide).getByRole('button', { name: 'Decline' }));
    expect(within(decide).getByRole('textbox', { name: 'Reason for declining' })).toHaveAccessibleDescription(/Please say why, for the shopper/);
    await user.type(within(decide).getByRole('textbox', { name: 'Reason for declining' }), 'Worn and washed');
    await user.click(within(decide).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Request declined')).toBeInTheDocument();
    expect(await within(dialog).findByText('Worn and washed')).toBeInTheDocument();
    expect(within(dialog).getByText(/Nothing more to do: this request is declined/)).toBeInTheDocument();
  });

  it('refuses damaged pieces beyond those received before sending, then records what arrived', async () => {
    const approved = request({ state: 'APPROVED', stateLabel: 'Approved' });
    const received = request({ state: 'RECEIVED', stateLabel: 'Received', lines: [{ ...approved.lines[0]!, received: 1, damaged: 1 }] });
    const user = renderPage('/admin/returns?return=r1', [
      listMock([approved]),
      detailsMock(approved),
      { request: { query: ReceiveReturnDocument, variables: { returnId: 'r1', lines: [{ returnLineId: 'rl1', received: 1, damaged: 1 }] } }, result: payload('receiveReturn', received) },
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Return request' });
    const form = await within(dialog).findByRole('form', { name: 'Receive the pieces' });
    const damaged = within(form).getByRole('textbox', { name: 'Damaged' });
    await user.clear(damaged);
    await user.type(damaged, '2');
    await user.click(within(form).getByRole('button', { name: 'Mark received' }));
    expect(damaged).toHaveAccessibleDescription(/From 0 to the 1 received/);
    await user.clear(damaged);
    await user.type(damaged, '1');
    await user.click(within(form).getByRole('button', { name: 'Mark received' }));
    expect(await screen.findByText('Pieces received')).toBeInTheDocument();
    expect(await within(dialog).findByRole('button', { name: 'Mark replacement shipped' })).toBeInTheDocument();
    expect(within(dialog).getByRole('table', { name: 'Pieces' })).toHaveTextContent('1 (1 damaged)');
  });

  it('records a cash-on-delivery refund by UPI with its UTR, which it asks for first', async () => {
    const refunded = {
      ...REFUND,
      state: 'REFUNDED',
      stateLabel: 'Refunded',
      payout: { __typename: 'RefundPayout', method: 'UPI', reference: 'UTR42', amount: money('649.00'), recordedAt: '2026-11-25T06:30:00.000Z' },
    };
    const user = renderPage('/admin/returns?return=r2', [
      listMock([REFUND]),
      detailsMock(REFUND),
      { request: { query: RecordRefundDocument, variables: { input: { returnId: 'r2', method: 'UPI', reference: 'UTR42' } } }, result: payload('recordRefund', refunded) },
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Return request' });
    const form = await within(dialog).findByRole('form', { name: 'Record the refund' });
    await user.click(within(form).getByRole('button', { name: 'Record refund' }));
    const utr = within(form).getByRole('textbox', { name: 'UTR (reference)' });
    expect(utr).toHaveAccessibleDescription(/Please enter the UTR of the transfer/);
    await user.type(utr, 'UTR42');
    await user.click(within(form).getByRole('button', { name: 'Record refund' }));
    expect(await screen.findByText('Refund recorded')).toBeInTheDocument();
    await waitFor(() => expect(dialog).toHaveTextContent('₹649.00 by UPI, reference UTR42, 25/11/2026, 12:00 IST'));
    expect(within(dialog).getByRole('button', { name: 'Close request' })).toBeInTheDocument();
  });

  it('shows the server’s refusal, and changes nothing', async () => {
    const user = renderPage('/admin/returns?return=r1', [
      listMock([request({})]),
      detailsMock(request({})),
      {
        request: { query: ApproveReturnDocument, variables: { returnId: 'r1' } },
        result: payload('approveReturn', null, [{ __typename: 'UserError', code: 'INVALID_STATE', field: 'returnId', message: 'Size M is out of stock' }]),
      },
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Return request' });
    await user.click(await within(dialog).findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Size M is out of stock')).toBeInTheDocument();
    expect(within(dialog).getByRole('form', { name: 'Decide' })).toBeInTheDocument();
  });
});

import type { MockLink } from '@apollo/client/testing';
import { MESSAGES, ORDER_NOTE_MAX_LENGTH, PAID_ORDER_STATUS_NOTE } from '@threadline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AddOrderNoteDocument, AdminOrderDetailsDocument } from '../../../graphql/generated/graphql';
import { money } from '../../../test/money';
import { renderWithProviders } from '../../../test/render';
import { creditNote, taxDocument } from '../../../test/tax-documents';
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
  subtotal: money('649.00'),
  discount: money('0.00'),
  discountCode: null as string | null,
  total: money('649.00'),
  cancellationReason: null,
  customer: { __typename: 'OrderCustomer', userName: 'Mira Das', email: 'mira@example.com' },
  addressInfo: { __typename: 'OrderAddress', addressId: null, address: '12 Rail Colony', city: 'Birati', pincode: '700051', phone: '9876543210', notes: '' },
  lines: [
    { __typename: 'OrderLine', id: 'l1', productId: 'p1', title: 'Navy Polo', image: '/media/navy.webp', size: 'L', quantity: 1, price: money('649.00'), lineTotal: money('649.00'), discount: money('0.00'), finalTotal: money('649.00') },
  ] as unknown[],
  emails: [] as unknown[],
  history: [
    event({ id: 'e1', type: 'PLACED', toStatus: 'ORDER_PLACED', actor: actor('SHOPPER', 'Mira Das') }),
    event({ id: 'e2', type: 'STATUS_CHANGED', fromStatus: 'ORDER_PLACED', toStatus: 'IN_SHIPPING', createdAt: '2026-03-06T04:00:00.000Z' }),
  ] as unknown[],
  buyerGstin: null as string | null,
  buyerBusinessName: null as string | null,
  invoice: null as unknown,
  invoices: [] as unknown[],
  creditNotes: [] as unknown[],
};

function actor(kind: string, name: string | null) {
  return { __typename: 'OrderEventActor', kind, name };
}

function event(fields: Record<string, unknown>) {
  return {
    __typename: 'OrderEvent',
    createdAt: '2026-03-05T06:30:00.000Z',
    fromStatus: null,
    toStatus: null,
    note: null,
    visibility: 'PUBLIC',
    actor: actor('ADMIN', 'Asha Roy'),
    ...fields,
  };
}

function email(fields: Record<string, unknown>) {
  return { __typename: 'EmailMessage', to: 'mira@example.com', attempts: 1, lastError: null, sentAt: null, ...fields };
}

function renderDialog(order: Record<string, unknown>, extra: MockLink.MockedResponse[] = []) {
  const mocks: MockLink.MockedResponse[] = [{ request: { query: AdminOrderDetailsDocument, variables: { id: ORDER.id } }, result: { data: { order } } }, ...extra];
  renderWithProviders(<OrderDetailsDialog orderId={ORDER.id} onClose={() => {}} />, { mocks });
  return userEvent.setup();
}

function noteMock(note: string, visibility: string, addOrderNote: Record<string, unknown>): MockLink.MockedResponse {
  return {
    request: { query: AddOrderNoteDocument, variables: { input: { orderId: ORDER.id, note, visibility } } },
    result: { data: { addOrderNote: { __typename: 'AddOrderNotePayload', userErrors: [], ...addOrderNote } } },
  };
}

describe('the admin order details', { timeout: 15_000 }, () => {
  it('shows each line’s discount and final total, and the order’s subtotal, discount and code', async () => {
    renderDialog({
      ...ORDER,
      subtotal: money('1947.00'),
      discount: money('779.40'),
      discountCode: 'PUJA20',
      total: money('1167.60'),
      lines: [
        { __typename: 'OrderLine', id: 'l1', productId: 'p1', title: 'Navy Polo', image: '/media/navy.webp', size: 'L', quantity: 2, price: money('649.00'), lineTotal: money('1298.00'), discount: money('259.60'), finalTotal: money('1038.40') },
        { __typename: 'OrderLine', id: 'l2', productId: 'p2', title: 'Lilac Crop Top', image: '/media/lilac.webp', size: 'S', quantity: 1, price: money('649.00'), lineTotal: money('649.00'), discount: money('519.80'), finalTotal: money('129.20') },
      ],
    });
    const polo = (await screen.findByText('Navy Polo')).closest('li')!;
    expect(within(polo).getByText('Before discount', { exact: false })).toBeInTheDocument();
    expect(polo).toHaveTextContent('₹1,298.00');
    expect(polo).toHaveTextContent('Discount −₹259.60');
    expect(polo).toHaveTextContent('₹1,038.40');
    const crop = screen.getByText('Lilac Crop Top').closest('li')!;
    expect(crop).toHaveTextContent('Discount −₹519.80');
    expect(crop).toHaveTextContent('₹129.20');
    expect(screen.getByText('Subtotal').nextElementSibling).toHaveTextContent('₹1,947.00');
    expect(screen.getByText('Discount (code PUJA20)').nextElementSibling).toHaveTextContent('−₹779.40');
    expect(screen.getByText('Total Amount').parentElement).toHaveTextContent('₹1,167.60');
  });

  it('shows no discount rows for an order without one', async () => {
    renderDialog(ORDER);
    const polo = (await screen.findByText('Navy Polo')).closest('li')!;
    expect(polo).not.toHaveTextContent('Discount');
    expect(screen.queryByText('Subtotal')).toBeNull();
  });

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

  it("shows the order's history as a timeline: when, who and what", async () => {
    renderDialog(ORDER);
    const timeline = await screen.findByRole('list', { name: 'Order history' });
    expect(within(timeline).getAllByRole('listitem').map((entry) => entry.textContent)).toEqual([
      'Order placed by Mira Das5/3/2026, 12:00 IST',
      'Status changed from Order Placed to In Shipping by Asha Roy6/3/2026, 09:30 IST',
    ]);
  });

  it('refuses an empty or over-long note at the field, before sending anything', async () => {
    const user = renderDialog(ORDER);
    const note = await screen.findByRole('textbox', { name: 'Note' });
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(note).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.ORDER_NOTE_REQUIRED));
    expect(note).toHaveFocus();

    await user.click(note);
    await user.paste('x'.repeat(ORDER_NOTE_MAX_LENGTH + 1));
    expect(note).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    expect(note).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.ORDER_NOTE_TOO_LONG));
  });

  it('adds a note shown to the customer and puts it on the timeline with its tag', async () => {
    const text = 'Your parcel left Kolkata today.';
    const added = event({ id: 'e3', type: 'NOTE', note: text, createdAt: '2026-03-06T05:00:00.000Z' });
    const user = renderDialog(ORDER, [noteMock(text, 'PUBLIC', { order: { __typename: 'Order', id: ORDER.id, history: [...ORDER.history, added] } })]);
    await user.type(await screen.findByRole('textbox', { name: 'Note' }), `  ${text}`);
    await user.click(screen.getByRole('radio', { name: /Shown to customer/ }));
    await user.click(screen.getByRole('button', { name: 'Add Note' }));

    const timeline = screen.getByRole('list', { name: 'Order history' });
    const entry = await within(timeline).findByText('Note by Asha Roy');
    expect(entry.closest('li')).toHaveTextContent(`Note by Asha RoyShown to customer6/3/2026, 10:30 IST${text}`);
    // The cache shows the entry as the answer arrives; the form empties right after, for the next note.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue(''));
    expect(screen.getByRole('radio', { name: /Private/ })).toBeChecked();
  });

  it("shows the server's refusal at the note field", async () => {
    const user = renderDialog(ORDER, [
      noteMock('Call before delivery', 'PRIVATE', {
        order: null,
        userErrors: [{ __typename: 'UserError', code: 'INVALID_INPUT', field: 'note', message: 'Note must not contain control characters' }],
      }),
    ]);
    const note = await screen.findByRole('textbox', { name: 'Note' });
    await user.type(note, 'Call before delivery');
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    await expect.poll(() => note.getAttribute('aria-invalid')).toBe('true');
    expect(note).toHaveAccessibleDescription(expect.stringContaining('Note must not contain control characters'));
  });

  it('says nothing about refunds for an unpaid order', async () => {
    renderDialog({ ...ORDER, paymentMethod: 'COD', paymentStatus: 'PENDING', paymentId: null, payerId: null });
    expect(await screen.findByRole('button', { name: 'Update Status' })).toBeInTheDocument();
    expect(screen.queryByText(PAID_ORDER_STATUS_NOTE)).toBeNull();
  });

  describe('GST documents', () => {
    it('says no invoice is issued before dispatch', async () => {
      renderDialog(ORDER);
      const section = (await screen.findByRole('heading', { name: 'GST invoice' })).closest('section')!;
      expect(section).toHaveTextContent('No invoice yet: one is issued when the order is dispatched (In Shipping)');
      expect(within(section).queryByRole('table')).toBeNull();
      expect(within(section).queryByRole('link')).toBeNull();
    });

    it('shows each invoiced line’s taxable value, rate, CGST and SGST as the invoice froze them, and links its PDF', async () => {
      const invoice = taxDocument({ buyer: { __typename: 'TaxDocumentBuyer', gstin: '19AAMCM4321K1Z6', businessName: 'Mondal Garments' } });
      renderDialog({ ...ORDER, status: 'IN_SHIPPING', buyerGstin: '19AAMCM4321K1Z6', buyerBusinessName: 'Mondal Garments', invoice, invoices: [invoice] });
      const table = await screen.findByRole('table', { name: 'Tax on invoice TL/2627/000042' });
      expect(screen.getByText('Business buyer').nextElementSibling).toHaveTextContent('Mondal Garments · GSTIN 19AAMCM4321K1Z6');
      expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Item', 'Taxable value', 'Rate', 'CGST', 'SGST', 'Total']);
      expect(table).toHaveTextContent('Place of supply West Bengal (19), the store’s own state: CGST and SGST. Billed to Mondal Garments (GSTIN 19AAMCM4321K1Z6).');
      const [, line, totals] = within(table).getAllByRole('row');
      expect(within(line!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
        'Linen PoloSize M · Qty 1 · HSN 6109',
        '₹1,237.14',
        '5%',
        '₹30.93',
        '₹30.93',
        '₹1,299.00',
      ]);
      expect(totals).toHaveTextContent('Totals (tax ₹61.86)');
      const link = within(screen.getByRole('list', { name: 'Invoices and credit notes' })).getByRole('link', { name: 'Download tax invoice TL/2627/000042 (PDF)' });
      expect(link).toHaveAttribute('href', '/documents/doc-1.pdf');
      expect(link).toHaveAttribute('download', '');
    });

    it('shows IGST alone for another state, and the credit note against the invoice', async () => {
      const invoice = taxDocument({
        supplyType: 'INTER_STATE',
        placeOfSupply: { __typename: 'IndianState', code: '27', name: 'Maharashtra' },
        lines: [{ ...taxDocument().lines[0], cgst: money('0.00'), sgst: money('0.00'), igst: money('61.86') }],
        totals: { ...taxDocument().totals, cgst: money('0.00'), sgst: money('0.00'), igst: money('61.86') },
      });
      renderDialog({ ...ORDER, status: 'REJECTED', invoice, invoices: [invoice], creditNotes: [creditNote()] });
      const table = await screen.findByRole('table', { name: 'Tax on invoice TL/2627/000042' });
      expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Item', 'Taxable value', 'Rate', 'IGST', 'Total']);
      expect(table).toHaveTextContent('Place of supply Maharashtra (27), another state: IGST.');
      expect(within(table).getAllByRole('row')[1]).toHaveTextContent('₹61.86');
      const documents = within(screen.getByRole('list', { name: 'Invoices and credit notes' })).getAllByRole('listitem');
      expect(documents.map((item) => item.textContent)).toEqual([
        'Tax invoice TL/2627/00004227/11/2026 · ₹1,299.00PDF',
        'Credit note TLCN/2627/00000728/11/2026 · ₹1,299.00 · against invoice TL/2627/000042PDF',
      ]);
      expect(within(documents[1]!).getByRole('link', { name: 'Download credit note TLCN/2627/000007 (PDF)' })).toHaveAttribute('href', '/documents/doc-2.pdf');
    });
  });
});

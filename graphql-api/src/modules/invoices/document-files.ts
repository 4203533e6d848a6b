import type { EntityManager } from '@mikro-orm/postgresql';
import { TAX_DOCUMENT_TITLES, type TaxDocumentKind } from '@threadline/domain';
import { EmailAttachmentKind, type EmailAttachmentFile } from '../mail/email-attachments.js';
import { EmailKind } from '../mail/email-message.entity.js';
import type { OrderEmailAttachment, OrderEmailKind } from '../mail/order-emails.js';
import type { Order } from '../orders/order.entity.js';
import { renderTaxDocumentPdf } from './invoice-pdf.js';
import { TaxDocumentRecord } from './tax-document.entity.js';
import { invoiceAwaitingNumber } from './tax-documents.js';

/**
 * The file name a tax document is saved as: its number with '/' (which no file name may hold)
 * written as '-', e.g. 'TL/2627/000123' → 'TL-2627-000123.pdf'. A number is letters, digits, '-'
 * and '/' only (CGST Rule 46(b), financial-year.ts), so the name needs no other escaping.
 */
export function documentFileName(number: string): string {
  return `${number.replaceAll('/', '-')}.pdf`;
}

/** A stored document as its PDF, laid out from the snapshot as issued, and named by its title and number. */
export async function taxDocumentPdf(record: TaxDocumentRecord): Promise<EmailAttachmentFile> {
  return {
    filename: documentFileName(record.number),
    contentType: 'application/pdf',
    content: await renderTaxDocumentPdf(record.snapshot),
    label: `${TAX_DOCUMENT_TITLES[record.kind]} ${record.number}`,
  };
}

/**
 * The outbox's source of TAX_DOCUMENT attachments (wired in app.ts): the PDF is rendered when the
 * e-mail is sent, by the worker, never inside the transaction that issued the document. A row
 * naming a document that is not there fails and is retried, then FAILED: documents are never deleted.
 */
export async function taxDocumentAttachment(em: EntityManager, id: string): Promise<EmailAttachmentFile> {
  return taxDocumentPdf(await em.findOneOrFail(TaxDocumentRecord, id));
}

/**
 * What an order's e-mail attaches: the dispatch e-mail (IN_SHIPPING) carries the order's invoice
 * (or bill of supply), which moveToStatus issued, or found standing, earlier in the same
 * transaction; every other e-mail carries nothing. Only the reference is written here; the worker
 * renders the PDF when it sends. A document issued here has no number yet (the lock gate numbers it
 * as the transaction's last statement), so the e-mail names it by its title until the worker makes
 * the file, whose name and label carry the number.
 */
export async function orderEmailAttachments(em: EntityManager, order: Order, kind: OrderEmailKind): Promise<OrderEmailAttachment[]> {
  if (kind !== EmailKind.ORDER_IN_SHIPPING) return [];
  const unitOfWork = em.getUnitOfWork();
  const invoice =
    invoiceAwaitingNumber(em, order) ??
    latestInvoice(ownInvoices([...unitOfWork.getPersistStack(), ...unitOfWork.getIdentityMap().values()], order)) ??
    (await em.findOne(TaxDocumentRecord, { order, kind: { $in: INVOICE_KINDS }, returnRequestId: null }, { orderBy: { issuedAt: 'desc', number: 'desc' } }));
  if (!invoice) return [];
  return [{ ref: { kind: EmailAttachmentKind.TAX_DOCUMENT, id: invoice.id }, label: TAX_DOCUMENT_TITLES[invoice.kind] }];
}

const INVOICE_KINDS: TaxDocumentKind[] = ['TAX_INVOICE', 'BILL_OF_SUPPLY'];

/**
 * The order's own invoices this transaction holds, written or read (one the dispatch just issued
 * waits for its number apart, see invoiceAwaitingNumber). Looking there, and first at the waiting
 * one, spares the dispatch a query; the query remains for the rest.
 */
function ownInvoices(entities: Iterable<object>, order: Order): TaxDocumentRecord[] {
  return [...entities].filter(
    (entity): entity is TaxDocumentRecord =>
      entity instanceof TaxDocumentRecord && entity.order.id === order.id && INVOICE_KINDS.includes(entity.kind) && entity.returnRequestId === null,
  );
}

function latestInvoice(invoices: readonly TaxDocumentRecord[]): TaxDocumentRecord | null {
  let latest: TaxDocumentRecord | null = null;
  for (const invoice of invoices) {
    if (!latest || invoice.issuedAt > latest.issuedAt || (invoice.issuedAt.getTime() === latest.issuedAt.getTime() && invoice.number > latest.number)) latest = invoice;
  }
  return latest;
}

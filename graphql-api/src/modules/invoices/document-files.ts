import type { EntityManager } from '@mikro-orm/postgresql';
import { TAX_DOCUMENT_TITLES } from '@threadline/domain';
import { EmailAttachmentKind, type EmailAttachmentFile } from '../mail/email-attachments.js';
import { EmailKind } from '../mail/email-message.entity.js';
import type { OrderEmailAttachment, OrderEmailKind } from '../mail/order-emails.js';
import type { Order } from '../orders/order.entity.js';
import { renderTaxDocumentPdf } from './invoice-pdf.js';
import { TaxDocumentRecord } from './tax-document.entity.js';

/**
 * The file name a tax document is saved as: its number with '/' (which no file name may hold)
 * written as '-', e.g. 'TL/2627/000123' → 'TL-2627-000123.pdf'. A number is letters, digits, '-'
 * and '/' only (CGST Rule 46(b), financial-year.ts), so the name needs no other escaping.
 */
export function documentFileName(number: string): string {
  return `${number.replaceAll('/', '-')}.pdf`;
}

/** A stored document as its PDF, laid out from the snapshot as issued. */
export async function taxDocumentPdf(record: TaxDocumentRecord): Promise<EmailAttachmentFile> {
  return { filename: documentFileName(record.number), contentType: 'application/pdf', content: await renderTaxDocumentPdf(record.snapshot) };
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
 * (or bill of supply), which moveToStatus issued earlier in the same transaction; every other
 * e-mail carries nothing. Only the reference is written here; the worker renders the PDF.
 */
export async function orderEmailAttachments(em: EntityManager, order: Order, kind: OrderEmailKind): Promise<OrderEmailAttachment[]> {
  if (kind !== EmailKind.ORDER_IN_SHIPPING) return [];
  const invoice = await em.findOne(
    TaxDocumentRecord,
    { order, kind: { $in: ['TAX_INVOICE', 'BILL_OF_SUPPLY'] }, returnRequestId: null },
    { orderBy: { issuedAt: 'desc', number: 'desc' } },
  );
  if (!invoice) return [];
  return [{ ref: { kind: EmailAttachmentKind.TAX_DOCUMENT, id: invoice.id }, label: `${TAX_DOCUMENT_TITLES[invoice.kind]} ${invoice.number}` }];
}

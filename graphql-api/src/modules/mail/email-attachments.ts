import type { EntityManager } from '@mikro-orm/postgresql';

// Files an outbox e-mail carries. The row names each file by kind and id; the file is made when
// the e-mail is sent, by a source the app wires in (app.ts), so the mail module knows no invoice
// and the transaction that queued the e-mail never spends time rendering a PDF.

/** What kinds of files an e-mail can carry. */
export const EmailAttachmentKind = {
  /** A stored tax document (invoice, bill of supply or credit note), as its PDF. */
  TAX_DOCUMENT: 'TAX_DOCUMENT',
} as const;
export type EmailAttachmentKind = (typeof EmailAttachmentKind)[keyof typeof EmailAttachmentKind];

/** One file an e-mail names: `{ kind: 'TAX_DOCUMENT', id: <tax_document.id> }`. */
export interface EmailAttachmentRef {
  kind: EmailAttachmentKind;
  id: string;
}

/** A file as it goes out. */
export interface EmailAttachmentFile {
  filename: string;
  contentType: string;
  content: Buffer;
  /** How the e-mail's text names it, e.g. "Tax Invoice TL/2627/000123". */
  label: string;
}

/**
 * Makes the file a reference names, reading with `em` (a fork of the worker's). Throwing leaves the
 * e-mail to be tried again later: an e-mail is never sent without a file it promised.
 */
export type EmailAttachmentSource = (em: EntityManager, id: string) => Promise<EmailAttachmentFile>;

export type EmailAttachmentSources = Readonly<Record<EmailAttachmentKind, EmailAttachmentSource>>;

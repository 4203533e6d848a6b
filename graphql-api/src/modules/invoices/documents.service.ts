import type { EntityManager } from '@mikro-orm/postgresql';
import type { TaxDocument } from '@threadline/domain';
import type { RequestScope } from '../../request-scope.js';
import { Access } from '../../shared/auth-directive.js';
import { badInput } from '../../shared/errors.js';
import { isUuid } from '../catalog/ids.js';
import type { EmailAttachmentFile } from '../mail/email-attachments.js';
import { taxDocumentPdf } from './document-files.js';
import { GSTR1_MONTH_MESSAGE, gstr1Csv, gstr1Return, isGstr1Month, istMonthBounds, type Gstr1FileEntry } from './gstr1-return.js';
import { TaxDocumentRecord } from './tax-document.entity.js';

/** A month's GSTR-1 files as the back office lists them. */
export interface Gstr1ReturnView {
  month: string;
  files: Array<Omit<Gstr1FileEntry, 'file'>>;
}

/** The snapshot of every tax document issued in the month (by IST date), lowest number first. */
async function monthDocuments(em: EntityManager, month: string): Promise<TaxDocument[]> {
  const { from, to } = istMonthBounds(month);
  const records = await em.find(TaxDocumentRecord, { issuedAt: { $gte: from, $lt: to } }, { orderBy: { number: 'asc' }, fields: ['snapshot'] });
  return records.map((record) => record.snapshot);
}

/**
 * Issued tax documents as files: the PDF of one document for its order's shopper or an admin, and
 * a month's GSTR-1 files for an admin. Read-only: nothing here issues or changes a document.
 */
export class DocumentsService {
  constructor(private readonly scope: RequestScope) {}

  /**
   * The PDF of a document, or null when the caller may not see it: signed out, another shopper's
   * order, or no such document are all the same null (the face answers 404), so that a document's
   * existence is not revealed to someone who cannot read it.
   */
  async pdf(id: string): Promise<EmailAttachmentFile | null> {
    const { viewer } = this.scope;
    if (!viewer || !isUuid(id)) return null;
    const where = viewer.role === 'admin' ? { id } : { id, order: { user: viewer.userId } };
    const record = await this.scope.em.findOne(TaxDocumentRecord, where);
    return record ? taxDocumentPdf(record) : null;
  }

  /** The month's GSTR-1 files with their row counts and addresses (admin). */
  async gstr1Return(month: string): Promise<Gstr1ReturnView> {
    const entries = await this.gstr1Entries(month);
    return { month, files: entries.map(({ file: _file, ...entry }) => entry) };
  }

  /** One of the month's files as CSV text (admin), or null when no file has that name. */
  async gstr1File(month: string, name: string): Promise<{ name: string; csv: string } | null> {
    const entry = (await this.gstr1Entries(month)).find((candidate) => candidate.name === name);
    return entry ? { name: entry.name, csv: gstr1Csv(entry.file) } : null;
  }

  private async gstr1Entries(month: string): Promise<Gstr1FileEntry[]> {
    this.scope.requireViewer(Access.ADMIN);
    if (!isGstr1Month(month)) throw badInput(GSTR1_MONTH_MESSAGE, 'month');
    return gstr1Return(month, await monthDocuments(this.scope.em, month));
  }
}

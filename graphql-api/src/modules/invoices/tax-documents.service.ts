import DataLoader from 'dataloader';
import type { LoaderFactory, RequestScope } from '../../request-scope.js';
import type { Order } from '../orders/order.entity.js';
import { Role } from '../users/user.entity.js';
import { TaxDocumentRecord } from './tax-document.entity.js';
import { TaxDocumentView } from './tax-document.types.js';

/** Every tax document of many orders in one statement, each order's in the order they were issued. */
export const orderTaxDocumentsLoader: LoaderFactory<string, TaxDocumentRecord[]> = (em) =>
  new DataLoader<string, TaxDocumentRecord[]>(async (orderIds) => {
    const records = await em.find(TaxDocumentRecord, { order: { $in: [...orderIds] } }, { orderBy: { issuedAt: 'asc', serial: 'asc' } });
    const byOrder = new Map<string, TaxDocumentRecord[]>(orderIds.map((id) => [id, []]));
    for (const record of records) byOrder.get(record.order.id)?.push(record);
    return orderIds.map((id) => byOrder.get(id) ?? []);
  });

/**
 * An order's GST documents as the API reads them: for the shopper who placed the order and for
 * admins; anyone else gets nothing (as if there were none), however they reached the order.
 */
export class TaxDocumentsService {
  constructor(private readonly scope: RequestScope) {}

  /** The order's own invoice (or bill of supply): its latest, since a revived order may have had one reversed; null when none. */
  async invoice(order: Order): Promise<TaxDocumentView | null> {
    const documents = await this.documentsOf(order);
    const invoices = documents.filter((doc) => doc.kind !== 'CREDIT_NOTE' && doc.returnRequestId === null);
    const latest = invoices.at(-1);
    return latest ? new TaxDocumentView(latest) : null;
  }

  /** Every invoice of the order, oldest first: its own, and any an exchange's replacement was invoiced on. */
  async invoices(order: Order): Promise<TaxDocumentView[]> {
    return (await this.documentsOf(order)).filter((doc) => doc.kind !== 'CREDIT_NOTE').map((doc) => new TaxDocumentView(doc));
  }

  /** The order's credit notes, oldest first. */
  async creditNotes(order: Order): Promise<TaxDocumentView[]> {
    return (await this.documentsOf(order)).filter((doc) => doc.kind === 'CREDIT_NOTE').map((doc) => new TaxDocumentView(doc));
  }

  private async documentsOf(order: Order): Promise<TaxDocumentRecord[]> {
    const viewer = this.scope.requireViewer();
    if (viewer.role !== Role.ADMIN && order.user.id !== viewer.userId) return [];
    return this.scope.loader(orderTaxDocumentsLoader).load(order.id);
  }
}

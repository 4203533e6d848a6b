import { randomUUID } from 'node:crypto';
import { BigIntType, Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/postgresql';
import { formatDocumentNumber, type TaxDocument, type TaxDocumentKind } from '@threadline/domain';
import { Order } from '../orders/order.entity.js';

export const TAX_DOCUMENT_KINDS: readonly TaxDocumentKind[] = ['TAX_INVOICE', 'BILL_OF_SUPPLY', 'CREDIT_NOTE'];

/** Which order line each of a document's lines is, and how many of its pieces: `pieces[i]` is `snapshot.lines[i]`. */
export interface DocumentPieces {
  orderLineId: string;
  quantity: number;
}

/**
 * A tax invoice, bill of supply or credit note as issued (issue 27). `snapshot` is the domain's
 * TaxDocument, written once and never changed: what the PDF, the e-mail and the monthly returns
 * print. The columns beside it are copies of what listings filter and sum on. A credit note names
 * the invoice it reverses (`invoice`); a document issued for a return or an exchange names the
 * return request (no foreign key here: the returns work adds it).
 */
@Entity({ tableName: 'tax_document' })
@Index({ name: 'tax_document_order_idx', properties: ['order', 'issuedAt'] })
export class TaxDocumentRecord {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Enum({ items: () => [...TAX_DOCUMENT_KINDS], type: 'text' })
  kind: TaxDocumentKind;

  /** e.g. 'TL/2627/000123'; unique. */
  @Property({ type: 'text', unique: 'tax_document_number_unique' })
  number: string;

  /** The numbering series ('TL' invoices, 'TLCN' credit notes). */
  @Property({ type: 'text' })
  series: string;

  /** The financial year's code, e.g. '2627'. */
  @Property({ type: 'text' })
  financialYear: string;

  @Property({ type: 'integer' })
  serial: number;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  issuedAt: Date;

  @ManyToOne(() => Order, { deleteRule: 'restrict' })
  order: Order;

  /** The invoice a credit note reverses; null on an invoice. */
  @ManyToOne(() => TaxDocumentRecord, { nullable: true, deleteRule: 'restrict' })
  invoice: TaxDocumentRecord | null;

  @Property({ type: 'uuid', nullable: true })
  returnRequestId: string | null;

  @Property({ type: 'json', columnType: 'jsonb' })
  snapshot: TaxDocument;

  @Property({ type: 'json', columnType: 'jsonb' })
  pieces: DocumentPieces[];

  @Property({ type: new BigIntType('number'), columnType: 'bigint' })
  taxablePaise: number;

  @Property({ type: new BigIntType('number'), columnType: 'bigint' })
  taxPaise: number;

  @Property({ type: new BigIntType('number'), columnType: 'bigint' })
  totalPaise: number;

  constructor(fields: {
    snapshot: TaxDocument;
    series: string;
    financialYear: string;
    serial: number;
    order: Order;
    invoice: TaxDocumentRecord | null;
    returnRequestId: string | null;
    pieces: DocumentPieces[];
  }) {
    const { snapshot } = fields;
    this.kind = snapshot.kind;
    this.number = snapshot.number;
    this.series = fields.series;
    this.financialYear = fields.financialYear;
    this.serial = fields.serial;
    this.issuedAt = new Date(snapshot.issuedAt);
    this.order = fields.order;
    this.invoice = fields.invoice;
    this.returnRequestId = fields.returnRequestId;
    this.snapshot = snapshot;
    this.pieces = fields.pieces;
    this.taxablePaise = snapshot.totals.taxablePaise;
    this.taxPaise = snapshot.totals.taxPaise;
    this.totalPaise = snapshot.totals.totalPaise;
  }

  /**
   * Gives a document built as a draft its serial in its series, and with it the number it and its
   * snapshot carry (domain's formatDocumentNumber). Done once, before the document is first written.
   */
  assignSerial(serial: number): void {
    this.serial = serial;
    this.number = formatDocumentNumber(this.series, this.financialYear, serial);
    this.snapshot = { ...this.snapshot, number: this.number };
  }
}

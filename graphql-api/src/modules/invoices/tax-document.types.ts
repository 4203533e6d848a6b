import { formatRateBps, TaxpayerKind, type DocumentLine, type DocumentTotals, type TaxDocument } from '@threadline/domain';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Money } from '../../shared/money.js';
import { IndianStateView } from '../store-details/store-details.types.js';
import type { TaxDocumentRecord } from './tax-document.entity.js';

// The GraphQL face of an issued tax document. Every value is read from the stored snapshot, never
// from the order or the catalogue, so the API says exactly what the PDF and the returns say.

export const TaxDocumentKind = {
  TAX_INVOICE: 'TAX_INVOICE',
  BILL_OF_SUPPLY: 'BILL_OF_SUPPLY',
  CREDIT_NOTE: 'CREDIT_NOTE',
} as const;

registerEnumType(TaxDocumentKind, {
  name: 'TaxDocumentKind',
  description: 'What a GST document is.',
  valuesConfig: {
    TAX_INVOICE: { description: 'A tax invoice (CGST Rule 46): issued when an order is dispatched by a store registered as a regular taxpayer.' },
    BILL_OF_SUPPLY: { description: 'A bill of supply (Rule 49): what a store under the composition scheme issues instead; it shows no tax.' },
    CREDIT_NOTE: { description: 'A credit note (Rule 53): reverses pieces of an invoice (the order rejected, canceled or returned), at the invoice’s rates.' },
  },
});

export const TaxSupplyType = {
  INTRA_STATE: 'INTRA_STATE',
  INTER_STATE: 'INTER_STATE',
  NO_TAX: 'NO_TAX',
} as const;
export type TaxSupplyType = (typeof TaxSupplyType)[keyof typeof TaxSupplyType];

registerEnumType(TaxSupplyType, {
  name: 'TaxSupplyType',
  description: 'Which taxes a document charges, by where the goods go.',
  valuesConfig: {
    INTRA_STATE: { description: 'Delivered inside the store’s state: CGST and SGST (or UTGST), half each; CGST takes an odd paisa.' },
    INTER_STATE: { description: 'Delivered to another state: IGST.' },
    NO_TAX: { description: 'A bill of supply: no tax is charged or shown.' },
  },
});

@ObjectType('TaxDocumentSeller', { description: 'The store, as the document names it on the day it was issued.' })
export class TaxDocumentSeller {
  @Field(() => String, { description: 'The legal name the GSTIN is registered to.' })
  legalName!: string;

  @Field(() => String, { description: 'The address, its lines joined by ", ".' })
  address!: string;

  @Field(() => [String], { description: 'The address, one printed line each.' })
  addressLines!: string[];

  @Field(() => IndianStateView, { description: 'The state the store is registered in.' })
  state!: IndianStateView;

  @Field(() => String, { description: 'Its name, e.g. "West Bengal".' })
  stateName!: string;

  @Field(() => String, { description: 'The store’s GSTIN.' })
  gstin!: string;

  @Field(() => TaxpayerKind, { description: 'Regular (a tax invoice) or composition scheme (a bill of supply).' })
  taxpayerKind!: TaxpayerKind;
}

@ObjectType('TaxDocumentBuyer', { description: 'Who the goods went to, as the document names them.' })
export class TaxDocumentBuyer {
  @Field(() => String, { description: 'The shopper’s name.' })
  name!: string;

  @Field(() => String, { description: 'The delivery address, its lines joined by ", ".' })
  address!: string;

  @Field(() => [String], { description: 'The delivery address, one printed line each.' })
  addressLines!: string[];

  @Field(() => IndianStateView, { description: 'The delivery address’s state (the place of supply).' })
  state!: IndianStateView;

  @Field(() => String, { description: 'Its name, e.g. "West Bengal".' })
  stateName!: string;

  @Field(() => String, { nullable: true, description: 'A registered buyer’s GSTIN, given at checkout; null for a consumer.' })
  gstin!: string | null;

  @Field(() => String, { nullable: true, description: 'The business name that comes with `gstin`; null for a consumer.' })
  businessName!: string | null;
}

@ObjectType('TaxDocumentLine', { description: 'One line of a tax document: some pieces of one order line, at one rate.' })
export class TaxDocumentLineView {
  @Field(() => String, { description: 'What was sold: the product’s title when it was sold.' })
  description: string;

  @Field(() => String, { description: 'The size, e.g. "M"; empty when none.' })
  size: string;

  @Field(() => String, { description: 'The HSN code of the product type when the document was issued.' })
  hsn: string;

  @Field(() => Int, { description: 'Pieces.' })
  quantity: number;

  @Field(() => Money, { description: 'One piece at its price before promotions, tax included.' })
  unitPrice: Money;

  @Field(() => Money, { description: 'What promotions took off these pieces: `unitPrice` × `quantity` − `total`.' })
  discount: Money;

  @Field(() => Money, { description: 'The value tax is charged on: `total` ÷ (1 + rate), to the paisa.' })
  taxableValue: Money;

  @Field(() => String, { description: 'The GST rate, e.g. "5%" or "18%"; "0%" on a bill of supply.' })
  rate: string;

  @Field(() => Money, { description: 'Central tax; zero on an inter-state supply.' })
  cgst: Money;

  @Field(() => Money, { description: 'State (or union territory) tax; zero on an inter-state supply.' })
  sgst: Money;

  @Field(() => Money, { description: 'Integrated tax; zero on a supply inside the store’s state.' })
  igst: Money;

  @Field(() => Money, { description: 'cgst + sgst + igst.' })
  tax: Money;

  @Field(() => Money, { description: 'What the buyer paid for these pieces, tax included: `taxableValue` + `tax`.' })
  total: Money;

  constructor(line: DocumentLine) {
    this.description = line.description;
    this.size = line.size;
    this.hsn = line.hsn;
    this.quantity = line.quantity;
    this.unitPrice = Money.ofPaise(line.unitPricePaise);
    this.discount = Money.ofPaise(line.discountPaise);
    this.taxableValue = Money.ofPaise(line.taxablePaise);
    this.rate = formatRateBps(line.rateBps);
    this.cgst = Money.ofPaise(line.cgstPaise);
    this.sgst = Money.ofPaise(line.sgstPaise);
    this.igst = Money.ofPaise(line.igstPaise);
    this.tax = Money.ofPaise(line.taxPaise);
    this.total = Money.ofPaise(line.totalPaise);
  }
}

@ObjectType('TaxDocumentTotals', { description: 'A tax document’s sums over its lines.' })
export class TaxDocumentTotalsView {
  @Field(() => Int, { description: 'Pieces.' })
  quantity: number;

  @Field(() => Money, { description: 'What promotions took off.' })
  discount: Money;

  @Field(() => Money, { description: 'The sum of the lines’ taxable values.' })
  taxableValue: Money;

  @Field(() => Money, { description: 'Central tax.' })
  cgst: Money;

  @Field(() => Money, { description: 'State (or union territory) tax.' })
  sgst: Money;

  @Field(() => Money, { description: 'Integrated tax.' })
  igst: Money;

  @Field(() => Money, { description: 'cgst + sgst + igst.' })
  tax: Money;

  @Field(() => Money, { description: 'The document’s value: taxableValue + tax.' })
  total: Money;

  constructor(totals: DocumentTotals) {
    this.quantity = totals.quantity;
    this.discount = Money.ofPaise(totals.discountPaise);
    this.taxableValue = Money.ofPaise(totals.taxablePaise);
    this.cgst = Money.ofPaise(totals.cgstPaise);
    this.sgst = Money.ofPaise(totals.sgstPaise);
    this.igst = Money.ofPaise(totals.igstPaise);
    this.tax = Money.ofPaise(totals.taxPaise);
    this.total = Money.ofPaise(totals.totalPaise);
  }
}

@ObjectType('TaxDocumentReference', { description: 'The invoice a credit note reverses.' })
export class TaxDocumentReference {
  @Field(() => String, { description: 'Its number.' })
  number!: string;

  @Field(() => String, { description: 'Its date, YYYY-MM-DD in IST.' })
  date!: string;
}

@ObjectType('TaxDocument', {
  description:
    'A GST tax invoice, bill of supply or credit note as it was issued: an immutable copy of what was sold and taxed, which no ' +
    'later product edit, price change or renamed store alters.',
})
export class TaxDocumentView {
  @Field(() => ID, { description: 'Stable unique id.' })
  id: string;

  @Field(() => TaxDocumentKind, { description: 'Invoice, bill of supply or credit note.' })
  kind: TaxDocument['kind'];

  @Field(() => String, { description: 'Its number in its series and financial year, e.g. "TL/2627/000123" (invoices) or "TLCN/2627/000004" (credit notes).' })
  number: string;

  @Field(() => Date, { description: 'When it was issued.' })
  issuedAt: Date;

  @Field(() => String, { description: 'Its date, YYYY-MM-DD on the Indian clock (IST): what it prints, and what decides its rates and financial year.' })
  date: string;

  @Field(() => IndianStateView, { description: 'The place of supply: the delivery address’s state.' })
  placeOfSupply: IndianStateView;

  @Field(() => TaxSupplyType, { description: 'Which taxes it charges.' })
  supplyType: TaxSupplyType;

  @Field(() => String, { description: 'The name of the state half of an intra-state tax: "SGST", or "UTGST" for a store in a union territory without a legislature.' })
  stateTaxName: string;

  @Field(() => TaxDocumentSeller, { description: 'The store.' })
  seller: TaxDocumentSeller;

  @Field(() => TaxDocumentBuyer, { description: 'The buyer.' })
  buyer: TaxDocumentBuyer;

  @Field(() => [TaxDocumentLineView], { description: 'Its lines, in the order’s order of lines.' })
  lines: TaxDocumentLineView[];

  @Field(() => TaxDocumentTotalsView, { description: 'Its sums.' })
  totals: TaxDocumentTotalsView;

  @Field(() => String, { description: 'The total in words, Indian numbering: "Rupees One Thousand Two Hundred Forty-Five and Fifty Paise Only".' })
  amountInWords: string;

  @Field(() => Boolean, { description: 'Whether the buyer pays the tax under reverse charge: always false for this store.' })
  reverseCharge: boolean;

  @Field(() => TaxDocumentReference, { nullable: true, description: 'A credit note’s invoice; null on an invoice.' })
  referencedInvoice: TaxDocumentReference | null;

  @Field(() => String, {
    description: 'Where its PDF is downloaded, relative to the store: /documents/<id>.pdf, for the order’s shopper (signed in) or an admin.',
  })
  pdfUrl: string;

  constructor(record: TaxDocumentRecord) {
    const doc = record.snapshot;
    this.id = record.id;
    this.kind = doc.kind;
    this.number = doc.number;
    this.issuedAt = new Date(doc.issuedAt);
    this.date = doc.date;
    this.placeOfSupply = { code: doc.placeOfSupply.code, name: doc.placeOfSupply.name };
    this.supplyType = doc.supplyType === 'intra-state' ? TaxSupplyType.INTRA_STATE : doc.supplyType === 'inter-state' ? TaxSupplyType.INTER_STATE : TaxSupplyType.NO_TAX;
    this.stateTaxName = doc.stateTax;
    this.seller = {
      legalName: doc.seller.legalName,
      address: doc.seller.addressLines.join(', '),
      addressLines: doc.seller.addressLines,
      state: { code: doc.seller.state.code, name: doc.seller.state.name },
      stateName: doc.seller.state.name,
      gstin: doc.seller.gstin,
      taxpayerKind: doc.seller.taxpayerKind,
    };
    this.buyer = {
      name: doc.buyer.name,
      address: doc.buyer.addressLines.join(', '),
      addressLines: doc.buyer.addressLines,
      state: { code: doc.buyer.state.code, name: doc.buyer.state.name },
      stateName: doc.buyer.state.name,
      gstin: doc.buyer.gstin,
      businessName: doc.buyer.businessName,
    };
    this.lines = doc.lines.map((line) => new TaxDocumentLineView(line));
    this.totals = new TaxDocumentTotalsView(doc.totals);
    this.amountInWords = doc.amountInWords;
    this.reverseCharge = doc.reverseCharge;
    this.referencedInvoice = doc.referencedInvoice ? { number: doc.referencedInvoice.number, date: doc.referencedInvoice.date } : null;
    this.pdfUrl = taxDocumentPdfPath(record.id);
  }
}

/** Where g-docs serves a document's PDF (GET /documents/:id.pdf), relative to the store's origin. */
export function taxDocumentPdfPath(id: string): string {
  return `/documents/${id}.pdf`;
}

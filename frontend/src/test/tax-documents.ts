// Tax documents as the API answers them, for mocked responses (issue 27). The figures are an
// invoice's own: one 5 % line of ₹1,299.00 inside West Bengal (taxable ₹1,237.14, CGST and SGST
// ₹30.93 each), as domain gst.ts splits it.
import { money } from './money';

const state = (code: string, name: string) => ({ __typename: 'IndianState', code, name });

/** The whole of a TaxDocument the storefront's fragments read; override what a test needs. */
export function taxDocument(fields: Record<string, unknown> = {}) {
  return {
    __typename: 'TaxDocument',
    id: 'doc-1',
    kind: 'TAX_INVOICE',
    number: 'TL/2627/000042',
    issuedAt: '2026-11-27T06:30:00.000Z',
    pdfUrl: '/documents/doc-1.pdf',
    supplyType: 'INTRA_STATE',
    stateTaxName: 'SGST',
    placeOfSupply: state('19', 'West Bengal'),
    buyer: { __typename: 'TaxDocumentBuyer', gstin: null, businessName: null },
    referencedInvoice: null,
    lines: [
      {
        __typename: 'TaxDocumentLine',
        description: 'Linen Polo',
        size: 'M',
        hsn: '6109',
        quantity: 1,
        taxableValue: money('1237.14'),
        rate: '5%',
        cgst: money('30.93'),
        sgst: money('30.93'),
        igst: money('0.00'),
        total: money('1299.00'),
      },
    ],
    totals: {
      __typename: 'TaxDocumentTotals',
      taxableValue: money('1237.14'),
      cgst: money('30.93'),
      sgst: money('30.93'),
      igst: money('0.00'),
      tax: money('61.86'),
      total: money('1299.00'),
    },
    ...fields,
  };
}

/** The credit note reversing `taxDocument()` in full. */
export function creditNote(fields: Record<string, unknown> = {}) {
  return taxDocument({
    id: 'doc-2',
    kind: 'CREDIT_NOTE',
    number: 'TLCN/2627/000007',
    issuedAt: '2026-11-28T06:30:00.000Z',
    pdfUrl: '/documents/doc-2.pdf',
    referencedInvoice: { __typename: 'TaxDocumentReference', number: 'TL/2627/000042' },
    ...fields,
  });
}

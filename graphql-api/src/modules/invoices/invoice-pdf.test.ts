import { buildCreditNote, buildTaxInvoice, formatRupees, type BuyerInput, type SaleLineInput, type SellerInput, type TaxDocument } from '@threadline/domain';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { formatDocumentDate, renderTaxDocumentPdf } from './invoice-pdf.js';

// Made-up GSTINs with correct check characters.
const STORE: SellerInput = {
  legalName: 'Threadline Apparel Private Limited',
  addressLines: ['Lane next to Guma Primary School', 'Guma, North 24 Parganas, West Bengal 743704'],
  stateCode: '19',
  gstin: '19AAACT1234F1ZO',
  taxpayerKind: 'REGULAR',
};
const KOLKATA: BuyerInput = { name: 'Ananya Sen', addressLines: ['14 Lake Road', 'Kolkata 700029'], stateCode: '19' };
const MUMBAI_SHOP: BuyerInput = {
  name: 'Rohan Mehta',
  businessName: 'Mehta Garments',
  gstin: '27AABCB5678K1Z9',
  addressLines: ['Shop 3, Linking Road', 'Bandra West, Mumbai 400050'],
  stateCode: '27',
};
const LINES: SaleLineInput[] = [
  { description: 'Round Neck Half Sleeve T-Shirt, Navy', size: 'M', hsn: '6109', quantity: 2, unitPricePaise: 79_900, paidPaise: 143_820 },
  { description: 'Sweatshirt Full Sleeve, Grey', size: 'L', hsn: '6110', quantity: 1, unitPricePaise: 299_900, paidPaise: 299_900 },
];
const ISSUED = new Date('2026-11-27T10:00:00Z');

function invoice(buyer: BuyerInput, seller: SellerInput = STORE, lines: SaleLineInput[] = LINES): TaxDocument {
  return buildTaxInvoice({ number: 'TL/2627/000123', issuedAt: ISSUED, seller, buyer, lines });
}

/** Every page's text as pdf.js (Firefox's reader) extracts it, whitespace collapsed. */
async function pdfText(pdf: Buffer): Promise<{ text: string; pages: number }> {
  const loaded = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= loaded.numPages; n += 1) {
    const content = await (await loaded.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await loaded.destroy();
  return { text: pages.join(' ').replace(/\s+/g, ' '), pages: loaded.numPages };
}

describe('the PDF of a tax document', () => {
  it('an intra-state invoice shows the number, date, GSTIN, each line\'s CGST and SGST, the ₹ totals and the amount in words', async () => {
    const pdf = await renderTaxDocumentPdf(invoice(KOLKATA));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, pages } = await pdfText(pdf);
    expect(pages).toBe(1);
    for (const expected of [
      'Tax Invoice',
      'TL/2627/000123',
      'Date: 27 Nov 2026',
      'Threadline Apparel Private Limited',
      'GSTIN: 19AAACT1234F1ZO',
      'Ananya Sen',
      'Place of supply West Bengal (19)',
      'Reverse charge No',
      // Line 1: taxable 1,369.71, CGST 34.25, SGST 34.24; line 2: 2,541.53, 228.74, 228.73.
      '6109 2 799.00 159.80 1,369.71 5% 34.25 34.24 1,438.20',
      '6110 1 2,999.00 0.00 2,541.53 18% 228.74 228.73 2,999.00',
      'Taxable value ₹3,911.24',
      'CGST ₹262.99',
      'SGST ₹262.97',
      'Total ₹4,437.20',
      'Rupees Four Thousand Four Hundred Thirty-Seven and Twenty Paise Only',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('IGST');
  });

  it('an inter-state invoice to a registered shop shows both GSTINs, the business name and IGST per line', async () => {
    const { text } = await pdfText(await renderTaxDocumentPdf(invoice(MUMBAI_SHOP)));
    for (const expected of [
      'GSTIN: 19AAACT1234F1ZO',
      'GSTIN: 27AABCB5678K1Z9',
      'Mehta Garments',
      'Place of supply Maharashtra (27)',
      'Inter-state (IGST)',
      '1,369.71 5% 68.49 1,438.20',
      '2,541.53 18% 457.47 2,999.00',
      'IGST ₹525.96',
      'Total ₹4,437.20',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('CGST');
  });

  it('a bill of supply carries the composition declaration and no tax', async () => {
    const { text } = await pdfText(await renderTaxDocumentPdf(invoice(KOLKATA, { ...STORE, taxpayerKind: 'COMPOSITION' })));
    expect(text).toContain('Bill of Supply');
    expect(text).toContain('Composition taxable person, not eligible to collect tax on supplies');
    expect(text).toContain('Total ₹4,437.20');
    expect(text).not.toMatch(/CGST|SGST|IGST|Taxable value/);
  });

  it('a credit note names the invoice it reverses', async () => {
    const note = buildCreditNote({ invoice: invoice(KOLKATA), number: 'TLCN/2627/000001', issuedAt: new Date('2026-11-29T04:00:00Z') });
    const { text } = await pdfText(await renderTaxDocumentPdf(note));
    expect(text).toContain('Credit Note');
    expect(text).toContain('TLCN/2627/000001');
    expect(text).toContain('Against invoice TL/2627/000123 of 27 Nov 2026');
    expect(text).toContain('Credit note total ₹4,437.20');
  });

  it('embeds Noto Sans (for ₹) and no standard font, and runs onto more pages with the table header repeated', async () => {
    const lines = Array.from({ length: 45 }, (_, i) => ({ ...LINES[i % 2]!, description: `Item number ${i + 1}` }));
    const pdf = await renderTaxDocumentPdf(invoice(KOLKATA, STORE, lines));
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Regular/);
    expect(raw).toContain('/FontFile2');
    expect(raw).not.toMatch(/\/BaseFont \/Helvetica/);
    const { text, pages } = await pdfText(pdf);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain('Item number 45');
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text.match(/# Item HSN Qty/g)).toHaveLength(pages);
  });

  it('keeps every amount of a crore-sized order whole: the table shrinks rather than wrap digits', async () => {
    const doc = invoice(MUMBAI_SHOP, STORE, [
      { description: 'Sweatshirt Full Sleeve, Grey', size: 'XXL', hsn: '6110', quantity: 1_000_000, unitPricePaise: 999_900, paidPaise: 999_000_000_000 },
    ]);
    const { text } = await pdfText(await renderTaxDocumentPdf(doc));
    const [line] = doc.lines;
    const plain = (paise: number): string => formatRupees(paise).replace('₹', '');
    expect(text).toContain(`${plain(line!.taxablePaise)} 18% ${plain(line!.igstPaise)} ${plain(line!.totalPaise)}`);
    expect(text).toContain(`Discount −${formatRupees(doc.totals.discountPaise)}`);
    expect(text).toContain(`Total ${formatRupees(doc.totals.totalPaise)}`);
    expect(text).toContain('Rupees Nine Hundred Ninety-Nine Crore Only');
  });

  it('renders the same document to the same bytes', async () => {
    const doc = invoice(MUMBAI_SHOP);
    expect((await renderTaxDocumentPdf(doc)).equals(await renderTaxDocumentPdf(doc))).toBe(true);
  });
});

describe('formatDocumentDate', () => {
  it.each([
    ['2026-11-27', '27 Nov 2026'],
    ['2027-03-31', '31 Mar 2027'],
    ['2027-04-01', '1 Apr 2027'],
  ])('%s → %s', (date, shown) => {
    expect(formatDocumentDate(date)).toBe(shown);
  });
});

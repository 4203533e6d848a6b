import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildCreditNote,
  buildTaxInvoice,
  TaxDocumentError,
  type BuyerInput,
  type SaleLineInput,
  type SellerInput,
  type TaxInvoiceInput,
} from './tax-invoice.js';
import { refundForPieces } from './returns.js';

// GSTINs with correct check characters (gstinCheckCharacter), made up for the tests.
const STORE_GSTIN = '19AAACT1234F1ZO';
const MUMBAI_SHOP_GSTIN = '27AABCB5678K1Z9';

const STORE: SellerInput = {
  legalName: 'Threadline Apparel Private Limited',
  addressLines: ['Lane next to Guma Primary School', 'Guma, North 24 Parganas, West Bengal 743704'],
  stateCode: '19',
  gstin: STORE_GSTIN,
  taxpayerKind: 'REGULAR',
};

const KOLKATA_SHOPPER: BuyerInput = {
  name: 'Ananya Sen',
  addressLines: ['14 Lake Road', 'Kolkata 700029'],
  stateCode: '19',
};

const MUMBAI_SHOP: BuyerInput = {
  name: 'Rohan Mehta',
  businessName: 'Mehta Garments',
  gstin: MUMBAI_SHOP_GSTIN.toLowerCase(),
  addressLines: ['Shop 3, Linking Road', 'Bandra West, Mumbai 400050'],
  stateCode: '27',
};

// A T-shirt line at 10 % off (per piece ₹719.10: 5 %) and a sweatshirt at ₹2,999 (above the
// band's ₹2,950 ceiling: 18 %). Hand-worked:
//   T-shirts: taxable = 1438.20 ÷ 1.05 = 1369.714… → 1369.71; tax 68.49 (odd paisa: CGST 34.25, SGST 34.24)
//   Sweatshirt: taxable = 2999.00 ÷ 1.18 = 2541.525… → 2541.53; tax 457.47 (CGST 228.74, SGST 228.73)
const LINES: SaleLineInput[] = [
  { description: 'Round Neck Half Sleeve T-Shirt, Navy', size: 'M', hsn: '6109', quantity: 2, unitPricePaise: 79_900, paidPaise: 143_820 },
  { description: 'Sweatshirt Full Sleeve, Grey', size: 'L', hsn: '6110', quantity: 1, unitPricePaise: 299_900, paidPaise: 299_900 },
];

const ISSUED = new Date('2026-11-27T10:00:00Z');

function invoice(overrides: Partial<TaxInvoiceInput> = {}) {
  return buildTaxInvoice({ number: 'TL/2627/000123', issuedAt: ISSUED, seller: STORE, buyer: KOLKATA_SHOPPER, lines: LINES, ...overrides });
}

describe('a tax invoice', () => {
  it.each([
    {
      name: 'intra-state (Kolkata): CGST and SGST halves, CGST taking the odd paisa',
      buyer: KOLKATA_SHOPPER,
      supplyType: 'intra-state',
      lines: [
        { rateBps: 500, taxablePaise: 136_971, cgstPaise: 3425, sgstPaise: 3424, igstPaise: 0, taxPaise: 6849, totalPaise: 143_820, discountPaise: 15_980 },
        { rateBps: 1800, taxablePaise: 254_153, cgstPaise: 22_874, sgstPaise: 22_873, igstPaise: 0, taxPaise: 45_747, totalPaise: 299_900, discountPaise: 0 },
      ],
      totals: { cgstPaise: 26_299, sgstPaise: 26_297, igstPaise: 0 },
    },
    {
      name: 'inter-state (Mumbai): IGST only',
      buyer: MUMBAI_SHOP,
      supplyType: 'inter-state',
      lines: [
        { rateBps: 500, taxablePaise: 136_971, cgstPaise: 0, sgstPaise: 0, igstPaise: 6849, taxPaise: 6849, totalPaise: 143_820, discountPaise: 15_980 },
        { rateBps: 1800, taxablePaise: 254_153, cgstPaise: 0, sgstPaise: 0, igstPaise: 45_747, taxPaise: 45_747, totalPaise: 299_900, discountPaise: 0 },
      ],
      totals: { cgstPaise: 0, sgstPaise: 0, igstPaise: 52_596 },
    },
  ])('$name', ({ buyer, supplyType, lines, totals }) => {
    const doc = invoice({ buyer });
    expect(doc.kind).toBe('TAX_INVOICE');
    expect(doc.supplyType).toBe(supplyType);
    expect(doc.placeOfSupply).toEqual({ code: buyer.stateCode, name: buyer.stateCode === '19' ? 'West Bengal' : 'Maharashtra' });
    expect(doc.lines).toMatchObject(lines);
    expect(doc.totals).toEqual({
      quantity: 3,
      grossPaise: 459_700,
      discountPaise: 15_980,
      taxablePaise: 391_124,
      taxPaise: 52_596,
      totalPaise: 443_720,
      ...totals,
    });
    expect(doc.amountInWords).toBe('Rupees Four Thousand Four Hundred Thirty-Seven and Twenty Paise Only');
    expect(doc.reverseCharge).toBe(false);
    expect(doc.byRate.map((row) => [row.rateBps, row.quantity, row.taxablePaise, row.taxPaise])).toEqual([
      [500, 2, 136_971, 6849],
      [1800, 1, 254_153, 45_747],
    ]);
  });

  it('copies the line as sold: description, size, HSN, quantity, unit price', () => {
    expect(invoice().lines[0]).toMatchObject({ description: 'Round Neck Half Sleeve T-Shirt, Navy', size: 'M', hsn: '6109', quantity: 2, unitPricePaise: 79_900 });
  });

  it('carries a registered buyer\'s GSTIN (upper-cased) and business name, and none for a consumer', () => {
    expect(invoice({ buyer: MUMBAI_SHOP }).buyer).toMatchObject({ gstin: MUMBAI_SHOP_GSTIN, businessName: 'Mehta Garments' });
    expect(invoice().buyer).toMatchObject({ gstin: null, businessName: null, state: { code: '19', name: 'West Bengal' } });
  });

  it.each([
    // The IST date decides the rate table: ₹1,200 a piece was 12 % until 21 September 2025 and is 5 % from the 22nd.
    { issuedAt: '2025-09-21T18:29:59.000Z', date: '2025-09-21', rateBps: 1200, taxablePaise: 107_143 },
    { issuedAt: '2025-09-21T18:30:00.000Z', date: '2025-09-22', rateBps: 500, taxablePaise: 114_286 },
    // 31 March 23:59:59 IST is still March; a minute later it is 1 April.
    { issuedAt: '2027-03-31T18:29:59.000Z', date: '2027-03-31', rateBps: 500, taxablePaise: 114_286 },
    { issuedAt: '2027-03-31T18:30:00.000Z', date: '2027-04-01', rateBps: 500, taxablePaise: 114_286 },
  ])('issued at $issuedAt is dated $date (IST) at $rateBps bps', ({ issuedAt, date, rateBps, taxablePaise }) => {
    const doc = invoice({
      issuedAt: new Date(issuedAt),
      lines: [{ description: 'Polo T-Shirt', size: 'S', hsn: '6109', quantity: 1, unitPricePaise: 120_000, paidPaise: 120_000 }],
    });
    expect(doc.issuedAt).toBe(issuedAt);
    expect(doc.date).toBe(date);
    expect(doc.lines[0]).toMatchObject({ rateBps, taxablePaise });
  });

  it('a discount that brings a piece under the band moves it to the lower rate', () => {
    const [full, discounted] = invoice({
      lines: [
        { description: 'Sweatshirt', size: 'XL', hsn: '6110', quantity: 1, unitPricePaise: 300_000, paidPaise: 300_000 },
        { description: 'Sweatshirt', size: 'XL', hsn: '6110', quantity: 1, unitPricePaise: 300_000, paidPaise: 262_500 },
      ],
    }).lines;
    expect(full).toMatchObject({ rateBps: 1800, discountPaise: 0 });
    expect(discounted).toMatchObject({ rateBps: 500, discountPaise: 37_500, taxablePaise: 250_000 });
  });

  it('keeps CGST + SGST = tax on every line and totals = Σ lines, over random carts', () => {
    const line = fc
      .record({ quantity: fc.integer({ min: 1, max: 50 }), unitPricePaise: fc.integer({ min: 100, max: 1_000_000 }), off: fc.integer({ min: 0, max: 100 }) })
      .map(({ quantity, unitPricePaise, off }) => ({
        description: 'T-Shirt',
        size: 'M',
        hsn: '6109',
        quantity,
        unitPricePaise,
        paidPaise: Math.floor((unitPricePaise * quantity * (100 - off)) / 100),
      }));
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 8 }), fc.constantFrom('19', '27'), (lines, stateCode) => {
        const doc = invoice({ lines, buyer: { ...KOLKATA_SHOPPER, stateCode } });
        for (const l of doc.lines) {
          expect(l.cgstPaise + l.sgstPaise + l.igstPaise).toBe(l.taxPaise);
          expect(l.taxablePaise + l.taxPaise).toBe(l.totalPaise);
          expect(l.cgstPaise - l.sgstPaise).toBeGreaterThanOrEqual(0);
          expect(l.cgstPaise - l.sgstPaise).toBeLessThanOrEqual(1);
        }
        const sum = (key: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'totalPaise') => doc.lines.reduce((s, l) => s + l[key], 0);
        expect(doc.totals).toMatchObject({ taxablePaise: sum('taxablePaise'), cgstPaise: sum('cgstPaise'), sgstPaise: sum('sgstPaise'), igstPaise: sum('igstPaise'), totalPaise: sum('totalPaise') });
        expect(doc.totals.grossPaise - doc.totals.discountPaise).toBe(doc.totals.totalPaise);
        expect(doc.byRate.reduce((s, r) => s + r.taxPaise, 0)).toBe(doc.totals.taxPaise);
      }),
      { numRuns: 300 },
    );
  });

  it('is plain data: it survives a JSON round trip unchanged (so it can be stored as issued)', () => {
    const doc = invoice({ buyer: MUMBAI_SHOP });
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
  });
});

describe('a bill of supply (composition scheme)', () => {
  it.each([
    { name: 'within West Bengal', buyer: KOLKATA_SHOPPER },
    { name: 'to a registered shop in Maharashtra', buyer: MUMBAI_SHOP },
  ])('$name: no tax, the whole price is the value', ({ buyer }) => {
    const doc = invoice({ seller: { ...STORE, taxpayerKind: 'COMPOSITION' }, buyer });
    expect(doc.kind).toBe('BILL_OF_SUPPLY');
    expect(doc.supplyType).toBe('none');
    for (const line of doc.lines) {
      expect(line).toMatchObject({ rateBps: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, taxPaise: 0, taxablePaise: line.totalPaise });
    }
    expect(doc.totals).toMatchObject({ taxPaise: 0, taxablePaise: 443_720, totalPaise: 443_720, discountPaise: 15_980 });
    expect(doc.byRate).toEqual([{ rateBps: 0, quantity: 3, taxablePaise: 443_720, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, taxPaise: 0, totalPaise: 443_720 }]);
  });
});

describe('a credit note', () => {
  const old = invoice({
    number: 'TL/2526/000042',
    issuedAt: new Date('2025-09-21T12:00:00Z'),
    lines: [{ description: 'Polo T-Shirt', size: 'S', hsn: '6109', quantity: 1, unitPricePaise: 120_000, paidPaise: 120_000 }],
  });

  it('reverses the invoice at its own rate, though the table changed since, and refers to it', () => {
    const note = buildCreditNote({ invoice: old, number: 'TLCN/2526/000001', issuedAt: new Date('2025-09-23T06:00:00Z') });
    expect(note.kind).toBe('CREDIT_NOTE');
    expect(note.date).toBe('2025-09-23');
    expect(note.referencedInvoice).toEqual({ number: 'TL/2526/000042', issuedAt: '2025-09-21T12:00:00.000Z', date: '2025-09-21', kind: 'TAX_INVOICE', totalPaise: 120_000 });
    expect(note.lines).toEqual(old.lines);
    expect(note.lines[0]).toMatchObject({ rateBps: 1200, taxablePaise: 107_143, cgstPaise: 6429, sgstPaise: 6428 });
    expect(note.totals).toEqual(old.totals);
    expect(note.buyer).toEqual(old.buyer);
    expect(note.seller).toEqual(old.seller);
  });

  it('reverses a bill of supply with no tax', () => {
    const bill = invoice({ seller: { ...STORE, taxpayerKind: 'COMPOSITION' } });
    const note = buildCreditNote({ invoice: bill, number: 'TLCN/2627/000001', issuedAt: new Date('2026-11-28T10:00:00Z') });
    expect(note.totals).toEqual(bill.totals);
    expect(note.referencedInvoice?.kind).toBe('BILL_OF_SUPPLY');
  });

  it.each([
    { name: 'a credit note of a credit note', make: () => buildCreditNote({ invoice: buildCreditNote({ invoice: old, number: 'TLCN/2526/000001', issuedAt: ISSUED }), number: 'TLCN/2526/000002', issuedAt: ISSUED }), message: /not to another credit note/ },
    { name: 'a note dated before its invoice', make: () => buildCreditNote({ invoice: old, number: 'TLCN/2526/000001', issuedAt: new Date('2025-09-20T00:00:00Z') }), message: /before its invoice/ },
    { name: 'the invoice\'s own number', make: () => buildCreditNote({ invoice: old, number: 'TL/2526/000042', issuedAt: ISSUED }), message: /its own number/ },
  ])('refuses $name', ({ make, message }) => {
    expect(make).toThrow(message);
  });
});

describe('a credit note of some pieces', () => {
  // Three T-shirts sold for ₹2,157.31 in all (₹719.11 a piece after discount: 5 %). Their shares,
  // largest remainder with the first piece taking the odd paisa: 719.11, 719.10, 719.10.
  // The invoice line: taxable 2157.31 ÷ 1.05 = 2054.580… → 2054.58; tax 102.73 (CGST 51.37, SGST 51.36).
  // Each note is the split of the pieces credited so far less the split of those before it:
  //   1st piece: 719.11 ÷ 1.05 = 684.866… → 684.87, tax 34.24 (17.12 + 17.12)
  //   2nd piece: up to 1438.21 ÷ 1.05 = 1369.723… → 1369.72, tax 68.49 (34.25 + 34.24); less the 1st: 684.85, tax 34.25 (17.13 + 17.12)
  //   3rd piece: the line less the first two: 684.86, tax 34.24 (17.12 + 17.12)
  const sold = invoice({
    lines: [
      { description: 'Round Neck Half Sleeve T-Shirt, Navy', size: 'M', hsn: '6109', quantity: 3, unitPricePaise: 79_900, paidPaise: 215_731 },
      LINES[1]!,
    ],
  });
  const note = (pieces: Parameters<typeof buildCreditNote>[0]['pieces'], serial = 1, doc = sold) =>
    buildCreditNote({ invoice: doc, number: `TLCN/2627/${String(serial).padStart(6, '0')}`, issuedAt: new Date('2026-12-01T06:00:00Z'), pieces });

  it('has the invoice line as hand-worked', () => {
    expect(sold.lines[0]).toMatchObject({ rateBps: 500, taxablePaise: 205_458, taxPaise: 10_273, cgstPaise: 5137, sgstPaise: 5136, totalPaise: 215_731 });
  });

  it.each([
    { alreadyCredited: 0, line: { totalPaise: 71_911, discountPaise: 7989, taxablePaise: 68_487, taxPaise: 3424, cgstPaise: 1712, sgstPaise: 1712 } },
    { alreadyCredited: 1, line: { totalPaise: 71_910, discountPaise: 7990, taxablePaise: 68_485, taxPaise: 3425, cgstPaise: 1713, sgstPaise: 1712 } },
    { alreadyCredited: 2, line: { totalPaise: 71_910, discountPaise: 7990, taxablePaise: 68_486, taxPaise: 3424, cgstPaise: 1712, sgstPaise: 1712 } },
  ])('credits one piece after $alreadyCredited at the invoice rate, worth its share of the line', ({ alreadyCredited, line }) => {
    const credit = note([{ line: 0, quantity: 1, alreadyCredited }]);
    expect(credit.lines).toHaveLength(1);
    expect(credit.lines[0]).toMatchObject({ quantity: 1, rateBps: 500, unitPricePaise: 79_900, igstPaise: 0, hsn: '6109', size: 'M', ...line });
    expect(credit.totals.totalPaise).toBe(line.totalPaise);
    expect(credit.referencedInvoice?.number).toBe(sold.number);
    // The refund of the same piece, by returns.ts's rule, is the same amount.
    expect(credit.totals.totalPaise).toBe(refundForPieces({ lineId: 'l', unitPaise: 79_900, quantity: 3, discountPaise: 23_969 }, alreadyCredited, 1));
  });

  it('credits pieces of several lines in one note, in the invoice\'s order of lines', () => {
    const credit = note([
      { line: 1, quantity: 1, alreadyCredited: 0 },
      { line: 0, quantity: 2, alreadyCredited: 0 },
    ]);
    expect(credit.lines.map((line) => [line.description, line.quantity, line.totalPaise])).toEqual([
      ['Round Neck Half Sleeve T-Shirt, Navy', 2, 143_821],
      ['Sweatshirt Full Sleeve, Grey', 1, 299_900],
    ]);
    expect(credit.lines[1]).toEqual(sold.lines[1]);
    expect(credit.totals.totalPaise).toBe(143_821 + 299_900);
    expect(credit.amountInWords).toBe('Rupees Four Thousand Four Hundred Thirty-Seven and Twenty-One Paise Only');
  });

  it('is the whole invoice when every piece is credited at once', () => {
    const whole = buildCreditNote({ invoice: sold, number: 'TLCN/2627/000001', issuedAt: new Date('2026-12-01T06:00:00Z') });
    expect(note([{ line: 0, quantity: 3, alreadyCredited: 0 }, { line: 1, quantity: 1, alreadyCredited: 0 }])).toEqual(whole);
    expect(whole.lines).toEqual(sold.lines);
  });

  it('adds up, note by note, to exactly the invoice line, for any lines and any way of sending pieces back', () => {
    const line = fc.record({ quantity: fc.integer({ min: 1, max: 12 }), unitPricePaise: fc.integer({ min: 100, max: 600_000 }), off: fc.double({ min: 0, max: 1, noNaN: true }) });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 4 }), fc.boolean(), fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 12 }), (specs, interState, batches) => {
        const doc = invoice({
          buyer: interState ? MUMBAI_SHOP : KOLKATA_SHOPPER,
          lines: specs.map((spec, index) => {
            const list = spec.unitPricePaise * spec.quantity;
            return { description: `Piece ${index}`, size: 'M', hsn: '6109', quantity: spec.quantity, unitPricePaise: spec.unitPricePaise, paidPaise: list - Math.floor(list * spec.off * 0.5) };
          }),
        });
        doc.lines.forEach((invoiced, index) => {
          const sums = { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, taxPaise: 0, totalPaise: 0 };
          let credited = 0;
          for (const batch of batches) {
            const quantity = Math.min(batch, invoiced.quantity - credited);
            if (quantity === 0) break;
            const credit = note([{ line: index, quantity, alreadyCredited: credited }], 1, doc).lines[0]!;
            expect(credit.cgstPaise + credit.sgstPaise + credit.igstPaise).toBe(credit.taxPaise);
            expect(credit.taxablePaise + credit.taxPaise).toBe(credit.totalPaise);
            expect(Math.min(credit.taxablePaise, credit.cgstPaise, credit.sgstPaise, credit.igstPaise, credit.taxPaise)).toBeGreaterThanOrEqual(0);
            expect(credit.rateBps).toBe(invoiced.rateBps);
            for (const key of Object.keys(sums) as Array<keyof typeof sums>) sums[key] += credit[key];
            credited += quantity;
          }
          if (credited < invoiced.quantity) {
            const rest = note([{ line: index, quantity: invoiced.quantity - credited, alreadyCredited: credited }], 1, doc).lines[0]!;
            for (const key of Object.keys(sums) as Array<keyof typeof sums>) sums[key] += rest[key];
          }
          expect(sums).toEqual({
            taxablePaise: invoiced.taxablePaise,
            cgstPaise: invoiced.cgstPaise,
            sgstPaise: invoiced.sgstPaise,
            igstPaise: invoiced.igstPaise,
            taxPaise: invoiced.taxPaise,
            totalPaise: invoiced.totalPaise,
          });
        });
      }),
      { numRuns: 300 },
    );
  });

  it('credits a bill of supply\'s pieces with no tax', () => {
    const bill = invoice({ seller: { ...STORE, taxpayerKind: 'COMPOSITION' }, lines: sold.lines.map((line) => ({ ...line, paidPaise: line.totalPaise })) });
    const credit = note([{ line: 0, quantity: 1, alreadyCredited: 1 }], 1, bill);
    expect(credit.supplyType).toBe('none');
    expect(credit.lines[0]).toMatchObject({ rateBps: 0, taxPaise: 0, taxablePaise: 71_910, totalPaise: 71_910 });
  });

  it.each([
    { name: 'no pieces', pieces: [], message: /at least one piece/ },
    { name: 'a line the invoice does not have', pieces: [{ line: 2, quantity: 1, alreadyCredited: 0 }], message: /no line 3/ },
    { name: 'a line twice', pieces: [{ line: 0, quantity: 1, alreadyCredited: 0 }, { line: 0, quantity: 1, alreadyCredited: 1 }], message: /credited twice/ },
    { name: 'no piece of a line', pieces: [{ line: 0, quantity: 0, alreadyCredited: 0 }], message: /whole number from 1/ },
    { name: 'a fraction of a piece', pieces: [{ line: 0, quantity: 1.5, alreadyCredited: 0 }], message: /whole number from 1/ },
    { name: 'a negative count credited before', pieces: [{ line: 0, quantity: 1, alreadyCredited: -1 }], message: /whole number from 0/ },
    { name: 'more pieces than the line has left', pieces: [{ line: 0, quantity: 2, alreadyCredited: 2 }], message: /only 1 of its 3 pieces are left/ },
    { name: 'a line already credited in full', pieces: [{ line: 1, quantity: 1, alreadyCredited: 1 }], message: /only 0 of its 1 pieces are left/ },
  ])('refuses $name', ({ pieces, message }) => {
    expect(() => note(pieces)).toThrow(TaxDocumentError);
    expect(() => note(pieces)).toThrow(message);
  });
});

describe('what no document is issued with', () => {
  it.each([
    { name: 'no store GSTIN', input: { seller: { ...STORE, gstin: null } }, message: /store's GSTIN is needed/ },
    { name: 'a store GSTIN with a typo', input: { seller: { ...STORE, gstin: '19AAACT1234F1ZP' } }, message: /does not match/ },
    { name: 'a store GSTIN of another state', input: { seller: { ...STORE, gstin: MUMBAI_SHOP_GSTIN } }, message: /registered in state 27/ },
    { name: 'a buyer GSTIN with a typo', input: { buyer: { ...MUMBAI_SHOP, gstin: '27AABCB5678K1Z8' } }, message: /buyer's GSTIN/ },
    { name: 'a buyer GSTIN without a business name', input: { buyer: { ...MUMBAI_SHOP, businessName: ' ' } }, message: /business name is missing/ },
    { name: 'an unknown delivery state', input: { buyer: { ...KOLKATA_SHOPPER, stateCode: '99' } }, message: /not a GST state code/ },
    { name: 'a number longer than 16 characters', input: { number: 'TL/2627/00000000123' }, message: /Rule 46\(b\)/ },
    { name: 'no lines', input: { lines: [] }, message: /at least one line/ },
    { name: 'a line paid above its list price', input: { lines: [{ ...LINES[1]!, paidPaise: 300_000 }] }, message: /more than the unit price/ },
    { name: 'a bad HSN code', input: { lines: [{ ...LINES[1]!, hsn: '61' }] }, message: /not a valid HSN/ },
    { name: 'a fractional paisa', input: { lines: [{ ...LINES[1]!, paidPaise: 100.5 }] }, message: /whole number of paise/ },
    { name: 'an invalid instant', input: { issuedAt: new Date('nonsense') }, message: /not a valid instant/ },
  ])('$name', ({ input, message }) => {
    expect(() => invoice(input as Partial<TaxInvoiceInput>)).toThrow(TaxDocumentError);
    expect(() => invoice(input as Partial<TaxInvoiceInput>)).toThrow(message);
  });
});

import { describe, expect, it } from 'vitest';
import { b2clLimitOn, gstr1Date, gstr1Files, gstr1Csv, type Gstr1File } from './gstr1.js';
import { buildCreditNote, buildTaxInvoice, type BuyerInput, type SaleLineInput, type SellerInput } from './tax-invoice.js';

// Made-up GSTINs with correct check characters.
const STORE: SellerInput = {
  legalName: 'Threadline Apparel Private Limited',
  addressLines: ['Guma, North 24 Parganas 743704'],
  stateCode: '19',
  gstin: '19AAACT1234F1ZO',
  taxpayerKind: 'REGULAR',
};
const address = ['1 Main Road'];
const KOLKATA_SHOP: BuyerInput = { name: 'Bina Das', businessName: 'Das & Sons, Garia', gstin: '19AADCB2230M1ZQ', addressLines: address, stateCode: '19' };
const MUMBAI_SHOP: BuyerInput = { name: 'Rohan Mehta', businessName: '=HYPERLINK("x")', gstin: '27AABCB5678K1Z9', addressLines: address, stateCode: '27' };
const KOLKATA: BuyerInput = { name: 'Ananya Sen', addressLines: address, stateCode: '19' };
const DELHI: BuyerInput = { name: 'Kabir Singh', addressLines: address, stateCode: '07' };
const CHENNAI: BuyerInput = { name: 'Meena Iyer', addressLines: address, stateCode: '33' };

const TSHIRT = (quantity = 1): SaleLineInput => ({ description: 'T-Shirt', size: 'M', hsn: '6109', quantity, unitPricePaise: 79_900, paidPaise: 79_900 * quantity });
const SWEATSHIRT = (quantity = 1): SaleLineInput => ({ description: 'Sweatshirt', size: 'L', hsn: '6110', quantity, unitPricePaise: 299_900, paidPaise: 299_900 * quantity });
const POLO: SaleLineInput = { description: 'Polo', size: 'S', hsn: '6109', quantity: 1, unitPricePaise: 129_900, paidPaise: 129_900 };

let serial = 0;
function invoice(buyer: BuyerInput, lines: SaleLineInput[], issuedAt = '2026-11-10T06:00:00Z') {
  serial += 1;
  return buildTaxInvoice({ number: `TL/2627/${String(serial).padStart(6, '0')}`, issuedAt: new Date(issuedAt), seller: STORE, buyer, lines });
}
let noteSerial = 0;
function note(of: ReturnType<typeof invoice>, issuedAt = '2026-11-20T06:00:00Z') {
  noteSerial += 1;
  return buildCreditNote({ invoice: of, number: `TLCN/2627/${String(noteSerial).padStart(6, '0')}`, issuedAt: new Date(issuedAt) });
}

// November 2026. Per piece (hand-worked, tax-inclusive): T-shirt ₹799 → 5 %, taxable 760.95;
// polo ₹1,299 → 5 %, 1237.14; sweatshirt ₹2,999 → 18 %, 2541.53; 50 sweatshirts → 127076.27.
const b2bIntra = invoice(KOLKATA_SHOP, [TSHIRT(), SWEATSHIRT()]); // TL/2627/000001
const b2bInter = invoice(MUMBAI_SHOP, [TSHIRT()]); // 000002
const kolkata = invoice(KOLKATA, [TSHIRT()]); // 000003
const delhi = invoice(DELHI, [POLO]); // 000004
const chennaiBulk = invoice(CHENNAI, [SWEATSHIRT(50)]); // 000005: ₹1,49,950 inter-state, unregistered → B2CL
const october = invoice(KOLKATA, [TSHIRT(2)], '2026-10-15T06:00:00Z'); // 000006, last month: 1521.90
const documents = [
  b2bIntra,
  b2bInter,
  kolkata,
  delhi,
  chennaiBulk,
  note(october), // TLCN/2627/000001 → nets B2CS West Bengal 5 %
  note(b2bInter), // 000002 → CDNR
  note(chennaiBulk), // 000003 → CDNUR
];

function file(files: Gstr1File[], name: string): Gstr1File {
  const found = files.find((f) => f.name === name);
  if (!found) throw new Error(`no ${name}`);
  return found;
}

describe('GSTR-1 files for a month', () => {
  const files = gstr1Files('2026-11', documents);

  it('returns every section, each with its header, in the offline tool\'s order', () => {
    expect(files.map((f) => f.name)).toEqual(['b2b.csv', 'b2cl.csv', 'b2cs.csv', 'cdnr.csv', 'cdnur.csv', 'hsn(b2b).csv', 'hsn(b2c).csv', 'docs.csv']);
    expect(file(files, 'b2b.csv').header).toEqual([
      'GSTIN/UIN of Recipient', 'Receiver Name', 'Invoice Number', 'Invoice date', 'Invoice Value', 'Place Of Supply',
      'Reverse Charge', 'Applicable % of Tax Rate', 'Invoice Type', 'E-Commerce GSTIN', 'Rate', 'Taxable Value', 'Cess Amount',
    ]);
  });

  it('B2B: one row per registered buyer\'s invoice and rate', () => {
    expect(file(files, 'b2b.csv').rows).toEqual([
      ['19AADCB2230M1ZQ', 'Das & Sons, Garia', 'TL/2627/000001', '10-Nov-2026', '3798.00', '19-West Bengal', 'N', '', 'Regular B2B', '', '5', '760.95', ''],
      ['19AADCB2230M1ZQ', 'Das & Sons, Garia', 'TL/2627/000001', '10-Nov-2026', '3798.00', '19-West Bengal', 'N', '', 'Regular B2B', '', '18', '2541.53', ''],
      ['27AABCB5678K1Z9', `'=HYPERLINK("x")`, 'TL/2627/000002', '10-Nov-2026', '799.00', '27-Maharashtra', 'N', '', 'Regular B2B', '', '5', '760.95', ''],
    ]);
  });

  it('B2CL: the inter-state unregistered invoice above ₹1,00,000', () => {
    expect(file(files, 'b2cl.csv').rows).toEqual([['TL/2627/000005', '10-Nov-2026', '149950.00', '33-Tamil Nadu', '', '18', '127076.27', '', '']]);
  });

  it('B2CS: by place of supply and rate, net of credit notes against B2CS invoices (negative when credit exceeds sales)', () => {
    expect(file(files, 'b2cs.csv').rows).toEqual([
      ['OE', '07-Delhi', '', '5', '1237.14', '', ''],
      // 760.95 sold in November − 1521.90 credited against October's invoice.
      ['OE', '19-West Bengal', '', '5', '-760.95', '', ''],
    ]);
  });

  it('CDNR and CDNUR: credit notes to registered buyers, and against B2CL invoices', () => {
    expect(file(files, 'cdnr.csv').rows).toEqual([
      ['27AABCB5678K1Z9', `'=HYPERLINK("x")`, 'TLCN/2627/000002', '20-Nov-2026', 'C', '27-Maharashtra', 'N', 'Regular B2B', '799.00', '', '5', '760.95', ''],
    ]);
    expect(file(files, 'cdnur.csv').rows).toEqual([['B2CL', 'TLCN/2627/000003', '20-Nov-2026', 'C', '33-Tamil Nadu', '149950.00', '', '18', '127076.27', '']]);
  });

  it('HSN summaries, B2B and B2C, net of credit notes, with the tax summed from the invoices', () => {
    // B2B: the Kolkata shop's T-shirt (CGST 19.03 + SGST 19.02) and sweatshirt; the Mumbai shop's T-shirt is credited back.
    expect(file(files, 'hsn(b2b).csv').rows).toEqual([
      ['6109', 'T-shirts, singlets and other vests, knitted or crocheted', 'PCS-PIECES', '1', '799.00', '5', '760.95', '0.00', '19.03', '19.02', ''],
      ['6110', 'Jerseys, pullovers, cardigans, waistcoats and similar articles, knitted or crocheted', 'PCS-PIECES', '1', '2999.00', '18', '2541.53', '0.00', '228.74', '228.73', ''],
    ]);
    // B2C 6109: Kolkata T-shirt + Delhi polo − October's two T-shirts. 6110's 50 sweatshirts, sold
    // and credited in the month, net to nothing and leave no row.
    expect(file(files, 'hsn(b2c).csv').rows).toEqual([
      ['6109', 'T-shirts, singlets and other vests, knitted or crocheted', 'PCS-PIECES', '0', '500.00', '5', '476.19', '61.86', '-19.02', '-19.03', ''],
    ]);
  });

  it('documents issued: the range of each series', () => {
    expect(file(files, 'docs.csv').rows).toEqual([
      ['Invoices for outward supply', 'TL/2627/000001', 'TL/2627/000005', '5', '0'],
      ['Credit Note', 'TLCN/2627/000001', 'TLCN/2627/000003', '3', '0'],
    ]);
  });

  it('writes RFC 4180 CSV: quotes around commas and quotes, CRLF line ends', () => {
    const csv = gstr1Csv(file(files, 'b2b.csv'));
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('GSTIN/UIN of Recipient,Receiver Name,Invoice Number,Invoice date,Invoice Value,Place Of Supply,Reverse Charge,Applicable % of Tax Rate,Invoice Type,E-Commerce GSTIN,Rate,Taxable Value,Cess Amount');
    expect(lines[1]).toBe('19AADCB2230M1ZQ,"Das & Sons, Garia",TL/2627/000001,10-Nov-2026,3798.00,19-West Bengal,N,,Regular B2B,,5,760.95,');
    expect(lines[3]).toBe(`27AABCB5678K1Z9,"'=HYPERLINK(""x"")",TL/2627/000002,10-Nov-2026,799.00,27-Maharashtra,N,,Regular B2B,,5,760.95,`);
    expect(lines).toHaveLength(5);
    expect(lines[4]).toBe('');
  });

  it('an empty month gives every file with only its header', () => {
    const empty = gstr1Files('2026-12', []);
    expect(empty).toHaveLength(8);
    for (const f of empty) expect(f.rows).toEqual([]);
  });
});

describe('what a GSTR-1 export refuses', () => {
  const bill = buildTaxInvoice({
    number: 'TL/2627/000900',
    issuedAt: new Date('2026-11-10T06:00:00Z'),
    seller: { ...STORE, taxpayerKind: 'COMPOSITION' },
    buyer: KOLKATA,
    lines: [TSHIRT()],
  });
  it.each([
    { name: 'a bill of supply', month: '2026-11', docs: [bill], message: /bill of supply/ },
    { name: 'a credit note of a bill of supply', month: '2026-11', docs: [note(bill)], message: /bill of supply/ },
    // 30 November 18:30 UTC is 1 December 00:00 IST.
    { name: 'a document of the next month by IST', month: '2026-11', docs: [invoice(KOLKATA, [TSHIRT()], '2026-11-30T18:30:00Z')], message: /outside 2026-11/ },
    { name: 'a document listed twice', month: '2026-11', docs: [kolkata, kolkata], message: /listed twice/ },
    { name: 'a month that is not YYYY-MM', month: '2026-13', docs: [], message: /YYYY-MM/ },
  ])('$name', ({ month, docs, message }) => {
    expect(() => gstr1Files(month, docs)).toThrow(message);
  });

  it('keeps 30 November 23:59 IST in November', () => {
    const late = invoice(KOLKATA, [TSHIRT()], '2026-11-30T18:29:00Z');
    expect(() => gstr1Files('2026-11', [late])).not.toThrow();
  });
});

describe('B2CL limit and dates', () => {
  it.each([
    ['2024-07-31', 25_000_000],
    ['2024-08-01', 10_000_000],
    ['2026-11-10', 10_000_000],
  ])('on %s an invoice above %i paise is B2CL', (date, limit) => {
    expect(b2clLimitOn(date)).toBe(limit);
  });

  it('exactly ₹1,00,000 inter-state is still B2CS; a paisa more is B2CL', () => {
    const line = (paid: number): SaleLineInput => ({ description: 'Lot', size: '', hsn: '6109', quantity: 200, unitPricePaise: 60_000, paidPaise: paid });
    const files = gstr1Files('2026-11', [invoice(DELHI, [line(10_000_000)]), invoice(DELHI, [line(10_000_001)])]);
    expect(file(files, 'b2cs.csv').rows).toHaveLength(1);
    expect(file(files, 'b2cl.csv').rows).toHaveLength(1);
  });

  it('writes dates as dd-MMM-yyyy', () => {
    expect(gstr1Date('2026-04-01')).toBe('01-Apr-2026');
  });
});

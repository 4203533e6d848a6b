// A tax document (domain/tax-invoice.ts) as an A4 PDF: what the shopper downloads, the admin
// prints and the dispatch e-mail attaches. It only lays out the frozen snapshot: no amount is
// computed here, so the PDF always says what the stored document says.
//
// Why these choices:
// - pdfkit draws the page from code on the server, with no browser and no native module (it is
//   pure JavaScript over fontkit), and embeds a subset of a TrueType font with a ToUnicode map,
//   so the text can be searched, copied and read back in tests.
// - The font is Noto Sans from @expo-google-fonts/noto-sans: Google Fonts' complete static TTFs,
//   which hold the rupee sign (U+20B9). The 14 standard PDF fonts have no ₹, and the WOFF files
//   of @fontsource/noto-sans are split by script: ₹ sits in the latin-ext file, the digits in the
//   latin one, so "₹1,299.00" would need two fonts inside one word. The files are read from
//   node_modules once; nothing is fetched at run time.
// - Readable on a phone: a phone shows an A4 page zoomed to its width, so the hierarchy is one
//   column of blocks (who, to whom, what, how much), body text at 9–10 pt, and the table's item
//   column wraps while every amount column is as wide as its widest amount (never wrapped).

import fs from 'node:fs';
import { createRequire } from 'node:module';
import {
  COMPOSITION_DECLARATION,
  formatRateBps,
  formatRupees,
  TAX_DOCUMENT_TITLES,
  type DocumentLine,
  type DocumentState,
  type IstDate,
  type TaxDocument,
} from '@threadline/domain';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);

const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
} as const;

type Face = 'regular' | 'bold';
let parsedFonts: Record<Face, fontkit.Font> | undefined;

/**
 * The two faces, read and parsed once per process and shared by every document: pdfkit 0.20
 * takes a fontkit font as well as a file (its PDFFontFactory.open), and a shared font keeps its
 * glyph and layout caches warm, which cut a one-line invoice from about 280 ms to under 100 ms
 * here. Each document still makes its own subset, so only the glyphs it uses are embedded.
 */
function fonts(): Record<Face, fontkit.Font> {
  const parse = (file: string): fontkit.Font => {
    const font = fontkit.create(fs.readFileSync(require.resolve(file)));
    if (!('layout' in font)) throw new Error(`${file} is a font collection, not one font`);
    return font;
  };
  parsedFonts ??= { regular: parse(FONT_FILES.regular), bold: parse(FONT_FILES.bold) };
  return parsedFonts;
}

type Doc = PDFKit.PDFDocument;

const MARGIN = 40;
const A4_WIDTH = 595.28;
const A4_HEIGHT = 841.89;
const CONTENT_WIDTH = A4_WIDTH - 2 * MARGIN;
/** Room kept at the foot of every page for the page footer. */
const FOOTER_SPACE = 28;
const PAGE_BOTTOM = A4_HEIGHT - MARGIN - FOOTER_SPACE;

const INK = '#1a1a1a';
const MUTED = '#5a5a5a';
const RULE = '#c8c8c8';
const SHADE = '#f0f0f0';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11-27' → '27 Nov 2026': the month in letters, so no reader mistakes day for month. */
export function formatDocumentDate(date: IstDate): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/** Amounts inside the table: Indian grouping without the sign, which the caption carries once. */
function amount(paise: number): string {
  return formatRupees(paise).replace('₹', '');
}

function stateText(state: DocumentState): string {
  return `${state.name} (${state.code})`;
}

interface Column {
  header: string;
  align: 'left' | 'right';
  cell: (line: DocumentLine, index: number) => string;
  /** The item column takes what the others leave. */
  flexible?: true;
}

function columnsFor(document: TaxDocument): Column[] {
  const item: Column = { header: 'Item', align: 'left', flexible: true, cell: (line) => line.description };
  const head: Column[] = [
    { header: '#', align: 'right', cell: (_line, index) => String(index + 1) },
    item,
    { header: 'HSN', align: 'left', cell: (line) => line.hsn },
    { header: 'Qty', align: 'right', cell: (line) => String(line.quantity) },
    { header: 'Unit price', align: 'right', cell: (line) => amount(line.unitPricePaise) },
    { header: 'Discount', align: 'right', cell: (line) => amount(line.discountPaise) },
  ];
  const total: Column = { header: 'Total', align: 'right', cell: (line) => amount(line.totalPaise) };
  if (document.supplyType === 'none') return [...head, total];
  const taxable: Column = { header: 'Taxable value', align: 'right', cell: (line) => amount(line.taxablePaise) };
  const rate: Column = { header: 'Rate', align: 'right', cell: (line) => formatRateBps(line.rateBps) };
  if (document.supplyType === 'inter-state') {
    return [...head, taxable, rate, { header: 'IGST', align: 'right', cell: (line) => amount(line.igstPaise) }, total];
  }
  return [
    ...head,
    taxable,
    rate,
    { header: 'CGST', align: 'right', cell: (line) => amount(line.cgstPaise) },
    { header: document.stateTax, align: 'right', cell: (line) => amount(line.sgstPaise) },
    total,
  ];
}

const CELL_PAD = 3;
const MIN_ITEM_WIDTH = 110;

class Renderer {
  private y = MARGIN;

  constructor(
    private readonly pdf: Doc,
    private readonly document: TaxDocument,
  ) {}

  private font(face: Face, size: number, color = INK): this {
    this.pdf.font(face).fontSize(size).fillColor(color);
    return this;
  }

  /** Text at (x, this.y) in `width`; returns its height without moving this.y. */
  private put(text: string, x: number, width: number, align: 'left' | 'right' | 'center' = 'left'): number {
    this.pdf.text(text, x, this.y, { width, align, lineGap: 1 });
    return this.pdf.heightOfString(text, { width, lineGap: 1 });
  }

  private line(text: string, x: number, width: number, align: 'left' | 'right' = 'left'): void {
    this.y += this.put(text, x, width, align);
  }

  private rule(gapBefore = 6, gapAfter = 8): void {
    this.y += gapBefore;
    this.pdf.moveTo(MARGIN, this.y).lineTo(MARGIN + CONTENT_WIDTH, this.y).lineWidth(0.6).strokeColor(RULE).stroke();
    this.y += gapAfter;
  }

  /** Starts a new page when `height` does not fit on this one. */
  private need(height: number): boolean {
    if (this.y + height <= PAGE_BOTTOM) return false;
    this.pdf.addPage();
    this.y = MARGIN;
    return true;
  }

  render(): void {
    this.heading();
    this.parties();
    this.table();
    this.totals();
    this.rateSummary();
    this.closing();
    this.footers();
  }

  private heading(): void {
    const { document: d } = this;
    const rightWidth = 210;
    const leftWidth = CONTENT_WIDTH - rightWidth - 16;
    const rightX = MARGIN + CONTENT_WIDTH - rightWidth;
    const top = this.y;

    this.font('bold', 20).line(TAX_DOCUMENT_TITLES[d.kind], rightX, rightWidth, 'right');
    this.y += 2;
    this.font('bold', 11).line(d.number, rightX, rightWidth, 'right');
    this.font('regular', 10).line(`Date: ${formatDocumentDate(d.date)}`, rightX, rightWidth, 'right');
    if (d.referencedInvoice) {
      this.y += 2;
      this.font('regular', 9, MUTED).line(
        `Against invoice ${d.referencedInvoice.number} of ${formatDocumentDate(d.referencedInvoice.date)}`,
        rightX,
        rightWidth,
        'right',
      );
    }
    const rightBottom = this.y;

    this.y = top;
    this.font('bold', 14).line(d.seller.legalName, MARGIN, leftWidth);
    this.y += 2;
    this.font('regular', 9.5);
    for (const text of d.seller.addressLines) this.line(text, MARGIN, leftWidth);
    this.line(`State: ${stateText(d.seller.state)}`, MARGIN, leftWidth);
    this.y += 2;
    this.font('bold', 10).line(`GSTIN: ${d.seller.gstin}`, MARGIN, leftWidth);
    this.y = Math.max(this.y, rightBottom);

    if (d.kind === 'BILL_OF_SUPPLY' || d.seller.taxpayerKind === 'COMPOSITION') {
      this.y += 6;
      this.font('bold', 9.5).line(COMPOSITION_DECLARATION, MARGIN, CONTENT_WIDTH);
    }
    this.rule();
  }

  private parties(): void {
    const { document: d } = this;
    const gap = 20;
    const half = (CONTENT_WIDTH - gap) / 2;
    const rightX = MARGIN + half + gap;
    const top = this.y;

    this.font('bold', 8, MUTED).line('BILL TO / SHIP TO', MARGIN, half);
    this.y += 2;
    if (d.buyer.businessName) this.font('bold', 10.5).line(d.buyer.businessName, MARGIN, half);
    this.font(d.buyer.businessName ? 'regular' : 'bold', d.buyer.businessName ? 9.5 : 10.5).line(d.buyer.name, MARGIN, half);
    this.font('regular', 9.5);
    for (const text of d.buyer.addressLines) this.line(text, MARGIN, half);
    this.line(`State: ${stateText(d.buyer.state)}`, MARGIN, half);
    if (d.buyer.gstin) this.font('bold', 10).line(`GSTIN: ${d.buyer.gstin}`, MARGIN, half);
    const leftBottom = this.y;

    this.y = top;
    this.font('bold', 8, MUTED).line('SUPPLY', rightX, half);
    this.y += 2;
    const rows: [string, string][] = [
      ['Place of supply', stateText(d.placeOfSupply)],
      ['Supply', d.supplyType === 'none' ? 'No tax charged' : d.supplyType === 'intra-state' ? `Intra-state (CGST + ${d.stateTax})` : 'Inter-state (IGST)'],
      ['Reverse charge', d.reverseCharge ? 'Yes' : 'No'],
    ];
    for (const [label, value] of rows) {
      const labelWidth = 88;
      this.font('regular', 9.5, MUTED).put(label, rightX, labelWidth);
      this.font('regular', 9.5).line(value, rightX + labelWidth, half - labelWidth);
    }
    this.y = Math.max(this.y, leftBottom);
    this.rule(10, 10);
  }

  private table(): void {
    const { pdf, document: d } = this;
    const columns = columnsFor(d);
    // The largest size (9 pt down to 7 pt) at which every amount column fits beside an item column
    // of at least MIN_ITEM_WIDTH: a crore-sized line shrinks the table rather than wrap digits.
    let size = 9;
    let widths: number[] = [];
    for (; size >= 7; size -= 0.5) {
      widths = columns.map((column) => {
        if (column.flexible) return 0;
        pdf.font('bold').fontSize(size);
        const headerWidth = Math.max(...column.header.split(' ').map((word) => pdf.widthOfString(word)));
        pdf.font('regular').fontSize(size);
        const cellWidth = Math.max(0, ...d.lines.map((line, index) => pdf.widthOfString(column.cell(line, index))));
        return Math.ceil(Math.max(headerWidth, cellWidth)) + 2 * CELL_PAD + 1;
      });
      if (CONTENT_WIDTH - widths.reduce((a, b) => a + b, 0) >= MIN_ITEM_WIDTH) break;
    }
    const itemIndex = columns.findIndex((column) => column.flexible);
    widths[itemIndex] = Math.max(MIN_ITEM_WIDTH, CONTENT_WIDTH - widths.reduce((a, b) => a + b, 0));
    const xs = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((a, b) => a + b, 0));

    this.font('regular', 8, MUTED).line('Amounts in ₹ (Indian rupees), tax included in unit price, discount and total', MARGIN, CONTENT_WIDTH);
    this.y += 4;

    const header = (): void => {
      pdf.font('bold').fontSize(size);
      const height = Math.max(...columns.map((c, i) => pdf.heightOfString(c.header, { width: (widths[i] ?? 0) - 2 * CELL_PAD }))) + 2 * CELL_PAD;
      pdf.rect(MARGIN, this.y, CONTENT_WIDTH, height).fill(SHADE);
      this.font('bold', size);
      columns.forEach((c, i) => {
        pdf.text(c.header, (xs[i] ?? 0) + CELL_PAD, this.y + CELL_PAD, { width: (widths[i] ?? 0) - 2 * CELL_PAD, align: c.align });
      });
      this.y += height;
    };

    header();
    d.lines.forEach((line, index) => {
      const cells = columns.map((c) => c.cell(line, index));
      const detail = line.size ? `Size ${line.size}` : '';
      const itemWidth = (widths[itemIndex] ?? 0) - 2 * CELL_PAD;
      pdf.font('regular').fontSize(size);
      let height = Math.max(...cells.map((text, i) => pdf.heightOfString(text, { width: (widths[i] ?? 0) - 2 * CELL_PAD })));
      const detailHeight = detail ? pdf.fontSize(size - 0.5).heightOfString(detail, { width: itemWidth }) : 0;
      pdf.font('bold').fontSize(size);
      height = Math.max(height, pdf.heightOfString(line.description, { width: itemWidth }) + detailHeight) + 2 * CELL_PAD;
      if (this.need(height)) header();

      columns.forEach((c, i) => {
        const x = (xs[i] ?? 0) + CELL_PAD;
        const width = (widths[i] ?? 0) - 2 * CELL_PAD;
        if (c.flexible) {
          this.font('bold', size);
          pdf.text(line.description, x, this.y + CELL_PAD, { width });
          if (detail) this.font('regular', size - 0.5, MUTED).pdf.text(detail, x, pdf.y, { width });
        } else {
          this.font('regular', size);
          pdf.text(cells[i] ?? '', x, this.y + CELL_PAD, { width, align: c.align });
        }
      });
      this.y += height;
      pdf.moveTo(MARGIN, this.y).lineTo(MARGIN + CONTENT_WIDTH, this.y).lineWidth(0.4).strokeColor(RULE).stroke();
    });
    this.y += 10;
  }

  private totals(): void {
    const { document: d } = this;
    const t = d.totals;
    const rows: [string, string][] = [[`Value at list price (${t.quantity} ${t.quantity === 1 ? 'piece' : 'pieces'})`, formatRupees(t.grossPaise)]];
    if (t.discountPaise) rows.push(['Discount', `−${formatRupees(t.discountPaise)}`]);
    if (d.supplyType !== 'none') {
      rows.push(['Taxable value', formatRupees(t.taxablePaise)]);
      if (d.supplyType === 'intra-state') {
        rows.push(['CGST', formatRupees(t.cgstPaise)], [d.stateTax, formatRupees(t.sgstPaise)]);
      } else {
        rows.push(['IGST', formatRupees(t.igstPaise)]);
      }
    }
    const total = formatRupees(t.totalPaise);
    // The amounts' column is as wide as the widest amount (the bold total), so no amount wraps.
    this.font('bold', 12);
    let widest = this.pdf.widthOfString(total);
    this.font('regular', 9.5);
    for (const [, value] of rows) widest = Math.max(widest, this.pdf.widthOfString(value));
    const valueWidth = Math.max(100, Math.ceil(widest) + 4);
    const width = Math.min(CONTENT_WIDTH, valueWidth + 170);
    const x = MARGIN + CONTENT_WIDTH - width;
    this.need(rows.length * 14 + 60);
    for (const [label, value] of rows) {
      this.font('regular', 9.5, MUTED).put(label, x, width - valueWidth);
      this.font('regular', 9.5).line(value, x + width - valueWidth, valueWidth, 'right');
      this.y += 1;
    }
    this.y += 3;
    this.pdf.moveTo(x, this.y).lineTo(x + width, this.y).lineWidth(0.8).strokeColor(INK).stroke();
    this.y += 5;
    const label = d.kind === 'CREDIT_NOTE' ? 'Credit note total' : 'Total';
    this.font('bold', 12).put(label, x, width - valueWidth);
    this.font('bold', 12).line(total, x + width - valueWidth, valueWidth, 'right');
    this.y += 8;
    this.font('regular', 8, MUTED).line('Amount in words', MARGIN, CONTENT_WIDTH);
    this.font('bold', 10).line(d.amountInWords, MARGIN, CONTENT_WIDTH);
    this.rule(8, 8);
  }

  /** The tax by rate, as GSTR-1 reports it; a bill of supply has none. */
  private rateSummary(): void {
    const { pdf, document: d } = this;
    if (d.supplyType === 'none') return;
    const intra = d.supplyType === 'intra-state';
    const headers = intra ? ['Rate', 'Taxable value', 'CGST', d.stateTax, 'Total tax'] : ['Rate', 'Taxable value', 'IGST', 'Total tax'];
    const rows = d.byRate.map((r) =>
      intra
        ? [formatRateBps(r.rateBps), amount(r.taxablePaise), `${amount(r.cgstPaise)} @ ${formatRateBps(r.rateBps / 2)}`, `${amount(r.sgstPaise)} @ ${formatRateBps(r.rateBps / 2)}`, amount(r.taxPaise)]
        : [formatRateBps(r.rateBps), amount(r.taxablePaise), amount(r.igstPaise), amount(r.taxPaise)],
    );
    const widths = intra ? [50, 100, 110, 110, 90] : [50, 110, 110, 110];
    this.need(16 * (rows.length + 2) + 10);
    this.font('bold', 8, MUTED).line('TAX BY RATE (₹)', MARGIN, CONTENT_WIDTH);
    this.y += 3;
    const draw = (cells: string[], bold: boolean): void => {
      let x = MARGIN;
      cells.forEach((text, i) => {
        const width = widths[i] ?? 80;
        this.font(bold ? 'bold' : 'regular', 8.5);
        pdf.text(text, x, this.y, { width: width - CELL_PAD, align: i === 0 ? 'left' : 'right' });
        x += width;
      });
      this.y += 13;
    };
    draw(headers, true);
    for (const row of rows) draw(row, false);
    this.rule(4, 8);
  }

  private closing(): void {
    const { document: d } = this;
    this.need(70);
    const half = CONTENT_WIDTH / 2;
    const top = this.y;
    this.font('regular', 8.5, MUTED);
    this.line('This is a computer-generated document.', MARGIN, half);
    if (d.kind === 'CREDIT_NOTE') this.line('Issued for goods not supplied or returned; the tax is reversed at the invoice\'s rates.', MARGIN, half);
    const leftBottom = this.y;
    this.y = top;
    this.font('regular', 9.5).line(`For ${d.seller.legalName}`, MARGIN + half, half, 'right');
    this.y += 26;
    this.font('regular', 8.5, MUTED).line('Authorised signatory', MARGIN + half, half, 'right');
    this.y = Math.max(this.y, leftBottom);
  }

  /** "TL/2627/000123 · Page 1 of 2" at the foot of every page, so a loose page still says whose it is. */
  private footers(): void {
    const { pdf, document: d } = this;
    const range = pdf.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i += 1) {
      pdf.switchToPage(i);
      // Writing below the bottom margin would make pdfkit open a new page; lift the margin first.
      const bottom = pdf.page.margins.bottom;
      pdf.page.margins.bottom = 0;
      this.font('regular', 8, MUTED);
      pdf.text(`${TAX_DOCUMENT_TITLES[d.kind]} ${d.number} · Page ${i + 1} of ${range.count}`, MARGIN, A4_HEIGHT - MARGIN - 10, {
        width: CONTENT_WIDTH,
        align: 'center',
        lineBreak: false,
      });
      pdf.page.margins.bottom = bottom;
    }
  }
}

/** The document as an A4 PDF. */
export async function renderTaxDocumentPdf(document: TaxDocument): Promise<Buffer> {
  const { regular, bold } = fonts();
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: 'en-IN',
    displayTitle: true,
    info: {
      Title: `${TAX_DOCUMENT_TITLES[document.kind]} ${document.number}`,
      Author: document.seller.legalName,
      Subject: `${TAX_DOCUMENT_TITLES[document.kind]} ${document.number} of ${formatDocumentDate(document.date)}`,
      // The date of issue rather than the moment of rendering: the same document renders the same.
      CreationDate: new Date(document.issuedAt),
    },
  });
  // @types/pdfkit (0.17) does not list a fontkit font among the sources pdfkit 0.20 accepts.
  pdf.registerFont('regular', regular as unknown as Buffer);
  pdf.registerFont('bold', bold as unknown as Buffer);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    pdf.on('end', resolve);
    pdf.on('error', reject);
  });
  new Renderer(pdf, document).render();
  pdf.end();
  await done;
  return Buffer.concat(chunks);
}

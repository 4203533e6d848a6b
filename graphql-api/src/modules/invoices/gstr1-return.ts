import { gstr1Csv, gstr1Files, type Gstr1File, type TaxDocument } from '@threadline/domain';

// The month's GSTR-1 return as the admin downloads it: the files of domain gstr1.ts, each with a
// title for the back office and the address it is served at. Built from the stored snapshots of
// the month's tax documents, so the files agree with the issued invoices to the paisa.

/** Where the files are served (documents.http.ts). */
export const GSTR1_PATH_PREFIX = '/documents/gstr1';

/** The back office's name for each file of the return. */
export const GSTR1_FILE_TITLES: Readonly<Record<string, string>> = {
  'b2b.csv': 'B2B invoices (registered buyers)',
  'b2cl.csv': 'B2C large invoices (inter-state, unregistered, above the limit)',
  'b2cs.csv': 'B2C small: summary by place of supply and rate',
  'cdnr.csv': 'Credit notes to registered buyers',
  'cdnur.csv': 'Credit notes to unregistered buyers (B2C large)',
  'hsn(b2b).csv': 'HSN summary, B2B',
  'hsn(b2c).csv': 'HSN summary, B2C',
  'docs.csv': 'Documents issued (number ranges)',
};

export const GSTR1_MONTH_MESSAGE = "Give the month as YYYY-MM, from 2017-07 (when GST began), e.g. '2026-11'";
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
/** GST (and GSTR-1) began on 1 July 2017. */
const FIRST_MONTH = '2017-07';

export function isGstr1Month(month: string): boolean {
  return MONTH.test(month) && month >= FIRST_MONTH;
}

/**
 * The instants the month's IST calendar days span: from its first midnight in India (UTC+05:30,
 * no daylight saving) up to, not including, the next month's. A document belongs to the month of
 * its IST date, as its number's financial year does.
 */
export function istMonthBounds(month: string): { from: Date; to: Date } {
  const match = isGstr1Month(month) ? MONTH.exec(month) : null;
  if (!match) throw new RangeError(GSTR1_MONTH_MESSAGE);
  const year = Number(match[1]);
  const index = Number(match[2]) - 1;
  const IST_OFFSET_MS = 330 * 60_000;
  return {
    from: new Date(Date.UTC(year, index, 1) - IST_OFFSET_MS),
    to: new Date(Date.UTC(year, index + 1, 1) - IST_OFFSET_MS),
  };
}

/**
 * What GSTR-1 takes from the month's documents: tax invoices and their credit notes. Bills of
 * supply (and credit notes against them) are left out: a composition taxpayer reports them in
 * CMP-08, not GSTR-1, and a store that left the scheme mid-month has both kinds in one month.
 */
export function gstr1Documents(documents: readonly TaxDocument[]): TaxDocument[] {
  return documents.filter((d) => d.kind !== 'BILL_OF_SUPPLY' && d.referencedInvoice?.kind !== 'BILL_OF_SUPPLY');
}

export interface Gstr1FileEntry {
  name: string;
  title: string;
  /** Data rows, the header not counted. */
  rows: number;
  url: string;
  file: Gstr1File;
}

export function gstr1FileUrl(month: string, name: string): string {
  return `${GSTR1_PATH_PREFIX}/${month}/${encodeURIComponent(name)}`;
}

/** The month's files, every one of them (some perhaps with no rows), in the order the portal lists its tables. */
export function gstr1Return(month: string, documents: readonly TaxDocument[]): Gstr1FileEntry[] {
  return gstr1Files(month, gstr1Documents(documents)).map((file) => ({
    name: file.name,
    title: GSTR1_FILE_TITLES[file.name] ?? file.name,
    rows: file.rows.length,
    url: gstr1FileUrl(month, file.name),
    file,
  }));
}

export { gstr1Csv };

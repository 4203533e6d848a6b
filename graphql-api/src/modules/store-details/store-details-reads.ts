import type { EntityManager } from '@mikro-orm/postgresql';
import { hsnCodesWithDefaults, isProductType, stateByCode, type ProductType, type TaxpayerKind } from '@threadline/domain';
import { ProductTypeHsn, STORE_DETAILS_ID, StoreDetails } from './store-details.entity.js';

// The store's details as the invoicing use cases read them, inside their own transactions. Apart
// from the back office's service (which depends on the request scope), so that issuing an invoice
// from an order's status change does not lead back to the request scope.

/** The store's details as invoices read them, whoever asks (no viewer check: callers are use cases). */
export interface StoreDetailsRecord {
  legalName: string | null;
  address: string | null;
  state: { code: string; name: string };
  gstin: string | null;
  taxpayerKind: TaxpayerKind;
  hsnCodes: Record<ProductType, string>;
  updatedAt: Date | null;
}

/** The seller as an invoice names it: set in full, since a GSTIN is saved only with a name and an address. */
export interface InvoiceSeller {
  legalName: string;
  address: string;
  state: { code: string; name: string };
  gstin: string;
  taxpayerKind: TaxpayerKind;
}

/** The one row of details, or the details a new store starts with. */
export async function detailsRow(em: EntityManager): Promise<StoreDetails> {
  // The migration makes the row; should it be gone, the store is as it started (and saving makes it again).
  return (await em.findOne(StoreDetails, STORE_DETAILS_ID)) ?? new StoreDetails();
}

async function savedHsnCodes(em: EntityManager): Promise<Record<ProductType, string>> {
  const rows = await em.find(ProductTypeHsn, {});
  return hsnCodesWithDefaults(Object.fromEntries(rows.filter((row) => isProductType(row.productType)).map((row) => [row.productType, row.hsn])));
}

function stateOf(code: string): { code: string; name: string } {
  return { code, name: stateByCode(code)?.name ?? code };
}

/**
 * The store's details and every product type's HSN code, for the invoice use cases (issue 27).
 * Read inside the invoicing transaction with its EntityManager, so an invoice snapshots what was
 * saved when it was issued.
 */
export async function readStoreDetails(em: EntityManager): Promise<StoreDetailsRecord> {
  const [row, hsnCodes] = await Promise.all([detailsRow(em), savedHsnCodes(em)]);
  return {
    legalName: row.legalName,
    address: row.address,
    state: stateOf(row.stateCode),
    gstin: row.gstin,
    taxpayerKind: row.taxpayerKind,
    hsnCodes,
    updatedAt: row.updatedAt,
  };
}

/** The seller an invoice names, or null while the store has no GSTIN (then no invoice is issued). */
export async function invoiceSeller(em: EntityManager): Promise<InvoiceSeller | null> {
  const row = await detailsRow(em);
  if (row.gstin === null || row.legalName === null || row.address === null) return null;
  return { legalName: row.legalName, address: row.address, state: stateOf(row.stateCode), gstin: row.gstin, taxpayerKind: row.taxpayerKind };
}

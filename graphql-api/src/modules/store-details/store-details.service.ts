import {
  DEFAULT_HSN_BY_PRODUCT_TYPE,
  PRODUCT_TYPES,
  STORE_DETAILS_FIELDS,
  STORE_DETAILS_MESSAGES,
  isProductType,
  normalizeStoreDetailsInput,
  validateHsn,
  validateStoreDetailsInput,
  type ProductType,
} from '@threadline/domain';
import type { RequestScope } from '../../request-scope.js';
import { Access } from '../../shared/auth-directive.js';
import { UserError, UserErrorCode } from '../../shared/user-error.js';
import { ProductTypeHsn } from './store-details.entity.js';
import { detailsRow, invoiceSeller, readStoreDetails, type StoreDetailsRecord } from './store-details-reads.js';
import type { InvoicingStatus, StoreDetailsView, UpdateStoreDetailsInput, UpdateStoreDetailsPayload } from './store-details.types.js';

function toView(record: StoreDetailsRecord): StoreDetailsView {
  return {
    legalName: record.legalName,
    address: record.address,
    state: record.state,
    gstin: record.gstin,
    taxpayerKind: record.taxpayerKind,
    issuesInvoices: record.gstin !== null && record.legalName !== null && record.address !== null,
    hsnCodes: PRODUCT_TYPES.map((productType) => ({ productType, hsn: record.hsnCodes[productType], defaultHsn: DEFAULT_HSN_BY_PRODUCT_TYPE[productType] })),
    updatedAt: record.updatedAt,
  };
}

/** Every HSN entry's refusal: a code that is not 4, 6 or 8 digits, or a product type sent twice. */
function hsnErrors(entries: readonly { productType: ProductType; hsn: string }[]): UserError[] {
  const seen = new Set<string>();
  return entries.flatMap((entry, index) => {
    if (!isProductType(entry.productType) || seen.has(entry.productType)) {
      return [UserError.of(UserErrorCode.INVALID_INPUT, STORE_DETAILS_MESSAGES.HSN_PRODUCT_TYPE_TWICE, `hsnCodes.${index}.productType`)];
    }
    seen.add(entry.productType);
    const problem = validateHsn(entry.hsn);
    return problem ? [UserError.of(UserErrorCode.INVALID_INPUT, problem, `hsnCodes.${index}.hsn`)] : [];
  });
}

/** The back office's "Store details": admins only, on every face. */
export class StoreDetailsService {
  constructor(private readonly scope: RequestScope) {}

  async details(): Promise<StoreDetailsView> {
    this.requireAdmin();
    return toView(await readStoreDetails(this.scope.em));
  }

  /**
   * Replaces the details, and the HSN codes sent, in one transaction. Every field is judged
   * first, and any refusal (one userError per field at fault) changes nothing.
   */
  async update(input: UpdateStoreDetailsInput): Promise<UpdateStoreDetailsPayload> {
    this.requireAdmin();
    const detailErrors = validateStoreDetailsInput(input);
    const hsnEntries = input.hsnCodes ?? [];
    const userErrors = [
      ...STORE_DETAILS_FIELDS.flatMap((field) => {
        const message = detailErrors[field];
        return message ? [UserError.of(UserErrorCode.INVALID_INPUT, message, field)] : [];
      }),
      ...hsnErrors(hsnEntries),
    ];
    if (userErrors.length > 0) return { storeDetails: null, userErrors };

    const details = normalizeStoreDetailsInput(input);
    const record = await this.scope.em.transactional(async (em) => {
      const row = await detailsRow(em);
      em.persist(Object.assign(row, { ...details, updatedAt: new Date() }));
      // The one row's update comes first: its row lock queues concurrent saves one behind the
      // other, so each save's codes land whole and no two saves wait on each other's codes.
      await em.flush();
      for (const { productType, hsn } of hsnEntries) {
        await em.upsert(ProductTypeHsn, { productType, hsn: hsn.trim(), updatedAt: new Date() });
      }
      return readStoreDetails(em);
    });
    return { storeDetails: toView(record), userErrors: [] };
  }

  /** For the dashboard's warning. */
  async invoicingStatus(): Promise<InvoicingStatus> {
    this.requireAdmin();
    return { gstinSet: (await invoiceSeller(this.scope.em)) !== null };
  }

  // The @auth directive guards the GraphQL fields; this guards every other caller.
  private requireAdmin(): void {
    this.scope.requireViewer(Access.ADMIN);
  }
}

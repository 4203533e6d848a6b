import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/postgresql';
import { DEFAULT_STORE_STATE_CODE, TAXPAYER_KINDS, TaxpayerKind, type ProductType } from '@threadline/domain';

/** The one row's key; a check constraint keeps the table at one row. */
export const STORE_DETAILS_ID = 1;

/**
 * The store as its invoices name it: legal name, address, state and GSTIN, and whether it is a
 * regular taxpayer or under the composition scheme. One row, made by its migration with the name,
 * address and GSTIN unset (the store issues no invoice until an admin sets a GSTIN).
 */
@Entity({ tableName: 'store_details' })
export class StoreDetails {
  @PrimaryKey({ type: 'smallint', autoincrement: false })
  id: number = STORE_DETAILS_ID;

  @Property({ type: 'text', nullable: true })
  legalName: string | null = null;

  @Property({ type: 'text', nullable: true })
  address: string | null = null;

  /** The GST state code the store is registered in, e.g. '19' for West Bengal. */
  @Property({ type: 'text' })
  stateCode: string = DEFAULT_STORE_STATE_CODE;

  /** Trimmed and in capitals; null while the store has none. */
  @Property({ type: 'text', nullable: true })
  gstin: string | null = null;

  @Enum({ items: () => TAXPAYER_KINDS, type: 'text' })
  taxpayerKind: TaxpayerKind = TaxpayerKind.REGULAR;

  /** When an admin last saved the details; null until then. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  updatedAt: Date | null = null;
}

/** The HSN code an admin chose for one product type (the default from domain/ until then). */
@Entity({ tableName: 'product_type_hsn' })
export class ProductTypeHsn {
  @PrimaryKey({ type: 'text' })
  productType: ProductType;

  @Property({ type: 'text' })
  hsn: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  updatedAt: Date = new Date();

  constructor(productType: ProductType, hsn: string) {
    this.productType = productType;
    this.hsn = hsn;
  }
}

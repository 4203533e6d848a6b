import { ProductType, STORE_ADDRESS_MAX_LENGTH, STORE_LEGAL_NAME_MAX_LENGTH, TaxpayerKind } from '@threadline/domain';
import { Field, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { UserError } from '../../shared/user-error.js';

registerEnumType(TaxpayerKind, {
  name: 'TaxpayerKind',
  description: 'How the store is registered for GST.',
  valuesConfig: {
    REGULAR: { description: 'A regular taxpayer: its documents are tax invoices that charge and show GST.' },
    COMPOSITION: { description: 'Under the composition scheme (CGST Act section 10): its documents are bills of supply, which show no tax.' },
  },
});

@ObjectType('IndianState', { description: 'An Indian state or union territory, by its GST state code.' })
export class IndianStateView {
  @Field(() => String, { description: 'The two-digit GST state code, e.g. "19"; the first two characters of every GSTIN registered there.' })
  code!: string;

  @Field(() => String, { description: 'Its name, e.g. "West Bengal".' })
  name!: string;
}

@ObjectType({ description: 'The HSN code a product type’s invoice lines carry.' })
export class ProductTypeHsnCode {
  @Field(() => ProductType, { description: 'The product type.' })
  productType!: ProductType;

  @Field(() => String, { description: 'Its HSN code: 4, 6 or 8 digits.' })
  hsn!: string;

  @Field(() => String, { description: 'The code Threadline suggests for it (6109 T-shirts and crop tops, 6110 sweatshirts); confirm with an accountant.' })
  defaultHsn!: string;
}

@ObjectType('StoreDetails', { description: 'The store as its GST invoices name it (admins only).' })
export class StoreDetailsView {
  @Field(() => String, { nullable: true, description: 'The legal name the GSTIN is registered to; null until an admin sets it.' })
  legalName!: string | null;

  @Field(() => String, { nullable: true, description: 'The principal place of business, on the lines an invoice prints it on; null until set.' })
  address!: string | null;

  @Field(() => IndianStateView, { description: 'The state the store is registered in (West Bengal until an admin changes it); deliveries inside it pay CGST + SGST, others IGST.' })
  state!: IndianStateView;

  @Field(() => String, { nullable: true, description: 'The store’s GSTIN, in capitals; null when it has none, and then no invoice is issued.' })
  gstin!: string | null;

  @Field(() => TaxpayerKind, { description: 'Regular (tax invoices) or composition scheme (bills of supply).' })
  taxpayerKind!: TaxpayerKind;

  @Field(() => Boolean, { description: 'Whether the store issues invoices: true once a GSTIN is set (its legal name and address are set with it).' })
  issuesInvoices!: boolean;

  @Field(() => [ProductTypeHsnCode], { description: 'The HSN code of every product type, in the catalogue’s order of product types.' })
  hsnCodes!: ProductTypeHsnCode[];

  @Field(() => Date, { nullable: true, description: 'When an admin last saved the details; null when never.' })
  updatedAt!: Date | null;
}

@InputType({ description: 'An HSN code for one product type.' })
export class ProductTypeHsnInput {
  @Field(() => ProductType, { description: 'The product type.' })
  productType!: ProductType;

  @Field(() => String, { description: 'Its HSN code: 4, 6 or 8 digits of chapters 01-98 (garments: 61 and 62).' })
  hsn!: string;
}

@InputType({ description: 'The store’s details, all of them: what is sent replaces what was saved.' })
export class UpdateStoreDetailsInput {
  @Field(() => String, { description: `The legal name the GSTIN is registered to: 1-${STORE_LEGAL_NAME_MAX_LENGTH} characters on one line.` })
  legalName!: string;

  @Field(() => String, { description: `The principal place of business: 1-${STORE_ADDRESS_MAX_LENGTH} characters; line breaks are kept.` })
  address!: string;

  @Field(() => String, { description: 'The GST state code of the state the store is registered in, e.g. "19" (codes kept only for old GSTINs, 25 and 28, are refused).' })
  stateCode!: string;

  @Field(() => String, {
    nullable: true,
    description: 'The store’s GSTIN (any case; spaces around it are dropped), checked with its check character; it must start with `stateCode`. Null or blank: none, and no invoice is issued.',
  })
  gstin?: string | null;

  @Field(() => TaxpayerKind, { description: 'Regular taxpayer or composition scheme.' })
  taxpayerKind!: TaxpayerKind;

  @Field(() => [ProductTypeHsnInput], {
    nullable: true,
    description: 'HSN codes to set, one entry per product type at most; types left out keep theirs. Omit to change none.',
  })
  hsnCodes?: ProductTypeHsnInput[] | null;
}

@ObjectType({ description: 'The store’s details as saved.' })
export class UpdateStoreDetailsPayload {
  @Field(() => StoreDetailsView, { nullable: true, description: 'The details; null when refused (then nothing was changed).' })
  storeDetails!: StoreDetailsView | null;

  @Field(() => [UserError], {
    description: 'Why it was refused, one entry per field at fault (`legalName`, `address`, `stateCode`, `gstin`, `taxpayerKind`, `hsnCodes.<index>.hsn`); empty on success.',
  })
  userErrors!: UserError[];
}

@ObjectType({ description: 'Whether the store can issue GST invoices, for the dashboard.' })
export class InvoicingStatus {
  @Field(() => Boolean, { description: 'True once the store’s GSTIN is set (Store details); while false, no invoice is issued.' })
  gstinSet!: boolean;
}

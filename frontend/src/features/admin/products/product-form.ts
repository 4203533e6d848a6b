// The product form's values and rules (spec sections 4 "Product form" and 5), kept apart from the
// sheet so they read as the rules they are. Values are what the inputs hold (text; '' for "not
// chosen"); toProductInput turns them into the API's ProductInput.

import {
  ADULT_SIZES,
  AGE_GROUPS,
  DEFAULT_MEASUREMENT,
  DEFAULT_PRODUCT_SIZE,
  decimalStringToPaise,
  gstBandWarning,
  isProductFormComplete,
  Measurement as DomainMeasurement,
  priceForSize,
  ProductType as DomainProductType,
  selectableSizes,
  Size as DomainSize,
  SizingType as DomainSizingType,
  toDecimalString,
  type PRODUCT_FORM_FIELDS,
} from '@threadline/domain';
import type {
  Category,
  Measurement,
  ProductForm_ProductFragment,
  ProductInput,
  ProductType,
  Size,
  SizingType,
} from '../../../graphql/generated/graphql';
import { enumNameOf } from '../../../graphql/enum-labels';

/** A field of the form: the spec's, with `sizeStock` (and one `sizeStock.<size>` per size) for its stock. */
export type ProductFormField = Exclude<(typeof PRODUCT_FORM_FIELDS)[number], 'totalStock'> | 'sizeStock' | `sizeStock.${Size}`;

/** The name of a size's stock field, as the form and its errors know it. */
export const sizeStockField = (size: Size): `sizeStock.${Size}` => `sizeStock.${size}`;

export interface ProductFormValues {
  image: string;
  title: string;
  description: string;
  category: Category | '';
  productType: ProductType | '';
  type: SizingType | '';
  size: Size | '';
  measurement: Measurement | '';
  percentageIncrement: string;
  price: string;
  salePrice: string;
  /** The stock typed for each size; only the sizes the product offers (`offeredSizes`) are sent. */
  sizeStock: Partial<Record<Size, string>>;
}

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  image: '',
  title: '',
  description: '',
  category: '',
  productType: '',
  type: '',
  size: '',
  measurement: '',
  percentageIncrement: '',
  price: '',
  salePrice: '',
  sizeStock: {},
};

const DEFAULT_SIZE_NAME: Size = enumNameOf(DomainSize, DEFAULT_PRODUCT_SIZE);
const DEFAULT_MEASUREMENT_NAME: Measurement = enumNameOf(DomainMeasurement, DEFAULT_MEASUREMENT);
const KIDS_MEASUREMENT: Measurement = 'KIDS';
const ADULT_MEASUREMENTS: readonly Measurement[] = ['IN_36', 'IN_38', 'IN_40', 'IN_42', 'IN_44', 'FREE_SIZE'];

/** The form as it opens for editing `product`. */
export function formFromProduct(product: ProductForm_ProductFragment): ProductFormValues {
  return {
    image: product.image,
    title: product.title,
    description: product.description,
    category: product.category,
    productType: product.productType,
    type: product.type,
    size: product.size,
    measurement: product.measurement,
    percentageIncrement: String(product.percentageIncrement),
    price: product.basePrice.amount,
    // The form's "0 for no sale" (spec: every field is filled before saving).
    salePrice: product.baseSalePrice?.amount ?? '0',
    sizeStock: Object.fromEntries(product.sizeOptions.map((option) => [option.size, String(option.quantityAvailable)])),
  };
}

/** Each size's stock as the database answered it: what the admin saw, sent back as `expectedStock`. */
export type SeenStock = Partial<Record<Size, number>>;

export function seenStockOf(options: ReadonlyArray<{ size: Size; quantityAvailable: number }>): SeenStock {
  return Object.fromEntries(options.map((option) => [option.size, option.quantityAvailable]));
}

/**
 * The form with the stock just read. On opening (`before` null) every size takes it. Read again
 * after a refused save, only the sizes whose stock moved take the new figure (what she typed there
 * was typed over the old one); the others keep what she typed.
 */
export function withFreshStock(values: ProductFormValues, before: SeenStock | null, fresh: SeenStock): ProductFormValues {
  const sizeStock = { ...values.sizeStock };
  for (const [size, quantity] of Object.entries(fresh) as Array<[Size, number]>) {
    if (before === null || before[size] !== quantity) sizeStock[size] = String(quantity);
  }
  return { ...values, sizeStock };
}

/**
 * The sizes the product will offer with the form's type, size and cut (the storefront's rule,
 * domain `selectableSizes`): each gets a stock field. None until type and size are chosen.
 */
export function offeredSizes(values: Pick<ProductFormValues, 'type' | 'size' | 'productType'>): readonly Size[] {
  if (values.type === '' || values.size === '') return [];
  const productType = values.productType === '' ? DomainProductType.ROUND_NECK_HALF : DomainProductType[values.productType];
  return selectableSizes({ type: DomainSizingType[values.type], size: DomainSize[values.size], productType }).map((size) => enumNameOf(DomainSize, size));
}

/** The stock typed for an offered size as a whole number, or null when it is not one. */
function stockNumber(text: string | undefined): number | null {
  const cleanedText = cleaned(text ?? '');
  if (!/^\d+$/.test(cleanedText)) return null;
  return Number(cleanedText);
}

/** The total of the offered sizes' stock as typed so far (sizes not yet filled count as 0). */
export function stockTotal(values: ProductFormValues): number {
  return offeredSizes(values).reduce((sum, size) => sum + (stockNumber(values.sizeStock[size]) ?? 0), 0);
}

/**
 * The sizes the product's own size may be: age groups for AGE_GROUP, M to XXL for oversized tees,
 * otherwise XS to XXL. Nothing until the sizing type is chosen.
 */
export function sizeChoices(values: Pick<ProductFormValues, 'type' | 'productType'>): readonly Size[] {
  if (values.type === '') return [];
  if (values.type === 'AGE_GROUP') return AGE_GROUPS.map((size) => enumNameOf(DomainSize, size));
  // The storefront's rule for which letter sizes a cut is made in; XS stands for "not XXL-only".
  const productType = values.productType === '' ? DomainProductType.ROUND_NECK_HALF : DomainProductType[values.productType];
  const letters = selectableSizes({ type: DomainSizingType.SIZE, size: DomainSize.XS, productType });
  return ADULT_SIZES.filter((size) => letters.includes(size)).map((size) => enumNameOf(DomainSize, size));
}

export function measurementChoices(values: Pick<ProductFormValues, 'type'>): readonly Measurement[] {
  if (values.type === '') return [];
  return values.type === 'AGE_GROUP' ? [KIDS_MEASUREMENT] : ADULT_MEASUREMENTS;
}

/** The defaults a sizing type brings: XS (or the smallest size the cut is made in) and 36in; kids get their first age group. */
function withSizingType(values: ProductFormValues, type: SizingType): ProductFormValues {
  const next = { ...values, type };
  const sizes = sizeChoices(next);
  if (type === 'AGE_GROUP') return { ...next, size: sizes[0] ?? '', measurement: KIDS_MEASUREMENT };
  const size = sizes.includes(DEFAULT_SIZE_NAME) ? DEFAULT_SIZE_NAME : (sizes[0] ?? '');
  return { ...next, size, measurement: DEFAULT_MEASUREMENT_NAME };
}

/**
 * One field changed, with what the spec makes follow from it: choosing type SIZE sets size XS and
 * measurement 36in; kids products are sized by age group; a cut that is not made in the chosen
 * size moves to the smallest size it is made in.
 */
export function changeField<Field extends keyof ProductFormValues>(
  values: ProductFormValues,
  field: Field,
  value: ProductFormValues[Field],
): ProductFormValues {
  if (field === 'type') return value === '' ? { ...values, type: '' } : withSizingType(values, value as SizingType);
  const next = { ...values, [field]: value };
  if (field === 'category') {
    if (value === 'KIDS' && next.type !== 'AGE_GROUP') return withSizingType(next, 'AGE_GROUP');
    if (value !== 'KIDS' && next.type === 'AGE_GROUP') return withSizingType(next, 'SIZE');
  }
  if (field === 'productType' && next.size !== '') {
    const sizes = sizeChoices(next);
    if (!sizes.includes(next.size)) return { ...next, size: sizes[0] ?? '' };
  }
  return next;
}

/**
 * Submit stays disabled until every field but averageReview is filled (spec section 5). The
 * spec's one stock field is now a field per offered size: it counts as filled when each is.
 */
export function isComplete(values: ProductFormValues): boolean {
  const offered = offeredSizes(values);
  const stockFilled = offered.length > 0 && offered.every((size) => (values.sizeStock[size] ?? '').trim() !== '');
  return isProductFormComplete({ ...values, totalStock: stockFilled ? String(stockTotal(values)) : '' });
}

export const NOT_A_NUMBER = 'Please enter a number';
export const NOT_A_WHOLE_NUMBER = 'Please enter a whole number';
export const NOT_AN_AMOUNT = 'Please enter an amount in rupees with at most 2 decimals';
const NUMBER_FIELDS = ['percentageIncrement'] as const;
const MONEY_FIELDS = ['price', 'salePrice'] as const;

/** What an input holds, without the spaces and digit-group commas people type. */
function cleaned(text: string): string {
  return text.trim().replace(/,/g, '');
}

/**
 * The input for the API, or the number fields that hold no number (the API judges the rest).
 * Prices go as exact decimal strings ("1299.50"), never through a float; a sale price of 0 is
 * no sale, sent as null. `seen` is the stock read as an edit opened (null for a new product).
 */
export function toProductInput(
  values: ProductFormValues,
  seen: SeenStock | null = null,
): { input: ProductInput } | { errors: Partial<Record<ProductFormField, string>> } {
  const errors: Partial<Record<ProductFormField, string>> = {};
  const numbers = {} as Record<(typeof NUMBER_FIELDS)[number], number>;
  for (const field of NUMBER_FIELDS) {
    const text = cleaned(values[field]);
    const number = text === '' ? Number.NaN : Number(text);
    if (!Number.isFinite(number)) errors[field] = NOT_A_NUMBER;
    numbers[field] = number;
  }
  const sizeStock = offeredSizes(values).map((size) => ({ size, quantity: stockNumber(values.sizeStock[size]) }));
  for (const { size, quantity } of sizeStock) if (quantity === null) errors[sizeStockField(size)] = NOT_A_WHOLE_NUMBER;
  const paise = {} as Record<(typeof MONEY_FIELDS)[number], number>;
  for (const field of MONEY_FIELDS) {
    const text = cleaned(values[field]);
    // A blank sale price is no sale, like 0 (though the spec's form is only saved with every field filled).
    const amount = field === 'salePrice' && text === '' ? 0 : decimalStringToPaise(text);
    if (amount === null) errors[field] = text !== '' && Number.isFinite(Number(text)) ? NOT_AN_AMOUNT : NOT_A_NUMBER;
    else paise[field] = amount;
  }
  if (Object.keys(errors).length > 0 || !isComplete(values)) return { errors };
  return {
    input: {
      image: values.image,
      title: values.title.trim(),
      description: values.description.trim(),
      category: values.category as Category,
      productType: values.productType as ProductType,
      type: values.type as SizingType,
      size: values.size as Size,
      measurement: values.measurement as Measurement,
      ...numbers,
      // On an edit each size carries the stock she saw, so a sale in between refuses the save
      // instead of being undone by it (a size the product did not offer yet holds 0).
      sizeStock: sizeStock.map(({ size, quantity }) => ({ size, quantity: quantity ?? 0, ...(seen ? { expectedStock: seen[size] ?? 0 } : {}) })),
      price: toDecimalString(paise.price),
      salePrice: paise.salePrice === 0 ? null : toDecimalString(paise.salePrice),
    },
  };
}

/** One price the form gives some sizes that falls in the GST band, with the domain's warning. */
export interface GstBandNotice {
  pricePaise: number;
  /** The offered sizes sold at that price (now, or at the list price once a sale ends). */
  sizes: Size[];
  message: string;
}

/**
 * The prices of the offered sizes (each size's price after its increment, and its sale price when
 * on sale) that fall in the GST band on `date`, one notice per distinct price in the order the
 * sizes come. The list price is checked beside a sale price because it is charged again once the
 * sale ends. Nothing while a price does not read as an amount; an increment that does not read as
 * a number counts as none (the save refuses it anyway).
 */
export function gstBandNotices(values: ProductFormValues, date: Date): GstBandNotice[] {
  if (values.type === '' || values.size === '') return [];
  const price = decimalStringToPaise(cleaned(values.price));
  const saleText = cleaned(values.salePrice);
  const salePrice = saleText === '' ? 0 : decimalStringToPaise(saleText);
  if (price === null || salePrice === null) return [];
  const percent = Number(cleaned(values.percentageIncrement));
  const product = {
    type: DomainSizingType[values.type],
    size: DomainSize[values.size],
    price,
    salePrice,
    percentageIncrement: Number.isFinite(percent) ? percent : 0,
  };
  const byPrice = new Map<number, Size[]>();
  for (const size of offeredSizes(values)) {
    const { pricePaise, salePricePaise } = priceForSize(product, DomainSize[size]);
    for (const paise of new Set([salePricePaise, pricePaise].filter((amount) => amount > 0))) {
      const sizes = byPrice.get(paise) ?? [];
      if (!sizes.includes(size)) sizes.push(size);
      byPrice.set(paise, sizes);
    }
  }
  const notices: GstBandNotice[] = [];
  for (const [pricePaise, sizes] of byPrice) {
    const message = gstBandWarning(pricePaise, date);
    if (message) notices.push({ pricePaise, sizes, message });
  }
  return notices;
}

import {
  ADULT_SIZES,
  AGE_GROUPS,
  MAX_PRICE_RUPEES,
  MEASUREMENTS,
  MESSAGES,
  Measurement,
  SIZING_TYPES,
  ProductType,
  Size,
  SizingType,
  isCategory,
  isProductType,
  PRODUCT_DESCRIPTION_MAX_LENGTH,
  PRODUCT_DESCRIPTION_MIN_LENGTH,
  PRODUCT_TITLE_MAX_LENGTH,
  PRODUCT_TITLE_MIN_LENGTH,
  toPaise,
  validateStock,
  checkSizeStock,
  droppedSizesWithStock,
  SIZE_STOCK_MESSAGES,
  selectableSizes,
  stockFromTotal,
  totalOfSizes,
  type StockBySize,
  validateTextCharacters,
  type ValidationResult,
} from '@threadline/domain';
import { UserError, UserErrorCode } from '../../shared/user-error.js';
import type { ProductInput } from './admin-catalog.types.js';
import { validateImageReference } from './image-reference.js';
import type { ProductFields } from './product.entity.js';

export const TITLE_LENGTH = { min: PRODUCT_TITLE_MIN_LENGTH, max: PRODUCT_TITLE_MAX_LENGTH } as const;
export const DESCRIPTION_LENGTH = { min: PRODUCT_DESCRIPTION_MIN_LENGTH, max: PRODUCT_DESCRIPTION_MAX_LENGTH } as const;

export const PRODUCT_MESSAGES = {
  TITLE_LENGTH: `Title must be ${TITLE_LENGTH.min}-${TITLE_LENGTH.max} characters`,
  DESCRIPTION_LENGTH: `Description must be ${DESCRIPTION_LENGTH.min}-${DESCRIPTION_LENGTH.max} characters`,
  PRICE_POSITIVE: 'Price must be greater than 0',
  PRICE_MAX: 'Price cannot be more than ₹10,00,000',
  PRICE_DECIMALS: 'Price can have at most 2 decimals',
  SALE_PRICE_NEGATIVE: 'Sale price cannot be negative',
  SALE_PRICE_DECIMALS: 'Sale price can have at most 2 decimals',
  SALE_PRICE_BELOW_PRICE: 'Sale price must be less than the price',
  STOCK: 'Stock must be a whole number of 0 or more',
  INCREMENT_RANGE: 'Percentage increment must be between 0 and 100',
  INCREMENT_DECIMALS: 'Percentage increment can have at most 2 decimals',
  LETTER_SIZE_REQUIRED: 'A product sized by letter needs a size from XS to XXL',
  AGE_GROUP_REQUIRED: 'A product sized by age group needs an age group (3-5, 6-8 or 9-13 years)',
  ADULT_MEASUREMENT_REQUIRED: 'A product sized by letter needs an adult measurement',
  KIDS_MEASUREMENT_REQUIRED: 'A product sized by age group needs the kids measurement',
  OVERSIZE_SIZE: 'Oversized T-shirts come in sizes M to XXL only',
} as const;

const OVERSIZE_SIZES: readonly Size[] = [Size.M, Size.L, Size.XL, Size.XXL];

/** The product's fields but its stock, which may depend on the stock it holds now (`settleStock`). */
export type ProductFieldsButStock = Omit<ProductFields, 'stock'>;

/** The stock an input asks for, each part checked on its own: per size, as a total, or neither. */
export interface StockRequest {
  sizes: StockBySize | null;
  total: number | null;
}

export type ProductInputCheck =
  | { fields: ProductFieldsButStock; stock: StockRequest; userErrors: [] }
  | { fields: null; stock: null; userErrors: UserError[] };

/**
 * Every rule of the product form, checked on the server because third-party back offices call
 * the API directly. All failing fields are reported at once, each with its first broken rule.
 */
export function checkProductInput(input: ProductInput): ProductInputCheck {
  const title = input.title.trim();
  const description = input.description.trim();
  const image = input.image.trim();
  // null or omitted is "no sale", as 0 has always been.
  const salePrice = input.salePrice ?? 0;
  const sizing = validateSize(input) || !SIZING_TYPES.includes(input.type) || !isProductType(input.productType) ? null : input;
  const sizeStock = sizing && input.sizeStock ? checkSizeStock(sizing, input.sizeStock) : null;
  const results: Record<keyof ProductInput, ValidationResult> = {
    image: validateImageReference(image),
    title: validateLength(title, TITLE_LENGTH, PRODUCT_MESSAGES.TITLE_LENGTH) ?? validateTextCharacters(title, 'Title', 'single-line'),
    description: validateLength(description, DESCRIPTION_LENGTH, PRODUCT_MESSAGES.DESCRIPTION_LENGTH) ?? validateTextCharacters(description, 'Description', 'multi-line'),
    // GraphQL enforces the enums; REST callers reach this with whatever they sent.
    category: isCategory(input.category) ? null : MESSAGES.INVALID_FORMAT,
    productType: isProductType(input.productType) ? null : MESSAGES.INVALID_FORMAT,
    type: SIZING_TYPES.includes(input.type) ? null : MESSAGES.INVALID_FORMAT,
    size: validateSize(input),
    measurement: validateMeasurement(input),
    percentageIncrement: validatePercentageIncrement(input.percentageIncrement),
    price: validatePrice(input.price),
    salePrice: validateSalePrice(salePrice, validatePrice(input.price) ? null : input.price),
    totalStock: input.totalStock == null ? null : validateProductStock(input.totalStock),
    sizeStock: sizeStock?.problem ?? validateExpectedStock(input.sizeStock),
  };
  const userErrors = Object.entries(results).flatMap(([field, message]) =>
    message ? [UserError.of(UserErrorCode.INVALID_INPUT, message, field)] : [],
  );
  if (userErrors.length > 0) return { fields: null, stock: null, userErrors };
  return {
    fields: {
      title,
      description,
      image,
      category: input.category,
      productType: input.productType,
      type: input.type,
      size: input.size,
      measurement: input.measurement,
      percentageIncrement: input.percentageIncrement,
      pricePaise: toPaise(input.price),
      salePricePaise: toPaise(salePrice),
    },
    stock: { sizes: sizeStock?.stock ?? null, total: input.totalStock ?? null },
    userErrors: [],
  };
}

/** `expectedStock` is a count the admin read: a whole number of 0 or more, like the stock itself. */
function validateExpectedStock(entries: ProductInput['sizeStock']): ValidationResult {
  const wrong = (entries ?? []).some(({ expectedStock }) => expectedStock != null && validateStock(expectedStock) !== null);
  return wrong ? PRODUCT_MESSAGES.STOCK : null;
}

/**
 * The stock of every size the product will offer, from what the input asks and, on an edit, what
 * the sizes hold now (`current`; null for a new product). Refuses, rather than guesses:
 * - a total that is not the sum of the sizes sent with it;
 * - on an edit, a total alone that differs from the current total while the sizes hold stock
 *   (which sizes gained or lost pieces is unknown);
 * - a change that stops offering a size that still holds stock (the pieces would vanish);
 * - a new product with no stock at all.
 * A total alone on a new product, or on one whose sizes hold none, goes on the product's own
 * size (domain `stockFromTotal`), as the migration to stock per size placed existing stock.
 */
export function settleStock(fields: ProductFieldsButStock, request: StockRequest, current: StockBySize | null): StockBySize | UserError {
  const refuse = (field: string, message: string) => UserError.of(UserErrorCode.INVALID_INPUT, message, field);
  if (current) {
    const dropped = droppedSizesWithStock(current, fields);
    if (dropped.length > 0) return refuse('sizeStock', SIZE_STOCK_MESSAGES.DROPPED_SIZES_HOLD_STOCK(dropped));
  }
  if (request.sizes) {
    const sum = totalOfSizes(request.sizes);
    if (request.total !== null && request.total !== sum) return refuse('totalStock', SIZE_STOCK_MESSAGES.TOTAL_MISMATCH(request.total, sum));
    return request.sizes;
  }
  if (!current) return request.total === null ? refuse('sizeStock', SIZE_STOCK_MESSAGES.REQUIRED) : stockFromTotal(fields, request.total);
  const currentTotal = totalOfSizes(current);
  const kept = Object.fromEntries(selectableSizes(fields).map((size) => [size, current[size] ?? 0])) as StockBySize;
  if (request.total === null || request.total === currentTotal) return kept;
  if (currentTotal === 0) return stockFromTotal(fields, request.total);
  return refuse('totalStock', SIZE_STOCK_MESSAGES.TOTAL_MISMATCH(request.total, currentTotal));
}

function validateLength(value: string, length: { min: number; max: number }, message: string): ValidationResult {
  if (value === '') return MESSAGES.REQUIRED;
  // Counted in code points, so a title in any script is measured the way it reads.
  const count = [...value].length;
  return count >= length.min && count <= length.max ? null : message;
}

/** Rupees with at most two decimals: whole paise once converted, with nothing rounded away. */
function hasAtMostTwoDecimals(rupees: number): boolean {
  return toPaise(rupees) / 100 === rupees;
}

function validatePrice(price: number): ValidationResult {
  if (!Number.isFinite(price) || price <= 0) return PRODUCT_MESSAGES.PRICE_POSITIVE;
  if (price > MAX_PRICE_RUPEES) return PRODUCT_MESSAGES.PRICE_MAX;
  return hasAtMostTwoDecimals(price) ? null : PRODUCT_MESSAGES.PRICE_DECIMALS;
}

/**
 * 0 means "not on sale" (spec section 9); any other sale price must undercut the price. It is
 * compared only with a valid price (null otherwise), so one mistake is not reported twice.
 */
function validateSalePrice(salePrice: number, validPrice: number | null): ValidationResult {
  if (!Number.isFinite(salePrice) || salePrice < 0) return PRODUCT_MESSAGES.SALE_PRICE_NEGATIVE;
  if (!hasAtMostTwoDecimals(salePrice)) return PRODUCT_MESSAGES.SALE_PRICE_DECIMALS;
  if (validPrice === null || salePrice === 0) return null;
  return salePrice < validPrice ? null : PRODUCT_MESSAGES.SALE_PRICE_BELOW_PRICE;
}

/** The form's own words for a negative or fractional stock; the domain's for one over its limit. */
function validateProductStock(stock: number): ValidationResult {
  const problem = validateStock(stock);
  return problem === MESSAGES.INVALID_QUANTITY ? PRODUCT_MESSAGES.STOCK : problem;
}

function validatePercentageIncrement(percent: number): ValidationResult {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) return PRODUCT_MESSAGES.INCREMENT_RANGE;
  return hasAtMostTwoDecimals(percent) ? null : PRODUCT_MESSAGES.INCREMENT_DECIMALS;
}

/**
 * The size must fit the sizing type, since size options and prices follow from both
 * (domain `sizeOptions`): letter sizes for SIZE, age groups for AGE_GROUP; oversized tees are
 * not made below M.
 */
function validateSize(input: Pick<ProductInput, 'type' | 'size' | 'productType'>): ValidationResult {
  if (input.type === SizingType.SIZE && !(ADULT_SIZES as readonly Size[]).includes(input.size)) {
    return PRODUCT_MESSAGES.LETTER_SIZE_REQUIRED;
  }
  if (input.type === SizingType.AGE_GROUP && !(AGE_GROUPS as readonly Size[]).includes(input.size)) {
    return PRODUCT_MESSAGES.AGE_GROUP_REQUIRED;
  }
  if (input.productType === ProductType.ROUND_NECK_OVERSIZE && !OVERSIZE_SIZES.includes(input.size)) {
    return PRODUCT_MESSAGES.OVERSIZE_SIZE;
  }
  return null;
}

function validateMeasurement(input: Pick<ProductInput, 'type' | 'measurement'>): ValidationResult {
  if (!MEASUREMENTS.includes(input.measurement)) return MESSAGES.INVALID_FORMAT;
  const isKids = input.measurement === Measurement.KIDS;
  if (input.type === SizingType.SIZE && isKids) return PRODUCT_MESSAGES.ADULT_MEASUREMENT_REQUIRED;
  if (input.type === SizingType.AGE_GROUP && !isKids) return PRODUCT_MESSAGES.KIDS_MEASUREMENT_REQUIRED;
  return null;
}

// Which sizes a shopper may pick for a product, and what each costs (spec section 5 "Size
// options"). The API uses the same rules to reject a size the product dialog would never offer.

import { ADULT_SIZES, AGE_GROUPS, ProductType, Size, SizingType } from './catalog.js';
import { priceForSize, type PricedProduct, type SizePrice } from './pricing.js';

/** The product fields that decide the size options. */
export interface SizedProduct extends PricedProduct {
  productType: ProductType;
}

export interface SizeOption extends SizePrice {
  size: Size;
}

export const SIZE_LABEL = 'Size';
export const AGE_GROUP_LABEL = 'Age Group';

// Oversized tees are cut generously, so the smaller letter sizes are not made.
const OVERSIZE_SIZES: readonly Size[] = [Size.M, Size.L, Size.XL, Size.XXL];
const XXL_ONLY: readonly Size[] = [Size.XXL];

/** The size selector's label: kids' products are chosen by age, not letter size. */
export function sizeLabelFor(type: SizingType): typeof SIZE_LABEL | typeof AGE_GROUP_LABEL {
  return type === SizingType.AGE_GROUP ? AGE_GROUP_LABEL : SIZE_LABEL;
}

/** The sizes offered for `product`, smallest first. */
export function selectableSizes(product: Pick<SizedProduct, 'type' | 'size' | 'productType'>): readonly Size[] {
  if (product.type === SizingType.AGE_GROUP) return AGE_GROUPS;
  // An XXL-only listing is a separate, XXL-priced product; offering other sizes would sell them
  // at the XXL price.
  if (product.size === Size.XXL) return XXL_ONLY;
  if (product.productType === ProductType.ROUND_NECK_OVERSIZE) return OVERSIZE_SIZES;
  return ADULT_SIZES;
}

/** The size preselected in the product dialog: the smallest one offered. */
export function defaultSize(product: Pick<SizedProduct, 'type' | 'size' | 'productType'>): Size {
  const [first] = selectableSizes(product);
  // Every branch of selectableSizes is non-empty; the fallback only satisfies the type checker.
  return first ?? Size.XS;
}

/** Takes any string so the API can check a size straight from a request. */
export function isSelectableSize(
  product: Pick<SizedProduct, 'type' | 'size' | 'productType'>,
  size: string,
): size is Size {
  return (selectableSizes(product) as readonly string[]).includes(size);
}

/** Each offered size with its unit prices, for the size selector and the add-to-cart call. */
export function sizeOptions(product: SizedProduct): SizeOption[] {
  return selectableSizes(product).map((size) => ({ size, ...priceForSize(product, size) }));
}

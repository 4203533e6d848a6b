// The API speaks GraphQL enum names (AGE_3_5, ROUND_NECK_HALF); the domain's vocabulary and labels
// are keyed by the REST/database values (3-5yr, round_neck_half). These helpers bridge the two
// through the domain's own const objects, so no value list is copied here.

import {
  Category as DomainCategory,
  CATEGORY_LABELS,
  PRODUCT_TYPE_LABELS,
  ProductType as DomainProductType,
  Size as DomainSize,
} from '@threadline/domain';
import type { Category, ProductType, Size } from '../../graphql/generated/graphql';

/** How the store writes a size: "XS"…"XXL", or "3-5yr" for a kids' age group. */
export function sizeText(size: Size): string {
  return DomainSize[size];
}

/** The offered size a `size` URL value names (as `sizeText` writes it, any case), else undefined. */
export function sizeFromParam(value: string | null, offered: readonly Size[]): Size | undefined {
  const wanted = value?.trim().toLowerCase();
  if (!wanted) return undefined;
  return offered.find((size) => sizeText(size).toLowerCase() === wanted);
}

export function categoryLabel(category: Category): string {
  return CATEGORY_LABELS[DomainCategory[category]];
}

export function productTypeLabel(productType: ProductType): string {
  return PRODUCT_TYPE_LABELS[DomainProductType[productType]];
}

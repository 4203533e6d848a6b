// The API speaks GraphQL enum names (MALE, ROUND_NECK_HALF); the domain's vocabulary and labels
// are keyed by the REST/database values (male, round_neck_half). These helpers bridge the two
// through the domain's own const objects, so no value list is copied here.

import {
  Category as DomainCategory,
  CATEGORY_LABELS,
  PRODUCT_TYPE_LABELS,
  ProductType as DomainProductType,
  isCategory,
  type Category as CategoryValue,
} from '@threadline/domain';
import type { Category, ProductType } from '../../graphql/generated/graphql';

export function categoryLabel(category: Category): string {
  return CATEGORY_LABELS[DomainCategory[category]];
}

export function productTypeLabel(productType: ProductType): string {
  return PRODUCT_TYPE_LABELS[DomainProductType[productType]];
}

/** The GraphQL enum for a `category` URL value (male → MALE); undefined for anything unknown. */
export function categoryFromParam(value: string | null): Category | undefined {
  const normalized = value?.trim().toLowerCase();
  if (!isCategory(normalized)) return undefined;
  const entry = (Object.entries(DomainCategory) as [Category, CategoryValue][]).find(([, v]) => v === normalized);
  return entry?.[0];
}

/** The URL value for a GraphQL category enum (MALE → male). */
export function categoryParam(category: Category): CategoryValue {
  return DomainCategory[category];
}

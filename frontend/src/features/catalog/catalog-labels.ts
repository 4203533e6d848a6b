// The API speaks GraphQL enum names (MALE, ROUND_NECK_HALF, AGE_3_5, PRICE_HIGH_TO_LOW); the
// domain's vocabulary, labels and URL values are keyed by the REST/database values (male,
// round_neck_half, 3-5yr, price-hightolow). These helpers bridge the two through the domain's own
// const objects, so no value list is copied here.

import {
  AGE_GROUP_LABELS,
  Category as DomainCategory,
  CATEGORY_LABELS,
  PRODUCT_TYPE_LABELS,
  ProductType as DomainProductType,
  Size as DomainSize,
  SortOption as DomainSortOption,
  isCategory,
  type AgeGroup as AgeGroupValue,
  type Category as CategoryValue,
  type ProductType as ProductTypeValue,
  type SortOption,
} from '@threadline/domain';
import type { AgeGroup, Category, ProductSort, ProductType } from '../../graphql/generated/graphql';

/** The key of `object` whose value is `value`: the GraphQL enum name of a domain value. */
function enumNameOf<K extends string, V extends string>(object: Readonly<Record<K, V>>, value: V): K {
  const entry = (Object.entries(object) as [K, V][]).find(([, v]) => v === value);
  // Unreachable with typed input: every domain value has its key in the same const object.
  if (!entry) throw new Error(`No enum name for ${value}`);
  return entry[0];
}

export function categoryLabel(category: Category): string {
  return CATEGORY_LABELS[DomainCategory[category]];
}

export function productTypeLabel(productType: ProductType): string {
  return PRODUCT_TYPE_LABELS[DomainProductType[productType]];
}

export function ageGroupLabel(age: AgeGroup): string {
  return AGE_GROUP_LABELS[DomainSize[age] as AgeGroupValue];
}

/** The GraphQL enum for a `category` URL value (male → MALE); undefined for anything unknown. */
export function categoryFromParam(value: string | null): Category | undefined {
  const normalized = value?.trim().toLowerCase();
  if (!isCategory(normalized)) return undefined;
  return categoryEnum(normalized);
}

/** The URL value for a GraphQL category enum (MALE → male). */
export function categoryParam(category: Category): CategoryValue {
  return DomainCategory[category];
}

/** male → MALE */
export function categoryEnum(category: CategoryValue): Category {
  return enumNameOf<Category, CategoryValue>(DomainCategory, category);
}

/** 3-5yr → AGE_3_5 */
export function ageGroupEnum(age: AgeGroupValue): AgeGroup {
  return enumNameOf(DomainSize, age) as AgeGroup;
}

/** AGE_3_5 → 3-5yr */
export function ageGroupParam(age: AgeGroup): AgeGroupValue {
  return DomainSize[age] as AgeGroupValue;
}

/** polo_neck → POLO_NECK */
export function productTypeEnum(productType: ProductTypeValue): ProductType {
  return enumNameOf<ProductType, ProductTypeValue>(DomainProductType, productType);
}

/** POLO_NECK → polo_neck */
export function productTypeParam(productType: ProductType): ProductTypeValue {
  return DomainProductType[productType];
}

/** price-hightolow → PRICE_HIGH_TO_LOW */
export function sortEnum(sort: SortOption): ProductSort {
  return enumNameOf<ProductSort, SortOption>(DomainSortOption, sort);
}

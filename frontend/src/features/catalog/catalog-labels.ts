// The listing's own bridges between GraphQL enum names (MALE, AGE_3_5, PRICE_HIGH_TO_LOW) and the
// domain's URL values (male, 3-5yr, price-hightolow); labels shared by every feature are in
// graphql/enum-labels.ts.

import {
  AGE_GROUP_LABELS,
  Category as DomainCategory,
  ProductType as DomainProductType,
  Size as DomainSize,
  SortOption as DomainSortOption,
  isCategory,
  type AgeGroup as AgeGroupValue,
  type Category as CategoryValue,
  type ProductType as ProductTypeValue,
  type SortOption,
} from '@threadline/domain';
import { enumNameOf } from '../../graphql/enum-labels';
import type { AgeGroup, Category, ProductSort, ProductType } from '../../graphql/generated/graphql';

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

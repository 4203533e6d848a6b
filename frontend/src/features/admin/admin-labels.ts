// The back office's option lists in GraphQL enum names (SIZE, IN_36, ORDER_PLACED), taken from the
// domain's const objects in their declared order; the labels are in graphql/enum-labels.ts.

import {
  AGE_GROUP_LABELS,
  Category as DomainCategory,
  Measurement as DomainMeasurement,
  OrderStatus as DomainOrderStatus,
  ProductType as DomainProductType,
  Size as DomainSize,
  SizingType as DomainSizingType,
  isAgeGroup,
} from '@threadline/domain';
import type { Category, Measurement, OrderStatus, ProductType, Size, SizingType } from '../../graphql/generated/graphql';

/** The enum names of a domain const object, in its declared order (the order the spec lists them). */
function namesOf<Name extends string>(values: Record<Name, string>): Name[] {
  return Object.keys(values) as Name[];
}

export const CATEGORY_NAMES: readonly Category[] = namesOf(DomainCategory);
export const PRODUCT_TYPE_NAMES: readonly ProductType[] = namesOf(DomainProductType);
export const SIZING_TYPE_NAMES: readonly SizingType[] = namesOf(DomainSizingType);
export const SIZE_NAMES: readonly Size[] = namesOf(DomainSize);
export const MEASUREMENT_NAMES: readonly Measurement[] = namesOf(DomainMeasurement);
export const ORDER_STATUS_NAMES: readonly OrderStatus[] = namesOf(DomainOrderStatus);

const SIZING_TYPE_LABELS: Readonly<Record<SizingType, string>> = { SIZE: 'Size', AGE_GROUP: 'Age Group' };
export const sizingTypeLabel = (type: SizingType): string => SIZING_TYPE_LABELS[type];

/** A letter size as it is printed (XS … XXL), an age group as words (3-5 Years). */
export function sizeLabel(size: Size): string {
  const value = DomainSize[size];
  return isAgeGroup(value) ? AGE_GROUP_LABELS[value] : value;
}

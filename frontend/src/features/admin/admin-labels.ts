// The API speaks GraphQL enum names (SIZE, IN_36, ORDER_PLACED); the domain's labels are keyed by
// the stored values (size, 36in, orderPlaced). These bridge the two through the domain's own const
// objects, as features/catalog/catalog-labels.ts does for the storefront, so no list is copied.

import {
  AGE_GROUP_LABELS,
  Category as DomainCategory,
  CATEGORY_LABELS,
  Measurement as DomainMeasurement,
  MEASUREMENT_LABELS,
  ORDER_STATUS_LABELS,
  OrderStatus as DomainOrderStatus,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  PaymentMethod as DomainPaymentMethod,
  PaymentStatus as DomainPaymentStatus,
  PRODUCT_TYPE_LABELS,
  ProductType as DomainProductType,
  Size as DomainSize,
  SizingType as DomainSizingType,
  isAgeGroup,
} from '@threadline/domain';
import type {
  Category,
  Measurement,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
  ProductType,
  Size,
  SizingType,
} from '../../graphql/generated/graphql';

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

/** The enum name of a stored value (male → MALE), for turning domain constants into API values. */
export function nameOf<Name extends string>(values: Record<Name, string>, value: string): Name {
  const entry = (Object.entries(values) as [Name, string][]).find(([, v]) => v === value);
  if (!entry) throw new Error(`Unknown value ${value}`);
  return entry[0];
}

export const categoryLabel = (category: Category): string => CATEGORY_LABELS[DomainCategory[category]];
export const productTypeLabel = (productType: ProductType): string => PRODUCT_TYPE_LABELS[DomainProductType[productType]];
export const measurementLabel = (measurement: Measurement): string => MEASUREMENT_LABELS[DomainMeasurement[measurement]];
export const orderStatusLabel = (status: OrderStatus): string => ORDER_STATUS_LABELS[DomainOrderStatus[status]];
export const paymentMethodLabel = (method: PaymentMethod): string => PAYMENT_METHOD_LABELS[DomainPaymentMethod[method]];
export const paymentStatusLabel = (status: PaymentStatus): string => PAYMENT_STATUS_LABELS[DomainPaymentStatus[status]];

const SIZING_TYPE_LABELS: Readonly<Record<SizingType, string>> = { SIZE: 'Size', AGE_GROUP: 'Age Group' };
export const sizingTypeLabel = (type: SizingType): string => SIZING_TYPE_LABELS[type];

/** A letter size as it is printed (XS … XXL), an age group as words (3-5 Years). */
export function sizeLabel(size: Size): string {
  const value = DomainSize[size];
  return isAgeGroup(value) ? AGE_GROUP_LABELS[value] : value;
}

// The catalogue's vocabulary (spec section 3). Each is a const object, not a TS enum, so that the
// same values serve GraphQL enums (keys), REST documents and the database (values).

export const Category = {
  MALE: 'male',
  FEMALE: 'female',
  KIDS: 'kids',
} as const;
export type Category = (typeof Category)[keyof typeof Category];

export const ProductType = {
  ROUND_NECK_HALF: 'round_neck_half',
  POLO_NECK: 'polo_neck',
  ROUND_NECK_FULL: 'round_neck_full',
  SWEAT_SHIRTS_FULL: 'sweat_shirts_full',
  SWEAT_SHIRTS_UPPER: 'sweat_shirts_upper',
  ROUND_NECK_OVERSIZE: 'round_neck_oversize',
  CROP_TOP: 'crop_top',
} as const;
export type ProductType = (typeof ProductType)[keyof typeof ProductType];

/** How a product is sized: adult letter sizes, or kids' age groups. */
export const SizingType = {
  SIZE: 'size',
  AGE_GROUP: 'age_group',
} as const;
export type SizingType = (typeof SizingType)[keyof typeof SizingType];

export const Size = {
  XS: 'XS',
  S: 'S',
  M: 'M',
  L: 'L',
  XL: 'XL',
  XXL: 'XXL',
  AGE_3_5: '3-5yr',
  AGE_6_8: '6-8yr',
  AGE_9_13: '9-13yr',
} as const;
export type Size = (typeof Size)[keyof typeof Size];

export const Measurement = {
  IN_36: '36in',
  IN_38: '38in',
  IN_40: '40in',
  IN_42: '42in',
  IN_44: '44in',
  FREE_SIZE: 'free_size',
  KIDS: 'kids',
} as const;
export type Measurement = (typeof Measurement)[keyof typeof Measurement];

export const CATEGORIES: readonly Category[] = Object.values(Category);
export const PRODUCT_TYPES: readonly ProductType[] = Object.values(ProductType);
export const SIZING_TYPES: readonly SizingType[] = Object.values(SizingType);
export const SIZES: readonly Size[] = Object.values(Size);
export const MEASUREMENTS: readonly Measurement[] = Object.values(Measurement);

/** Adult letter sizes, smallest first. */
export const ADULT_SIZES = [Size.XS, Size.S, Size.M, Size.L, Size.XL, Size.XXL] as const;
export type AdultSize = (typeof ADULT_SIZES)[number];

/** Kids' age groups, youngest first; also the values of the listing's `age` filter. */
export const AGE_GROUPS = [Size.AGE_3_5, Size.AGE_6_8, Size.AGE_9_13] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];

export const CATEGORY_LABELS: Readonly<Record<Category, string>> = {
  male: 'Men',
  female: 'Women',
  kids: 'Kids',
};

export const PRODUCT_TYPE_LABELS: Readonly<Record<ProductType, string>> = {
  round_neck_half: 'Round Neck T-Shirt (Half Sleeve)',
  polo_neck: 'Polo Neck T-Shirt',
  round_neck_full: 'Round Neck T-Shirt (Full Sleeve)',
  sweat_shirts_full: 'Sweatshirt (Full Sleeve)',
  sweat_shirts_upper: 'Sweatshirt (Upper)',
  round_neck_oversize: 'Oversized Round Neck T-Shirt',
  crop_top: 'Crop Top',
};

export const AGE_GROUP_LABELS: Readonly<Record<AgeGroup, string>> = {
  '3-5yr': '3-5 Years',
  '6-8yr': '6-8 Years',
  '9-13yr': '9-13 Years',
};

export const MEASUREMENT_LABELS: Readonly<Record<Measurement, string>> = {
  '36in': '36"',
  '38in': '38"',
  '40in': '40"',
  '42in': '42"',
  '44in': '44"',
  free_size: 'Free Size',
  kids: 'Kids',
};

export function isCategory(value: unknown): value is Category {
  return typeof value === 'string' && (CATEGORIES as readonly string[]).includes(value);
}

export function isProductType(value: unknown): value is ProductType {
  return typeof value === 'string' && (PRODUCT_TYPES as readonly string[]).includes(value);
}

export function isAgeGroup(value: unknown): value is AgeGroup {
  return typeof value === 'string' && (AGE_GROUPS as readonly string[]).includes(value);
}

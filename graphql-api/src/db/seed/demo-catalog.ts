import {
  ADULT_SIZES,
  AGE_GROUPS,
  CATEGORIES,
  Category,
  Measurement,
  PRODUCT_TYPES,
  ProductType,
  Size,
  SizingType,
  selectableSizes,
  toPaise,
  type AdultSize,
  type StockBySize,
} from '@threadline/domain';
import type { ProductFields } from '../../modules/catalog/product.entity.js';

// The demo store's catalogue, made deterministically so every fresh start looks the same: every
// category × product type in three colours (63 products), covering every size, measurement and
// sizing type, with sales, stock per size (some sizes sold out, some running low) and two sold-out items. Images are drawn by garment-art.ts.

export interface DemoColour {
  name: string;
  colour: string;
  accent: string;
}

export interface DemoProduct extends Omit<ProductFields, 'image'> {
  colour: DemoColour;
  /** Small design differences between products of the same type (stripe, pocket, print). */
  variant: number;
  /** Days before the seed date the product was added, so "newest" has a meaningful order. */
  addedDaysAgo: number;
}

const COLOURS_PER_COMBINATION = 3;

/** Regular price in rupees of a men's or women's garment of each cut; kids' cost less. */
const BASE_PRICE: Record<ProductType, number> = {
  round_neck_half: 499,
  polo_neck: 799,
  round_neck_full: 649,
  sweat_shirts_full: 1299,
  sweat_shirts_upper: 1499,
  round_neck_oversize: 899,
  crop_top: 549,
};

const NOUN: Record<ProductType, string> = {
  round_neck_half: 'Round Neck Half Sleeve T-Shirt',
  polo_neck: 'Polo Neck T-Shirt',
  round_neck_full: 'Round Neck Full Sleeve T-Shirt',
  sweat_shirts_full: 'Full Sleeve Sweatshirt',
  sweat_shirts_upper: 'Hooded Sweatshirt',
  round_neck_oversize: 'Oversized T-Shirt',
  crop_top: 'Crop Top',
};

const FABRIC: Record<ProductType, string> = {
  round_neck_half: '180 GSM bio-washed combed cotton that stays soft wash after wash',
  polo_neck: 'breathable cotton piqué with a ribbed collar and a three-button placket',
  round_neck_full: '200 GSM combed cotton jersey with ribbed cuffs that hold their shape',
  sweat_shirts_full: 'brushed-back cotton fleece, warm without the bulk, with ribbed cuffs and hem',
  sweat_shirts_upper: '320 GSM cotton-rich fleece with a lined hood and a roomy kangaroo pocket',
  round_neck_oversize: '220 GSM heavyweight cotton cut boxy, with dropped shoulders and a longer body',
  crop_top: 'stretch cotton-elastane jersey in a fitted cropped cut that sits at the waist',
};

const OCCASION = [
  'Made for everyday wear, from college mornings to weekend outings.',
  'Pairs as easily with denims as with joggers.',
  'A wardrobe staple that layers well and travels light.',
];

const CARE = 'Machine wash cold, inside out; do not bleach; tumble dry low.';

const POSSESSIVE: Record<Category, string> = { male: "Men's", female: "Women's", kids: "Kids'" };

// Chest measurement that goes with each adult size; oversized cuts are free size.
const MEASUREMENT_FOR_SIZE: Record<AdultSize, Measurement> = {
  XS: Measurement.IN_36,
  S: Measurement.IN_36,
  M: Measurement.IN_38,
  L: Measurement.IN_40,
  XL: Measurement.IN_42,
  XXL: Measurement.IN_44,
};

const PERCENT_INCREMENTS = [5, 7.5, 10];

/** Rounds a rupee price to the nearest one ending in 9, the way the store prices. */
function storePrice(rupees: number): number {
  return Math.max(9, Math.round((rupees + 1) / 10) * 10 - 1);
}

function adultSizeFor(productType: ProductType, index: number): AdultSize {
  // Oversized cuts come in M to XXL only (spec section 5).
  const sizes: readonly AdultSize[] = productType === ProductType.ROUND_NECK_OVERSIZE ? ['M', 'L', 'XL', 'XXL'] : ADULT_SIZES;
  return sizes[index % sizes.length] as AdultSize;
}

export function demoCatalog(colours: readonly DemoColour[]): DemoProduct[] {
  const products: DemoProduct[] = [];
  let index = 0;
  for (const category of CATEGORIES) {
    for (const productType of PRODUCT_TYPES) {
      for (let shade = 0; shade < COLOURS_PER_COMBINATION; shade += 1, index += 1) {
        const colour = colours[(index * 5 + shade) % colours.length] as DemoColour;
        products.push(demoProduct(category, productType, colour, index, shade));
      }
    }
  }
  return products;
}

function demoProduct(category: Category, productType: ProductType, colour: DemoColour, index: number, shade: number): DemoProduct {
  const isKids = category === Category.KIDS;
  const adultSize = adultSizeFor(productType, index);
  const size: Size = isKids ? (AGE_GROUPS[index % AGE_GROUPS.length] as Size) : adultSize;
  const measurement = isKids
    ? Measurement.KIDS
    : productType === ProductType.ROUND_NECK_OVERSIZE
      ? Measurement.FREE_SIZE
      : MEASUREMENT_FOR_SIZE[adultSize];

  const basePrice = BASE_PRICE[productType] * (isKids ? 0.7 : category === Category.FEMALE ? 1.05 : 1) + shade * 50;
  const price = storePrice(basePrice);
  // Every third product is on sale at about a fifth off.
  const salePrice = index % 3 === 1 ? storePrice(price * 0.8) : 0;

  const type = isKids ? SizingType.AGE_GROUP : SizingType.SIZE;
  return {
    title: `${POSSESSIVE[category]} ${colour.name} ${NOUN[productType]}`,
    description: `${capitalise(FABRIC[productType])}, in ${colour.name.toLowerCase()}. ${OCCASION[index % OCCASION.length]} ${CARE}`,
    category,
    productType,
    type,
    size,
    measurement,
    percentageIncrement: isKids ? 0 : (PERCENT_INCREMENTS[index % PERCENT_INCREMENTS.length] as number),
    pricePaise: toPaise(price),
    salePricePaise: toPaise(salePrice),
    stock: demoStock(index, selectableSizes({ type, size, productType })),
    colour,
    variant: shade,
    addedDaysAgo: (index * 7) % 60,
  };
}

/** How a store's stock of a garment usually spreads over its sizes: the middle sizes sell most. */
const SIZE_WEIGHT: Partial<Record<Size, number>> = { XS: 1, S: 2, M: 3, L: 3, XL: 2, XXL: 1 };

/**
 * Mostly well stocked, spread over the sizes as a store orders them. Every ninth item runs low
 * in all (below 10); every fifth has one size sold out and every seventh one size down to 1-9
 * pieces; two are sold out in every size.
 */
function demoStock(index: number, sizes: readonly Size[]): StockBySize {
  const soldOut = index === 10 || index === 47;
  const total = soldOut ? 0 : index % 9 === 4 ? 3 + (index % 6) : 15 + ((index * 37) % 106);
  const weights = sizes.map((size) => SIZE_WEIGHT[size] ?? 1);
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  const counts = weights.map((weight) => Math.floor((total * weight) / weightSum));
  // What flooring left over goes to the first sizes, so the sizes add up to the total.
  for (let left = total - counts.reduce((sum, count) => sum + count, 0), i = 0; left > 0; left -= 1, i = (i + 1) % counts.length) {
    counts[i] = (counts[i] ?? 0) + 1;
  }
  if (sizes.length > 1 && total >= 10) {
    if (index % 5 === 0) counts[(index / 5) % sizes.length] = 0;
    else if (index % 7 === 3) counts[(index + 1) % sizes.length] = 1 + (index % 9);
  }
  return Object.fromEntries(sizes.map((size, i) => [size, counts[i] ?? 0]));
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

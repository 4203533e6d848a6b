// Effective price and size-based price increments (spec section 9). All amounts are integer paise;
// every computed unit price is rounded to the paisa exactly once, so the cart, the checkout and the
// stored order always agree to the paisa.

import { Size, SizingType } from './catalog.js';

/** The product fields that decide what a unit costs. */
export interface PricedProduct {
  type: SizingType;
  /** The product's own size as stored in the catalogue (not the shopper's choice). */
  size: Size;
  /** List price in paise. */
  price: number;
  /** Sale price in paise; 0 (or less) means the product is not on sale. */
  salePrice: number;
  /** Percent added per size step above M, e.g. 7.5; up to two decimals are honoured. */
  percentageIncrement: number;
}

export interface SizePrice {
  pricePaise: number;
  /** 0 when the product is not on sale. */
  salePricePaise: number;
  /** What the shopper pays per unit: the sale price when on sale, otherwise the price. */
  effectivePaise: number;
}

export interface PricedLine {
  unitPaise: number;
  quantity: number;
}

/** The sale price wins whenever it is above 0; 0 is how "no sale" is stored. */
export function effectivePricePaise(pricePaise: number, salePricePaise: number): number {
  return salePricePaise > 0 ? salePricePaise : pricePaise;
}

/**
 * How many times percentageIncrement applies for the chosen size: L and XL once, XXL twice.
 * Kids' age groups are priced flat, and a product whose own size is XXL is already priced for
 * XXL, so neither is increased.
 */
export function incrementSteps(product: Pick<PricedProduct, 'type' | 'size'>, chosenSize: Size): 0 | 1 | 2 {
  if (product.type !== SizingType.SIZE || product.size === Size.XXL) return 0;
  if (chosenSize === Size.L || chosenSize === Size.XL) return 1;
  if (chosenSize === Size.XXL) return 2;
  return 0;
}

/**
 * Raises `paise` by `steps` × `percent` percent, rounded half-up to the paisa. The steps are added
 * (XXL is +2p%, not compounded), matching the spec's "XXL adds twice that".
 */
export function applyIncrementPaise(paise: number, percent: number, steps: number): number {
  assertPaise(paise);
  if (paise <= 0 || steps === 0) return paise;
  // Percent in hundredths keeps 7.5% as the integer 750, so the whole computation stays in
  // integers: paise × (10000 + steps × hundredths) / 10000.
  const hundredths = percentHundredths(percent) * steps;
  const numerator = paise * (10000 + hundredths);
  if (!Number.isSafeInteger(numerator)) {
    throw new RangeError(`Price ${paise} paise is too large to increase safely`);
  }
  // Integer remainder rather than float division, so a true .5 paisa is never seen as .4999….
  const remainder = numerator % 10000;
  const whole = (numerator - remainder) / 10000;
  return remainder >= 5000 ? whole + 1 : whole;
}

/** Unit prices of `product` when bought in `chosenSize`. */
export function priceForSize(product: PricedProduct, chosenSize: Size): SizePrice {
  const steps = incrementSteps(product, chosenSize);
  const pricePaise = applyIncrementPaise(product.price, product.percentageIncrement, steps);
  // A sale price of 0 means "no sale" and must stay 0 rather than be increased.
  const salePricePaise =
    product.salePrice > 0 ? applyIncrementPaise(product.salePrice, product.percentageIncrement, steps) : 0;
  return { pricePaise, salePricePaise, effectivePaise: effectivePricePaise(pricePaise, salePricePaise) };
}

/** Line total: the already-rounded unit price times the quantity, so it is exact. */
export function lineTotalPaise(unitPaise: number, quantity: number): number {
  assertPaise(unitPaise);
  if (!Number.isSafeInteger(quantity) || quantity < 0) {
    throw new RangeError(`Quantity must be a whole number of at least 0, got ${quantity}`);
  }
  return unitPaise * quantity;
}

/** Order total: the sum of the line totals, each from a rounded unit price. */
export function orderTotalPaise(lines: readonly PricedLine[]): number {
  return lines.reduce((total, line) => total + lineTotalPaise(line.unitPaise, line.quantity), 0);
}

function percentHundredths(percent: number): number {
  // A missing or negative increment is treated as none: bad catalogue data must neither crash a
  // product page nor make a bigger size cheaper.
  if (!Number.isFinite(percent) || percent <= 0) return 0;
  return Math.round(percent * 100);
}

function assertPaise(paise: number): void {
  // Prices must already be integer paise; a fraction means rupees were passed by mistake.
  if (!Number.isSafeInteger(paise)) {
    throw new RangeError(`Expected a whole number of paise, got ${paise}`);
  }
}

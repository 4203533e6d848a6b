// Stock is kept per size: each size a product offers (size-options.ts) has its own count, and the
// product's total is their sum. These are the rules every writer and reader of those counts shares.

import { AGE_GROUP_LABELS, isAgeGroup, SIZES, type Size } from './catalog.js';
import { MESSAGES } from './messages.js';
import { selectableSizes, type SizedProduct } from './size-options.js';
import { MAX_STOCK, MAX_STORED_INTEGER } from './store.js';
import { validateStock, type ValidationResult } from './validation.js';

/** Pieces in stock per size. A size the product offers and that is missing here has none. */
export type StockBySize = Partial<Record<Size, number>>;

/** One size's stock as an admin sets it. */
export interface SizeStockEntry {
  size: Size;
  quantity: number;
}

type Sizing = Pick<SizedProduct, 'type' | 'size' | 'productType'>;

/** "size XL", or "age group 3-5 Years": how a message names the size that ran short. */
export function sizeName(size: Size): string {
  return isAgeGroup(size) ? `age group ${AGE_GROUP_LABELS[size]}` : `size ${size}`;
}

/**
 * A spec stock message ('Only {n} items available in stock', 'Out of Stock', 'Maximum stock limit
 * reached') saying which size it is about. The spec's words come first, unchanged, so a client that
 * matches them still does.
 */
export function inSize(message: string, size: Size): string {
  return `${message} in ${sizeName(size)}`;
}

/** Which of the spec's stock refusals a request for a size meets. */
export type StockShortfall = 'OUT_OF_STOCK' | 'INSUFFICIENT_STOCK';

export interface StockRefusal {
  code: StockShortfall;
  message: string;
}

/**
 * The one wording of every stock refusal (adding to the cart, changing a line, checking out), so a
 * client matches one text whichever path refused. `wanted` is the quantity the shopper would hold
 * in all (what is in the cart plus what is being added); `inCart` is what the cart already holds of
 * this size, 0 when the request sets a quantity outright. Null when the size has enough.
 *  - the size has none: 'Out of Stock in size XL';
 *  - the cart already holds every piece left: 'Maximum stock limit reached in size XL: your cart
 *    already holds all 2 in stock' (the spec's words for a plus button that cannot add more);
 *  - otherwise: 'Only 2 items available in stock in size XL', and when the cart holds some of
 *    them, '; your cart already holds 1' after it.
 * Kids' sizes are named as the storefront labels them, 'in age group 3-5 Years'.
 */
export function stockRefusal(size: Size, inStock: number, wanted: number, inCart = 0): StockRefusal | null {
  if (!(inStock > 0)) return { code: 'OUT_OF_STOCK', message: inSize(MESSAGES.OUT_OF_STOCK, size) };
  if (wanted <= inStock) return null;
  if (inCart >= inStock) {
    return { code: 'INSUFFICIENT_STOCK', message: `${inSize(MESSAGES.MAX_STOCK_REACHED, size)}: your cart already holds all ${inStock} in stock` };
  }
  const held = inCart > 0 ? `; your cart already holds ${inCart}` : '';
  return { code: 'INSUFFICIENT_STOCK', message: `${inSize(MESSAGES.ONLY_N_IN_STOCK(inStock), size)}${held}` };
}

/** The product's total: the sum of its sizes' stock, never past what a 32-bit Int can say. */
export function totalOfSizes(stock: StockBySize): number {
  let total = 0;
  for (const quantity of Object.values(stock)) total += quantity ?? 0;
  return Math.min(total, MAX_STORED_INTEGER);
}

/** Pieces in stock of one size; 0 for a size with no count. */
export function stockOfSize(stock: StockBySize, size: Size): number {
  return stock[size] ?? 0;
}

/**
 * The rule for stock given only as a total (the spec's REST bodies, and existing products when
 * stock moved to sizes): all of it on the product's own `size`, which is always one of the sizes
 * it offers; every other offered size holds none.
 */
export function stockFromTotal(product: Sizing, totalStock: number): StockBySize {
  const stock: StockBySize = {};
  for (const size of selectableSizes(product)) stock[size] = size === product.size ? totalStock : 0;
  return stock;
}

export const SIZE_STOCK_MESSAGES = {
  NOT_OFFERED: (size: Size, offered: readonly Size[]) => `This product does not come in ${size}; it comes in ${offered.join(', ')}`,
  REPEATED: (size: Size) => `${size} is listed more than once`,
  REQUIRED: 'Stock is required: give the stock of each size (sizeStock), or the total (totalStock)',
  TOTAL_MAX: 'The stock of all sizes together cannot be more than 10,00,000',
  TOTAL_MISMATCH: (total: number, sum: number) =>
    `totalStock ${total} is not the sum of the sizes' stock (${sum}); send sizeStock to change the stock of each size`,
  CHANGED_WHILE_EDITING: (size: Size, now: number) =>
    `The stock of ${sizeName(size)} changed to ${now} while you were editing (a sale or another admin). Check it and save again.`,
  DROPPED_SIZES_HOLD_STOCK: (sizes: ReadonlyArray<{ size: Size; quantity: number }>) =>
    `This change stops offering ${sizes.map(({ size, quantity }) => `${size} (${quantity} in stock)`).join(', ')}; set their stock to 0 first`,
} as const;

export interface SizeStockCheck {
  /** The stock of every offered size (0 where none was given) when valid; null otherwise. */
  stock: StockBySize | null;
  /** The first problem found, or null. */
  problem: ValidationResult;
}

/**
 * Checks the stock an admin gives per size: only sizes the product offers, each once, each within
 * the stock limit, and all together within it too. Offered sizes not listed hold none.
 */
export function checkSizeStock(product: Sizing, entries: readonly SizeStockEntry[]): SizeStockCheck {
  const offered = selectableSizes(product);
  const stock: StockBySize = Object.fromEntries(offered.map((size) => [size, 0]));
  const seen = new Set<Size>();
  let sum = 0;
  for (const { size, quantity } of entries) {
    if (!offered.includes(size)) return { stock: null, problem: SIZE_STOCK_MESSAGES.NOT_OFFERED(size, offered) };
    if (seen.has(size)) return { stock: null, problem: SIZE_STOCK_MESSAGES.REPEATED(size) };
    seen.add(size);
    const problem = validateStock(quantity);
    if (problem) return { stock: null, problem: problem === MESSAGES.INVALID_QUANTITY ? STOCK_WHOLE_NUMBER : problem };
    stock[size] = quantity;
    sum += quantity;
  }
  if (sum > MAX_STOCK) return { stock: null, problem: SIZE_STOCK_MESSAGES.TOTAL_MAX };
  return { stock, problem: null };
}

const STOCK_WHOLE_NUMBER = 'Stock must be a whole number of 0 or more';

/**
 * The sizes a change of type, size or cut stops offering while they still hold stock. Such a
 * change is refused rather than the pieces dropped: they exist on a shelf somewhere.
 */
export function droppedSizesWithStock(current: StockBySize, next: Sizing): Array<{ size: Size; quantity: number }> {
  const offered = selectableSizes(next);
  return SIZES.filter((size) => !offered.includes(size) && (current[size] ?? 0) > 0).map((size) => ({ size, quantity: current[size] ?? 0 }));
}

/**
 * The first size whose stock is no longer what the admin saw when she opened the form
 * (`expectedStock`), with its stock now; null when every size sent with one still holds it. A
 * size the product does not hold yet counts as 0. Sizes sent without `expectedStock` are not checked.
 */
export function changedSinceRead(
  entries: ReadonlyArray<{ size: Size; expectedStock?: number | null }>,
  current: StockBySize,
): { size: Size; quantity: number } | null {
  for (const { size, expectedStock } of entries) {
    if (expectedStock == null) continue;
    const quantity = current[size] ?? 0;
    if (quantity !== expectedStock) return { size, quantity };
  }
  return null;
}

/** The first offered size with stock, or null when every size is gone: what the product dialog opens on. */
export function firstSizeInStock<T extends { quantityAvailable: number }>(options: readonly T[]): T | null {
  return options.find((option) => option.quantityAvailable > 0) ?? null;
}

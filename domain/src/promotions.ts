// Promotions: automatic offers and discount codes, priced by one pure function (issue 26). The
// server calls `priceCart` for the cart, the checkout and `placeOrder`, and freezes its answer on
// the order; no other code computes a discount.
//
// THE RULES (README "Promotions" repeats them word for word)
//
// 1. Money. Every amount is integer paise. A line's price is its unit price (the size's price,
//    sale price applied) times its quantity, before any promotion.
// 2. In force. A promotion is in force when it is enabled and startsAt <= now < endsAt (instants;
//    no endsAt means no end). Admins enter start and end as IST wall-clock times
//    ('YYYY-MM-DDTHH:mm'); `istDateTimeToInstant` turns them into instants. The end is exclusive:
//    an offer for the whole of 20 October ends at 2026-10-21T00:00 IST.
// 3. Which lines. A line matches a promotion when it passes every list the promotion names
//    (categories, product types, product ids): an empty list places no limit, and several lists
//    narrow together ("female" and "crop_top" means women's crop tops).
// 4. Conditions. The minimum subtotal is measured on the whole cart before any promotion. The
//    minimum quantity counts the pieces of the matching lines; buy X get Y needs at least X + Y
//    matching pieces. "First order only" holds when the shopper has no earlier order. A promotion
//    that matches no line does not apply. Limits of uses are counted by the server, not here.
// 5. Codes. At most one code per order; codes are compared trimmed and without regard to case.
// 6. Order of application. Promotions apply one after another, highest priority first, equal
//    priorities by id; the code takes its place by its own priority. Each promotion sees the
//    lines' prices after the discounts of those before it, and no line ever goes below zero, so
//    the total discount never exceeds the subtotal.
// 7. Stacking. A promotion that does not combine applies only alone. The outcomes weighed are:
//    every combining promotion together, and each promotion alone. The shopper gets the outcome
//    that saves the most; on equal savings, the one that uses the shopper's code, then all the
//    combining ones together, then the single promotion first in the order of rule 6. So the result
//    is never worse for the shopper than the best single promotion.
// 8. Percentage off lines: the percent (a whole percent, 1 to 100) of each matching line, rounded
//    half-up to the paisa per line. With a cap, when the lines' discounts add up to more than the
//    cap, the cap is spread over those lines in proportion to their uncapped discounts by the
//    largest-remainder method.
// 9. Fixed amount off the order: spread over the matching lines (all lines when the promotion
//    names no product, type or category) in proportion to their prices by the largest-remainder
//    method, so the lines sum back exactly to the amount. An amount above those lines' total makes
//    them free, never negative.
// 10. Buy X get Y: applied as many times as the cart allows, floor(matching pieces / (X + Y))
//    times; the pieces given are the cheapest of all matching pieces (each size has its own
//    price), so a line of 3 may have 1 piece given. Each given piece gets percentOffGiven percent
//    off its price (100 = free), rounded half-up to the paisa per piece. A line's pieces share its
//    price after earlier discounts to the paisa (the first pieces take the extra paise).
// 11. Largest remainder: each share is first rounded down; the paise left over go one each to the
//    shares with the largest fractional parts, equal fractions to the earlier line.
// 12. The code's refusal. When the shopper's code does not apply, the answer says why (unknown,
//    disabled, not started, ended, first order only, nothing in the cart it applies to, minimum
//    quantity or minimum subtotal not met with how much more is needed, or it does not combine with
//    offers that save more), checked in that order, with the message the shopper sees. A blank
//    code is no code. The answer lists the promotions that gave something, and the shopper's code
//    whenever it applied, even at ₹0.00.

import { CATEGORIES, PRODUCT_TYPES, type Category, type ProductType, type Size } from './catalog.js';
import { formatRupees } from './money.js';
import { MAX_CART_QUANTITY, MAX_ORDER_TOTAL_RUPEES } from './store.js';

/** One line of the cart as priced before promotions. */
export interface PromotionCartLine {
  lineId: string;
  productId: string;
  category: Category;
  productType: ProductType;
  size: Size;
  /** The size's unit price in paise, sale price already applied. */
  unitPaise: number;
  quantity: number;
}

export const PromotionActionKind = {
  PERCENT_OFF_LINES: 'PERCENT_OFF_LINES',
  FIXED_OFF_ORDER: 'FIXED_OFF_ORDER',
  BUY_X_GET_Y: 'BUY_X_GET_Y',
} as const;
export type PromotionActionKind = (typeof PromotionActionKind)[keyof typeof PromotionActionKind];

export type PromotionAction =
  | {
      kind: typeof PromotionActionKind.PERCENT_OFF_LINES;
      /** Whole percent, 1 to 100. */
      percent: number;
      /** The most the promotion gives in total, in paise; null for no cap. */
      capPaise: number | null;
    }
  | { kind: typeof PromotionActionKind.FIXED_OFF_ORDER; amountPaise: number }
  | {
      kind: typeof PromotionActionKind.BUY_X_GET_Y;
      buy: number;
      get: number;
      /** Whole percent off each given piece, 1 to 100; 100 gives it free. */
      percentOffGiven: number;
    };

export interface PromotionConditions {
  /** Of the whole cart before promotions; 0 for none. */
  minSubtotalPaise: number;
  /** Pieces among the matching lines; 0 for none. */
  minQuantity: number;
  /** Empty: every category. */
  categories: readonly Category[];
  /** Empty: every product type. */
  productTypes: readonly ProductType[];
  /** Empty: every product. */
  productIds: readonly string[];
  firstOrderOnly: boolean;
}

export interface Promotion {
  id: string;
  name: string;
  /** The code a shopper types; null for an automatic promotion. */
  code: string | null;
  startsAt: Date;
  /** Exclusive; null for no end. */
  endsAt: Date | null;
  enabled: boolean;
  /** Higher applies first. */
  priority: number;
  combinesWith: boolean;
  conditions: PromotionConditions;
  action: PromotionAction;
}

export interface PromotionContext {
  now: Date;
  /** The shopper's orders before this one, for "first order only". */
  previousOrderCount: number;
  /** The code the shopper applied, as typed; null for none. */
  code: string | null;
}

/** Why the shopper's code gives nothing. USED_UP and ALREADY_USED are the server's (it counts uses). */
export type CodeRefusal =
  | { reason: 'UNKNOWN' }
  | { reason: 'DISABLED' }
  | { reason: 'NOT_STARTED'; startsAt: Date }
  | { reason: 'ENDED' }
  | { reason: 'FIRST_ORDER_ONLY' }
  | { reason: 'NOTHING_IN_CART_APPLIES' }
  | { reason: 'MIN_QUANTITY_NOT_MET'; shortBy: number }
  | { reason: 'MINIMUM_NOT_MET'; shortByPaise: number }
  | { reason: 'DOES_NOT_COMBINE' }
  | { reason: 'USED_UP' }
  | { reason: 'ALREADY_USED' };
export type CodeRefusalReason = CodeRefusal['reason'];

export interface LineDiscount {
  promotionId: string;
  discountPaise: number;
}

export interface PricedPromotionLine {
  lineId: string;
  originalPaise: number;
  discountPaise: number;
  finalPaise: number;
  /** What each applied promotion took off this line, in the order they applied; none at 0. */
  discounts: LineDiscount[];
}

export interface AppliedPromotion {
  promotionId: string;
  name: string;
  code: string | null;
  discountPaise: number;
}

export type CodeOutcome =
  | { code: string; applied: true; promotionId: string }
  | { code: string; applied: false; refusal: CodeRefusal; message: string };

export interface CartPricing {
  lines: PricedPromotionLine[];
  /** In the order they applied. Automatic promotions that gave nothing are left out. */
  applied: AppliedPromotion[];
  subtotalPaise: number;
  savingsPaise: number;
  totalPaise: number;
  /** Null when no code was given. */
  code: CodeOutcome | null;
}

// ---- messages ---------------------------------------------------------------------------------

/** What the shopper reads when a code gives nothing, e.g. "Add ₹120.00 more to use PUJA20.". */
export function codeRefusalMessage(code: string, refusal: CodeRefusal): string {
  switch (refusal.reason) {
    case 'UNKNOWN':
      return `${code} is not a valid code.`;
    case 'DISABLED':
      return `${code} is not available right now.`;
    case 'NOT_STARTED':
      return `${code} can be used from ${formatIstDateTime(refusal.startsAt)}.`;
    case 'ENDED':
      return `${code} has expired.`;
    case 'FIRST_ORDER_ONLY':
      return `${code} is only for your first order.`;
    case 'NOTHING_IN_CART_APPLIES':
      return `${code} does not apply to anything in your cart.`;
    case 'MIN_QUANTITY_NOT_MET':
      return `Add ${refusal.shortBy} more ${refusal.shortBy === 1 ? 'item' : 'items'} to use ${code}.`;
    case 'MINIMUM_NOT_MET':
      return `Add ${formatRupees(refusal.shortByPaise)} more to use ${code}.`;
    case 'DOES_NOT_COMBINE':
      return `${code} cannot be combined with the offers on your cart, which save you more.`;
    case 'USED_UP':
      return `${code} has reached its limit of uses.`;
    case 'ALREADY_USED':
      return `You have already used ${code}.`;
  }
}

// ---- IST wall-clock times ---------------------------------------------------------------------

// India has no daylight saving, so one fixed offset converts every IST wall-clock time.
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const IST_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The instant of an IST wall-clock time 'YYYY-MM-DDTHH:mm' (seconds optional), as an admin types
 * a promotion's start or end; null for anything that is not a real date and time.
 */
export function istDateTimeToInstant(text: string): Date | null {
  const match = IST_DATE_TIME.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number, number, number, number, number, number,
  ];
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59) return null;
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  // Date.UTC rolls 31 February over into March; a rolled-over date was not a real one.
  if (new Date(wall).getUTCDate() !== day) return null;
  return new Date(wall - IST_OFFSET_MS);
}

/** The IST wall-clock time 'YYYY-MM-DDTHH:mm' of an instant, for the admin's date inputs. */
export function instantToIstDateTime(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16);
}

/** e.g. "1/10/2026, 18:00 IST": the en-IN date the storefront prints, with the time. */
function formatIstDateTime(instant: Date): string {
  const ist = new Date(instant.getTime() + IST_OFFSET_MS);
  const time = `${String(ist.getUTCHours()).padStart(2, '0')}:${String(ist.getUTCMinutes()).padStart(2, '0')}`;
  return `${ist.getUTCDate()}/${ist.getUTCMonth() + 1}/${ist.getUTCFullYear()}, ${time} IST`;
}

// ---- helpers the server shares ----------------------------------------------------------------

/** Codes are stored and compared trimmed and upper-case, so "puja20 " finds PUJA20. */
export function normalizePromotionCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Whether the promotion is switched on and its dates hold `now` (rule 2). */
export function isPromotionInForce(promotion: Pick<Promotion, 'enabled' | 'startsAt' | 'endsAt'>, now: Date): boolean {
  return promotion.enabled && dateState(promotion, now) === 'IN_FORCE';
}

/** Whether a product falls under the promotion's lists (rule 3), e.g. for a card's offer badge. */
export function promotionCoversProduct(
  promotion: Pick<Promotion, 'conditions'>,
  product: Pick<PromotionCartLine, 'productId' | 'category' | 'productType'>,
): boolean {
  const { categories, productTypes, productIds } = promotion.conditions;
  return (
    (categories.length === 0 || categories.includes(product.category)) &&
    (productTypes.length === 0 || productTypes.includes(product.productType)) &&
    (productIds.length === 0 || productIds.includes(product.productId))
  );
}

/** The offer in words for cards and the product dialog, e.g. "Puja offer: 20 % off". */
export function promotionLabel(promotion: Pick<Promotion, 'name' | 'action'>): string {
  const { action } = promotion;
  switch (action.kind) {
    case 'PERCENT_OFF_LINES':
      return `${promotion.name}: ${action.percent} % off`;
    case 'FIXED_OFF_ORDER':
      return `${promotion.name}: ${formatRupees(action.amountPaise)} off`;
    case 'BUY_X_GET_Y':
      return `${promotion.name}: buy ${action.buy} get ${action.get} ${
        action.percentOffGiven === 100 ? 'free' : `at ${action.percentOffGiven} % off`
      }`;
  }
}

/**
 * Splits `amount` paise over `weights` in proportion, by the largest-remainder method (rule 11):
 * the shares are whole, sum to `amount` exactly, and equal fractions favour the earlier weight.
 * All weights 0 gives all shares 0 (there is nothing to split over).
 */
export function spreadByLargestRemainder(amount: number, weights: readonly number[]): number[] {
  assertNonNegativeInteger(amount, 'amount');
  weights.forEach((weight) => assertNonNegativeInteger(weight, 'weight'));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total === 0 || amount === 0) return weights.map(() => 0);
  // amount × weight may pass 2^53 for large orders; BigInt keeps the shares and remainders exact.
  const bigAmount = BigInt(amount);
  const bigTotal = BigInt(total);
  const shares = weights.map((weight) => bigAmount * BigInt(weight));
  const floors = shares.map((share) => Number(share / bigTotal));
  const remainders = shares.map((share) => share % bigTotal);
  let left = amount - floors.reduce((sum, share) => sum + share, 0);
  const order = remainders
    .map((remainder, index) => ({ remainder, index }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of order) {
    if (left === 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
    left -= 1;
  }
  return floors;
}

// ---- an admin's input ------------------------------------------------------------------------

export const PROMOTION_NAME_MIN_LENGTH = 2;
export const PROMOTION_NAME_MAX_LENGTH = 60;
/** Letters, digits and hyphens, 3-20 long, kept upper-case: easy to read out and to type on a phone. */
export const PROMOTION_CODE_PATTERN = /^[A-Z0-9-]{3,20}$/;
/** Priorities run from -1000 to 1000: room to slot an offer between two others. */
export const PROMOTION_PRIORITY_LIMIT = 1000;
/** Buy and get counts above this are typing mistakes, not offers. */
export const PROMOTION_MAX_PIECES = 100;

export const PROMOTION_MESSAGES = {
  NAME: `Please enter a name of ${PROMOTION_NAME_MIN_LENGTH}-${PROMOTION_NAME_MAX_LENGTH} characters`,
  CODE: 'A code has 3-20 letters, digits or hyphens',
  STARTS_AT: 'Please enter a start date and time',
  ENDS_AT: 'The end must come after the start',
  PRIORITY: `Priority must be a whole number from -${PROMOTION_PRIORITY_LIMIT} to ${PROMOTION_PRIORITY_LIMIT}`,
  AMOUNT: 'Please enter an amount in rupees, up to two decimals',
  AMOUNT_POSITIVE: 'Please enter an amount above ₹0.00',
  QUANTITY: `Please enter a whole number from 0 to ${MAX_CART_QUANTITY}`,
  PERCENT: 'Please enter a whole percent from 1 to 100',
  PIECES: `Please enter a whole number from 1 to ${PROMOTION_MAX_PIECES}`,
  LISTS: 'Please choose from the listed categories and product types',
} as const;

export interface PromotionInput {
  name: string;
  /** Blank or null for an automatic promotion. */
  code: string | null;
  /** Null when the admin's date and time could not be read (see istDateTimeToInstant). */
  startsAt: Date | null;
  endsAt: Date | null;
  priority: number;
  conditions: PromotionConditions;
  action: PromotionAction;
}

export type PromotionField =
  | 'name'
  | 'code'
  | 'startsAt'
  | 'endsAt'
  | 'priority'
  | 'minSubtotalPaise'
  | 'minQuantity'
  | 'categories'
  | 'productTypes'
  | 'percent'
  | 'capPaise'
  | 'amountPaise'
  | 'buy'
  | 'get'
  | 'percentOffGiven';

/**
 * The admin form's and the API's check of a promotion, field by field; empty when it may be
 * saved. `priceCart` accepts every promotion that passes. Limits of uses are the server's to check.
 */
export function validatePromotionInput(input: PromotionInput): Partial<Record<PromotionField, string>> {
  const errors: Partial<Record<PromotionField, string>> = {};
  const name = input.name.trim();
  if (name.length < PROMOTION_NAME_MIN_LENGTH || name.length > PROMOTION_NAME_MAX_LENGTH) errors.name = PROMOTION_MESSAGES.NAME;
  if (input.code != null && input.code.trim() !== '' && !PROMOTION_CODE_PATTERN.test(normalizePromotionCode(input.code))) {
    errors.code = PROMOTION_MESSAGES.CODE;
  }
  if (input.startsAt === null || Number.isNaN(input.startsAt.getTime())) errors.startsAt = PROMOTION_MESSAGES.STARTS_AT;
  else if (input.endsAt !== null && !(input.endsAt.getTime() > input.startsAt.getTime())) errors.endsAt = PROMOTION_MESSAGES.ENDS_AT;
  if (!isWholeBetween(input.priority, -PROMOTION_PRIORITY_LIMIT, PROMOTION_PRIORITY_LIMIT)) errors.priority = PROMOTION_MESSAGES.PRIORITY;

  const { conditions, action } = input;
  const maxPaise = MAX_ORDER_TOTAL_RUPEES * 100;
  if (!isWholeBetween(conditions.minSubtotalPaise, 0, maxPaise)) errors.minSubtotalPaise = PROMOTION_MESSAGES.AMOUNT;
  if (!isWholeBetween(conditions.minQuantity, 0, MAX_CART_QUANTITY)) errors.minQuantity = PROMOTION_MESSAGES.QUANTITY;
  if (!conditions.categories.every((category) => CATEGORIES.includes(category))) errors.categories = PROMOTION_MESSAGES.LISTS;
  if (!conditions.productTypes.every((type) => PRODUCT_TYPES.includes(type))) errors.productTypes = PROMOTION_MESSAGES.LISTS;

  switch (action.kind) {
    case 'PERCENT_OFF_LINES':
      if (!isWholeBetween(action.percent, 1, 100)) errors.percent = PROMOTION_MESSAGES.PERCENT;
      if (action.capPaise !== null && !isWholeBetween(action.capPaise, 1, maxPaise)) {
        errors.capPaise = Number.isSafeInteger(action.capPaise) && action.capPaise <= 0 ? PROMOTION_MESSAGES.AMOUNT_POSITIVE : PROMOTION_MESSAGES.AMOUNT;
      }
      break;
    case 'FIXED_OFF_ORDER':
      if (!isWholeBetween(action.amountPaise, 1, maxPaise)) {
        errors.amountPaise =
          Number.isSafeInteger(action.amountPaise) && action.amountPaise <= 0 ? PROMOTION_MESSAGES.AMOUNT_POSITIVE : PROMOTION_MESSAGES.AMOUNT;
      }
      break;
    case 'BUY_X_GET_Y':
      if (!isWholeBetween(action.buy, 1, PROMOTION_MAX_PIECES)) errors.buy = PROMOTION_MESSAGES.PIECES;
      if (!isWholeBetween(action.get, 1, PROMOTION_MAX_PIECES)) errors.get = PROMOTION_MESSAGES.PIECES;
      if (!isWholeBetween(action.percentOffGiven, 1, 100)) errors.percentOffGiven = PROMOTION_MESSAGES.PERCENT;
      break;
  }
  return errors;
}

function isWholeBetween(value: number, min: number, max: number): boolean {
  return Number.isSafeInteger(value) && value >= min && value <= max;
}

// ---- pricing ----------------------------------------------------------------------------------

type Refusal = Exclude<CodeRefusal, { reason: 'UNKNOWN' | 'DOES_NOT_COMBINE' | 'USED_UP' | 'ALREADY_USED' }>;

interface Outcome {
  /** Promotions in the order they applied, with what each took off each line. */
  steps: { promotion: Promotion; perLine: number[] }[];
  savings: number;
}

/**
 * Prices the cart with the promotions given (the automatic ones in force and the code's, in any
 * state: this function says why a code does not apply). Throws RangeError on malformed input
 * (fractional paise, a percent outside 1-100), which the server's validation never lets through.
 */
export function priceCart(
  lines: readonly PromotionCartLine[],
  promotions: readonly Promotion[],
  context: PromotionContext,
): CartPricing {
  lines.forEach(assertLine);
  promotions.forEach(assertPromotion);
  const originals = lines.map((line) => line.unitPaise * line.quantity);
  const subtotal = originals.reduce((sum, paise) => sum + paise, 0);
  if (!Number.isSafeInteger(subtotal)) throw new RangeError('The cart total is too large to price');

  // A blank code box is no code, not an unknown one.
  const code = context.code == null || context.code.trim() === '' ? null : normalizePromotionCode(context.code);
  const codePromotion = code === null ? undefined : promotions.find((p) => p.code !== null && normalizePromotionCode(p.code) === code);

  const eligible: Promotion[] = [];
  let codeRefusal: CodeRefusal | null = code === null ? null : codePromotion ? null : { reason: 'UNKNOWN' };
  for (const promotion of promotions) {
    // Another code than the shopper's never applies: at most one code per order.
    if (promotion.code !== null && promotion !== codePromotion) continue;
    const refusal = refusalOf(promotion, lines, subtotal, context);
    if (refusal === null) eligible.push(promotion);
    else if (promotion === codePromotion) codeRefusal = refusal;
  }
  eligible.sort(byApplicationOrder);

  const best = chooseOutcome(eligible, lines, originals, codePromotion);
  const perLine = lines.map((): LineDiscount[] => []);
  for (const step of best.steps) {
    step.perLine.forEach((discountPaise, index) => {
      if (discountPaise > 0) perLine[index]?.push({ promotionId: step.promotion.id, discountPaise });
    });
  }
  const pricedLines = lines.map((line, index): PricedPromotionLine => {
    const discounts = perLine[index] ?? [];
    const discountPaise = discounts.reduce((sum, d) => sum + d.discountPaise, 0);
    const originalPaise = originals[index] ?? 0;
    return { lineId: line.lineId, originalPaise, discountPaise, finalPaise: originalPaise - discountPaise, discounts };
  });
  const applied = best.steps
    .map(({ promotion, perLine: taken }): AppliedPromotion => ({
      promotionId: promotion.id,
      name: promotion.name,
      code: promotion.code,
      discountPaise: taken.reduce((sum, paise) => sum + paise, 0),
    }))
    .filter((entry) => entry.discountPaise > 0 || (codePromotion !== undefined && entry.promotionId === codePromotion.id));

  let codeOutcome: CodeOutcome | null = null;
  if (code !== null) {
    const used = codePromotion !== undefined && best.steps.some((step) => step.promotion === codePromotion);
    if (used) codeOutcome = { code, applied: true, promotionId: codePromotion.id };
    else {
      const refusal = codeRefusal ?? { reason: 'DOES_NOT_COMBINE' };
      codeOutcome = { code, applied: false, refusal, message: codeRefusalMessage(code, refusal) };
    }
  }
  return {
    lines: pricedLines,
    applied,
    subtotalPaise: subtotal,
    savingsPaise: best.savings,
    totalPaise: subtotal - best.savings,
    code: codeOutcome,
  };
}

function dateState(promotion: Pick<Promotion, 'startsAt' | 'endsAt'>, now: Date): 'NOT_STARTED' | 'ENDED' | 'IN_FORCE' {
  if (now.getTime() < promotion.startsAt.getTime()) return 'NOT_STARTED';
  if (promotion.endsAt !== null && now.getTime() >= promotion.endsAt.getTime()) return 'ENDED';
  return 'IN_FORCE';
}

/** Null when the promotion applies to this cart; otherwise the first reason it does not (rule 12). */
function refusalOf(
  promotion: Promotion,
  lines: readonly PromotionCartLine[],
  subtotal: number,
  context: PromotionContext,
): Refusal | null {
  if (!promotion.enabled) return { reason: 'DISABLED' };
  const state = dateState(promotion, context.now);
  if (state === 'NOT_STARTED') return { reason: 'NOT_STARTED', startsAt: promotion.startsAt };
  if (state === 'ENDED') return { reason: 'ENDED' };
  const { conditions, action } = promotion;
  if (conditions.firstOrderOnly && context.previousOrderCount > 0) return { reason: 'FIRST_ORDER_ONLY' };
  const matching = lines.filter((line) => line.quantity > 0 && promotionCoversProduct(promotion, line));
  if (matching.length === 0) return { reason: 'NOTHING_IN_CART_APPLIES' };
  const pieces = matching.reduce((sum, line) => sum + line.quantity, 0);
  const minQuantity = Math.max(
    conditions.minQuantity,
    action.kind === PromotionActionKind.BUY_X_GET_Y ? action.buy + action.get : 0,
  );
  if (pieces < minQuantity) return { reason: 'MIN_QUANTITY_NOT_MET', shortBy: minQuantity - pieces };
  if (subtotal < conditions.minSubtotalPaise) {
    return { reason: 'MINIMUM_NOT_MET', shortByPaise: conditions.minSubtotalPaise - subtotal };
  }
  return null;
}

function byApplicationOrder(a: Promotion, b: Promotion): number {
  if (a.priority !== b.priority) return b.priority - a.priority;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Rule 7: all combining promotions together, or each promotion alone, whichever saves most. */
function chooseOutcome(
  eligible: readonly Promotion[],
  lines: readonly PromotionCartLine[],
  originals: readonly number[],
  codePromotion: Promotion | undefined,
): Outcome {
  const combining = eligible.filter((promotion) => promotion.combinesWith);
  const [first, ...rest] = [combining, ...eligible.map((promotion) => [promotion])].map((set) => ({
    outcome: applyInSequence(set, lines, originals),
    usesCode: codePromotion !== undefined && set.includes(codePromotion),
  }));
  // `first` always exists (the combining set, perhaps empty); a later candidate must save more,
  // or save as much and use the shopper's code where the best so far does not.
  let best = first!;
  for (const candidate of rest) {
    const { savings } = candidate.outcome;
    if (savings > best.outcome.savings || (savings === best.outcome.savings && candidate.usesCode && !best.usesCode)) {
      best = candidate;
    }
  }
  return best.outcome;
}

function applyInSequence(set: readonly Promotion[], lines: readonly PromotionCartLine[], originals: readonly number[]): Outcome {
  const remaining = [...originals];
  const steps: Outcome['steps'] = [];
  for (const promotion of set) {
    const matches = lines.map((line) => line.quantity > 0 && promotionCoversProduct(promotion, line));
    const perLine = discountsOf(promotion.action, lines, remaining, matches);
    perLine.forEach((paise, index) => {
      remaining[index] = (remaining[index] ?? 0) - paise;
    });
    steps.push({ promotion, perLine });
  }
  const savings = steps.reduce((sum, step) => sum + step.perLine.reduce((a, b) => a + b, 0), 0);
  return { steps, savings };
}

/** What one promotion takes off each line, given the lines' prices after earlier promotions. */
function discountsOf(
  action: PromotionAction,
  lines: readonly PromotionCartLine[],
  remaining: readonly number[],
  matches: readonly boolean[],
): number[] {
  switch (action.kind) {
    case 'PERCENT_OFF_LINES': {
      const uncapped = remaining.map((paise, index) => (matches[index] ? percentOf(paise, action.percent) : 0));
      const total = uncapped.reduce((sum, paise) => sum + paise, 0);
      if (action.capPaise === null || total <= action.capPaise) return uncapped;
      return spreadByLargestRemainder(action.capPaise, uncapped);
    }
    case 'FIXED_OFF_ORDER': {
      const weights = remaining.map((paise, index) => (matches[index] ? paise : 0));
      const available = weights.reduce((sum, paise) => sum + paise, 0);
      return spreadByLargestRemainder(Math.min(action.amountPaise, available), weights);
    }
    case 'BUY_X_GET_Y': {
      // Pieces of equal price are kept as groups, not one by one: a line may hold a million pieces.
      const groups: { line: number; paise: number; count: number }[] = [];
      let pieces = 0;
      lines.forEach((line, index) => {
        if (!matches[index]) return;
        // The line's price shared over its pieces to the paisa; the first pieces take the extra paise.
        const paise = remaining[index] ?? 0;
        const base = Math.floor(paise / line.quantity);
        const extra = paise % line.quantity;
        if (line.quantity > extra) groups.push({ line: index, paise: base, count: line.quantity - extra });
        if (extra > 0) groups.push({ line: index, paise: base + 1, count: extra });
        pieces += line.quantity;
      });
      let toGive = Math.floor(pieces / (action.buy + action.get)) * action.get;
      // Cheapest first; the sort is stable, so equal prices are given from the earlier line first.
      groups.sort((a, b) => a.paise - b.paise);
      const perLine = lines.map(() => 0);
      for (const group of groups) {
        if (toGive === 0) break;
        const given = Math.min(group.count, toGive);
        perLine[group.line] = (perLine[group.line] ?? 0) + given * percentOf(group.paise, action.percentOffGiven);
        toGive -= given;
      }
      return perLine;
    }
  }
}

/** `percent` % of `paise`, rounded half-up to the paisa; never more than `paise` for percent <= 100. */
function percentOf(paise: number, percent: number): number {
  const hundredths = paise * percent;
  const remainder = hundredths % 100;
  const whole = (hundredths - remainder) / 100;
  return remainder >= 50 ? whole + 1 : whole;
}

// ---- input checks -----------------------------------------------------------------------------

function assertNonNegativeInteger(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`Expected a whole ${what} of at least 0, got ${value}`);
}

function assertWholePercent(value: number, what: string): void {
  if (!Number.isInteger(value) || value < 1 || value > 100) throw new RangeError(`${what} must be a whole percent from 1 to 100, got ${value}`);
}

function assertLine(line: PromotionCartLine): void {
  assertNonNegativeInteger(line.unitPaise, 'unit price in paise');
  assertNonNegativeInteger(line.quantity, 'quantity');
}

function assertPromotion(promotion: Promotion): void {
  assertNonNegativeInteger(promotion.conditions.minSubtotalPaise, 'minimum subtotal in paise');
  assertNonNegativeInteger(promotion.conditions.minQuantity, 'minimum quantity');
  if (!Number.isSafeInteger(promotion.priority)) throw new RangeError(`Priority must be a whole number, got ${promotion.priority}`);
  const { action } = promotion;
  switch (action.kind) {
    case 'PERCENT_OFF_LINES':
      assertWholePercent(action.percent, 'percent');
      if (action.capPaise !== null) assertNonNegativeInteger(action.capPaise, 'cap in paise');
      return;
    case 'FIXED_OFF_ORDER':
      assertNonNegativeInteger(action.amountPaise, 'amount in paise');
      return;
    case 'BUY_X_GET_Y':
      if (!Number.isSafeInteger(action.buy) || action.buy < 1) throw new RangeError(`buy must be at least 1, got ${action.buy}`);
      if (!Number.isSafeInteger(action.get) || action.get < 1) throw new RangeError(`get must be at least 1, got ${action.get}`);
      assertWholePercent(action.percentOffGiven, 'percentOffGiven');
      return;
  }
}

import type { EntityManager } from '@mikro-orm/postgresql';
import {
  codeRefusalMessage,
  isPromotionInForce,
  normalizePromotionCode,
  OrderStatus,
  priceCart,
  priceForSize,
  PROMOTION_CODE_PATTERN,
  type CartPricing,
  type CodeRefusal,
  type PromotionCartLine,
} from '@threadline/domain';
import { UserError, UserErrorCode } from '../../shared/user-error.js';
import type { CartLine } from '../cart/cart.entity.js';
import type { Product } from '../catalog/product.entity.js';
import { Order } from '../orders/order.entity.js';
import { Promotion } from './promotion.entity.js';

// The server's side of pricing a cart (domain `priceCart` does the arithmetic): which promotions
// are candidates, what the limits of uses allow, and what the shopper's history says. The cart's
// fields, applyDiscountCode and placeOrder all price through `priceWithLimits`, so they agree.

/** What pricing a shopper's cart needs from the database besides its lines. */
export interface PromotionFacts {
  /** The automatic promotions in force and the code's promotion in any state. */
  promotions: Promotion[];
  /** The shopper's earlier orders, for "first order only"; 0 when no candidate asks. */
  previousOrderCount: number;
  /** The shopper's uses not released, by promotion, for the candidates with a per-shopper limit. */
  shopperUses: Map<string, number>;
}

/**
 * The code as stored (trimmed, upper-case), or null for a blank one. A code that could never have
 * been saved (`PROMOTION_CODE_PATTERN`) is still returned: it is unknown, and says so.
 */
export function keptCode(code: string | null | undefined): string | null {
  if (code == null || code.trim() === '') return null;
  return normalizePromotionCode(code);
}

/**
 * The candidates in one statement: the automatic promotions enabled and in force at `now`, and
 * the promotion of `code` whatever its state (`priceCart` says why a code does not apply).
 */
export async function loadCandidatePromotions(em: EntityManager, now: Date, code: string | null): Promise<Promotion[]> {
  const automatic = {
    code: null,
    enabled: true,
    startsAt: { $lte: now },
    $or: [{ endsAt: null }, { endsAt: { $gt: now } }],
  };
  const searchable = code !== null && PROMOTION_CODE_PATTERN.test(code);
  return em.find(Promotion, searchable ? { $or: [automatic, { code }] } : automatic, { orderBy: { id: 'asc' } });
}

/**
 * The shopper's orders that count for "first order only": every order but those canceled or
 * rejected (an order that never went ahead is no first order; one delivered, shipped or still
 * awaiting payment is). Asked only when a candidate is first-order-only.
 */
export async function previousOrderCount(em: EntityManager, userId: string, promotions: readonly Promotion[]): Promise<number> {
  if (!promotions.some((promotion) => promotion.firstOrderOnly)) return 0;
  return em.count(Order, { user: userId, status: { $nin: [OrderStatus.CANCELED, OrderStatus.REJECTED] } });
}

/** The shopper's uses not released of the candidates that limit uses per shopper, in one statement. */
export async function shopperUses(em: EntityManager, userId: string, promotions: readonly Promotion[]): Promise<Map<string, number>> {
  const limited = promotions.filter((promotion) => promotion.perShopperLimit !== null).map((promotion) => promotion.id);
  if (limited.length === 0) return new Map();
  const rows = await em.execute<Array<{ promotion_id: string; uses: string | number }>>(
    `select promotion_id, count(*) as uses from promotion_use
     where user_id = ? and released_at is null and promotion_id in (${limited.map(() => '?').join(', ')})
     group by promotion_id`,
    [userId, ...limited],
  );
  return new Map(rows.map((row) => [row.promotion_id, Number(row.uses)]));
}

/** Everything but the lines that pricing the shopper's cart needs: one to three statements. */
export async function loadPromotionFacts(em: EntityManager, userId: string, code: string | null, now: Date): Promise<PromotionFacts> {
  const promotions = await loadCandidatePromotions(em, now, code);
  const [count, uses] = [await previousOrderCount(em, userId, promotions), await shopperUses(em, userId, promotions)];
  return { promotions, previousOrderCount: count, shopperUses: uses };
}

/** Why the limits of uses refuse the promotion to this shopper now; null when they allow it. */
export function limitRefusal(promotion: Promotion, uses: ReadonlyMap<string, number>): CodeRefusal | null {
  if (promotion.usageLimit !== null && promotion.uses >= promotion.usageLimit) return { reason: 'USED_UP' };
  if (promotion.perShopperLimit !== null && (uses.get(promotion.id) ?? 0) >= promotion.perShopperLimit) return { reason: 'ALREADY_USED' };
  return null;
}

/**
 * Prices the lines with the candidates the limits of uses allow. An automatic promotion used up
 * (in all, or by this shopper) is simply left out. The shopper's code used up is refused as
 * USED_UP or ALREADY_USED, and the cart priced without it, when it is otherwise in force;
 * a code that is also disabled, not started or ended is refused for that reason instead (the
 * shopper can do nothing about a limit of an offer that is not on).
 */
export function priceWithLimits(lines: readonly PromotionCartLine[], facts: PromotionFacts, code: string | null, now: Date): CartPricing {
  let codeLimit = null as CodeRefusal | null;
  const usable = facts.promotions.filter((promotion) => {
    const refusal = limitRefusal(promotion, facts.shopperUses);
    if (refusal === null) return true;
    const isTheCode = promotion.code !== null && promotion.code === code;
    if (!isTheCode) return promotion.code !== null;
    if (!isPromotionInForce(promotion, now)) return true;
    codeLimit = refusal;
    return false;
  });
  const context = { now, previousOrderCount: facts.previousOrderCount };
  const priced = usable.map((promotion) => promotion.toPriced());
  if (codeLimit === null || code === null) return priceCart(lines, priced, { ...context, code });
  const pricing = priceCart(lines, priced, { ...context, code: null });
  return { ...pricing, code: { code, applied: false, refusal: codeLimit, message: codeRefusalMessage(code, codeLimit) } };
}

/** The message a refused code gets, kept short when the code typed could never exist. */
export function refusalMessage(code: string, refusal: CodeRefusal): string {
  return PROMOTION_CODE_PATTERN.test(code) ? codeRefusalMessage(code, refusal) : 'This is not a valid code.';
}

/** A refused code as a userError at `field`: unknown is NOT_FOUND, a limit LIMIT_REACHED, the rest NOT_ELIGIBLE. */
export function codeUserError(code: string, refusal: CodeRefusal, field: string): UserError {
  const kind =
    refusal.reason === 'UNKNOWN'
      ? UserErrorCode.NOT_FOUND
      : refusal.reason === 'USED_UP' || refusal.reason === 'ALREADY_USED'
        ? UserErrorCode.LIMIT_REACHED
        : UserErrorCode.NOT_ELIGIBLE;
  return UserError.of(kind, refusalMessage(code, refusal), field);
}

/** A cart line as `priceCart` takes it, at the catalogue's current price of its size. */
export function promotionLineOf(line: CartLine, product: Product): PromotionCartLine {
  return {
    lineId: line.id,
    productId: product.id,
    category: product.category,
    productType: product.productType,
    size: line.size,
    unitPaise: priceForSize(product.pricing(), line.size).effectivePaise,
    quantity: line.quantity,
  };
}

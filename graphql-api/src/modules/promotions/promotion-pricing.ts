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
 * the promotion of `code` whatever its state (`priceCart` says why a code does not apply), each
 * with the shopper's uses of it not released (for the limits per shopper).
 */
export async function loadCandidatePromotions(em: EntityManager, userId: string, now: Date, code: string | null): Promise<{ promotions: Promotion[]; shopperUses: Map<string, number> }> {
  const searchable = code !== null && PROMOTION_CODE_PATTERN.test(code);
  const rows = await em.execute<Array<Record<string, unknown> & { id: string; shopper_uses: string | number }>>(
    `select p.*, (select count(*) from promotion_use u where u.promotion_id = p.id and u.user_id = ? and u.released_at is null) as shopper_uses
     from promotion p
     where (p.code is null and p.enabled and p.starts_at <= ? and (p.ends_at is null or p.ends_at > ?))${searchable ? ' or p.code = ?' : ''}
     order by p.id`,
    [userId, now, now, ...(searchable ? [code] : [])],
  );
  const promotions = rows.map(({ shopper_uses: _uses, ...row }) => em.map(Promotion, row));
  const shopperUses = new Map(rows.filter((row) => Number(row.shopper_uses) > 0).map((row) => [row.id, Number(row.shopper_uses)]));
  return { promotions, shopperUses };
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

/** Everything but the lines that pricing the shopper's cart needs: one statement, two when a candidate is for first orders only. */
export async function loadPromotionFacts(em: EntityManager, userId: string, code: string | null, now: Date): Promise<PromotionFacts> {
  const { promotions, shopperUses } = await loadCandidatePromotions(em, userId, now, code);
  return { promotions, previousOrderCount: await previousOrderCount(em, userId, promotions), shopperUses };
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
  if (!Number.isSafeInteger(lines.reduce((sum, line) => sum + line.unitPaise * line.quantity, 0))) return unpriceable(lines);
  if (codeLimit === null || code === null) return priceCart(lines, priced, { ...context, code });
  const pricing = priceCart(lines, priced, { ...context, code: null });
  return { ...pricing, code: { code, applied: false, refusal: codeLimit, message: codeRefusalMessage(code, codeLimit) } };
}

/**
 * A cart too large to price exactly (past 2^53 paise, far beyond what one order may hold, which
 * checkout refuses first) is shown at its lines' prices with nothing off, rather than failing the
 * whole cart read.
 */
function unpriceable(lines: readonly PromotionCartLine[]): CartPricing {
  const priced = lines.map((line) => {
    const originalPaise = line.unitPaise * line.quantity;
    return { lineId: line.lineId, originalPaise, discountPaise: 0, finalPaise: originalPaise, discounts: [] };
  });
  const subtotalPaise = priced.reduce((sum, line) => sum + line.originalPaise, 0);
  return { lines: priced, applied: [], subtotalPaise, savingsPaise: 0, totalPaise: subtotalPaise, code: null };
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

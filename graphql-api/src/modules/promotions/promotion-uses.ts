import type { CartPricing, PromotionCartLine } from '@threadline/domain';
import type { UserError } from '../../shared/user-error.js';
import type { LockGate } from '../locks/lock-gate.js';
import type { Order } from '../orders/order.entity.js';
import { User } from '../users/user.entity.js';
import { codeUserError, loadPromotionFacts, previousOrderCount, priceWithLimits, shopperUses, type PromotionFacts } from './promotion-pricing.js';
import { OrderPromotion, PromotionUse, type Promotion } from './promotion.entity.js';

// Checkout's and the status changes' side of promotions: the pricing frozen under the lock of the
// promotions it counts, the uses written with the order, and given back once when it is stopped.
// Every `uses` change happens under the promotion row's lock (the gate's `counters` stage), in the
// transaction of the order's own change, so the counter and the use rows always agree.

/** A cart priced for its order, with the promotions that gave something locked until commit. */
export interface CheckoutPricing {
  pricing: CartPricing;
  /** The applied promotions, locked and fresh. */
  counted: Map<string, Promotion>;
}

/**
 * Prices the cart for checkout, in its transaction, after the stock locks. A first pricing (rows
 * read unlocked) finds which promotions apply; those are locked, read again, and the cart priced
 * once more with them alone, so the limits are checked on counters no one else can change before
 * this order commits. The pricing with the applied promotions alone gives the same outcome as
 * with all candidates (the outcome chosen stays available and nothing left out could have beaten
 * it), unless a locked one changed meanwhile (disabled, used up): then the shopper gets what the
 * rest of the locked ones give. A kept code that does not apply, first or under the lock, refuses
 * the checkout (field `discountCode`) with the reason the cart shows.
 */
export async function priceForCheckout(
  gate: LockGate,
  userId: string,
  code: string | null,
  lines: readonly PromotionCartLine[],
  now: Date,
): Promise<CheckoutPricing | { refusal: UserError }> {
  const facts = await loadPromotionFacts(gate.em, userId, code, now);
  const first = priceWithLimits(lines, facts, code, now);
  if (code !== null && first.code && !first.code.applied) return { refusal: codeUserError(code, first.code.refusal, 'discountCode') };
  if (first.applied.length === 0) return { pricing: first, counted: new Map() };

  const counted = await gate.promotionCounters(first.applied.map((applied) => applied.promotionId));
  const locked = [...counted.values()];
  const lockedFacts: PromotionFacts = {
    promotions: locked,
    previousOrderCount: facts.promotions.some((p) => p.firstOrderOnly) ? facts.previousOrderCount : await previousOrderCount(gate.em, userId, locked),
    shopperUses: sameShopperLimits(facts.promotions, locked) ? facts.shopperUses : await shopperUses(gate.em, userId, locked),
  };
  const pricing = priceWithLimits(lines, lockedFacts, code, now);
  if (code !== null && pricing.code && !pricing.code.applied) return { refusal: codeUserError(code, pricing.code.refusal, 'discountCode') };
  return { pricing, counted };
}

/** Whether the shopper's uses read for the candidates cover every locked promotion limited per shopper. */
function sameShopperLimits(candidates: readonly Promotion[], locked: readonly Promotion[]): boolean {
  const limited = new Set(candidates.filter((p) => p.perShopperLimit !== null).map((p) => p.id));
  return locked.every((p) => p.perShopperLimit === null || limited.has(p.id));
}

/**
 * Writes what the pricing gave the order: a frozen record of each promotion applied, in order,
 * and a use of each, counted on its locked row (the database's check refuses a count past the
 * limit, should anything get past the lock).
 */
export function recordPromotionUses(gate: LockGate, order: Order, userId: string, { pricing, counted }: CheckoutPricing): void {
  const em = gate.em;
  const user = em.getReference(User, userId);
  pricing.applied.forEach((applied, position) => {
    em.persist(new OrderPromotion({ order, promotionId: applied.promotionId, name: applied.name, code: applied.code, discountPaise: applied.discountPaise, position }));
    const promotion = counted.get(applied.promotionId);
    if (!promotion) throw new Error(`promotion ${applied.promotionId} was applied without being locked`);
    promotion.uses += 1;
    em.persist(new PromotionUse({ promotion, user, order }));
  });
}

/**
 * Gives back the uses an order holds, once: each use is marked released and its promotion's
 * counter taken down, under the promotion's lock, in the transaction that stops the order (which
 * holds the order's lock, so two stops of one order cannot both find the uses unreleased).
 * An order released before (canceled, then rejected) finds nothing and locks nothing.
 */
export async function releasePromotionUses(gate: LockGate, order: Order): Promise<void> {
  const uses = await gate.em.find(PromotionUse, { order, releasedAt: null });
  if (uses.length === 0) return;
  const locked = await gate.promotionCounters(uses.map((use) => use.promotion.id));
  const now = new Date();
  for (const use of uses) {
    use.releasedAt = now;
    const promotion = locked.get(use.promotion.id);
    // A used promotion cannot be deleted (the use's foreign key restricts it), so it is there.
    if (promotion) promotion.uses -= 1;
  }
}

import type { CartPricing, PromotionCartLine } from '@threadline/domain';
import type { UserError } from '../../shared/user-error.js';
import type { LockGate } from '../locks/lock-gate.js';
import type { Order } from '../orders/order.entity.js';
import { codeUserError, loadPromotionFacts, priceWithLimits } from './promotion-pricing.js';
import { OrderPromotion, PromotionUse, type Promotion } from './promotion.entity.js';

// Checkout's and the status changes' side of promotions: the pricing frozen with the order, the
// uses written with it and counted on their promotions last, and given back once when it is stopped.
//
// Checkout prices with the promotions as it reads them, without locking them: a promotion in
// force is a row every checkout would otherwise wait on. It counts the uses as the last statement
// before its commit (the gate's `countPromotionUses`), where the database adds each use only if
// the limit allows it and the promotion is as checkout read it. When one is not (used up by
// others meanwhile, or edited by an admin), the whole checkout rolls back and is priced again from
// fresh rows (`PromotionsChangedError`), so an order is always priced with promotions exactly as
// they stood when it was counted, and a limit of uses holds however many checkouts race for it.

/** A cart priced for its order, and the promotions it counts, as they were read. */
export interface CheckoutPricing {
  pricing: CartPricing;
  /** Each promotion applied, by id, as it was read when the cart was priced. */
  applied: Map<string, Promotion>;
}

/**
 * A promotion the checkout priced with was used up or edited before its uses were counted. The
 * checkout's transaction rolls back and the checkout runs again, priced from fresh rows.
 */
export class PromotionsChangedError extends Error {
  constructor(readonly promotionIds: readonly string[]) {
    super(`promotions changed while the checkout counted their uses: ${promotionIds.join(', ')}`);
  }
}

/**
 * Prices the cart for checkout, in its transaction, after the stock locks. A kept code that does
 * not apply refuses the checkout (field `discountCode`) with the reason the cart shows.
 */
export async function priceForCheckout(
  gate: LockGate,
  userId: string,
  code: string | null,
  lines: readonly PromotionCartLine[],
  now: Date,
): Promise<CheckoutPricing | { refusal: UserError }> {
  const facts = await loadPromotionFacts(gate.em, userId, code, now);
  const pricing = priceWithLimits(lines, facts, code, now);
  if (code !== null && pricing.code && !pricing.code.applied) return { refusal: codeUserError(code, pricing.code.refusal, 'discountCode') };
  const byId = new Map(facts.promotions.map((promotion) => [promotion.id, promotion]));
  return { pricing, applied: new Map(pricing.applied.map((applied) => [applied.promotionId, byId.get(applied.promotionId)!])) };
}

/**
 * Writes what the pricing gave the order: a frozen record of each promotion applied, in order.
 * Their uses are written and counted by `countCheckoutUses`, last.
 */
export function recordOrderPromotions(gate: LockGate, order: Order, { pricing }: CheckoutPricing): void {
  const given = pricing.applied.map((applied, position) => {
    const frozen = new OrderPromotion({ order, promotionId: applied.promotionId, name: applied.name, code: applied.code, discountPaise: applied.discountPaise, position });
    gate.em.persist(frozen);
    return frozen;
  });
  // The order's e-mail, written in this transaction, reads them from here rather than asking again.
  order.placedWithPromotions = given;
}

/**
 * Writes and counts the order's uses of its promotions, in one statement: call it last in the
 * checkout's transaction, once everything else is written, so that the counters' locks are held
 * for the commit alone. Throws `PromotionsChangedError` when a promotion is used up or was edited
 * since it was read: the caller's transaction must roll back and the checkout be priced again.
 */
export async function countCheckoutUses(gate: LockGate, order: Order, userId: string, { applied }: CheckoutPricing): Promise<void> {
  if (applied.size === 0) return;
  await gate.em.flush();
  const changes = [...applied.values()].map((promotion) => ({ id: promotion.id, delta: 1, readAt: promotion.updatedAt }));
  const counted = await gate.countPromotionUses(changes, { userId, orderId: order.id });
  const changed = changes.filter((change) => !counted.has(change.id)).map((change) => change.id);
  if (changed.length > 0) throw new PromotionsChangedError(changed);
}

/**
 * Gives back the uses an order holds, once: each use is marked released and its promotion's
 * counter taken down, in the transaction that stops the order (which holds the order's lock, so
 * two stops of one order cannot both find the uses unreleased). An order released before
 * (canceled, then rejected) finds nothing and counts nothing.
 */
export async function releasePromotionUses(gate: LockGate, order: Order): Promise<void> {
  const uses = await gate.em.find(PromotionUse, { order, releasedAt: null });
  if (uses.length === 0) return;
  const now = new Date();
  const released = new Map<string, number>();
  for (const use of uses) {
    use.releasedAt = now;
    released.set(use.promotion.id, (released.get(use.promotion.id) ?? 0) + 1);
  }
  // A used promotion cannot be deleted (the use's foreign key restricts it), so each is there.
  await gate.countPromotionUses([...released].map(([id, count]) => ({ id, delta: -count })));
}

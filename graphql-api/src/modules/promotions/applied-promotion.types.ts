import { Field, ID, ObjectType } from 'type-graphql';
import type { AppliedPromotion as PricedAppliedPromotion } from '@threadline/domain';
import { Money } from '../../shared/money.js';
import type { OrderPromotion } from './promotion.entity.js';

@ObjectType({
  description:
    'A promotion that gave something to a cart or an order: an automatic offer, or the discount code. On an order it is ' +
    'frozen as it was at checkout: a later edit or deletion of the promotion does not change it.',
})
export class AppliedPromotion {
  @Field(() => ID, { description: 'The promotion; it may since have been edited or deleted.' })
  promotionId!: string;

  @Field(() => String, { description: 'Its name, e.g. "Puja offer".' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'The code it was applied with (upper-case); null for an automatic promotion.' })
  code!: string | null;

  @Field(() => Money, { description: 'What it took off, spread over the lines it applied to. May be ₹0.00 for a code that applied but saved nothing.' })
  discount!: Money;

  static ofPricing(applied: PricedAppliedPromotion): AppliedPromotion {
    return Object.assign(new AppliedPromotion(), {
      promotionId: applied.promotionId,
      name: applied.name,
      code: applied.code,
      discount: Money.ofPaise(applied.discountPaise),
    });
  }

  static ofOrder(row: OrderPromotion): AppliedPromotion {
    return Object.assign(new AppliedPromotion(), {
      promotionId: row.promotionId,
      name: row.name,
      code: row.code,
      discount: Money.ofPaise(row.discountPaise),
    });
  }
}

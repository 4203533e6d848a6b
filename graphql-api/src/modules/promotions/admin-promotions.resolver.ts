import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { instantToIstDateTime, isPromotionInForce, promotionLabel } from '@threadline/domain';
import type { RequestContext } from '../../context.js';
import { Access, Auth } from '../../shared/auth-directive.js';
import { Money } from '../../shared/money.js';
import { DeletePromotionPayload, PromotionInput, PromotionPayload, PromotionStatus, PromotionType } from './admin-promotions.types.js';
import { Product } from '../catalog/product.entity.js';
import type { Promotion } from './promotion.entity.js';

const PROMOTION_ID = { description: 'The promotion.' };
const INPUT = { description: 'Every field of the promotion form.' };

/** Where the promotion stands at `now`: switched off first, then its dates. */
export function promotionStatus(promotion: Promotion, now: Date): PromotionStatus {
  if (!promotion.enabled) return PromotionStatus.DISABLED;
  if (isPromotionInForce(promotion, now)) return PromotionStatus.IN_FORCE;
  return now.getTime() < promotion.startsAt.getTime() ? PromotionStatus.SCHEDULED : PromotionStatus.ENDED;
}

// Promotions are reached through admin-only root fields alone; the service checks again.
@Resolver(() => PromotionType)
export class AdminPromotionsResolver {
  @Auth(Access.ADMIN)
  @Query(() => [PromotionType], { description: 'Every promotion and discount code, the latest to start first.' })
  promotions(@Ctx() ctx: RequestContext): Promise<Promotion[]> {
    return ctx.services.adminPromotions.promotions();
  }

  @Auth(Access.ADMIN)
  @Query(() => PromotionType, { nullable: true, description: 'One promotion; null when there is none with this id.' })
  promotion(@Arg('id', () => ID, PROMOTION_ID) id: string, @Ctx() ctx: RequestContext): Promise<Promotion | null> {
    return ctx.services.adminPromotions.promotion(id);
  }

  @Auth(Access.ADMIN)
  @Mutation(() => PromotionPayload, {
    description:
      'Adds a promotion: an automatic offer, or a discount code when `code` is given. Refused field by field (userErrors, nothing saved) ' +
      'by the form\'s rules, a code another promotion has, or products that do not exist.',
  })
  createPromotion(@Arg('input', () => PromotionInput, INPUT) input: PromotionInput, @Ctx() ctx: RequestContext): Promise<PromotionPayload> {
    return ctx.services.adminPromotions.createPromotion(input);
  }

  @Auth(Access.ADMIN)
  @Mutation(() => PromotionPayload, {
    description:
      'Changes every field of a promotion; as `createPromotion`, and a usage limit below its uses so far is refused. Orders placed ' +
      'before keep what they got.',
  })
  updatePromotion(
    @Arg('id', () => ID, PROMOTION_ID) id: string,
    @Arg('input', () => PromotionInput, INPUT) input: PromotionInput,
    @Ctx() ctx: RequestContext,
  ): Promise<PromotionPayload> {
    return ctx.services.adminPromotions.updatePromotion(id, input);
  }

  @Auth(Access.ADMIN)
  @Mutation(() => DeletePromotionPayload, {
    description: 'Deletes a promotion no order has used; one that was used is refused (INVALID_STATE): disable it instead.',
  })
  deletePromotion(@Arg('id', () => ID, PROMOTION_ID) id: string, @Ctx() ctx: RequestContext): Promise<DeletePromotionPayload> {
    return ctx.services.adminPromotions.deletePromotion(id);
  }

  @FieldResolver(() => String, { description: 'Its start as an IST wall-clock time, `YYYY-MM-DDTHH:mm`, as the form takes it.' })
  startsAtIst(@Root() promotion: Promotion): string {
    return instantToIstDateTime(promotion.startsAt);
  }

  @FieldResolver(() => String, { nullable: true, description: 'Its end as an IST wall-clock time, `YYYY-MM-DDTHH:mm`; null for no end.' })
  endsAtIst(@Root() promotion: Promotion): string | null {
    return promotion.endsAt && instantToIstDateTime(promotion.endsAt);
  }

  @FieldResolver(() => Boolean, { description: 'Whether carts get it now: enabled and within its dates (`status` IN_FORCE).' })
  inForce(@Root() promotion: Promotion): boolean {
    return isPromotionInForce(promotion, new Date());
  }

  @FieldResolver(() => PromotionStatus, { description: 'Where it stands now.' })
  status(@Root() promotion: Promotion): PromotionStatus {
    return promotionStatus(promotion, new Date());
  }

  @FieldResolver(() => String, { description: 'What it gives in words, as shoppers see it, e.g. "Puja offer: 20 % off".' })
  label(@Root() promotion: Promotion): string {
    return promotionLabel(promotion.toPriced());
  }

  @FieldResolver(() => Money, { description: 'The cart subtotal (before promotions) it needs; 0 for none.' })
  minSubtotal(@Root() promotion: Promotion): Money {
    return Money.ofPaise(promotion.minSubtotalPaise);
  }

  @FieldResolver(() => Int, { nullable: true, description: 'PERCENT_OFF_LINES: whole percent off each matching line.' })
  percent(@Root() promotion: Promotion): number | null {
    return promotion.actionKind === 'PERCENT_OFF_LINES' ? promotion.percent : null;
  }

  @FieldResolver(() => Money, { nullable: true, description: 'PERCENT_OFF_LINES: the most it gives in all; null for no cap.' })
  cap(@Root() promotion: Promotion): Money | null {
    return promotion.capPaise === null ? null : Money.ofPaise(promotion.capPaise);
  }

  @FieldResolver(() => Money, { nullable: true, description: 'FIXED_OFF_ORDER: the amount off.' })
  amount(@Root() promotion: Promotion): Money | null {
    return promotion.amountPaise === null ? null : Money.ofPaise(promotion.amountPaise);
  }

  @FieldResolver(() => Int, { nullable: true, description: 'BUY_X_GET_Y: whole percent off each given piece (100: free).' })
  percentOffGiven(@Root() promotion: Promotion): number | null {
    return promotion.actionKind === 'BUY_X_GET_Y' ? promotion.percent : null;
  }

  @FieldResolver(() => Money, { description: 'What it took off orders, over orders that hold a use of it (not canceled or rejected).' })
  async discountGiven(@Root() promotion: Promotion, @Ctx() ctx: RequestContext): Promise<Money> {
    return Money.ofPaise((await ctx.services.adminPromotions.totals(promotion)).discountPaise);
  }

  @FieldResolver(() => Money, { description: 'What the orders it gave a discount to brought (their totals after discounts), canceled and rejected ones left out.' })
  async revenue(@Root() promotion: Promotion, @Ctx() ctx: RequestContext): Promise<Money> {
    return Money.ofPaise((await ctx.services.adminPromotions.totals(promotion)).revenuePaise);
  }

  @FieldResolver(() => [Product], { description: 'The products of `productIds` that still exist, in that order: their titles for the form.' })
  products(@Root() promotion: Promotion, @Ctx() ctx: RequestContext): Promise<Product[]> {
    return ctx.services.adminPromotions.products(promotion);
  }
}

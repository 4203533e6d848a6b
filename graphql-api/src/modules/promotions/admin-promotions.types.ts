import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import {
  Category,
  PROMOTION_MAX_PIECES,
  PROMOTION_PRIORITY_LIMIT,
  PromotionActionKind,
  ProductType,
} from '@threadline/domain';
import { DecimalScalar, Money } from '../../shared/money.js';
import { UserError } from '../../shared/user-error.js';
import { Promotion } from './promotion.entity.js';

registerEnumType(PromotionActionKind, {
  name: 'PromotionActionKind',
  description: 'What a promotion gives.',
  valuesConfig: {
    PERCENT_OFF_LINES: { description: 'A percentage off each matching line (`percent`), with an optional cap on the total (`cap`).' },
    FIXED_OFF_ORDER: { description: 'A fixed amount (`amount`) off the matching lines, spread over them to the paisa.' },
    BUY_X_GET_Y: { description: 'Buy `buy` get `get`: the cheapest `get` of every `buy + get` matching pieces at `percentOffGiven` % off (100: free).' },
  },
});

/** Where a promotion stands now: its switch first, then its dates. */
export const PromotionStatus = {
  SCHEDULED: 'SCHEDULED',
  IN_FORCE: 'IN_FORCE',
  ENDED: 'ENDED',
  DISABLED: 'DISABLED',
} as const;
export type PromotionStatus = (typeof PromotionStatus)[keyof typeof PromotionStatus];

registerEnumType(PromotionStatus, {
  name: 'PromotionStatus',
  description: 'Where a promotion stands now.',
  valuesConfig: {
    SCHEDULED: { description: 'Enabled; its start is still to come.' },
    IN_FORCE: { description: 'Enabled and within its dates: carts get it now.' },
    ENDED: { description: 'Enabled, but its end has passed.' },
    DISABLED: { description: 'Switched off by an admin, whatever its dates.' },
  },
});

// The GraphQL face of the `promotion` row: the resolver's root is the entity itself, whose columns
// of the same names answer the plain fields; the resolver answers the rest (money, IST times, figures).
@ObjectType('Promotion', {
  description:
    'An automatic offer (no code) or a discount code, as the back office manages it: its dates, conditions, action, limits and ' +
    'how it has done. Admins only.',
})
export class PromotionType {
  @Field(() => ID, { description: 'Stable unique id.' })
  id!: string;

  @Field(() => Date, { description: 'When it was created.' })
  createdAt!: Date;

  @Field(() => String, { description: 'Its name, shown to shoppers with what it gives, e.g. "Puja offer: 20 % off".' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'The code shoppers type, upper-case; null for an automatic promotion.' })
  code!: string | null;

  @Field(() => Date, { description: 'When it starts applying.' })
  startsAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When it stops applying (exclusive); null for no end.' })
  endsAt!: Date | null;

  @Field(() => Boolean, { description: 'Whether an admin has it switched on. Disable a used promotion instead of deleting it.' })
  enabled!: boolean;

  @Field(() => Int, { description: `Higher applies first, from -${PROMOTION_PRIORITY_LIMIT} to ${PROMOTION_PRIORITY_LIMIT}; equal priorities by id.` })
  priority!: number;

  @Field(() => Boolean, { description: 'Whether it applies together with other promotions; one that does not applies only alone, when it saves more.' })
  combinesWithOthers!: boolean;

  @Field(() => Int, { description: 'Pieces among the matching lines the cart must hold; 0 for no minimum.' })
  minQuantity!: number;

  @Field(() => [Category], { description: 'Only lines of these categories match; empty for every category.' })
  categories!: Category[];

  @Field(() => [ProductType], { description: 'Only lines of these product types match; empty for every type.' })
  productTypes!: ProductType[];

  @Field(() => [ID], { description: 'Only lines of these products match; empty for every product.' })
  productIds!: string[];

  @Field(() => Boolean, { description: 'Whether only a shopper with no earlier order gets it.' })
  firstOrderOnly!: boolean;

  @Field(() => PromotionActionKind, { description: 'What it gives; the fields of that kind are set, the others null.' })
  actionKind!: PromotionActionKind;

  @Field(() => Int, { nullable: true, description: 'BUY_X_GET_Y: pieces to buy.' })
  buy!: number | null;

  @Field(() => Int, { nullable: true, description: 'BUY_X_GET_Y: pieces given for them.' })
  get!: number | null;

  @Field(() => Int, { nullable: true, description: 'Orders that may use it in all; null for no limit.' })
  usageLimit!: number | null;

  @Field(() => Int, { nullable: true, description: 'Orders one shopper may use it in; null for no limit.' })
  perShopperLimit!: number | null;

  @Field(() => Int, {
    description: 'Orders holding a use of it now, the figure its limits count: a canceled, rejected or expired order gave its use back.',
  })
  uses!: number;
}

@InputType({
  description:
    'Every field of the promotion form. Times are IST wall-clock times as `YYYY-MM-DDTHH:mm` (the store\'s time zone); money in ' +
    'rupees (₹). Only the fields of `actionKind` are read of the action\'s.',
})
export class PromotionInput {
  @Field(() => String, { description: 'Its name, 2 to 60 characters after trimming.' })
  name!: string;

  @Field(() => String, {
    nullable: true,
    description: 'The code shoppers type: 3-20 letters, digits or hyphens, kept upper-case, unique among promotions. Null or blank for an automatic promotion.',
  })
  code?: string | null;

  @Field(() => String, { description: 'When it starts, IST: `YYYY-MM-DDTHH:mm`, e.g. "2026-10-01T00:00".' })
  startsAt!: string;

  @Field(() => String, {
    nullable: true,
    description: 'When it ends (exclusive), IST: `YYYY-MM-DDTHH:mm`, after `startsAt`; an offer for the whole of 20 October ends at "2026-10-21T00:00". Null or blank for no end.',
  })
  endsAt?: string | null;

  @Field(() => Boolean, { description: 'Whether it is switched on.' })
  enabled!: boolean;

  @Field(() => Int, { nullable: true, defaultValue: 0, description: `Higher applies first: a whole number from -${PROMOTION_PRIORITY_LIMIT} to ${PROMOTION_PRIORITY_LIMIT}; 0 when omitted.` })
  priority?: number | null;

  @Field(() => Boolean, { description: 'Whether it applies together with other promotions (see `Promotion.combinesWithOthers`).' })
  combinesWithOthers!: boolean;

  @Field(() => DecimalScalar, { nullable: true, description: 'The cart subtotal (before promotions) it needs, in rupees, at most 2 decimals; null or 0 for none.' })
  minSubtotal?: number | null;

  @Field(() => Int, { nullable: true, description: 'Matching pieces it needs; null or 0 for none.' })
  minQuantity?: number | null;

  @Field(() => [Category], { nullable: true, description: 'Only lines of these categories match; empty or null for every category.' })
  categories?: Category[] | null;

  @Field(() => [ProductType], { nullable: true, description: 'Only lines of these product types match; empty or null for every type.' })
  productTypes?: ProductType[] | null;

  @Field(() => [ID], { nullable: true, description: 'Only lines of these products match (products that exist); empty or null for every product.' })
  productIds?: string[] | null;

  @Field(() => Boolean, { nullable: true, defaultValue: false, description: 'Only for a shopper\'s first order; false when omitted.' })
  firstOrderOnly?: boolean | null;

  @Field(() => PromotionActionKind, { description: 'What it gives.' })
  actionKind!: PromotionActionKind;

  @Field(() => Int, { nullable: true, description: 'PERCENT_OFF_LINES: whole percent off, 1 to 100.' })
  percent?: number | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'PERCENT_OFF_LINES: the most it gives in all, in rupees; null for no cap.' })
  cap?: number | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'FIXED_OFF_ORDER: the amount off, in rupees, above 0.' })
  amount?: number | null;

  @Field(() => Int, { nullable: true, description: `BUY_X_GET_Y: pieces to buy, 1 to ${PROMOTION_MAX_PIECES}.` })
  buy?: number | null;

  @Field(() => Int, { nullable: true, description: `BUY_X_GET_Y: pieces given, 1 to ${PROMOTION_MAX_PIECES}.` })
  get?: number | null;

  @Field(() => Int, { nullable: true, description: 'BUY_X_GET_Y: whole percent off each given piece, 1 to 100 (100: free).' })
  percentOffGiven?: number | null;

  @Field(() => Int, { nullable: true, description: 'Orders that may use it in all: a whole number from 1, not below its uses so far; null for no limit.' })
  usageLimit?: number | null;

  @Field(() => Int, { nullable: true, description: 'Orders one shopper may use it in: a whole number from 1; null for no limit.' })
  perShopperLimit?: number | null;
}

@ObjectType({ description: 'The promotion as saved, or why it was not.' })
export class PromotionPayload {
  @Field(() => PromotionType, { nullable: true, description: 'The promotion as saved; null when refused.' })
  promotion!: Promotion | null;

  @Field(() => [UserError], { description: 'Why it was refused, each at its input field; empty on success. Nothing is saved when refused.' })
  userErrors!: UserError[];
}

@ObjectType({ description: 'The promotion deleted, or why it was not.' })
export class DeletePromotionPayload {
  @Field(() => ID, { nullable: true, description: 'The id of the deleted promotion; null when refused.' })
  deletedId!: string | null;

  @Field(() => [UserError], { description: 'Why it was refused; empty on success. A promotion some order used is kept: disable it instead.' })
  userErrors!: UserError[];
}

@ObjectType({ description: 'How one promotion did over the dashboard\'s range.' })
export class PromotionFigures {
  @Field(() => ID, { description: 'The promotion.' })
  promotionId!: string;

  @Field(() => String, { description: 'Its name now (as frozen on its latest order in the range, should it be gone).' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Its code; null for an automatic promotion.' })
  code!: string | null;

  @Field(() => Int, { description: 'Orders placed in the range that it gave a discount to, not canceled or rejected.' })
  uses!: number;

  @Field(() => Money, { description: 'What it took off those orders.' })
  discountGiven!: Money;

  @Field(() => Money, { description: 'What those orders brought: their totals, after every discount.' })
  revenue!: Money;
}

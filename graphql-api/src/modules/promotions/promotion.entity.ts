import { BigIntType, Check, Entity, Enum, Index, ManyToOne, Property, Unique } from '@mikro-orm/postgresql';
import {
  PromotionActionKind,
  type Category,
  type ProductType,
  type PromotionAction,
  type PromotionConditions,
  type Promotion as PricedPromotion,
} from '@threadline/domain';
import { BaseEntity } from '../../shared/base.entity.js';
import { Order } from '../orders/order.entity.js';
import { User } from '../users/user.entity.js';

/**
 * A promotion an admin manages: an automatic offer (no code) or a discount code. Its rules are
 * domain/promotions.ts's (`priceCart`); this row holds them, its limits and how often it was used.
 * The action's amounts sit in their own nullable columns, checked per kind, so the database
 * refuses a promotion `priceCart` could not price.
 */
@Entity({ tableName: 'promotion' })
@Unique({ name: 'promotion_code_unique', properties: ['code'] })
@Check({ name: 'promotion_uses_within_limit', expression: 'uses >= 0 and (usage_limit is null or uses <= usage_limit)' })
@Check({
  name: 'promotion_action_complete',
  expression:
    "(action_kind = 'PERCENT_OFF_LINES' and percent between 1 and 100) or " +
    "(action_kind = 'FIXED_OFF_ORDER' and amount_paise > 0) or " +
    "(action_kind = 'BUY_X_GET_Y' and buy > 0 and get > 0 and percent between 1 and 100)",
})
export class Promotion extends BaseEntity {
  @Property({ type: 'text' })
  name: string;

  /** Stored normalised (trimmed, upper-case: `normalizePromotionCode`); null for an automatic promotion. */
  @Property({ type: 'text', nullable: true })
  code: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  startsAt: Date;

  /** Exclusive; null for no end. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  endsAt: Date | null;

  @Property({ type: 'boolean' })
  enabled: boolean;

  /** Higher applies first. */
  @Property({ type: 'integer' })
  priority: number;

  @Property({ type: 'boolean' })
  combinesWithOthers: boolean;

  // ---- conditions
  @Property({ type: new BigIntType('number'), columnType: 'bigint' })
  minSubtotalPaise: number;

  @Property({ type: 'integer' })
  minQuantity: number;

  @Property({ type: 'text[]' })
  categories: Category[];

  @Property({ type: 'text[]' })
  productTypes: ProductType[];

  @Property({ type: 'uuid[]' })
  productIds: string[];

  @Property({ type: 'boolean' })
  firstOrderOnly: boolean;

  // ---- action: the columns of its kind are set, the others null
  @Enum({ items: () => Object.values(PromotionActionKind), type: 'text' })
  actionKind: PromotionActionKind;

  /** PERCENT_OFF_LINES: percent off; BUY_X_GET_Y: percent off each given piece (100 = free). */
  @Property({ type: 'integer', nullable: true })
  percent: number | null;

  /** PERCENT_OFF_LINES: the most it gives in all; null for no cap. */
  @Property({ type: new BigIntType('number'), columnType: 'bigint', nullable: true })
  capPaise: number | null;

  /** FIXED_OFF_ORDER: the amount off. */
  @Property({ type: new BigIntType('number'), columnType: 'bigint', nullable: true })
  amountPaise: number | null;

  @Property({ type: 'integer', nullable: true })
  buy: number | null;

  @Property({ type: 'integer', nullable: true })
  get: number | null;

  // ---- limits and their counter
  /** Orders that may use it in all; null for no limit. */
  @Property({ type: 'integer', nullable: true })
  usageLimit: number | null;

  /** Orders one shopper may use it in; null for no limit. */
  @Property({ type: 'integer', nullable: true })
  perShopperLimit: number | null;

  /**
   * Orders holding a use now (a `PromotionUse` not released). Changed only by the lock gate's
   * `countPromotionUses`, in the transaction that writes or releases the use rows, so it and they
   * agree; that statement adds a use only within the limit, and the check above is the database's
   * own guard against a use past it. Counting never touches `updatedAt`, which marks admin edits.
   */
  @Property({ type: 'integer' })
  uses: number = 0;

  constructor(fields: PromotionFields) {
    super();
    this.name = fields.name;
    this.code = fields.code;
    this.startsAt = fields.startsAt;
    this.endsAt = fields.endsAt;
    this.enabled = fields.enabled;
    this.priority = fields.priority;
    this.combinesWithOthers = fields.combinesWithOthers;
    this.usageLimit = fields.usageLimit;
    this.perShopperLimit = fields.perShopperLimit;
    this.minSubtotalPaise = 0;
    this.minQuantity = 0;
    this.categories = [];
    this.productTypes = [];
    this.productIds = [];
    this.firstOrderOnly = false;
    this.actionKind = fields.action.kind;
    this.percent = null;
    this.capPaise = null;
    this.amountPaise = null;
    this.buy = null;
    this.get = null;
    this.setConditions(fields.conditions);
    this.setAction(fields.action);
  }

  setConditions(conditions: PromotionConditions): void {
    this.minSubtotalPaise = conditions.minSubtotalPaise;
    this.minQuantity = conditions.minQuantity;
    this.categories = [...conditions.categories];
    this.productTypes = [...conditions.productTypes];
    this.productIds = [...conditions.productIds];
    this.firstOrderOnly = conditions.firstOrderOnly;
  }

  setAction(action: PromotionAction): void {
    this.actionKind = action.kind;
    this.percent = action.kind === 'PERCENT_OFF_LINES' ? action.percent : action.kind === 'BUY_X_GET_Y' ? action.percentOffGiven : null;
    this.capPaise = action.kind === 'PERCENT_OFF_LINES' ? action.capPaise : null;
    this.amountPaise = action.kind === 'FIXED_OFF_ORDER' ? action.amountPaise : null;
    this.buy = action.kind === 'BUY_X_GET_Y' ? action.buy : null;
    this.get = action.kind === 'BUY_X_GET_Y' ? action.get : null;
  }

  get conditions(): PromotionConditions {
    return {
      minSubtotalPaise: this.minSubtotalPaise,
      minQuantity: this.minQuantity,
      categories: this.categories,
      productTypes: this.productTypes,
      productIds: this.productIds,
      firstOrderOnly: this.firstOrderOnly,
    };
  }

  get action(): PromotionAction {
    switch (this.actionKind) {
      case 'PERCENT_OFF_LINES':
        return { kind: 'PERCENT_OFF_LINES', percent: this.percent!, capPaise: this.capPaise };
      case 'FIXED_OFF_ORDER':
        return { kind: 'FIXED_OFF_ORDER', amountPaise: this.amountPaise! };
      case 'BUY_X_GET_Y':
        return { kind: 'BUY_X_GET_Y', buy: this.buy!, get: this.get!, percentOffGiven: this.percent! };
    }
  }

  /** The promotion as `priceCart` takes it. */
  toPriced(): PricedPromotion {
    return {
      id: this.id,
      name: this.name,
      code: this.code,
      startsAt: this.startsAt,
      endsAt: this.endsAt,
      enabled: this.enabled,
      priority: this.priority,
      combinesWith: this.combinesWithOthers,
      conditions: this.conditions,
      action: this.action,
    };
  }
}

export interface PromotionFields {
  name: string;
  code: string | null;
  startsAt: Date;
  endsAt: Date | null;
  enabled: boolean;
  priority: number;
  combinesWithOthers: boolean;
  conditions: PromotionConditions;
  action: PromotionAction;
  usageLimit: number | null;
  perShopperLimit: number | null;
}

/**
 * One order's use of one promotion, written by checkout with the order. Released once (`releasedAt`
 * set, the promotion's `uses` taken down) when the order is canceled, rejected or expires, so the
 * use goes back to the limit. A shopper's uses are the rows of theirs not released.
 */
@Entity({ tableName: 'promotion_use' })
@Unique({ name: 'promotion_use_order_unique', properties: ['promotion', 'order'] })
@Index({ name: 'promotion_use_shopper_idx', properties: ['promotion', 'user'] })
@Index({ name: 'promotion_use_order_idx', properties: ['order'] })
export class PromotionUse extends BaseEntity {
  /** A promotion that was used is never deleted (an admin disables it), so this holds. */
  @ManyToOne(() => Promotion, { deleteRule: 'restrict' })
  promotion: Promotion;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user: User;

  @ManyToOne(() => Order, { deleteRule: 'cascade' })
  order: Order;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  releasedAt: Date | null = null;

  constructor(fields: { promotion: Promotion; user: User; order: Order }) {
    super();
    this.promotion = fields.promotion;
    this.user = fields.user;
    this.order = fields.order;
  }
}

/**
 * What one promotion gave one order, frozen at checkout: its name and code as they were, and the
 * discount. Nothing later (an edit or delete of the promotion, a status change) reprices it.
 */
@Entity({ tableName: 'order_promotion' })
@Index({ name: 'order_promotion_order_idx', properties: ['order'] })
@Index({ name: 'order_promotion_promotion_idx', properties: ['promotionId'] })
@Check({ name: 'order_promotion_discount_not_negative', expression: 'discount_paise >= 0' })
export class OrderPromotion extends BaseEntity {
  @ManyToOne(() => Order, { deleteRule: 'cascade' })
  order: Order;

  /** Not a foreign key: the order keeps its record whatever becomes of the promotion. */
  @Property({ type: 'uuid' })
  promotionId: string;

  @Property({ type: 'text' })
  name: string;

  @Property({ type: 'text', nullable: true })
  code: string | null;

  @Property({ type: new BigIntType('number'), columnType: 'bigint' })
  discountPaise: number;

  /** The order promotions applied in (domain rule 6), from 0. */
  @Property({ type: 'integer' })
  position: number;

  constructor(fields: { order: Order; promotionId: string; name: string; code: string | null; discountPaise: number; position: number }) {
    super();
    this.order = fields.order;
    this.promotionId = fields.promotionId;
    this.name = fields.name;
    this.code = fields.code;
    this.discountPaise = fields.discountPaise;
    this.position = fields.position;
  }
}

import { Entity, Enum, Property } from '@mikro-orm/postgresql';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../shared/base.entity.js';
import { STORE_EVENT_TYPES, StoreEventType } from '../events/event-bus.js';

// The GraphQL enum's names are ORDER_CREATED...; its values, what the API stores and delivers,
// are the public event names (order.created...).
registerEnumType(StoreEventType, {
  name: 'WebhookEventType',
  description: 'An event a webhook endpoint can subscribe to; the delivered body names it as `order.created` and so on (README "Webhooks").',
  valuesConfig: {
    ORDER_CREATED: { description: '`order.created`: an order was placed, with any payment method.' },
    ORDER_PAID: { description: '`order.paid`: the payment of an order was captured.' },
    ORDER_STATUS_CHANGED: { description: '`order.status_changed`: an admin moved an order to another status (a rejection included).' },
    ORDER_CANCELED: { description: '`order.canceled`: an order was canceled, by the shopper, an admin, its expiry or a failed payment.' },
    ORDER_RETURN_UPDATED: {
      description: '`order.return_updated`: a return or exchange request of an order was asked, decided, received, refunded, shipped, canceled or closed; `data.returnRequest` holds it.',
    },
    PRODUCT_CREATED: { description: '`product.created`: an admin added a product.' },
    PRODUCT_UPDATED: { description: '`product.updated`: an admin edited a product (its stock included).' },
    PRODUCT_DELETED: { description: '`product.deleted`: an admin deleted a product.' },
    STOCK_LOW: { description: "`stock.low`: a size's stock fell to or below the low-stock line (once per crossing)." },
  },
});

/** Why an endpoint gets nothing. */
export const WebhookDisabledReason = {
  /** An admin disabled it. */
  ADMIN: 'ADMIN',
  /** Its deliveries failed without a break for WEBHOOK_DISABLE_AFTER_SECONDS. */
  FAILING: 'FAILING',
} as const;
export type WebhookDisabledReason = (typeof WebhookDisabledReason)[keyof typeof WebhookDisabledReason];

registerEnumType(WebhookDisabledReason, {
  name: 'WebhookDisabledReason',
  description: 'Why a webhook endpoint is disabled.',
  valuesConfig: {
    ADMIN: { description: 'An admin disabled it.' },
    FAILING: { description: 'Every delivery to it failed for a day (WEBHOOK_DISABLE_AFTER_SECONDS): the store disabled it.' },
  },
});

/**
 * A third party's URL that gets the events it asked for, signed with its own secret. The secret
 * is kept as generated (the database is the store's trust boundary; README "Webhooks") and never
 * read back through the API: it is shown once, when made.
 */
@ObjectType({ description: 'A URL the store POSTs signed events to (admins only).' })
@Entity({ tableName: 'webhook_endpoint' })
export class WebhookEndpoint extends BaseEntity {
  @Field(() => String, { description: 'Where deliveries are POSTed: an http(s) URL.' })
  @Property({ type: 'text' })
  url: string;

  @Field(() => String, { nullable: true, description: "The admin's note on what it is for." })
  @Property({ type: 'text', nullable: true })
  description: string | null;

  @Field(() => [StoreEventType], { description: 'The events delivered to it.' })
  @Property({ type: 'text[]' })
  events: StoreEventType[];

  /** HMAC-SHA256 key of the signatures; never exposed after creation or rotation. */
  @Property({ type: 'text', lazy: true })
  secret: string;

  @Field(() => Boolean, { description: 'Whether it gets events. A disabled endpoint is sent nothing, and events published meanwhile are not kept for it.' })
  @Property({ type: 'boolean' })
  enabled: boolean = true;

  @Field(() => WebhookDisabledReason, { nullable: true, description: 'Why it is disabled; null while enabled.' })
  @Enum({ items: () => Object.values(WebhookDisabledReason), type: 'text', nullable: true })
  disabledReason: WebhookDisabledReason | null = null;

  @Field(() => Date, { nullable: true, description: 'When it was disabled; null while enabled.' })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  disabledAt: Date | null = null;

  @Field(() => Date, {
    nullable: true,
    description: 'When its deliveries began failing without a success since; null when the last attempt succeeded. Failing for a day disables it.',
  })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  failingSince: Date | null = null;

  constructor(fields: { url: string; description: string | null; events: StoreEventType[]; secret: string }) {
    super();
    this.url = fields.url;
    this.description = fields.description;
    this.events = STORE_EVENT_TYPES.filter((type) => fields.events.includes(type));
    this.secret = fields.secret;
  }
}

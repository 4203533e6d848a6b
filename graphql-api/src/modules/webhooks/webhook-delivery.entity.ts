import { Entity, Enum, Index, ManyToOne, Property, Unique } from '@mikro-orm/postgresql';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../shared/base.entity.js';
import { StoreEventType } from '../events/event-bus.js';
import { WebhookEndpoint } from './webhook-endpoint.entity.js';

export const WebhookDeliveryStatus = { PENDING: 'PENDING', DELIVERED: 'DELIVERED' } as const;
export type WebhookDeliveryStatus = (typeof WebhookDeliveryStatus)[keyof typeof WebhookDeliveryStatus];

registerEnumType(WebhookDeliveryStatus, {
  name: 'WebhookDeliveryStatus',
  description: 'Where a webhook delivery is.',
  valuesConfig: {
    PENDING: { description: 'Waiting to be sent, or to be tried again after a failure (`lastStatusCode`, `lastError` say why).' },
    DELIVERED: { description: 'The receiver answered 2xx.' },
  },
});

/**
 * One event owed to one endpoint: a row of the outbox, written by the webhook subscriber in the
 * transaction that published the event, claimed by the webhook worker of any instance. `body` is
 * the exact JSON sent and signed, frozen when the event was published: every retry and resend
 * carries the same bytes and the same event id.
 */
@ObjectType({ description: 'An event sent (or to be sent) to a webhook endpoint (admins only).' })
@Entity({ tableName: 'webhook_delivery' })
@Unique({ name: 'webhook_delivery_event_unique', properties: ['endpoint', 'eventId'] })
@Index({ name: 'webhook_delivery_due_idx', expression: 'create index "webhook_delivery_due_idx" on "webhook_delivery" ("next_attempt_at") where "status" = \'PENDING\'' })
@Index({ name: 'webhook_delivery_endpoint_idx', properties: ['endpoint', 'createdAt'] })
export class WebhookDelivery extends BaseEntity {
  @ManyToOne(() => WebhookEndpoint, { deleteRule: 'cascade' })
  endpoint: WebhookEndpoint;

  @Field(() => String, { description: 'The event id, the same in every attempt (header Threadline-Event-Id): a receiver drops repeats by it.' })
  @Property({ type: 'uuid' })
  eventId: string;

  @Field(() => StoreEventType, { description: 'The event delivered.' })
  @Property({ type: 'text' })
  eventType: StoreEventType;

  @Field(() => String, { description: 'The JSON body sent, exactly as signed.' })
  @Property({ type: 'text' })
  body: string;

  @Field(() => WebhookDeliveryStatus, { description: 'Delivered, or still to be.' })
  @Enum({ items: () => Object.values(WebhookDeliveryStatus), type: 'text' })
  status: WebhookDeliveryStatus = WebhookDeliveryStatus.PENDING;

  @Field(() => Int, { description: 'Attempts made so far.' })
  @Property({ type: 'integer' })
  attempts: number = 0;

  @Field(() => Date, { description: 'When it is (or was) next due to be sent.' })
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  nextAttemptAt: Date = new Date();

  @Field(() => Date, { nullable: true, description: 'When the last attempt was made.' })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastAttemptAt: Date | null = null;

  @Field(() => Int, { nullable: true, description: "The HTTP status of the last attempt's answer; null when no answer came." })
  @Property({ type: 'integer', nullable: true })
  lastStatusCode: number | null = null;

  @Field(() => Int, { nullable: true, description: 'How long the last attempt took, in milliseconds.' })
  @Property({ type: 'integer', nullable: true })
  lastDurationMs: number | null = null;

  @Field(() => String, { nullable: true, description: 'Why the last attempt failed (a non-2xx answer, a timeout, a refused address); null when it succeeded.' })
  @Property({ type: 'text', nullable: true })
  lastError: string | null = null;

  @Field(() => Date, { nullable: true, description: 'When the receiver accepted it.' })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  deliveredAt: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  claimedUntil: Date | null = null;

  @Property({ type: 'text', nullable: true })
  claimedBy: string | null = null;

  constructor(endpoint: WebhookEndpoint, eventId: string, eventType: StoreEventType, body: string) {
    super();
    this.endpoint = endpoint;
    this.eventId = eventId;
    this.eventType = eventType;
    this.body = body;
  }
}

/** One try at a delivery, kept for the admin: what the receiver answered and how long it took. */
@ObjectType({ description: 'One attempt at a webhook delivery.' })
@Entity({ tableName: 'webhook_attempt' })
@Index({ name: 'webhook_attempt_delivery_idx', properties: ['delivery', 'attempt'] })
export class WebhookAttempt extends BaseEntity {
  @ManyToOne(() => WebhookDelivery, { deleteRule: 'cascade' })
  delivery: WebhookDelivery;

  @Field(() => Int, { description: 'Its number: 1 for the first attempt.' })
  @Property({ type: 'integer' })
  attempt: number;

  @Field(() => Int, { nullable: true, description: 'The HTTP status answered; null when no answer came.' })
  @Property({ type: 'integer', nullable: true })
  statusCode: number | null;

  @Field(() => Int, { description: 'How long it took, in milliseconds.' })
  @Property({ type: 'integer' })
  durationMs: number;

  @Field(() => String, { nullable: true, description: 'Why it failed; null when it succeeded.' })
  @Property({ type: 'text', nullable: true })
  error: string | null;

  constructor(delivery: WebhookDelivery, fields: { attempt: number; statusCode: number | null; durationMs: number; error: string | null }) {
    super();
    this.delivery = delivery;
    this.attempt = fields.attempt;
    this.statusCode = fields.statusCode;
    this.durationMs = fields.durationMs;
    this.error = fields.error;
  }
}

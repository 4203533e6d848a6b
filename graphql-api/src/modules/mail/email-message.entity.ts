import { Entity, Enum, Index, Property } from '@mikro-orm/postgresql';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../shared/base.entity.js';

/** What an e-mail is about; each kind has its own template (templates/). */
export const EmailKind = {
  WELCOME: 'WELCOME',
  ORDER_CONFIRMATION: 'ORDER_CONFIRMATION',
  ORDER_IN_SHIPPING: 'ORDER_IN_SHIPPING',
  ORDER_DELIVERED: 'ORDER_DELIVERED',
  ORDER_REJECTED: 'ORDER_REJECTED',
  ORDER_CANCELED_BY_STORE: 'ORDER_CANCELED_BY_STORE',
  ORDER_CANCELED_BY_SHOPPER: 'ORDER_CANCELED_BY_SHOPPER',
  ORDER_EXPIRED: 'ORDER_EXPIRED',
  PASSWORD_RESET: 'PASSWORD_RESET',
  RETURN_UPDATE: 'RETURN_UPDATE',
} as const;
export type EmailKind = (typeof EmailKind)[keyof typeof EmailKind];

/**
 * Where an e-mail is. PENDING rows wait for the sender (or for their next attempt); KEPT rows were
 * written while no SMTP server was configured and are only shown in the development mailbox.
 */
export const EmailStatus = {
  PENDING: 'PENDING',
  SENT: 'SENT',
  FAILED: 'FAILED',
  KEPT: 'KEPT',
} as const;
export type EmailStatus = (typeof EmailStatus)[keyof typeof EmailStatus];

registerEnumType(EmailKind, {
  name: 'EmailKind',
  description: 'What an e-mail is about.',
  valuesConfig: {
    WELCOME: { description: 'Sent after registering.' },
    ORDER_CONFIRMATION: { description: 'Sent when an order is placed: its lines, total, address and payment method.' },
    ORDER_IN_SHIPPING: { description: 'An admin moved the order to IN_SHIPPING.' },
    ORDER_DELIVERED: { description: 'An admin moved the order to DELIVERED; links to review its products.' },
    ORDER_REJECTED: { description: 'An admin rejected the order.' },
    ORDER_CANCELED_BY_STORE: { description: 'An admin canceled the order.' },
    ORDER_CANCELED_BY_SHOPPER: { description: 'The shopper canceled the order; repeats the reason given.' },
    ORDER_EXPIRED: { description: 'A payment-provider checkout was never approved and the order was canceled.' },
    PASSWORD_RESET: { description: 'A link to choose a new password, valid 30 minutes.' },
    RETURN_UPDATE: { description: 'A return or exchange request of the shopper changed: asked, approved, declined (with the reason), received, refunded, shipped, canceled or closed.' },
  },
});

registerEnumType(EmailStatus, {
  name: 'EmailStatus',
  description: 'Where an e-mail is.',
  valuesConfig: {
    PENDING: { description: 'Waiting to be sent, or to be tried again after a failure.' },
    SENT: { description: 'Accepted by the SMTP server.' },
    FAILED: { description: 'Given up after the last attempt; `lastError` says why.' },
    KEPT: { description: 'No SMTP server is configured (SMTP_URL): kept for the development mailbox, never sent.' },
  },
});

/**
 * One e-mail the store promised: a row of the transactional outbox, written in the transaction of
 * the change it reports (so neither exists without the other), then sent by the outbox sender
 * (outbox-sender.ts). `payload` is what the template needs, as it was at that moment; the subject
 * and both bodies are rendered from it when the row is first claimed and kept, so the mailbox and
 * the admin see what the shopper received.
 */
@ObjectType('EmailMessage', { description: 'An e-mail the store sent, or will send, to a shopper.' })
@Entity({ tableName: 'email_message' })
@Index({ name: 'email_message_due_idx', expression: 'create index "email_message_due_idx" on "email_message" ("next_attempt_at") where "status" = \'PENDING\'' })
@Index({ name: 'email_message_order_idx', properties: ['orderId', 'createdAt'] })
@Index({ name: 'email_message_created_idx', properties: ['createdAt'] })
export class EmailMessage extends BaseEntity {
  @Field(() => EmailKind, { description: 'What the e-mail is about.' })
  @Enum({ items: () => Object.values(EmailKind), type: 'text' })
  kind: EmailKind;

  @Field(() => String, { name: 'to', description: 'The address it goes to.' })
  @Property({ type: 'text' })
  recipient: string;

  /** What the template renders, as it was when the row was written. */
  @Property({ type: 'json' })
  payload: Record<string, unknown>;

  @Property({ type: 'text', nullable: true })
  subject: string | null = null;

  @Property({ type: 'text', nullable: true })
  html: string | null = null;

  @Property({ type: 'text', nullable: true })
  text: string | null = null;

  @Field(() => EmailStatus, { description: 'Where the e-mail is.' })
  @Enum({ items: () => Object.values(EmailStatus), type: 'text' })
  status: EmailStatus;

  @Field(() => Int, { description: 'How many times sending was tried.' })
  @Property({ type: 'integer' })
  attempts: number = 0;

  @Field(() => String, { nullable: true, description: 'Why the last attempt failed; null when none did.' })
  @Property({ type: 'text', nullable: true })
  lastError: string | null = null;

  /** When the sender may next claim it. */
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  nextAttemptAt: Date = new Date();

  /** A sender that claimed the row owns it until then; past it (the sender died) another takes it. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  claimedUntil: Date | null = null;

  @Property({ type: 'text', nullable: true })
  claimedBy: string | null = null;

  @Field(() => Date, { nullable: true, description: 'When the SMTP server accepted it; null until then.' })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  sentAt: Date | null = null;

  @Field(() => ID, { nullable: true, description: 'The order it is about, if any.' })
  @Property({ type: 'uuid', nullable: true })
  orderId: string | null;

  /** The account it is for, if any. */
  @Property({ type: 'uuid', nullable: true })
  userId: string | null;

  /** The same `Message-ID` on every attempt: a repeat after a crash is recognised by mail clients. */
  @Property({ type: 'text' })
  messageId: string;

  constructor(fields: {
    kind: EmailKind;
    recipient: string;
    payload: Record<string, unknown>;
    status: EmailStatus;
    messageDomain: string;
    orderId?: string | null;
    userId?: string | null;
  }) {
    super();
    this.kind = fields.kind;
    this.recipient = fields.recipient;
    this.payload = fields.payload;
    this.status = fields.status;
    this.orderId = fields.orderId ?? null;
    this.userId = fields.userId ?? null;
    this.messageId = `<${this.id}@${fields.messageDomain}>`;
  }
}

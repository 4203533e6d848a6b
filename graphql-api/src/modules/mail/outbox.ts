import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import type { EmailAttachmentRef } from './email-attachments.js';
import type { AnyEmail } from './email-payloads.js';
import { EmailMessage, EmailStatus } from './email-message.entity.js';

export type QueuedEmail = AnyEmail & {
  recipient: string;
  orderId?: string | null;
  userId?: string | null;
  /** Files to send with it, made by the sender (email-attachments.ts). */
  attachments?: readonly EmailAttachmentRef[];
};

/** The domain of MAIL_FROM's address: where the store's Message-IDs say they come from. */
export function messageDomain(config: Config): string {
  const address = /<([^<>]+)>$/.exec(config.mailFrom)?.[1] ?? config.mailFrom;
  return address.slice(address.lastIndexOf('@') + 1);
}

/**
 * Puts an e-mail in the outbox: persisted with the caller's unit of work, so it is written in the
 * same transaction as the change it reports, or not at all. Without an SMTP server the row is
 * KEPT for the development mailbox; otherwise the sender takes it once the transaction commits.
 */
export function queueEmail(em: EntityManager, config: Config, email: QueuedEmail): EmailMessage {
  const message = new EmailMessage({
    kind: email.kind,
    recipient: email.recipient,
    payload: email.payload as unknown as Record<string, unknown>,
    status: config.smtpUrl ? EmailStatus.PENDING : EmailStatus.KEPT,
    messageDomain: messageDomain(config),
    orderId: email.orderId,
    userId: email.userId,
    attachments: email.attachments,
  });
  em.persist(message);
  return message;
}

import type { RequestScope } from '../../request-scope.js';
import { Access } from '../../shared/auth-directive.js';
import { badInput } from '../../shared/errors.js';
import { EmailMessage, EmailStatus } from './email-message.entity.js';
import { orderEmailsLoader } from './mail.loaders.js';
import { renderedEmail, type RenderedEmail } from './render-email.js';
import { MAILBOX_MAX_LIMIT, type MailStatus } from './mail.types.js';

/** What the store has sent or will send: the development mailbox, an order's e-mails, the outbox's state. */
export class MailService {
  constructor(private readonly scope: RequestScope) {}

  /**
   * The newest e-mails, for an admin only, in every mode. It holds every shopper's mail, and a
   * password reset's link is the key to an account: a development start listens on every interface
   * (a cloud machine, a shop's network), so "it is the developer's own inbox" cannot be assumed.
   */
  async mailbox(limit: number): Promise<EmailMessage[]> {
    this.scope.requireViewer(Access.ADMIN);
    if (!Number.isInteger(limit) || limit < 1 || limit > MAILBOX_MAX_LIMIT) {
      throw badInput(`limit must be a whole number from 1 to ${MAILBOX_MAX_LIMIT}`, 'limit');
    }
    return this.scope.em.find(EmailMessage, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit });
  }

  /** The e-mails about one order, oldest first (admin). */
  orderEmails(orderId: string): Promise<EmailMessage[]> {
    this.scope.requireViewer(Access.ADMIN);
    return this.scope.loader(orderEmailsLoader).load(orderId);
  }

  /** Whether e-mail can go out, and how many wait or failed (admin dashboard). */
  async status(): Promise<MailStatus> {
    this.scope.requireViewer(Access.ADMIN);
    const [counts] = await this.scope.em.getConnection().execute<Array<{ waiting: number; failed: number }>>(
      `select count(*) filter (where status in (?, ?))::int as waiting, count(*) filter (where status = ?)::int as failed from email_message`,
      [EmailStatus.PENDING, EmailStatus.KEPT, EmailStatus.FAILED],
    );
    return { configured: this.scope.deps.config.smtpUrl !== undefined, waiting: counts?.waiting ?? 0, failed: counts?.failed ?? 0 };
  }

  /** Subject and bodies as sent; a row the sender has not reached yet is rendered now, as it will be. */
  rendered(message: EmailMessage): Promise<RenderedEmail> {
    return renderedEmail(message, this.scope.deps.config);
  }
}

import type { EntityManager } from '@mikro-orm/postgresql';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config.js';
import type { EmailAttachmentFile, EmailAttachmentSources } from './email-attachments.js';
import type { AnyEmail } from './email-payloads.js';
import { EmailKind, EmailMessage } from './email-message.entity.js';
import { renderEmail, type RenderedEmail } from './render-email.js';

// Short enough that a dead server fails the attempt well inside the outbox's claim lease.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

/** Sends outbox e-mails over SMTP (SMTP_URL) with Nodemailer. */
export class EmailSender {
  private readonly transport: Transporter;

  /** `attachments` makes the files a row names; a row naming a kind without a source is not sent (it fails and is retried). */
  constructor(
    private readonly config: Config & { smtpUrl: string },
    private readonly attachments: Partial<EmailAttachmentSources> = {},
  ) {
    this.transport = nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS });
  }

  /**
   * Renders and sends one outbox row, always with the row's own Message-ID, and returns what the
   * store keeps of it: what was sent, except that a password reset's link is left out.
   */
  async send(em: EntityManager, emailId: string): Promise<RenderedEmail> {
    const message = await em.findOneOrFail(EmailMessage, emailId);
    const files = await this.files(em, message);
    // The text names the files as they were made: a document is numbered only as the transaction
    // that queued the e-mail commits, so the row itself names it by its title.
    const payload = files.length > 0 ? { ...message.payload, attached: files.map((file) => file.label) } : message.payload;
    const email = { kind: message.kind, payload } as unknown as AnyEmail;
    const rendered = await renderEmail(email, this.config);
    await this.transport.sendMail({
      from: this.config.mailFrom,
      to: message.recipient,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      messageId: message.messageId,
      attachments: files.map(({ filename, contentType, content }) => ({ filename, contentType, content })),
    });
    if (email.kind !== EmailKind.PASSWORD_RESET) return rendered;
    return renderEmail({ kind: email.kind, payload: { ...email.payload, token: null } }, this.config);
  }

  /** The files the row names, made now, one after another (a PDF render is CPU work: no point racing them). */
  private async files(em: EntityManager, message: EmailMessage): Promise<EmailAttachmentFile[]> {
    const files: EmailAttachmentFile[] = [];
    for (const ref of message.attachments ?? []) {
      const source = this.attachments[ref.kind];
      if (!source) throw new Error(`No source for e-mail attachments of kind ${ref.kind}`);
      files.push(await source(em, ref.id));
    }
    return files;
  }

  /** A 5xx answer says the server will never take this e-mail (no such mailbox, say): retrying is pointless. */
  isPermanentFailure(error: unknown): boolean {
    const code = (error as { responseCode?: unknown } | null)?.responseCode;
    return typeof code === 'number' && code >= 500 && code < 600;
  }

  close(): void {
    this.transport.close();
  }
}

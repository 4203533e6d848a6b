import { render } from '@react-email/render';
import type { Config } from '../../config.js';
import { storeBaseUrl } from '../payments/payment-provider.js';
import type { AnyEmail } from './email-payloads.js';
import { EmailKind, type EmailMessage } from './email-message.entity.js';
import { emailContent } from './templates/emails.js';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** Renders an e-mail from its kind and payload: the subject, the HTML part and the plain-text part. */
export async function renderEmail(email: AnyEmail, config: Config): Promise<RenderedEmail> {
  const { subject, element } = emailContent(email, { storeUrl: storeBaseUrl(config) });
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject, html, text };
}

/**
 * An outbox row's subject and bodies: as rendered when it was sent or kept, or rendered now when
 * the sender has not reached it. In production a password reset's link is never shown here: the
 * mailbox is the admin's, and the link is the shopper's key to the account.
 */
export async function renderedEmail(message: EmailMessage, config: Config): Promise<RenderedEmail> {
  const hideLink = message.kind === EmailKind.PASSWORD_RESET && config.nodeEnv === 'production';
  if (message.subject !== null && message.html !== null && message.text !== null && !hideLink) {
    return { subject: message.subject, html: message.html, text: message.text };
  }
  const payload = hideLink ? { ...message.payload, token: null } : message.payload;
  return renderEmail({ kind: message.kind, payload } as unknown as AnyEmail, config);
}

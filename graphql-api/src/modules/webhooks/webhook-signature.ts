import { createHmac, randomBytes } from 'node:crypto';

/** A new signing secret: 32 random bytes, prefixed so that a leaked one is recognised as ours. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/**
 * The value of Threadline-Signature: `t=<unix seconds>,v1=<hex HMAC-SHA256>` over `${t}.${body}`,
 * keyed with the whole secret string as UTF-8 (Stripe's scheme). The timestamp inside the signed
 * text lets a receiver refuse a replayed old delivery.
 */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${digest}`;
}

import { PaymentMethod } from '@threadline/domain';
import type { PaypalConfig } from '../../config.js';
import { PaymentProviderError, type CaptureOutcome, type CreatedPayment, type PaymentProvider, type PaymentRequest } from './payment-provider.js';

// Checkout waits on the provider while it holds the cart and stock locks; a provider that hangs
// must not hold them for long.
const REQUEST_TIMEOUT_MS = 10_000;
const CURRENCY = 'INR';

interface PaymentResource {
  id?: unknown;
  state?: unknown;
  links?: Array<{ rel?: unknown; href?: unknown }>;
}

/**
 * A PayPal-style REST payments API (v1 payments: create, redirect for approval, execute) reached
 * with client credentials. Only what the order flow needs: no refunds, no webhooks.
 */
export class PaypalProvider implements PaymentProvider {
  readonly method = PaymentMethod.PAYPAL;

  constructor(private readonly config: PaypalConfig) {}

  async createPayment(request: PaymentRequest): Promise<CreatedPayment> {
    const payment = await this.call<PaymentResource>('POST', '/v1/payments/payment', {
      intent: 'sale',
      payer: { payment_method: 'paypal' },
      redirect_urls: { return_url: request.returnUrl, cancel_url: request.cancelUrl },
      transactions: [
        {
          amount: { total: (request.totalPaise / 100).toFixed(2), currency: CURRENCY },
          invoice_number: request.orderId,
          description: `Threadline order ${request.orderId}`,
        },
      ],
    });
    const approval = payment.links?.find((link) => link.rel === 'approval_url')?.href;
    if (typeof payment.id !== 'string' || !payment.id || typeof approval !== 'string' || !approval) {
      throw new PaymentProviderError('The payment provider answered without a payment id or approval link');
    }
    return { paymentId: payment.id, approvalUrl: approval };
  }

  async capture(paymentId: string, payerId: string): Promise<CaptureOutcome> {
    try {
      const payment = await this.call<PaymentResource>('POST', `/v1/payments/payment/${encodeURIComponent(paymentId)}/execute`, {
        payer_id: payerId,
      });
      if (payment.id === paymentId && payment.state === 'approved') return { verified: true };
      return { verified: false, reason: `The payment is ${typeof payment.state === 'string' ? payment.state : 'not approved'}` };
    } catch (error) {
      if (error instanceof PaymentProviderError) return { verified: false, reason: error.message };
      throw error;
    }
  }

  private async accessToken(): Promise<string> {
    const credentials = Buffer.from(`${this.config.clientId}:${this.config.clientSecret}`).toString('base64');
    const response = await this.fetch('/v1/oauth2/token', {
      method: 'POST',
      headers: { authorization: `Basic ${credentials}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    const body = (await response.json().catch(() => ({}))) as { access_token?: unknown };
    if (!response.ok || typeof body.access_token !== 'string') {
      throw new PaymentProviderError(`The payment provider refused our credentials (HTTP ${response.status})`);
    }
    return body.access_token;
  }

  private async call<T>(method: 'POST', path: string, body: unknown): Promise<T> {
    const token = await this.accessToken();
    const response = await this.fetch(path, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await response.json().catch(() => ({}))) as T & { message?: unknown };
    if (!response.ok) {
      const detail = typeof answer.message === 'string' ? `: ${answer.message}` : '';
      throw new PaymentProviderError(`The payment provider refused (HTTP ${response.status})${detail}`);
    }
    return answer;
  }

  private async fetch(path: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(`${this.config.baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    } catch (error) {
      throw new PaymentProviderError(`The payment provider could not be reached (${(error as Error).name})`);
    }
  }
}

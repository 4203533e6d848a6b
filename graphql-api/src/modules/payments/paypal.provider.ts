import { PaymentMethod } from '@threadline/domain';
import type { PaypalConfig } from '../../config.js';
import {
  PaymentProviderError,
  type CaptureOutcome,
  type CreatedPayment,
  type PaymentProvider,
  type PaymentRequest,
  type PaymentState,
  type RefundRequest,
} from './payment-provider.js';

// Checkout and capture ask the provider outside any transaction, holding no lock; the shopper
// still waits for the answer, so a provider that hangs is given up on.
const REQUEST_TIMEOUT_MS = 10_000;
const CURRENCY = 'INR';

const paymentPath = (paymentId: string) => `/v1/payments/payment/${encodeURIComponent(paymentId)}`;

interface PaymentResource {
  id?: unknown;
  state?: unknown;
  transactions?: Array<{ related_resources?: Array<{ sale?: { id?: unknown } }> }>;
  links?: Array<{ rel?: unknown; href?: unknown }>;
  payer?: { payer_info?: { payer_id?: unknown } };
}

/**
 * A PayPal-style REST payments API (v1 payments: create, redirect for approval, execute, look up)
 * reached with client credentials. Only what the order flow and returns need: no webhooks. A
 * payment's state is `created` until it is executed and `approved` once the money is taken; the
 * money taken is its sale, which refunds are made against.
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
    let refusal: string;
    try {
      const payment = await this.call<PaymentResource>('POST', `${paymentPath(paymentId)}/execute`, { payer_id: payerId });
      if (payment.id === paymentId && payment.state === 'approved') return { verified: true };
      refusal = `The payment is ${typeof payment.state === 'string' ? payment.state : 'not approved'}`;
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      refusal = error.message;
    }
    // Executing twice is refused ("already done"), and an answer can be lost after the money was
    // taken: either way the payment itself says whether this payer paid it.
    try {
      const state = await this.paymentState(paymentId);
      if (state.taken && state.payerId === payerId) return { verified: true };
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
    }
    return { verified: false, reason: refusal };
  }

  async paymentState(paymentId: string): Promise<PaymentState> {
    const payment = await this.call<PaymentResource>('GET', paymentPath(paymentId));
    if (payment.id !== paymentId) throw new PaymentProviderError('The payment provider answered with another payment');
    const payerId = payment.payer?.payer_info?.payer_id;
    if (payment.state === 'approved' && typeof payerId === 'string' && payerId) return { taken: true, payerId };
    return { taken: false };
  }

  /**
   * Refunds against the payment's sale, with `PayPal-Request-Id` set to the store's request id:
   * PayPal answers a repeated id with the refund it made the first time, so a retry after a lost
   * answer or a store failure never refunds twice.
   */
  async refund(request: RefundRequest): Promise<{ refundId: string }> {
    const payment = await this.call<PaymentResource>('GET', paymentPath(request.paymentId));
    const saleId = payment.transactions?.[0]?.related_resources?.find((resource) => resource.sale)?.sale?.id;
    if (payment.id !== request.paymentId || payment.state !== 'approved' || typeof saleId !== 'string' || !saleId) {
      throw new PaymentProviderError('The payment provider holds no taken payment to refund');
    }
    const refund = await this.call<{ id?: unknown; state?: unknown }>(
      'POST',
      `/v1/payments/sale/${encodeURIComponent(saleId)}/refund`,
      { amount: { total: (request.amountPaise / 100).toFixed(2), currency: CURRENCY } },
      { 'paypal-request-id': request.requestId },
    );
    if (typeof refund.id !== 'string' || !refund.id || refund.state !== 'completed') {
      throw new PaymentProviderError(`The refund is ${typeof refund.state === 'string' ? refund.state : 'not confirmed'}`);
    }
    return { refundId: refund.id };
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

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
    const token = await this.accessToken();
    const response = await this.fetch(path, {
      method,
      headers: { authorization: `Bearer ${token}`, ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
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

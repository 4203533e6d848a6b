import { describe, expect, it } from 'vitest';
import { formatRupees, PaymentMethod, Size } from '@threadline/domain';
import { loadConfig } from '../../config.js';
import { EmailKind } from './email-message.entity.js';
import type { AnyEmail, OrderEmailPayload, ReturnEmailPayload } from './email-payloads.js';
import { renderEmail } from './render-email.js';

const config = loadConfig({ PUBLIC_URL: 'https://shop.example/' });

const order: OrderEmailPayload = {
  userName: 'Asha Roy',
  orderId: '1b2c3d4e-0000-4000-8000-000000000001',
  placedAt: '2026-11-26T10:00:00.000Z',
  lines: [
    { title: 'Indigo Slub Tee', image: '/media/products/indigo.webp', size: Size.L, quantity: 2, unitPricePaise: 52_395, lineTotalPaise: 104_790, productSlug: 'indigo-slub-tee' },
    { title: 'Gone Polo', image: 'https://cdn.example/polo.webp', size: Size.M, quantity: 1, unitPricePaise: 99_900, lineTotalPaise: 99_900, productSlug: null },
  ],
  subtotalPaise: 204_690,
  totalPaise: 204_690,
  address: { address: '4 Lake View', city: 'Kolkata', pincode: '700001', phone: '9123456780', notes: '' },
  paymentMethod: PaymentMethod.COD,
  cancellationReason: 'Ordered the wrong colour',
};

const ORDER_KINDS = Object.values(EmailKind).filter((kind) => kind !== EmailKind.WELCOME && kind !== EmailKind.PASSWORD_RESET && kind !== EmailKind.RETURN_UPDATE);

describe('e-mail templates', () => {
  it.each(ORDER_KINDS)('%s shows the order as sold, with absolute images and a link to the orders', async (kind) => {
    const { subject, html, text } = await renderEmail({ kind, payload: order } as AnyEmail, config);
    expect(subject).toContain('#1b2c3d4e');
    expect(html).toContain('src="https://shop.example/media/products/indigo.webp"');
    expect(html).toContain('src="https://cdn.example/polo.webp"');
    expect(html).toContain('href="https://shop.example/shop/account"');
    for (const expected of ['Indigo Slub Tee', `Size L · Qty 2 · ${formatRupees(52_395)} each`, formatRupees(104_790), 'Gone Polo', formatRupees(204_690), 'Cash on Delivery', 'Threadline']) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/undefined|null|NaN/);
  });

  it('links each delivered product that still exists to its page for a review', async () => {
    const { html } = await renderEmail({ kind: EmailKind.ORDER_DELIVERED, payload: order }, config);
    expect(html).toContain('href="https://shop.example/shop/listing?product=indigo-slub-tee"');
    expect(html).not.toContain('Review Gone Polo');
  });

  it("repeats the shopper's reason only in their own cancellation", async () => {
    expect((await renderEmail({ kind: EmailKind.ORDER_CANCELED_BY_SHOPPER, payload: order }, config)).text).toContain('Ordered the wrong colour');
    expect((await renderEmail({ kind: EmailKind.ORDER_CANCELED_BY_STORE, payload: order }, config)).text).not.toContain('Ordered the wrong colour');
  });

  it('links a reset to the reset page with its token, and without one to asking again', async () => {
    const withToken = await renderEmail({ kind: EmailKind.PASSWORD_RESET, payload: { userName: 'Asha', token: 'abc_DEF-123', expiresInMinutes: 30 } }, config);
    expect(withToken.html).toContain('href="https://shop.example/auth/reset-password?token=abc_DEF-123"');
    expect(withToken.text).toContain('30 minutes');
    const redacted = await renderEmail({ kind: EmailKind.PASSWORD_RESET, payload: { userName: 'Asha', token: null, expiresInMinutes: 30 } }, config);
    expect(redacted.html).not.toContain('token=');
    expect(redacted.html).toContain('href="https://shop.example/auth/forgot-password"');
  });

  it('tells each step of a return request, the decline reason and the money', async () => {
    const request: ReturnEmailPayload = {
      userName: 'Asha Roy',
      orderId: order.orderId,
      returnId: '1b2c3d4e-0000-4000-8000-000000000009',
      kind: 'EXCHANGE',
      state: 'REQUESTED',
      declineReason: null,
      refundPaise: 52_395,
      exchangeDifferencePaise: 4_990,
      payoutPaise: null,
      lines: [{ title: 'Indigo Slub Tee', size: Size.S, quantity: 1, exchangeSize: Size.M }],
    };
    const asked = await renderEmail({ kind: EmailKind.RETURN_UPDATE, payload: request }, config);
    expect(asked.subject).toBe('Your Threadline exchange for order #1b2c3d4e: requested');
    expect(asked.text).toContain(`costs ${formatRupees(4_990)} more, to be paid on delivery`);
    expect(asked.text).toContain('1 × Indigo Slub Tee, size S → size M');
    expect(asked.html).toContain('href="https://shop.example/shop/account"');
    const declined = await renderEmail({ kind: EmailKind.RETURN_UPDATE, payload: { ...request, kind: 'REFUND', state: 'DECLINED', declineReason: 'Worn & washed' } }, config);
    expect(declined.subject).toBe('Your Threadline return for order #1b2c3d4e: declined');
    expect(declined.text).toContain('The reason: Worn & washed');
    const refunded = await renderEmail({ kind: EmailKind.RETURN_UPDATE, payload: { ...request, kind: 'REFUND', state: 'REFUNDED', payoutPaise: 52_395 } }, config);
    expect(refunded.text).toContain(`We have refunded ${formatRupees(52_395)} to you.`);
    for (const { text } of [asked, declined, refunded]) expect(text).not.toMatch(/undefined|null|NaN/);
  });

  it('escapes what shoppers typed', async () => {
    const { html } = await renderEmail({ kind: EmailKind.WELCOME, payload: { userName: '<script>alert(1)</script>' } }, config);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;');
  });
});

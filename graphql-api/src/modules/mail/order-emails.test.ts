import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRupees } from '@threadline/domain';
import { createProducts, createUser, setStock } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { createPromotion } from '../../../test/promotions.js';
import { fillCart, placeCodOrder } from '../../../test/shopping.js';
import { startSmtpServer, waitUntil, type TestSmtpServer } from '../../../test/smtp-server.js';
import { Product } from '../catalog/product.entity.js';
import { Order } from '../orders/order.entity.js';
import { Role } from '../users/user.entity.js';
import { EmailMessage, EmailStatus } from './email-message.entity.js';

const PUBLIC_URL = 'https://shop.example';
const UPDATE_STATUS = 'mutation ($input: UpdateOrderStatusInput!) { updateOrderStatus(input: $input) { order { status } userErrors { code } } }';

describe('the e-mails an order sends, over real SMTP', () => {
  let smtp: TestSmtpServer;
  let server: TestServer;
  let adminToken: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer({ SMTP_URL: smtp.url, MAIL_FROM: 'Threadline <orders@shop.example>', PUBLIC_URL });
    adminToken = await server.tokenFor(await createUser(server.em(), { role: Role.ADMIN }));
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  async function shopper() {
    const user = await createUser(server.em());
    return { user, userId: user.id, token: await server.tokenFor(user) };
  }

  const mailTo = (address: string) => smtp.received.filter((mail) => mail.to && 'text' in mail.to && mail.to.text === address);

  /** Every outbox row of the recipient was accepted by the SMTP server (none waits, none failed). */
  async function allSent(recipient: string): Promise<EmailMessage[]> {
    await waitUntil(async () => (await server.em().count(EmailMessage, { recipient, status: { $ne: EmailStatus.SENT } })) === 0);
    return server.em().find(EmailMessage, { recipient }, { orderBy: { createdAt: 'asc' } });
  }

  it('confirms a cash-on-delivery order with exactly its lines, prices, total, address, payment and delivery promise', async () => {
    const [tee, polo, notBought] = await createProducts(server.em(), [
      { title: 'Indigo Slub Tee', pricePaise: 49_900 },
      { title: 'Sand Pique Polo', pricePaise: 129_950, salePricePaise: 99_900 },
      { title: 'Never Ordered Hoodie' },
    ]);
    const buyer = await shopper();
    const orderId = await placeCodOrder(server, buyer, [
      { product: tee!, quantity: 2 },
      { product: polo!, quantity: 1 },
    ]);

    await waitUntil(() => mailTo(buyer.user.email).length >= 1);
    const [mail] = mailTo(buyer.user.email);
    const rows = await allSent(buyer.user.email);
    expect(rows.map((row) => [row.kind, row.orderId])).toEqual([['ORDER_CONFIRMATION', orderId]]);
    expect(mail!.messageId).toBe(rows[0]!.messageId);
    expect(mail!.from?.value).toEqual([{ name: 'Threadline', address: 'orders@shop.example' }]);
    expect(mail!.subject).toContain(`#${orderId.slice(0, 8)}`);

    // The prices as the order sold them (the polo on sale).
    const text = mail!.text!;
    const order = await server.em().findOneOrFail(Order, orderId, { populate: ['lines'] });
    const lines = order.lines.getItems();
    expect(lines.map((line) => line.title).sort()).toEqual(['Indigo Slub Tee', 'Sand Pique Polo']);
    for (const line of lines) {
      expect(text).toContain(line.title);
      expect(text).toContain(`Size ${line.size} · Qty ${line.quantity} · ${formatRupees(line.unitPricePaise)} each`);
      expect(text).toContain(formatRupees(line.unitPricePaise * line.quantity));
    }
    expect(lines.find((line) => line.title === 'Sand Pique Polo')!.unitPricePaise).toBe(99_900);
    expect(text).not.toContain(notBought!.title);
    expect(text.match(/ each/g)).toHaveLength(2);
    expect(text).toMatch(new RegExp(`Total\\s+${escape(formatRupees(order.totalPaise))}`));
    expect(text).toContain('4 Lake View, Kolkata 700001');
    expect(text).toContain('Cash on Delivery');
    expect(text).toContain('3-5 business days');

    const html = mail!.html as string;
    expect(html).toContain(`src="${PUBLIC_URL}${tee!.image}"`);
    expect(html).toContain(`href="${PUBLIC_URL}/shop/account"`);
  });

  it("shows what promotions took off: each line's discount and final price, each promotion with the code, and the savings", async () => {
    const [kurta, scarf] = await createProducts(server.em(), [
      { title: 'Festive Silk Kurta', pricePaise: 250_000 },
      { title: 'Block Print Scarf', pricePaise: 50_000 },
    ]);
    await createPromotion(server.em(), { name: 'Puja offer', priority: 5, action: { kind: 'PERCENT_OFF_LINES', percent: 20, capPaise: null }, conditions: { productIds: [kurta!.id] } });
    await createPromotion(server.em(), { name: 'Flat 100', code: 'FLAT100', action: { kind: 'FIXED_OFF_ORDER', amountPaise: 10_000 } });
    const buyer = await shopper();
    const addressId = await fillCart(server, buyer.userId, [
      { product: kurta!, quantity: 1 },
      { product: scarf!, quantity: 1 },
    ]);
    const applied = await server.gql<{ applyDiscountCode: { userErrors: unknown[] } }>(
      'mutation { applyDiscountCode(code: "flat100") { userErrors { message } } }',
      {},
      { token: buyer.token },
    );
    expect(applied.body.data?.applyDiscountCode.userErrors).toEqual([]);
    const placed = await server.gql<{ placeOrder: { order: { id: string } } }>(
      'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } } }',
      { input: { addressId } },
      { token: buyer.token },
    );
    const orderId = placed.body.data!.placeOrder.order.id;

    await waitUntil(() => mailTo(buyer.user.email).length >= 1);
    const text = mailTo(buyer.user.email)[0]!.text!;
    const order = await server.em().findOneOrFail(Order, orderId, { populate: ['lines'] });
    // 2500 less 20 % = 2000; then 100 spread over 2000 and 500: 80 and 20.
    expect(order.discountPaise).toBe(60_000);
    for (const line of order.lines.getItems()) {
      expect(text).toContain(`Offer: −${formatRupees(line.discountPaise)}`);
      expect(text).toContain(formatRupees(line.unitPricePaise * line.quantity - line.discountPaise));
    }
    expect(text).toMatch(new RegExp(`Puja offer\\s+−${escape(formatRupees(50_000))}`));
    expect(text).toMatch(new RegExp(`Flat 100 \\(code FLAT100\\)\\s+−${escape(formatRupees(10_000))}`));
    expect(text).toMatch(new RegExp(`You saved\\s+${escape(formatRupees(60_000))}`));
    expect(text).toMatch(new RegExp(`Subtotal\\s+${escape(formatRupees(300_000))}`));
    expect(text).toMatch(new RegExp(`Total\\s+${escape(formatRupees(240_000))}`));
  });

  it('sends one e-mail for each status an admin moves an order into, and none for the same status again', async () => {
    const [product] = await createProducts(server.em(), [{ title: 'Olive Henley' }]);
    const buyer = await shopper();
    const orderId = await placeCodOrder(server, buyer, [{ product: product!, quantity: 1 }]);
    // GraphQL names the statuses by their keys.
    const moves = ['IN_SHIPPING', 'IN_SHIPPING', 'DELIVERED', 'REJECTED', 'ORDER_PLACED', 'CANCELED'];
    for (const status of moves) {
      const { body } = await server.gql<{ updateOrderStatus: { userErrors: unknown[] } }>(UPDATE_STATUS, { input: { orderId, status } }, { token: adminToken });
      expect(body.data?.updateOrderStatus.userErrors, JSON.stringify(body)).toEqual([]);
    }

    const rows = await allSent(buyer.user.email);
    expect(rows.map((row) => row.kind)).toEqual(['ORDER_CONFIRMATION', 'ORDER_IN_SHIPPING', 'ORDER_DELIVERED', 'ORDER_REJECTED', 'ORDER_CANCELED_BY_STORE']);
    await waitUntil(() => mailTo(buyer.user.email).length >= rows.length);
    const received = mailTo(buyer.user.email);
    expect(received.map((mail) => mail.messageId).sort()).toEqual(rows.map((row) => row.messageId).sort());

    const delivered = received.find((mail) => mail.messageId === rows[2]!.messageId)!;
    const { slug } = await server.em().findOneOrFail(Product, product!.id);
    expect(delivered.html).toContain(`href="${PUBLIC_URL}/shop/listing?product=${slug}"`);

    const { body } = await server.gql<{ order: { emails: Array<{ kind: string; to: string; status: string; sentAt: string | null }> } }>(
      'query ($id: ID!) { order(id: $id) { emails { kind to status sentAt } } }',
      { id: orderId },
      { token: adminToken },
    );
    expect(body.data!.order.emails.map((email) => [email.kind, email.to, email.status])).toEqual(
      rows.map((row) => [row.kind, buyer.user.email, 'SENT']),
    );
  });

  it("tells the shopper their own cancellation, with their reason", async () => {
    const [product] = await createProducts(server.em(), [{}]);
    const buyer = await shopper();
    const orderId = await placeCodOrder(server, buyer, [{ product: product!, quantity: 1 }]);
    const { body } = await server.gql<{ cancelOrder: { userErrors: unknown[] } }>(
      'mutation ($input: CancelOrderInput!) { cancelOrder(input: $input) { userErrors { code } } }',
      { input: { orderId, reason: '  Ordered the wrong colour  ' } },
      { token: buyer.token },
    );
    expect(body.data?.cancelOrder.userErrors).toEqual([]);
    const rows = await allSent(buyer.user.email);
    expect(rows.map((row) => row.kind)).toEqual(['ORDER_CONFIRMATION', 'ORDER_CANCELED_BY_SHOPPER']);
    await waitUntil(() => mailTo(buyer.user.email).length >= 2);
    const canceled = mailTo(buyer.user.email).find((mail) => mail.messageId === rows[1]!.messageId)!;
    expect(canceled.text).toContain('Ordered the wrong colour');
  });

  it('writes no e-mail for an order that is refused', async () => {
    const [product] = await createProducts(server.em(), [{}]);
    const buyer = await shopper();
    const addressId = await fillCart(server, buyer.userId, [{ product: product!, quantity: 3 }]);
    await setStock(server.em(), product!.id, { M: 1 });
    const { body } = await server.gql<{ placeOrder: { order: unknown; userErrors: Array<{ code: string }> } }>(
      'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } userErrors { code } } }',
      { input: { addressId } },
      { token: buyer.token },
    );
    expect(body.data!.placeOrder.order).toBeNull();
    expect(body.data!.placeOrder.userErrors.map((error) => error.code)).toEqual(['INSUFFICIENT_STOCK']);
    expect(await server.em().count(EmailMessage, { recipient: buyer.user.email })).toBe(0);
    expect(mailTo(buyer.user.email)).toEqual([]);
  });

  it('welcomes a new account, with a link to sign in', async () => {
    const email = `welcome-${Date.now()}@example.com`;
    const { body } = await server.gql<{ register: { userErrors: unknown[] } }>(
      'mutation ($input: RegisterInput!) { register(input: $input) { userErrors { code } } }',
      { input: { userName: 'Asha Roy', email, password: 'Secret@123' } },
    );
    expect(body.data?.register.userErrors).toEqual([]);
    await waitUntil(() => mailTo(email).length >= 1);
    expect(mailTo(email)[0]!.subject).toBe('Welcome to Threadline');
    expect(mailTo(email)[0]!.html).toContain(`href="${PUBLIC_URL}/auth/login"`);
  });

  it('shows the admin dashboard that e-mail is configured and nothing waits', async () => {
    await waitUntil(async () => (await server.em().count(EmailMessage, { status: EmailStatus.PENDING })) === 0);
    const { body } = await server.gql<{ dashboard: { mail: { configured: boolean; waiting: number; failed: number } } }>(
      '{ dashboard { mail { configured waiting failed } } }',
      {},
      { token: adminToken },
    );
    expect(body.data!.dashboard.mail).toEqual({ configured: true, waiting: 0, failed: 0 });
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

import { z } from 'zod';
import { MESSAGES, ORDER_STATUSES, PAYMENT_METHODS, type OrderStatus, type PaymentMethod } from '@threadline/domain';
import { assertOwnUserId } from '../../rest/router.js';
import { unwrapPayload } from '../../rest/rest-errors.js';
import { defineRoute, envelope, Id, type RestRoute } from '../../rest/route.js';
import type { Services } from '../../services.js';
import { PAYMENT_SUCCESS_PATH } from '../payments/payment-provider.js';
import type { Order } from './order.entity.js';
import { AdminOrderDocument, adminOrderDocument, OrderDocument, orderDocument } from './orders.documents.js';

const SHOP = 'Shop orders';
const ADMIN = 'Admin orders';
const UserId = z.string().max(100);
// Provider ids are short tokens; the service refuses anything that is not one.
const ProviderId = z.string().max(200);
/** Fields old clients send that the server decides itself; accepted so those clients keep working, never used. */
const ignored = (what: string) => z.unknown().optional().describe(`Ignored: ${what}`);
const oneOf = <T extends string>(values: readonly T[]) => z.enum(values as [T, ...T[]]);

const PAYMENT_CAPTURED = 'Payment captured';

async function shopperDocuments(services: Services, orders: readonly Order[]): Promise<OrderDocument[]> {
  return Promise.all(orders.map(async (order) => orderDocument(order, await services.orders.lines(order))));
}

async function adminDocuments(services: Services, orders: readonly Order[]) {
  return Promise.all(
    orders.map(async (order) => {
      const [lines, customer] = await Promise.all([services.orders.lines(order), services.orders.customer(order)]);
      return adminOrderDocument(order, lines, customer);
    }),
  );
}

async function* mapPages<T, U>(pages: AsyncIterable<readonly T[]>, map: (item: T) => U): AsyncGenerator<U[]> {
  for await (const page of pages) yield page.map(map);
}

export const orderRoutes: RestRoute[] = [
  defineRoute({
    method: 'post',
    path: '/shop/order/create',
    tag: SHOP,
    summary:
      "Places an order from the caller's cart as the server holds it, at the catalogue's prices less the promotions in force and the " +
      'discount code kept on the cart (refused with the reason, 403, 404 or 409, when that code no longer applies). Only userId, addressInfo.addressId, ' +
      'paymentMethod, buyerGstin and buyerBusinessName are read; items, totals and statuses sent by the client are ignored. A business buyer sends ' +
      'her GSTIN and business name together (the tax invoice carries them); a GSTIN failing its check character, or one without the name, is refused ' +
      'with 400 and the reason. approvalURL is the provider’s approval page (paypal) or the in-app success page (cod).',
    access: 'signedIn',
    body: z.object({
      userId: UserId,
      addressInfo: z.object({ addressId: z.string().max(100).optional() }).optional(),
      paymentMethod: oneOf(PAYMENT_METHODS).optional(),
      buyerGstin: z.string().max(100).nullable().optional().describe('A business buyer’s GSTIN (15 characters), with buyerBusinessName'),
      buyerBusinessName: z.string().max(1000).nullable().optional().describe('The business name the GSTIN is registered to'),
      cartId: ignored('the server’s cart is used'),
      cartItems: ignored('the server’s cart is used'),
      orderStatus: ignored('a new order is orderPlaced'),
      paymentStatus: ignored('a new order is pending'),
      totalAmount: ignored('the server prices the order'),
      orderDate: ignored('the server’s clock'),
      orderUpdateDate: ignored('the server’s clock'),
      paymentId: ignored('the provider gives it'),
      payerId: ignored('the provider gives it'),
    }),
    response: z.object({
      success: z.literal(true),
      message: z.string(),
      approvalURL: z.string(),
      orderId: z.string(),
    }),
    successStatus: 201,
    async handle({ body, scope, services }) {
      assertOwnUserId(scope, body.userId);
      // A missing address goes to the service as no address, so the refusals come in the same order as in GraphQL.
      const placed = unwrapPayload(
        await services.orders.placeOrder({
          addressId: body.addressInfo?.addressId ?? '',
          paymentMethod: body.paymentMethod as PaymentMethod | undefined,
          buyerGstin: body.buyerGstin,
          buyerBusinessName: body.buyerBusinessName,
        }),
      );
      // Existing clients send the shopper to approvalURL whatever the method: with nothing to approve (cash on delivery), that is the success page.
      const approvalURL = placed.approvalUrl ?? PAYMENT_SUCCESS_PATH;
      return { body: { success: true, message: MESSAGES.ORDER_PLACED, approvalURL, orderId: placed.order!.id } };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/shop/order/capture',
    tag: SHOP,
    summary: 'After the shopper approved at the provider: verifies the payment with the provider and marks the order paid, once.',
    access: 'signedIn',
    body: z.object({ paymentId: ProviderId, payerId: ProviderId, orderId: z.string().max(100) }),
    response: envelope(OrderDocument),
    async handle({ body, services }) {
      const { order } = unwrapPayload(await services.orders.capturePayment(body));
      return { body: { success: true, message: PAYMENT_CAPTURED, data: orderDocument(order!, await services.orders.lines(order!)) } };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/shop/order/list/:userId',
    tag: SHOP,
    summary: "The caller's orders, newest first.",
    access: 'signedIn',
    params: z.object({ userId: UserId }),
    response: envelope(z.array(OrderDocument)),
    async handle({ params, scope, services }) {
      assertOwnUserId(scope, params.userId);
      return { body: { success: true, data: await shopperDocuments(services, await services.orders.allMyOrders()) } };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/shop/order/details/:id',
    tag: SHOP,
    summary: "One of the caller's orders (any order for an admin); another shopper's order is answered as unknown (404).",
    access: 'signedIn',
    params: z.object({ id: Id }),
    response: envelope(OrderDocument),
    async handle({ params, services }) {
      const order = await services.orders.order(params.id);
      return { body: { success: true, data: orderDocument(order, await services.orders.lines(order)) } };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/shop/order/cancel/:orderId',
    tag: SHOP,
    summary:
      "Cancels one of the caller's orders while it is orderPlaced and not paid, with a reason; its pieces go back to stock. " +
      'An order paid through the provider is refused (409): canceling never refunds, the store cancels and refunds it.',
    access: 'signedIn',
    params: z.object({ orderId: Id }),
    body: z.object({ userId: UserId, cancellationReason: z.string().max(1000) }),
    response: z.object({ success: z.literal(true), message: z.string(), order: OrderDocument }),
    async handle({ params, body, scope, services }) {
      assertOwnUserId(scope, body.userId);
      const { order } = unwrapPayload(await services.orders.cancelOrder({ orderId: params.orderId, reason: body.cancellationReason }));
      const document = orderDocument(order!, await services.orders.lines(order!));
      return { body: { success: true, message: MESSAGES.ORDER_CANCELLED_DESCRIPTION, order: document } };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/admin/orders/get',
    tag: ADMIN,
    summary: 'Every order, newest first, with who placed it.',
    access: 'admin',
    response: envelope(z.array(AdminOrderDocument)),
    async handle({ services }) {
      const pages = mapPages(services.orders.allOrders(), ({ order, lines, customer }) => adminOrderDocument(order, lines, customer));
      return { body: { success: true }, list: { field: 'data', pages } };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/admin/orders/details/:id',
    tag: ADMIN,
    summary: 'One order, with who placed it.',
    access: 'admin',
    params: z.object({ id: Id }),
    response: envelope(AdminOrderDocument),
    async handle({ params, services }) {
      const [document] = await adminDocuments(services, [await services.orders.order(params.id)]);
      return { body: { success: true, data: document } };
    },
  }),
  defineRoute({
    method: 'put',
    path: '/admin/orders/update/:id',
    tag: ADMIN,
    summary:
      'Moves an order to any of the five statuses; into rejected or canceled gives its stock back, out of them takes it again. ' +
      'Money never moves: a paid order stays paid (refund it at the provider), an unpaid one’s payment becomes canceled.',
    access: 'admin',
    params: z.object({ id: Id }),
    body: z.object({ orderStatus: oneOf(ORDER_STATUSES) }),
    response: z.object({ success: z.literal(true), message: z.string() }),
    async handle({ params, body, services }) {
      unwrapPayload(await services.orders.updateOrderStatus({ orderId: params.id, status: body.orderStatus as OrderStatus }));
      return { body: { success: true, message: MESSAGES.ORDER_STATUS_UPDATED } };
    },
  }),
];

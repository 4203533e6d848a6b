import type { EntityManager } from '@mikro-orm/postgresql';
import { lineTotalPaise, OrderStatus, type Size } from '@threadline/domain';
import type { Config } from '../../config.js';
import { Product } from '../catalog/product.entity.js';
import { OrderLine, type Order } from '../orders/order.entity.js';
import { OrderPromotion } from '../promotions/promotion.entity.js';
import { User } from '../users/user.entity.js';
import type { EmailAttachmentRef } from './email-attachments.js';
import { EmailKind } from './email-message.entity.js';
import type { OrderEmailPayload, ReturnEmailPayload } from './email-payloads.js';
import type { ReturnRequestData } from '../orders/order-events.js';
import { queueEmail } from './outbox.js';

export type OrderEmailKind = Exclude<EmailKind, 'WELCOME' | 'PASSWORD_RESET' | 'RETURN_UPDATE'>;

/** A file an order's e-mail carries, and how the e-mail names it until the file is made ("Tax Invoice"). */
export interface OrderEmailAttachment {
  ref: EmailAttachmentRef;
  label: string;
}

/** The e-mail an admin's move of an order into a status sends; none into ORDER_PLACED (a revived order). */
export const STATUS_CHANGE_EMAILS: Readonly<Partial<Record<OrderStatus, OrderEmailKind>>> = {
  [OrderStatus.IN_SHIPPING]: EmailKind.ORDER_IN_SHIPPING,
  [OrderStatus.DELIVERED]: EmailKind.ORDER_DELIVERED,
  [OrderStatus.REJECTED]: EmailKind.ORDER_REJECTED,
  [OrderStatus.CANCELED]: EmailKind.ORDER_CANCELED_BY_STORE,
};

/**
 * Puts an e-mail about an order in the outbox, inside the caller's transaction (`em` is it), with
 * the order as it stands in that transaction: the lines as sold, the totals, the address, the payment.
 */
export class OrderMailer {
  constructor(private readonly config: Config) {}

  async queue(em: EntityManager, order: Order, kind: OrderEmailKind, attachments: readonly OrderEmailAttachment[] = []): Promise<void> {
    const lines = order.lines.isInitialized()
      ? order.lines.getItems()
      : await em.find(OrderLine, { order }, { orderBy: { position: 'asc' } });
    const user = await em.findOneOrFail(User, order.user.id);
    const promotions = order.placedWithPromotions ?? (await em.find(OrderPromotion, { order }, { orderBy: { position: 'asc', id: 'asc' } }));
    const slugs = kind === EmailKind.ORDER_DELIVERED ? await productSlugs(em, lines) : new Map<string, string>();
    const emailLines = lines.map((line) => ({
      title: line.title,
      image: line.image,
      size: line.size,
      quantity: line.quantity,
      unitPricePaise: line.unitPricePaise,
      lineTotalPaise: lineTotalPaise(line.unitPricePaise, line.quantity),
      discountPaise: line.discountPaise,
      productSlug: slugs.get(line.productId) ?? null,
    }));
    const { address, city, pincode, phone, notes } = order.addressInfo;
    const payload: OrderEmailPayload = {
      userName: user.userName,
      orderId: order.id,
      placedAt: order.createdAt.toISOString(),
      lines: emailLines,
      subtotalPaise: emailLines.reduce((sum, line) => sum + line.lineTotalPaise, 0),
      discountPaise: order.discountPaise,
      discountCode: order.discountCode,
      promotions: promotions.map(({ name, code, discountPaise }) => ({ name, code, discountPaise })),
      totalPaise: order.totalPaise,
      address: { address, city, pincode, phone, notes },
      paymentMethod: order.paymentMethod,
      cancellationReason: order.cancellationReason,
      attached: attachments.map(({ label }) => label),
    };
    queueEmail(em, this.config, { kind, payload, recipient: user.email, orderId: order.id, userId: user.id, attachments: attachments.map(({ ref }) => ref) });
  }
}

/**
 * Puts the e-mail of a return request's step in the outbox, in the caller's transaction, from what
 * `order.return_updated` carries and the order's lines as sold.
 */
export async function queueReturnEmail(em: EntityManager, config: Config, order: Order, request: ReturnRequestData): Promise<void> {
  const user = await em.findOneOrFail(User, order.user.id);
  const lines = await em.find(OrderLine, { id: { $in: request.lines.map((line) => line.orderLineId) } });
  const payload: ReturnEmailPayload = {
    userName: user.userName,
    orderId: order.id,
    returnId: request.id,
    kind: request.kind as ReturnEmailPayload['kind'],
    state: request.state,
    declineReason: request.declineReason,
    refundPaise: request.refundPaise,
    exchangeDifferencePaise: request.exchangeDifferencePaise,
    payoutPaise: request.payoutPaise,
    lines: request.lines.map((asked) => {
      const line = lines.find((candidate) => candidate.id === asked.orderLineId)!;
      return { title: line.title, size: line.size, quantity: asked.quantity, exchangeSize: asked.exchangeSize as Size | null };
    }),
  };
  queueEmail(em, config, { kind: EmailKind.RETURN_UPDATE, payload, recipient: user.email, orderId: order.id, userId: user.id });
}

/** The slugs of the order's products that still exist, for the Delivered e-mail's review links. */
async function productSlugs(em: EntityManager, lines: readonly OrderLine[]): Promise<Map<string, string>> {
  const products = await em.find(Product, { id: { $in: [...new Set(lines.map((line) => line.productId))] } }, { fields: ['id', 'slug'] });
  return new Map(products.map((product) => [product.id, product.slug]));
}

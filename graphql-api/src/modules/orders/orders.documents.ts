import { z } from 'zod';
import {
  CATEGORIES,
  MEASUREMENTS,
  ORDER_STATUSES,
  ORDER_TYPES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PRODUCT_TYPES,
  SIZES,
  SIZING_TYPES,
  toRupees,
} from '@threadline/domain';
import type { Order, OrderLine } from './order.entity.js';
import type { OrderCustomer } from './orders.types.js';

// The order document of spec sections 3 and 7, as the store's existing clients read it.

const oneOf = <T extends string>(values: readonly T[]) => z.enum(values as [T, ...T[]]);

export const OrderItemDocument = z.object({
  productId: z.string(),
  title: z.string(),
  image: z.string(),
  /** The unit price charged, in rupees, after the size increment and any sale. */
  price: z.number(),
  quantity: z.number().int(),
  category: oneOf(CATEGORIES),
  productType: oneOf(PRODUCT_TYPES),
  type: oneOf(SIZING_TYPES),
  size: oneOf(SIZES),
  measurement: oneOf(MEASUREMENTS),
  percentageIncrement: z.number(),
  discount: z.number().describe('In rupees: what promotions and the discount code took off this line, frozen at checkout (0 when none).'),
  finalTotal: z.number().describe('In rupees: price × quantity less discount, what the line cost.'),
});

const orderFields = {
  _id: z.string(),
  cartId: z.string().nullable(),
  cartItems: z.array(OrderItemDocument),
  addressInfo: z.object({
    addressId: z.string().nullable(),
    address: z.string(),
    city: z.string(),
    pincode: z.string(),
    phone: z.string(),
    notes: z.string(),
  }),
  orderStatus: oneOf(ORDER_STATUSES),
  paymentMethod: oneOf(PAYMENT_METHODS),
  paymentStatus: oneOf(PAYMENT_STATUSES),
  totalAmount: z.number().describe('In rupees: what the shopper pays, subtotalAmount less discountAmount (the sum of the lines’ finalTotal).'),
  subtotalAmount: z.number().describe('In rupees: the sum of the lines before promotions, as the server priced them.'),
  discountAmount: z.number().describe('In rupees: what promotions and the discount code took off, frozen at checkout (0 when none).'),
  discountCode: z.string().nullable().describe('The discount code applied at checkout (upper-case); null when none.'),
  orderDate: z.string().describe('ISO 8601.'),
  orderUpdateDate: z.string().describe('ISO 8601.'),
  type: oneOf(ORDER_TYPES),
  paymentId: z.string().nullable(),
  payerId: z.string().nullable(),
  cancellationReason: z.string().nullable(),
};

/** An order as its shopper sees it: `userId` is the account's id. */
export const OrderDocument = z.object({ ...orderFields, userId: z.string() });
/** An order as admins see it: `userId` names who placed it. */
export const AdminOrderDocument = z.object({ ...orderFields, userId: z.object({ userName: z.string(), email: z.string() }) });

export type OrderDocument = z.infer<typeof OrderDocument>;
export type AdminOrderDocument = z.infer<typeof AdminOrderDocument>;

export function orderDocument(order: Order, lines: readonly OrderLine[]): OrderDocument {
  return { ...commonFields(order, lines), userId: order.user.id };
}

export function adminOrderDocument(order: Order, lines: readonly OrderLine[], customer: OrderCustomer): AdminOrderDocument {
  return { ...commonFields(order, lines), userId: { userName: customer.userName, email: customer.email } };
}

function commonFields(order: Order, lines: readonly OrderLine[]) {
  return {
    _id: order.id,
    cartId: order.cartId,
    cartItems: lines.map((line) => ({
      productId: line.productId,
      title: line.title,
      image: line.image,
      price: toRupees(line.unitPricePaise),
      quantity: line.quantity,
      category: line.category,
      productType: line.productType,
      type: line.type,
      size: line.size,
      measurement: line.measurement,
      percentageIncrement: line.percentageIncrement,
      discount: toRupees(line.discountPaise),
      finalTotal: toRupees(line.unitPricePaise * line.quantity - line.discountPaise),
    })),
    addressInfo: {
      addressId: order.addressInfo.addressId,
      address: order.addressInfo.address,
      city: order.addressInfo.city,
      pincode: order.addressInfo.pincode,
      phone: order.addressInfo.phone,
      notes: order.addressInfo.notes,
    },
    orderStatus: order.status,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    totalAmount: toRupees(order.totalPaise),
    subtotalAmount: toRupees(order.subtotalPaise),
    discountAmount: toRupees(order.discountPaise),
    discountCode: order.discountCode,
    orderDate: order.orderDate.toISOString(),
    orderUpdateDate: order.orderUpdateDate.toISOString(),
    type: order.type,
    paymentId: order.paymentId,
    payerId: order.payerId,
    cancellationReason: order.cancellationReason,
  };
}

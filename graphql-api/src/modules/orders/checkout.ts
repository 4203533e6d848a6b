import { LockMode, UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';
import {
  isSelectableSize,
  MESSAGES,
  NEW_ORDER_DEFAULTS,
  orderTotalPaise,
  PaymentMethod,
  priceForSize,
} from '@threadline/domain';
import { badInput } from '../../shared/errors.js';
import { UserError, UserErrorCode } from '../../shared/user-error.js';
import { Address } from '../addresses/address.entity.js';
import { Cart, CartLine } from '../cart/cart.entity.js';
import type { Product } from '../catalog/product.entity.js';
import { isUuid } from '../catalog/ids.js';
import { User } from '../users/user.entity.js';
import { AddressSnapshot, Order, OrderLine } from './order.entity.js';
import { lockProducts, stockErrors, takeStock, type StockLine } from './order-stock.js';
import { IDEMPOTENCY_KEY_MAX_LENGTH, refused, succeeded, type OrderResult } from './orders.types.js';

export const COD_ONLY_MESSAGE = 'Only cash on delivery is available at checkout';

export interface PlaceOrderCommand {
  addressId: string;
  paymentMethod?: PaymentMethod | null;
  idempotencyKey?: string | null;
}

/**
 * Places an order from the shopper's cart as it is on the server, at the catalogue's current
 * prices, in one transaction: the order, its lines, the stock it takes and the emptied cart are
 * written together or not at all.
 */
export async function placeOrder(em: EntityManager, userId: string, command: PlaceOrderCommand): Promise<OrderResult> {
  // The payment-provider flow is a later issue; until then checkout takes cash on delivery only.
  const paymentMethod = command.paymentMethod ?? NEW_ORDER_DEFAULTS.paymentMethod;
  if (paymentMethod !== PaymentMethod.COD) return refused(UserError.of(UserErrorCode.INVALID_INPUT, COD_ONLY_MESSAGE, 'paymentMethod'));
  const idempotencyKey = checkedIdempotencyKey(command.idempotencyKey);

  try {
    return await em.transactional((tx) => checkout(tx, userId, command.addressId, idempotencyKey));
  } catch (error) {
    // The cart lock serialises a shopper's checkouts; the unique (user, key) constraint is the
    // backstop should any path race past it, and the loser answers with the winner's order.
    if (idempotencyKey && error instanceof UniqueConstraintViolationException) {
      const earlier = await findByIdempotencyKey(em, userId, idempotencyKey);
      if (earlier) return succeeded(earlier);
    }
    throw error;
  }
}

// Control characters have no place in a key that may be logged and compared.
const IDEMPOTENCY_KEY = new RegExp(`^[^\\p{Cc}]{1,${IDEMPOTENCY_KEY_MAX_LENGTH}}$`, 'u');

function checkedIdempotencyKey(key: string | null | undefined): string | null {
  if (key == null) return null;
  if (!IDEMPOTENCY_KEY.test(key)) {
    throw badInput(`idempotencyKey must be 1-${IDEMPOTENCY_KEY_MAX_LENGTH} characters, without control characters`, 'idempotencyKey');
  }
  return key;
}

async function checkout(em: EntityManager, userId: string, addressId: string, idempotencyKey: string | null): Promise<OrderResult> {
  // Locking the cart first makes a shopper's checkouts run one after another, so a repeated
  // idempotency key always finds the order its first request committed.
  const cart = await em.findOne(Cart, { user: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (idempotencyKey) {
    const earlier = await findByIdempotencyKey(em, userId, idempotencyKey);
    if (earlier) return succeeded(earlier);
  }

  const cartLines = cart ? await em.find(CartLine, { cart }, { orderBy: { createdAt: 'asc', id: 'asc' } }) : [];
  if (!cart || cartLines.length === 0) return refused(UserError.of(UserErrorCode.CART_EMPTY, MESSAGES.CART_EMPTY));

  const address = isUuid(addressId) ? await em.findOne(Address, { id: addressId, user: userId }) : null;
  if (!address) return refused(UserError.of(UserErrorCode.NOT_FOUND, MESSAGES.SELECT_ADDRESS, 'addressId'));

  const products = await lockProducts(em, cartLines.map((line) => line.product.id));
  const problems = cartLineErrors(cartLines, products);
  if (problems.length > 0) return refused(...problems);

  const order = buildOrder(em, { userId, cart, address, cartLines, products, idempotencyKey });
  takeStock(cartLines.map(stockLineOf), products);
  // Only the lines this order was made from: a line added meanwhile stays for the next order.
  em.remove(cartLines);
  return succeeded(order);
}

function findByIdempotencyKey(em: EntityManager, userId: string, idempotencyKey: string): Promise<Order | null> {
  return em.findOne(Order, { user: userId, idempotencyKey });
}

/** How a refusal names a cart line. */
const cartLineField = (line: CartLine) => `cartLines.${line.id}`;

const stockLineOf = (line: CartLine): StockLine => ({
  field: cartLineField(line),
  productId: line.product.id,
  quantity: line.quantity,
});

/** Lines that cannot be sold as they are: product gone, size no longer offered, or too few in stock. */
function cartLineErrors(cartLines: readonly CartLine[], products: ReadonlyMap<string, Product>): UserError[] {
  const unsellable = cartLines.flatMap((line) => {
    const product = products.get(line.product.id);
    const field = cartLineField(line);
    // Deleted by an admin after the cart was read (the delete also empties it from carts).
    if (!product) return [UserError.of(UserErrorCode.NOT_FOUND, MESSAGES.PRODUCT_NOT_FOUND, field)];
    // Edited by an admin since it was added, e.g. turned into a kids' product.
    if (!isSelectableSize(product, line.size)) {
      return [UserError.of(UserErrorCode.INVALID_STATE, `${product.title} is no longer sold in size ${line.size}`, field)];
    }
    return [];
  });
  return [...unsellable, ...stockErrors(cartLines.map(stockLineOf), products)];
}


interface OrderSources {
  userId: string;
  cart: Cart;
  address: Address;
  cartLines: readonly CartLine[];
  products: ReadonlyMap<string, Product>;
  idempotencyKey: string | null;
}

/** The order with copies of its products and address, so later edits and deletes leave it as sold. */
function buildOrder(em: EntityManager, sources: OrderSources): Order {
  const priced = sources.cartLines.map((line) => {
    const product = sources.products.get(line.product.id)!;
    return { line, product, unitPaise: priceForSize(product.pricing(), line.size).effectivePaise };
  });
  const order = new Order({
    user: em.getReference(User, sources.userId),
    cartId: sources.cart.id,
    paymentMethod: PaymentMethod.COD,
    totalPaise: orderTotalPaise(priced.map(({ line, unitPaise }) => ({ unitPaise, quantity: line.quantity }))),
    addressInfo: snapshotOf(sources.address),
    idempotencyKey: sources.idempotencyKey,
  });
  for (const { line, product, unitPaise } of priced) {
    order.lines.add(
      new OrderLine({
        order,
        productId: product.id,
        title: product.title,
        image: product.image,
        category: product.category,
        productType: product.productType,
        type: product.type,
        size: line.size,
        measurement: product.measurement,
        percentageIncrement: product.percentageIncrement,
        unitPricePaise: unitPaise,
        quantity: line.quantity,
      }),
    );
  }
  em.persist(order);
  return order;
}

function snapshotOf(address: Address): AddressSnapshot {
  return new AddressSnapshot({
    addressId: address.id,
    address: address.address,
    city: address.city,
    pincode: address.pincode,
    phone: address.phone,
    notes: address.notes,
  });
}

import { setTimeout as delay } from 'node:timers/promises';
import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';
import {
  checkBuyerRegistration,
  isSelectableSize,
  MESSAGES,
  NEW_ORDER_DEFAULTS,
  OrderStatus,
  orderTotalPaise,
  PaymentStatus,
  paysThroughProvider,
  priceForSize,
  validateOrderTotal,
  type BuyerRegistration,
  type PaymentMethod,
} from '@threadline/domain';
import type { Logger } from 'pino';
import { UserError, UserErrorCode } from '../../shared/user-error.js';
import { Address } from '../addresses/address.entity.js';
import { Cart, CartLine } from '../cart/cart.entity.js';
import { Product } from '../catalog/product.entity.js';
import { isUuid } from '../catalog/ids.js';
import { StockCauseKind, StockMovementReason } from '../catalog/stock-movement.entity.js';
import { defineStep, openLocks } from '../locks/lock-gate.js';
import { promotionLineOf } from '../promotions/promotion-pricing.js';
import { countCheckoutUses, priceForCheckout, PromotionsChangedError, recordOrderPromotions, type CheckoutPricing } from '../promotions/promotion-uses.js';
import { User } from '../users/user.entity.js';
import {
  PAYMENT_CANCEL_PATH,
  PAYMENT_RETURN_PATH,
  PaymentProviderError,
  type CreatedPayment,
  type PaymentProvider,
} from '../payments/payment-provider.js';
import { checkReturnUrl, RETURN_URL_MAX_LENGTH } from '../payments/return-urls.js';
import type { EventBus } from '../events/event-bus.js';
import { DueJob, DueJobKind, DueJobStatus } from '../outbox/due-job.entity.js';
import { wakeOutboxWorkers } from '../outbox/outbox-worker.js';
import { AddressSnapshot, Order, OrderLine } from './order.entity.js';
import { OrderEventType } from './order-event.entity.js';
import { recordOrderEvent, shopperActor, SYSTEM_ACTOR } from './order-events.js';
import { lockStock, stockErrors, takeStock, type LockedStock, type StockLine } from './order-stock.js';
import { moveToStatus, type OrderEvents } from './order-status.js';
import { IDEMPOTENCY_KEY_MAX_LENGTH, refused, type OrderResult } from './orders.types.js';

/** Said when the shopper asks for a provider payment but no provider is configured. */
export const COD_ONLY_MESSAGE = 'Only cash on delivery is available at checkout';
export const PAYMENT_NOT_STARTED_MESSAGE = 'The payment could not be started. Please try again.';
/** A provider cannot take a payment of ₹0 (a fixed discount larger than the cart); cash on delivery has nothing to collect. */
export const NOTHING_TO_PAY_MESSAGE = 'This order comes to ₹0.00 after discounts, so there is nothing to pay online. Choose cash on delivery.';

const RETURN_PAGE_NAMES = { returnUrl: 'The return URL', cancelUrl: 'The cancel URL' } as const;
type ReturnPageField = keyof typeof RETURN_PAGE_NAMES;
export const returnUrlMalformedMessage = (field: ReturnPageField) =>
  `${RETURN_PAGE_NAMES[field]} must be an absolute http or https URL of at most ${RETURN_URL_MAX_LENGTH} characters`;
export const returnUrlForeignMessage = (field: ReturnPageField) => `${RETURN_PAGE_NAMES[field]} must be on this store or an origin the store allows`;
export const IDEMPOTENCY_KEY_MESSAGE = `The idempotency key must be 1-${IDEMPOTENCY_KEY_MAX_LENGTH} characters, without control characters`;
export const IDEMPOTENCY_KEY_REUSED_MESSAGE =
  'This idempotency key was used for an earlier checkout with another cart, address or payment method. Use a new key for a new checkout.';

/** The order placed, and where to send the shopper next (see `Order.approvalUrlOnReplay` for a repeated key). */
export type PlaceOrderResult = OrderResult & { approvalUrl: string | null };

/** How checkout reaches the payment provider of the order's method. */
export interface CheckoutPayments {
  providerFor(method: PaymentMethod): PaymentProvider | null;
  /** Absolute base of the store's own pages, for the provider's default return and cancel links. */
  storeBaseUrl: string;
  /** The origins a client's own return and cancel pages may be on. */
  returnOrigins: ReadonlySet<string>;
  /** Told of orders placed and of checkouts canceled because the payment could not start. */
  events?: OrderEvents;
  logger?: Logger;
  /** Where the order's placing (and a checkout undone) is published, inside its transaction. */
  bus: EventBus;
  /** How long a provider checkout may wait for approval before its expiry job cancels it. */
  checkoutTimeoutMinutes: number;
}

/** Where the provider sends the shopper back after approving, or after canceling, the payment. */
interface ReturnPages {
  returnUrl: string;
  cancelUrl: string;
}

/**
 * How long after an order was written a retried checkout waits for its payment to start: longer
 * than the provider may take (two calls of at most 10 s each). An order older than this whose
 * payment never started (a process killed mid-checkout, or one placed before approval URLs were
 * kept) is answered as it is, without waiting.
 */
const PAYMENT_START_WINDOW_MS = 30_000;
const PAYMENT_START_POLL_MS = 100;

export interface PlaceOrderCommand {
  addressId: string;
  paymentMethod?: PaymentMethod | null;
  idempotencyKey?: string | null;
  /** A client's own page for the provider to return to; the store's own when omitted. */
  returnUrl?: string | null;
  cancelUrl?: string | null;
  /** A business buyer's GSTIN, which her tax invoice carries; with `buyerBusinessName`, or neither. */
  buyerGstin?: string | null;
  buyerBusinessName?: string | null;
}

/**
 * Places an order from the shopper's cart as it is on the server, at the catalogue's current
 * prices, in one transaction: the order, its lines, the stock it takes and the emptied cart are
 * written together or not at all. The order is committed awaiting payment (PENDING) before the
 * provider is asked, so no row lock is held while a provider takes its time and other shoppers'
 * checkouts of the same products go ahead. Should the payment not start, the order is canceled,
 * its stock and cart lines given back, once (`abandonCheckout`).
 */
export async function placeOrder(
  em: EntityManager,
  userId: string,
  command: PlaceOrderCommand,
  payments: CheckoutPayments,
): Promise<PlaceOrderResult> {
  const paymentMethod = command.paymentMethod ?? NEW_ORDER_DEFAULTS.paymentMethod;
  const provider = payments.providerFor(paymentMethod);
  if (!provider) return withoutApproval(refused(UserError.of(UserErrorCode.INVALID_INPUT, COD_ONLY_MESSAGE, 'paymentMethod')));
  const idempotencyKey = command.idempotencyKey ?? null;
  const pages = returnPages(command, payments);
  const keyProblems = idempotencyKeyProblems(idempotencyKey);
  const registration = buyerRegistrationOf(command);
  // Every field at fault at once, as the other mutations report them.
  if (keyProblems.length > 0 || Array.isArray(pages) || Array.isArray(registration)) {
    return withoutApproval(refused(...keyProblems, ...(Array.isArray(pages) ? pages : []), ...(Array.isArray(registration) ? registration : [])));
  }

  const request: CheckoutRequest = {
    userId,
    addressId: command.addressId,
    idempotencyKey,
    provider,
    registration,
    bus: payments.bus,
    expiresAt: new Date(Date.now() + payments.checkoutTimeoutMinutes * 60_000),
  };
  let step: CheckoutStep;
  try {
    step = await checkoutPricedAsCounted(em, request);
  } catch (error) {
    // The cart lock serialises a shopper's checkouts; the unique (user, key) constraint is the
    // backstop should any path race past it, and the loser answers as a later request would.
    if (idempotencyKey && error instanceof UniqueConstraintViolationException) {
      const earlier = await findByIdempotencyKey(em, userId, idempotencyKey);
      if (earlier) {
        const cartLines = await em.count(CartLine, { cart: { user: userId } });
        return isSameCheckout(earlier, request, cartLines) ? replayWhenStarted(em, earlier) : keyReused();
      }
    }
    throw error;
  }
  if (step.kind === 'answered') return step.result;
  if (step.kind === 'replay') return replayWhenStarted(em, step.order);
  return startPayment(em, step.order, provider, pages, payments);
}

/** How often a checkout is priced again when promotions change under it before one gives up. */
const CHECKOUT_PRICINGS = 3;

/**
 * Runs the checkout's transaction, again from the start when a promotion it priced with was used
 * up or edited before its uses were counted (`PromotionsChangedError`; the transaction rolled
 * back): the next run reads them fresh, so a code used up meanwhile is refused with its reason and
 * an automatic promotion used up is left out. Only an admin editing the same promotion again and
 * again could exhaust the runs; the shopper is then asked to try again.
 */
async function checkoutPricedAsCounted(em: EntityManager, request: CheckoutRequest): Promise<CheckoutStep> {
  for (let run = 1; ; run++) {
    try {
      return await em.transactional((tx) => checkout(tx, request));
    } catch (error) {
      if (!(error instanceof PromotionsChangedError)) throw error;
      if (run === CHECKOUT_PRICINGS) {
        return answered(withoutApproval(refused(UserError.of(UserErrorCode.INVALID_STATE, OFFERS_CHANGED_MESSAGE, 'discountCode'))));
      }
    }
  }
}

export const OFFERS_CHANGED_MESSAGE = "The store's offers changed while your order was being placed. Please check your cart and try again.";

/** What the checkout transaction decided: an answer already, a repeated key, or an order whose payment is to start. */
type CheckoutStep =
  | { kind: 'answered'; result: PlaceOrderResult }
  | { kind: 'replay'; order: Order }
  | { kind: 'reserved'; order: Order };

/**
 * Asks the provider for the payment of an order already committed, outside any transaction.
 * Success records the payment on the order; failure cancels the checkout and answers the
 * shopper as before ("could not be started"), with cart and stock as they were.
 */
async function startPayment(
  em: EntityManager,
  order: Order,
  provider: PaymentProvider,
  pages: ReturnPages,
  payments: CheckoutPayments,
): Promise<PlaceOrderResult> {
  let payment: CreatedPayment;
  try {
    payment = await provider.createPayment({ orderId: order.id, totalPaise: order.totalPaise, ...pages });
  } catch (error) {
    payments.logger?.warn({ err: error, orderId: order.id }, 'the payment could not be started; canceling the checkout');
    await undoCheckout(em, order.id, payments);
    if (error instanceof PaymentProviderError) return paymentNotStarted();
    throw error;
  }
  // Nothing to record (cash on delivery): the order as committed is the answer, and no second
  // transaction locks it for nothing (3 statements fewer per order).
  const nothingToRecord = payment.paymentId === null && payment.approvalUrl === null;
  const started = nothingToRecord ? order : await em.transactional(async (tx) => {
    const current = await openLocks(tx).order(order.id);
    // The shopper may have canceled it meanwhile; the payment is still recorded, and capture refuses it.
    current?.paymentStarted(payment);
    return current;
  });
  if (!started) return paymentNotStarted();
  payments.events?.orderPlaced?.(started.paymentMethod);
  return { order: started, userErrors: [], approvalUrl: started.approvalUrlOnReplay };
}

/**
 * Undoes a checkout whose payment did not start. Should the undo itself fail (the database went
 * away), the order's expiry job is brought forward: the worker retries the undo, with backoff,
 * until it is done; until then the order holds its stock, as it would while awaiting approval.
 */
async function undoCheckout(em: EntityManager, orderId: string, payments: CheckoutPayments): Promise<void> {
  try {
    if (await abandonCheckout(em, orderId, payments.bus)) payments.events?.orderCanceled?.('payment_failed');
  } catch (undoError) {
    payments.logger?.error({ err: undoError, orderId }, 'the checkout could not be undone; its expiry job will retry');
    const fork = em.fork();
    await fork
      .nativeUpdate(DueJob, { subjectKind: 'order', subjectId: orderId, kind: DueJobKind.EXPIRE_CHECKOUT, status: DueJobStatus.PENDING }, { dueAt: new Date() })
      .then(() => wakeOutboxWorkers(fork))
      .catch((error: unknown) => payments.logger?.error({ err: error, orderId }, 'the expiry job could not be brought forward; it runs when due'));
  }
}

const paymentNotStarted = () => withoutApproval(refused(UserError.of(UserErrorCode.PAYMENT_FAILED, PAYMENT_NOT_STARTED_MESSAGE, 'paymentMethod')));

/** The order was committed by checkout and its provider payment has not started (nor been given up); cash on delivery has none to start. */
export function awaitsPaymentStart(order: Order): boolean {
  return (
    paysThroughProvider(order.paymentMethod) &&
    order.status === OrderStatus.ORDER_PLACED &&
    order.paymentStatus === PaymentStatus.PENDING &&
    order.approvalUrl === null &&
    order.paymentId === null
  );
}

/**
 * Undoes a checkout whose payment could not start: the order is canceled (its payment FAILED),
 * its stock goes back, its lines go back into the cart and its idempotency key is freed, so the
 * shopper's "try again" works, with the same key too. The order row lock makes this happen once:
 * a second call, or one after the shopper canceled the order themselves, finds nothing to undo.
 * Locks order, then cart, then products, the order the other use cases take them in.
 * Returns whether it canceled the order.
 */
export async function abandonCheckout(em: EntityManager, orderId: string, bus: EventBus): Promise<boolean> {
  return em.transactional(async (tx) => {
    const locks = openLocks(tx, { events: bus });
    const order = await locks.order(orderId);
    if (!order || !awaitsPaymentStart(order)) return false;
    const cart = order.cartId ? await locks.cart({ cartId: order.cartId }) : null;
    const before = order.status;
    await moveToStatus(locks, order, OrderStatus.CANCELED, 'payment_failed');
    order.paymentStatus = PaymentStatus.FAILED;
    order.idempotencyKey = null;
    if (cart) await moveCartLines.compensate(locks, { cart, order });
    await recordOrderEvent(tx, bus, { order, type: OrderEventType.PAYMENT_FAILED, actor: SYSTEM_ACTOR, fromStatus: before });
    await locks.takeDocumentSerials();
    return true;
  });
}

/**
 * Checkout's other step that an undo reverses: the cart's lines go into the order, and, undone,
 * the order's pieces go back into the cart they came from, beside anything added since.
 */
const moveCartLines = defineStep<{ cart: Cart; order: Order; cartLines?: readonly CartLine[] }>(
  'move the cart lines into the order',
  async (gate, { cart, cartLines = [] }) => {
    gate.em.remove(cartLines);
    // The order took the code with the lines; the next cart starts without one.
    cart.discountCode = null;
  },
  async (gate, { cart, order }) => {
    await restoreCartLines(gate.em, cart, order);
    // The shopper's "try again" prices as before: the code comes back unless she has kept another meanwhile.
    cart.discountCode ??= order.discountCode;
  },
);

async function restoreCartLines(em: EntityManager, cart: Cart, order: Order): Promise<void> {
  const lines = await em.find(OrderLine, { order });
  const existing = await em.find(CartLine, { cart });
  for (const line of lines) {
    // moveToStatus locked the products still there; a deleted one cannot go back into a cart.
    const product = em.getUnitOfWork().getById<Product>(Product.name, line.productId);
    if (!product) continue;
    const same = existing.find((candidate) => candidate.product.id === line.productId && candidate.size === line.size);
    if (same) same.quantity += line.quantity;
    else em.persist(new CartLine({ cart, product, size: line.size, quantity: line.quantity }));
  }
}

/**
 * A repeated key answers the first order. While that order's payment is still being started by
 * the first request, the answer waits for it (polling, holding no lock), so the retry gets the
 * same approval page, or the same refusal if the payment could not start.
 */
async function replayWhenStarted(em: EntityManager, order: Order): Promise<PlaceOrderResult> {
  let current = order;
  while (awaitsPaymentStart(current) && Date.now() - current.createdAt.getTime() < PAYMENT_START_WINDOW_MS) {
    await delay(PAYMENT_START_POLL_MS);
    const fresh = await em.fork().findOne(Order, current.id);
    if (!fresh) break;
    current = fresh;
  }
  if (current.status === OrderStatus.CANCELED && current.paymentStatus === PaymentStatus.FAILED) return paymentNotStarted();
  return replayed(current);
}

const withoutApproval = (result: OrderResult): PlaceOrderResult => ({ ...result, approvalUrl: null });

/** A repeated idempotency key answers the first order and, while it still applies, the first call's next step. */
const replayed = (order: Order): PlaceOrderResult => ({ order, userErrors: [], approvalUrl: order.approvalUrlOnReplay });

/**
 * The client's return and cancel pages, or the store's own when omitted. Checked whatever the
 * payment method, so that a client learns of a bad URL before it first offers PayPal.
 */
function returnPages(command: PlaceOrderCommand, payments: CheckoutPayments): ReturnPages | UserError[] {
  const pages: ReturnPages = {
    returnUrl: `${payments.storeBaseUrl}${PAYMENT_RETURN_PATH}`,
    cancelUrl: `${payments.storeBaseUrl}${PAYMENT_CANCEL_PATH}`,
  };
  const problems: UserError[] = [];
  for (const field of ['returnUrl', 'cancelUrl'] as const) {
    const given = command[field];
    if (given == null) continue;
    const checked = checkReturnUrl(given, payments.returnOrigins);
    if (checked.ok) pages[field] = checked.url;
    else {
      const message = checked.problem === 'malformed' ? returnUrlMalformedMessage(field) : returnUrlForeignMessage(field);
      problems.push(UserError.of(UserErrorCode.INVALID_INPUT, message, field));
    }
  }
  return problems.length > 0 ? problems : pages;
}

/** The business registration the order is to keep, or the refusal at each field at fault (domain buyer-registration.ts). */
function buyerRegistrationOf(command: PlaceOrderCommand): BuyerRegistration | UserError[] {
  const checked = checkBuyerRegistration(command);
  if (checked.ok) return checked.registration;
  return (['buyerGstin', 'buyerBusinessName'] as const).flatMap((field) => {
    const message = checked.errors[field];
    return message ? [UserError.of(UserErrorCode.INVALID_INPUT, message, field)] : [];
  });
}

// Control characters have no place in a key that may be logged and compared.
const IDEMPOTENCY_KEY = new RegExp(`^[^\\p{Cc}]{1,${IDEMPOTENCY_KEY_MAX_LENGTH}}$`, 'u');

function idempotencyKeyProblems(key: string | null): UserError[] {
  return key === null || IDEMPOTENCY_KEY.test(key) ? [] : [UserError.of(UserErrorCode.INVALID_INPUT, IDEMPOTENCY_KEY_MESSAGE, 'idempotencyKey')];
}

/**
 * Whether a request with an order's idempotency key asks for that same checkout again: the same
 * address, payment method and buyer GSTIN, and a cart with nothing in it, since the first request's order took
 * its lines. A cart holding lines is a new checkout the old order would leave unordered, so it is
 * refused (as Stripe refuses a key sent again with other parameters) rather than answered with an
 * order the client would take for its own.
 */
function isSameCheckout(order: Order, request: CheckoutRequest, cartLines: number): boolean {
  return (
    cartLines === 0 &&
    order.addressInfo.addressId === request.addressId &&
    order.paymentMethod === request.provider.method &&
    // Another buyer GSTIN would be another invoice's buyer: not the checkout the key was made for.
    order.buyerGstin === request.registration.buyerGstin
  );
}

const keyReused = () => withoutApproval(refused(UserError.of(UserErrorCode.IDEMPOTENCY_KEY_REUSED, IDEMPOTENCY_KEY_REUSED_MESSAGE, 'idempotencyKey')));

interface CheckoutRequest {
  userId: string;
  addressId: string;
  idempotencyKey: string | null;
  provider: PaymentProvider;
  registration: BuyerRegistration;
  bus: EventBus;
  /** When a provider order still awaiting approval is canceled. */
  expiresAt: Date;
}

const answered = (result: PlaceOrderResult): CheckoutStep => ({ kind: 'answered', result });

async function checkout(em: EntityManager, request: CheckoutRequest): Promise<CheckoutStep> {
  const { userId, addressId, idempotencyKey, provider } = request;
  // Locking the cart first makes a shopper's checkouts run one after another, so a repeated
  // idempotency key always finds the order its first request committed.
  const locks = openLocks(em, { events: request.bus });
  const cart = await locks.cart({ userId });
  const cartLines = cart ? await em.find(CartLine, { cart }, { orderBy: { createdAt: 'asc', id: 'asc' } }) : [];
  if (idempotencyKey) {
    const earlier = await findByIdempotencyKey(em, userId, idempotencyKey);
    if (earlier) return isSameCheckout(earlier, request, cartLines.length) ? { kind: 'replay', order: earlier } : answered(keyReused());
  }

  if (!cart || cartLines.length === 0) return answered(withoutApproval(refused(UserError.of(UserErrorCode.CART_EMPTY, MESSAGES.CART_EMPTY))));

  const address = isUuid(addressId) ? await em.findOne(Address, { id: addressId, user: userId }) : null;
  if (!address) {
    // The spec's words are for no selection; an id that names none of the shopper's addresses gets its own.
    const message = addressId.trim() === '' ? MESSAGES.SELECT_ADDRESS : MESSAGES.ADDRESS_NOT_FOUND;
    return answered(withoutApproval(refused(UserError.of(UserErrorCode.NOT_FOUND, message, 'addressId'))));
  }

  const locked = await lockStock(locks, cartLines.map(stockLineOf));
  const { products } = locked;
  const problems = cartLineErrors(cartLines, locked);
  if (problems.length > 0) return answered(withoutApproval(refused(...problems)));

  // Priced after the stock locks, as the cart showed it; the uses are counted last.
  const priced = await priceForCheckout(
    locks,
    userId,
    cart.discountCode,
    cartLines.map((line) => promotionLineOf(line, products.get(line.product.id)!)),
    new Date(),
  );
  if ('refusal' in priced) return answered(withoutApproval(refused(priced.refusal)));
  if (priced.pricing.totalPaise === 0 && paysThroughProvider(provider.method)) {
    return answered(withoutApproval(refused(UserError.of(UserErrorCode.INVALID_INPUT, NOTHING_TO_PAY_MESSAGE, 'paymentMethod'))));
  }

  const order = buildOrder(em, { userId, cart, address, cartLines, products, idempotencyKey, paymentMethod: provider.method, priced, registration: request.registration });
  recordOrderPromotions(locks, order, priced);
  await takeStock.invoke(locks, { lines: cartLines.map(stockLineOf), cause: { reason: StockMovementReason.SALE, kind: StockCauseKind.ORDER, id: order.id } });
  // Written with the order, so neither exists without the other: a provider order is canceled by
  // its expiry job if it is never paid.
  if (paysThroughProvider(order.paymentMethod)) em.persist(new DueJob(DueJobKind.EXPIRE_CHECKOUT, { kind: 'order', id: order.id }, request.expiresAt));
  await recordOrderEvent(em, request.bus, { order, type: OrderEventType.PLACED, actor: shopperActor(userId) });
  // Only the lines this order was made from: a line added meanwhile stays for the next order.
  await moveCartLines.invoke(locks, { cart, order, cartLines });
  // Last, so that the promotions' counters are locked for the commit alone.
  await countCheckoutUses(locks, order, userId, priced);
  return { kind: 'reserved', order };
}

function findByIdempotencyKey(em: EntityManager, userId: string, idempotencyKey: string): Promise<Order | null> {
  return em.findOne(Order, { user: userId, idempotencyKey });
}

/** How a refusal names a cart line. */
const cartLineField = (line: CartLine) => `cartLines.${line.id}`;

const stockLineOf = (line: CartLine): StockLine => ({
  field: cartLineField(line),
  productId: line.product.id,
  size: line.size,
  quantity: line.quantity,
});

/** Lines that cannot be sold as they are: product gone, size no longer offered, or too few in stock. */
function cartLineErrors(cartLines: readonly CartLine[], locked: LockedStock): UserError[] {
  const { products } = locked;
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
  const sellable = cartLines.filter((line) => {
    const product = products.get(line.product.id);
    return product !== undefined && isSelectableSize(product, line.size);
  });
  const problems = [...unsellable, ...stockErrors(sellable.map(stockLineOf), locked)];
  return problems.length > 0 ? problems : orderTotalErrors(cartLines, products);
}

/** A cart of sellable lines can still add up to more than one order may hold (domain MAX_ORDER_TOTAL_RUPEES). */
function orderTotalErrors(cartLines: readonly CartLine[], products: ReadonlyMap<string, Product>): UserError[] {
  const total = orderTotalPaise(
    cartLines.map((line) => ({ unitPaise: priceForSize(products.get(line.product.id)!.pricing(), line.size).effectivePaise, quantity: line.quantity })),
  );
  const problem = validateOrderTotal(total);
  return problem ? [UserError.of(UserErrorCode.INVALID_INPUT, problem, 'cartLines')] : [];
}


interface OrderSources {
  userId: string;
  cart: Cart;
  address: Address;
  cartLines: readonly CartLine[];
  products: ReadonlyMap<string, Product>;
  idempotencyKey: string | null;
  paymentMethod: PaymentMethod;
  priced: CheckoutPricing;
  registration: BuyerRegistration;
}

/** The order with copies of its products and address, so later edits and deletes leave it as sold. */
function buildOrder(em: EntityManager, sources: OrderSources): Order {
  const { pricing } = sources.priced;
  const discounts = new Map(pricing.lines.map((line) => [line.lineId, line.discountPaise]));
  const priced = sources.cartLines.map((line) => {
    const product = sources.products.get(line.product.id)!;
    return { line, product, unitPaise: priceForSize(product.pricing(), line.size).effectivePaise };
  });
  const order = new Order({
    user: em.getReference(User, sources.userId),
    cartId: sources.cart.id,
    paymentMethod: sources.paymentMethod,
    subtotalPaise: orderTotalPaise(priced.map(({ line, unitPaise }) => ({ unitPaise, quantity: line.quantity }))),
    discountPaise: pricing.savingsPaise,
    // Kept whenever the code applied, even when it saved nothing (a refused one refused the checkout).
    discountCode: pricing.code?.applied ? pricing.code.code : null,
    addressInfo: snapshotOf(sources.address),
    idempotencyKey: sources.idempotencyKey,
  });
  order.buyerGstin = sources.registration.buyerGstin;
  order.buyerBusinessName = sources.registration.buyerBusinessName;
  for (const [position, { line, product, unitPaise }] of priced.entries()) {
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
        discountPaise: discounts.get(line.id) ?? 0,
        position,
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

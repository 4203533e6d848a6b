import { randomUUID } from 'node:crypto';
import { wrap, type EntityManager } from '@mikro-orm/postgresql';
import {
  MESSAGES,
  defaultSize,
  stockRefusal,
  stockOfSize,
  isSelectableSize,
  lineTotalPaise,
  orderTotalPaise,
  priceForSize,
  selectableSizes,
  toRupees,
  MAX_CART_QUANTITY,
  type CartPricing,
  type Size,
  type SizePrice,
} from '@threadline/domain';
import type { RequestScope } from '../../request-scope.js';
import { Money } from '../../shared/money.js';
import { UserError, UserErrorCode } from '../../shared/user-error.js';
import { isUuid } from '../catalog/ids.js';
import { Product } from '../catalog/product.entity.js';
import { openLocks } from '../locks/lock-gate.js';
import { codeUserError, keptCode, loadPromotionFacts, priceWithLimits, promotionLineOf } from '../promotions/promotion-pricing.js';
import { Cart, CartLine } from './cart.entity.js';
import { linesByCartId, productsById } from './cart.loaders.js';
import type { CartChange, LinePrices } from './cart.types.js';

/** The spec names no message for a line id that is not in the shopper's cart; this one is ours. */
export const CART_LINE_NOT_FOUND = 'Cart item not found';
/** applyDiscountCode with a blank code: ours, as the spec names none. */
export const DISCOUNT_CODE_BLANK = 'Enter a discount code.';
const DEFAULT_QUANTITY = 1;

export interface AddToCartRequest {
  productId: string;
  size?: Size | null;
  quantity?: number | null;
}

export interface UpdateCartLineRequest {
  lineId: string;
  quantity: number;
}

export interface RemoveFromCartRequest {
  lineId: string;
}

/**
 * A business reason to refuse a cart change. Thrown inside the transaction so that everything the
 * change did so far (such as making the cart) is rolled back: a refused change changes nothing.
 */
class Refusal extends Error {
  constructor(readonly userError: UserError) {
    super(userError.message);
  }
}

export class CartService {
  /**
   * Each cart's pricing, computed once per request however many fields (the cart's totals, every
   * line's discount) read it, and forgotten when this request changes the cart.
   */
  private readonly pricings = new Map<string, Promise<CartPricing>>();

  constructor(private readonly scope: RequestScope) {}

  /** The viewer's cart, made on first need so that its id is the same from then on. */
  async viewerCart(): Promise<Cart> {
    const { userId } = this.scope.requireViewer();
    const em = this.scope.em;
    const existing = await em.findOne(Cart, { user: userId });
    if (existing) return existing;
    await insertCartIfMissing(em, userId);
    return em.findOneOrFail(Cart, { user: userId });
  }

  /** Adds pieces of a product in a size; the line of the same product and size grows instead of repeating. */
  async addToCart(request: AddToCartRequest): Promise<CartChange> {
    const { userId } = this.scope.requireViewer();
    const quantity = request.quantity ?? DEFAULT_QUANTITY;
    const invalid = quantityError(quantity);
    if (invalid) return refused(invalid);
    return this.changeCart(userId, async (em, cart) => {
      const product = await findProduct(em, request.productId);
      const size = request.size ?? defaultSize(product);
      if (!isSelectableSize(product, size)) {
        throw new Refusal(UserError.of(UserErrorCode.INVALID_INPUT, sizeNotOffered(product), 'size'));
      }
      const line = await em.findOne(CartLine, { cart, product, size }, { refresh: true });
      assertCanAdd(size, stockOfSize(product.stock, size), line?.quantity ?? 0, quantity);
      if (line) line.quantity += quantity;
      else em.persist(new CartLine({ cart, product, size, quantity }));
    });
  }

  /** Sets the quantity of one of the viewer's lines, within its size's stock. */
  async updateCartLine(request: UpdateCartLineRequest): Promise<CartChange> {
    const { userId } = this.scope.requireViewer();
    const invalid = quantityError(request.quantity);
    if (invalid) return refused(invalid);
    return this.changeCart(userId, async (em, cart) => {
      const line = await findLine(em, cart, request.lineId);
      const product = await em.findOneOrFail(Product, line.product.id, { refresh: true });
      assertInStock(line.size, stockOfSize(product.stock, line.size), request.quantity);
      line.quantity = request.quantity;
    });
  }

  async removeFromCart(request: RemoveFromCartRequest): Promise<CartChange> {
    const { userId } = this.scope.requireViewer();
    return this.changeCart(userId, async (em, cart) => {
      em.remove(await findLine(em, cart, request.lineId));
    });
  }

  /**
   * Keeps a discount code on the viewer's cart, replacing any other, when it applies to the cart
   * as it is now; otherwise refuses it (field `code`, the domain's message) and the cart keeps
   * what it had. Priced under the cart's lock, as the cart fields would price it.
   */
  async applyDiscountCode(input: string): Promise<CartChange> {
    const { userId } = this.scope.requireViewer();
    const code = keptCode(input);
    if (code === null) return refused(UserError.of(UserErrorCode.INVALID_INPUT, DISCOUNT_CODE_BLANK, 'code'));
    return this.changeCart(userId, async (em, cart) => {
      const lines = await em.find(CartLine, { cart }, { populate: ['product'], orderBy: { createdAt: 'asc', id: 'asc' }, refresh: true });
      const now = new Date();
      const facts = await loadPromotionFacts(em, userId, code, now);
      const outcome = priceWithLimits(lines.map((line) => promotionLineOf(line, line.product)), facts, code, now).code;
      if (outcome && !outcome.applied) throw new Refusal(codeUserError(code, outcome.refusal, 'code'));
      cart.discountCode = code;
    });
  }

  /** Takes the discount code off the viewer's cart; nothing to take off is no error. */
  async removeDiscountCode(): Promise<CartChange> {
    const { userId } = this.scope.requireViewer();
    return this.changeCart(userId, async (_em, cart) => {
      cart.discountCode = null;
    });
  }

  /**
   * The cart priced with the promotions in force and its code, at today's catalogue prices
   * (domain `priceCart`, limits of uses checked): what checkout will charge unless something
   * changes first. Computed once per cart per request.
   */
  pricing(cart: Cart): Promise<CartPricing> {
    let pricing = this.pricings.get(cart.id);
    if (!pricing) {
      pricing = this.computePricing(cart);
      this.pricings.set(cart.id, pricing);
    }
    return pricing;
  }

  /** The pricing of the cart a line belongs to (the cart is usually in the identity map already). */
  async lineCartPricing(line: CartLine): Promise<CartPricing> {
    const cart = wrap(line.cart).isInitialized() ? line.cart : await this.scope.em.findOneOrFail(Cart, line.cart.id);
    return this.pricing(cart);
  }

  /** What promotions take off the line and what is left to pay for it. */
  async lineDiscount(line: CartLine): Promise<{ discount: Money; finalTotal: Money }> {
    const priced = (await this.lineCartPricing(line)).lines.find((entry) => entry.lineId === line.id);
    // A line added after the cart was priced in this request is priced at nothing off.
    if (!priced) return { discount: Money.ofPaise(0), finalTotal: (await this.linePrices(line)).lineTotal };
    return { discount: Money.ofPaise(priced.discountPaise), finalTotal: Money.ofPaise(priced.finalPaise) };
  }

  private async computePricing(cart: Cart): Promise<CartPricing> {
    const lines = await this.lines(cart);
    const promotionLines = await Promise.all(lines.map(async (line) => promotionLineOf(line, await this.lineProduct(line))));
    const now = new Date();
    const facts = await loadPromotionFacts(this.scope.em, cart.user.id, cart.discountCode, now);
    return priceWithLimits(promotionLines, facts, cart.discountCode, now);
  }

  lines(cart: Cart): Promise<CartLine[]> {
    return this.scope.loader(linesByCartId).load(cart.id);
  }

  async itemCount(cart: Cart): Promise<number> {
    const lines = await this.lines(cart);
    return lines.reduce((count, line) => count + line.quantity, 0);
  }

  /** What the shopper pays for the whole cart at today's catalogue prices. */
  async subtotal(cart: Cart): Promise<Money> {
    const lines = await this.lines(cart);
    const priced = await Promise.all(
      lines.map(async (line) => ({ unitPaise: (await this.unitPrices(line)).effectivePaise, quantity: line.quantity })),
    );
    return Money.ofPaise(orderTotalPaise(priced));
  }

  /**
   * The viewer's lines of one product (of one size when given), oldest first: the REST layer's
   * paths name a line by its product, GraphQL by its id.
   */
  async viewerLinesOf(productId: string, size?: Size | null): Promise<CartLine[]> {
    const { userId } = this.scope.requireViewer();
    if (!isUuid(productId)) return [];
    return this.scope.em.find(
      CartLine,
      { cart: { user: userId }, product: productId, ...(size ? { size } : {}) },
      { orderBy: { createdAt: 'asc', id: 'asc' }, refresh: true },
    );
  }

  /** The catalogue's unit price and sale price (0 when not on sale) for the line's size, in rupees. */
  async lineCataloguePrices(line: CartLine): Promise<{ price: number; salePrice: number }> {
    const prices = await this.unitPrices(line);
    return { price: toRupees(prices.pricePaise), salePrice: toRupees(prices.salePricePaise) };
  }

  lineProduct(line: CartLine): Promise<Product> {
    return this.scope.loader(productsById).load(line.product.id);
  }

  /** Pieces of the line's size in stock, as the catalogue has it now. */
  async lineQuantityAvailable(line: CartLine): Promise<number> {
    return stockOfSize((await this.lineProduct(line)).stock, line.size);
  }

  async linePrices(line: CartLine): Promise<LinePrices> {
    const prices = await this.unitPrices(line);
    return {
      price: Money.ofPaise(prices.effectivePaise),
      compareAtPrice: prices.salePricePaise > 0 ? Money.ofPaise(prices.pricePaise) : null,
      lineTotal: Money.ofPaise(lineTotalPaise(prices.effectivePaise, line.quantity)),
    };
  }

  /** The catalogue's current unit prices for the line's product in the line's size. */
  private async unitPrices(line: CartLine): Promise<SizePrice> {
    return priceForSize((await this.lineProduct(line)).pricing(), line.size);
  }

  /**
   * Runs one cart change in a transaction that holds the lock on the viewer's cart row, so that
   * simultaneous changes of one cart (two taps on "add", two tabs) run one after the other and
   * neither is lost. Stock is read inside the lock, as it is at that moment.
   */
  private async changeCart(userId: string, change: (em: EntityManager, cart: Cart) => Promise<void>): Promise<CartChange> {
    let cart: Cart;
    try {
      cart = await this.scope.em.transactional(async (em) => {
        const locked = await lockCart(em, userId);
        await change(em, locked);
        return locked;
      });
    } catch (error) {
      if (error instanceof Refusal) return refused(error.userError);
      throw error;
    }
    // The cart's lines may have been loaded earlier in this request (another mutation of the same
    // document); the payload must show them as they are now.
    this.scope.loader(linesByCartId).clear(cart.id);
    this.pricings.delete(cart.id);
    return { cart, userErrors: [] };
  }

  /** REST handlers call services without the GraphQL directive, so the service checks too. */
}

/** Makes the shopper's cart unless it exists; safe when two requests make it at once. */
async function insertCartIfMissing(em: EntityManager, userId: string): Promise<void> {
  const now = new Date();
  await em
    .createQueryBuilder(Cart)
    .insert({ id: randomUUID(), user: userId, createdAt: now, updatedAt: now })
    .onConflict(['user'])
    .ignore()
    .execute();
}

async function lockCart(em: EntityManager, userId: string): Promise<Cart> {
  await insertCartIfMissing(em, userId);
  // Through the lock gate, as checkout takes it: a cart change locks nothing else, and reads stock
  // unlocked (a cart holds no stock; checkout checks it again under lock).
  const cart = await openLocks(em).cart({ userId });
  if (!cart) throw new Error('the cart just made is missing');
  return cart;
}

async function findProduct(em: EntityManager, productId: string): Promise<Product> {
  const product = isUuid(productId) ? await em.findOne(Product, productId, { refresh: true }) : null;
  if (!product) throw new Refusal(UserError.of(UserErrorCode.NOT_FOUND, MESSAGES.PRODUCT_NOT_FOUND, 'productId'));
  return product;
}

/** A line of this cart only: another shopper's line id is refused exactly like an unknown one. */
async function findLine(em: EntityManager, cart: Cart, lineId: string): Promise<CartLine> {
  const line = isUuid(lineId) ? await em.findOne(CartLine, { id: lineId, cart }, { refresh: true }) : null;
  if (!line) throw new Refusal(UserError.of(UserErrorCode.NOT_FOUND, CART_LINE_NOT_FOUND, 'lineId'));
  return line;
}

function refused(userError: UserError): CartChange {
  return { cart: null, userErrors: [userError] };
}

function quantityError(quantity: number): UserError | null {
  const whole = Number.isSafeInteger(quantity) && quantity >= 1;
  if (!whole) return UserError.of(UserErrorCode.INVALID_INPUT, MESSAGES.INVALID_QUANTITY, 'quantity');
  return quantity > MAX_CART_QUANTITY ? UserError.of(UserErrorCode.INVALID_INPUT, MESSAGES.QUANTITY_MAX, 'quantity') : null;
}

/** A line's bound is its own size's stock: another size of the product selling out changes nothing. */
function assertInStock(size: Size, inStock: number, quantity: number): void {
  const refusal = stockRefusal(size, inStock, quantity);
  if (refusal) throw new Refusal(UserError.of(UserErrorCode[refusal.code], refusal.message, 'quantity'));
}

/** The wording is the one every stock refusal shares (domain's stockRefusal), counting what the cart holds. */
function assertCanAdd(size: Size, inStock: number, inCart: number, adding: number): void {
  if (inStock <= 0) throw new Refusal(UserError.of(UserErrorCode.OUT_OF_STOCK, stockRefusal(size, inStock, adding)!.message, 'productId'));
  if (inCart + adding > MAX_CART_QUANTITY) throw new Refusal(UserError.of(UserErrorCode.INVALID_INPUT, MESSAGES.QUANTITY_MAX, 'quantity'));
  const refusal = stockRefusal(size, inStock, inCart + adding, inCart);
  if (refusal) throw new Refusal(UserError.of(UserErrorCode[refusal.code], refusal.message, 'quantity'));
}

function sizeNotOffered(product: Product): string {
  return `This product comes in ${selectableSizes(product).join(', ')} only`;
}


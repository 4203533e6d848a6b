import { UniqueConstraintViolationException, type FilterQuery } from '@mikro-orm/postgresql';
import { changedSinceRead, MESSAGES, SIZE_STOCK_MESSAGES } from '@threadline/domain';
import type { RequestScope } from '../../request-scope.js';
import { Access } from '../../shared/auth-directive.js';
import { badInput, notFound } from '../../shared/errors.js';
import { pageSize } from '../../shared/pagination.js';
import { UserError, UserErrorCode } from '../../shared/user-error.js';
import {
  MAX_TITLE_SEARCH_LENGTH,
  TITLE_SEARCH_TOO_LONG_MESSAGE,
  type AdminProductsArgs,
  type CreateProductPayload,
  type DeleteProductPayload,
  type ProductInput,
  type UpdateProductPayload,
} from './admin-catalog.types.js';
import { ProductConnection, type ProductScope } from './catalog.types.js';
import { decodeCursor, type CursorShape } from './cursors.js';
import { isUuid } from './ids.js';
import { Product, type ProductFields } from './product.entity.js';
import { checkProductInput, settleStock } from './product-input.js';
import { replaceSizeStock } from './size-stock.js';
import { StockCauseKind, StockMovementReason } from './stock-movement.entity.js';
import { publishProductChange, publishProductDeleted } from './product-events.js';
import { StoreEventType } from '../events/event-bus.js';
import { openLocks } from '../locks/lock-gate.js';
import { countInTally, readTally } from './product-tally.js';

// Newest first, as the back office has always listed; the id makes the order, and with it keyset
// paging, total. product_created_idx serves it.
const NEWEST_FIRST = { createdAt: 'desc', id: 'desc' } as const;
const NEWEST_CURSOR: CursorShape = [
  (value) => value instanceof Date && !Number.isNaN(value.getTime()),
  (value) => typeof value === 'string' && isUuid(value),
];

/** A LIKE pattern that matches `text` literally anywhere: %, _ and \ in it are not wildcards. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const productNotFound = () => UserError.of(UserErrorCode.NOT_FOUND, MESSAGES.PRODUCT_NOT_FOUND, 'id');

/** The constraint that keeps slugs unique when two products with one title are added at once. */
const ONE_PRODUCT_PER_SLUG = 'product_slug_unique';
/** Each lost race means another admin's insert committed; a handful of admins never need more. */
const MAX_INSERT_ATTEMPTS = 10;

/** The back office's product writes. Each refuses as a whole: nothing is saved unless all is valid. */
export class AdminProductsService {
  constructor(private readonly scope: RequestScope) {}

  /**
   * The back office's catalogue: newest first, narrowed by a title search and a category, page by
   * page. Title search is a substring match (the admin types part of a title they know), which the
   * trigram index on title serves, unlike the storefront's word-based full-text search.
   */
  async listProducts(args: AdminProductsArgs): Promise<ProductConnection> {
    this.requireAdmin();
    const first = pageSize(args.first);
    const search = args.search?.trim() ?? '';
    if ([...search].length > MAX_TITLE_SEARCH_LENGTH) throw badInput(TITLE_SEARCH_TOO_LONG_MESSAGE, 'search');
    if (args.after) decodeCursor(args.after, NEWEST_CURSOR);

    const where: FilterQuery<Product> = {
      ...(args.category ? { category: args.category } : {}),
      ...(search ? { title: { $ilike: containsPattern(search) } } : {}),
    };
    // Facets count over the category only; the back office does not ask for them.
    const scope: ProductScope = { productTypes: [], ...(args.category ? { category: args.category } : {}) };
    const page = await this.scope.em.findByCursor(Product, where, {
      first,
      after: args.after ?? undefined,
      orderBy: NEWEST_FIRST,
      // Without a search the tally already knows the count, whatever the catalogue's size.
      includeCount: search !== '',
      disableIdentityMap: true,
    });
    const totalCount = search ? (page.totalCount ?? 0) : countInTally(await readTally(this.scope.em), scope);
    return ProductConnection.of(
      { nodes: page.items, totalCount, pageInfo: { hasNextPage: page.hasNextPage ?? false, endCursor: page.endCursor } },
      scope,
    );
  }

  async createProduct(input: ProductInput): Promise<CreateProductPayload> {
    const adminId = this.requireAdmin();
    const { fields, stock: requested, userErrors } = checkProductInput(input);
    if (!fields) return { product: null, userErrors };
    const stock = settleStock(fields, requested, null);
    if (stock instanceof UserError) return { product: null, userErrors: [stock] };
    return { product: await this.insertProduct({ ...fields, stock }, adminId), userErrors: [] };
  }

  /**
   * The database gives the product the first free slug of its title as it inserts the row
   * (product.entity.ts). Two inserts of one title at once both see that slug free; the unique
   * constraint lets the first in, and the other, trying again, sees it taken and gets the next.
   */
  private async insertProduct(fields: ProductFields, adminId: string): Promise<Product> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        // Each attempt in its own transaction and fork, so a lost race leaves nothing behind to flush.
        return await this.scope.em.transactional(async (em) => {
          const product = new Product(fields);
          // The opening balances name the admin who added the product.
          for (const movement of product.stockLedgerRows) Object.assign(movement, { causeKind: StockCauseKind.ADMIN, causeId: adminId });
          // Flushed first: the event carries the slug the database gives the product.
          await em.persist(product).flush();
          await publishProductChange(em, this.scope.deps.events, StoreEventType.PRODUCT_CREATED, product);
          return product;
        });
      } catch (error) {
        const slugTaken = error instanceof UniqueConstraintViolationException && (error as { constraint?: string }).constraint === ONE_PRODUCT_PER_SLUG;
        if (!slugTaken || attempt === MAX_INSERT_ATTEMPTS) throw error;
      }
    }
  }

  /**
   * Locks the product, then its stock rows, through the lock gate (the order checkout takes them
   * in), so that the sizes' stock it checks a change against (a size dropped while it holds stock)
   * is the stock it keeps. Each size's change is an ADMIN_ADJUSTMENT in the stock ledger.
   *
   * The form sets each size's stock to a figure the admin typed over the one she read; a sale
   * committed in between would be silently undone (and booked as her adjustment). So a size sent
   * with `expectedStock` is compared, under its row lock, with what it holds now, and any
   * difference refuses the whole edit: an optimistic check per size, which needs no version
   * column and leaves the rest of the product free to change.
   */
  async updateProduct(id: string, input: ProductInput): Promise<UpdateProductPayload> {
    const adminId = this.requireAdmin();
    const productId = wellFormedId(id);
    const { fields, stock: requested, userErrors } = checkProductInput(input);
    return this.scope.em.transactional(async (em) => {
      const locks = openLocks(em, { events: this.scope.deps.events });
      const product = (await locks.products([productId], 'exclusive')).get(productId);
      if (!product) return { product: null, userErrors: [productNotFound()] };
      if (!fields) return { product: null, userErrors };
      const current = await locks.sizesOfProduct(productId);
      const changed = changedSinceRead(input.sizeStock ?? [], current);
      if (changed) return { product: null, userErrors: [UserError.of(UserErrorCode.STOCK_CHANGED, SIZE_STOCK_MESSAGES.CHANGED_WHILE_EDITING(changed.size, changed.quantity), 'sizeStock')] };
      const stock = settleStock(fields, requested, current);
      if (stock instanceof UserError) return { product: null, userErrors: [stock] };
      // The search document is a generated column, so the edited product is searchable by its new
      // words as soon as this commits.
      em.assign(product, fields);
      await em.flush();
      // Stock alone changing writes no product row: only answers showing this product are forgotten.
      await replaceSizeStock(em, product, stock, current, { reason: StockMovementReason.ADMIN_ADJUSTMENT, kind: StockCauseKind.ADMIN, id: adminId }, locks.stockLedger());
      product.stock = stock;
      await publishProductChange(em, this.scope.deps.events, StoreEventType.PRODUCT_UPDATED, product);
      return { product, userErrors: [] };
    });
  }

  /**
   * Cart lines and reviews of the product go with it (their foreign keys cascade); order lines
   * are snapshots without a foreign key, so past orders stay intact.
   */
  async deleteProduct(id: string): Promise<DeleteProductPayload> {
    this.requireAdmin();
    const productId = wellFormedId(id);
    return this.scope.em.transactional(async (em) => {
      const [deleted] = await em.execute<Array<{ id: string; slug: string }>>('delete from product where id = ? returning id, slug', [productId]);
      if (!deleted) return { deletedProductId: null, userErrors: [productNotFound()] };
      await publishProductDeleted(em, this.scope.deps.events, deleted);
      return { deletedProductId: id, userErrors: [] };
    });
  }

  // The @auth directive guards the GraphQL fields; this guards every other caller (REST).
  private requireAdmin(): string {
    return this.scope.requireViewer(Access.ADMIN).userId;
  }
}

/** A malformed id is a malformed request, answered like the `product` query does. */
function wellFormedId(id: string): string {
  if (!isUuid(id)) throw notFound('Product');
  return id;
}

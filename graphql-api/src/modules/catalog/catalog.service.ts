import type { QueryOrderMap } from '@mikro-orm/postgresql';
import { defaultSize, sizeLabelFor, sizeOptions, type Size } from '@threadline/domain';
import type { RequestScope } from '../../context.js';
import { notFound } from '../../shared/errors.js';
import { Money } from '../../shared/money.js';
import { pageSize } from '../../shared/pagination.js';
import type { AdminProductsArgs, CreateProductPayload, DeleteProductPayload, ProductInput, UpdateProductPayload } from './admin-catalog.types.js';
import { AdminProductsService } from './admin-products.service.js';
import { ProductConnection, ProductSort, type ProductFacets, type ProductFilter, type ProductScope, type SizeOption } from './catalog.types.js';
import { decodeCursor, type CursorShape } from './cursors.js';
import { countSearchFacets } from './facets.js';
import { countInTally, facetsFromTally, readTally, type TallyRow } from './product-tally.js';
import { isUuid } from './ids.js';
import { Product } from './product.entity.js';
import { scopeOfFilter, whereOfScope } from './product-scope.js';
import { SearchService, type SearchProductsQuery } from './search.service.js';

export { isUuid } from './ids.js';

// Every order ends with the id so that the order, and with it keyset paging, is total. Each has
// an index (product.entity.ts) whose columns run in the same order.
const ORDER_BY: Record<ProductSort, QueryOrderMap<Product>> = {
  PRICE_LOW_TO_HIGH: { effectivePricePaise: 'asc', id: 'asc' },
  PRICE_HIGH_TO_LOW: { effectivePricePaise: 'desc', id: 'desc' },
  NEWEST: { createdAt: 'desc', id: 'desc' },
  POPULAR: { averageReview: 'desc', reviewCount: 'desc', id: 'asc' },
};

const isPaise = (value: unknown) => Number.isSafeInteger(value);
const isInstant = (value: unknown) => value instanceof Date && !Number.isNaN(value.getTime());
const isId = (value: unknown) => typeof value === 'string' && isUuid(value);
const isRating = (value: unknown) => typeof value === 'number' && value >= 0 && value <= 5;
const isCount = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0;

/** What each value of a cursor must be, per sort, in ORDER_BY's order. */
const CURSOR_SHAPE: Record<ProductSort, CursorShape> = {
  PRICE_LOW_TO_HIGH: [isPaise, isId],
  PRICE_HIGH_TO_LOW: [isPaise, isId],
  NEWEST: [isInstant, isId],
  POPULAR: [isRating, isCount, isId],
};

export interface ListProductsQuery {
  filter?: ProductFilter | null;
  sort?: ProductSort | null;
  first?: number | null;
  after?: string | null;
}

export class CatalogService {
  private readonly search: SearchService;
  private readonly admin: AdminProductsService;
  private tallyRows: Promise<TallyRow[]> | undefined;

  constructor(private readonly scope: RequestScope) {
    this.search = new SearchService(scope);
    this.admin = new AdminProductsService(scope);
  }

  async listProducts(query: ListProductsQuery): Promise<ProductConnection> {
    const scope = scopeOfFilter(query.filter);
    const first = pageSize(query.first);
    const sort = query.sort ?? ProductSort.PRICE_LOW_TO_HIGH;
    if (query.after) decodeCursor(query.after, CURSOR_SHAPE[sort]);

    const [page, tally] = await Promise.all([
      this.scope.em.findByCursor(Product, whereOfScope(scope), {
        first,
        after: query.after ?? undefined,
        orderBy: ORDER_BY[sort],
        // The total comes from the tally: counting the matching rows grows with the catalogue.
        includeCount: false,
        // A listing only reads: skipping the unit of work's bookkeeping (identity map, change
        // snapshots) for every product of the page saves more than anything else per request.
        disableIdentityMap: true,
      }),
      this.tally(),
    ]);
    return ProductConnection.of(
      {
        nodes: page.items,
        totalCount: countInTally(tally, scope),
        pageInfo: { hasNextPage: page.hasNextPage ?? false, endCursor: page.endCursor },
      },
      scope,
    );
  }

  /** Read once per request: the listing's total and its facets come from the same rows. */
  private tally(): Promise<TallyRow[]> {
    this.tallyRows ??= readTally(this.scope.em);
    return this.tallyRows;
  }

  async product(id: string): Promise<Product> {
    const product = isUuid(id) ? await this.scope.em.findOne(Product, { id }) : null;
    if (!product) throw notFound('Product');
    return product;
  }

  async productFacets(scope: ProductScope | null): Promise<ProductFacets> {
    if (!scope || scope.keyword) return countSearchFacets(this.scope.em, scope);
    return facetsFromTally(await this.tally(), scope);
  }

  searchProducts(query: SearchProductsQuery): Promise<ProductConnection> {
    return this.search.searchProducts(query);
  }

  /** What one piece costs per offered size, from the same domain rules the cart and checkout use. */
  sizeOptions(product: Product): SizeOption[] {
    return sizeOptions(product.pricing()).map((option) => ({
      size: option.size,
      price: Money.ofPaise(option.effectivePaise),
      compareAtPrice: option.salePricePaise > 0 ? Money.ofPaise(option.pricePaise) : null,
    }));
  }

  defaultSize(product: Product): Size {
    return defaultSize(product.pricing());
  }

  sizeLabel(product: Product): string {
    return sizeLabelFor(product.type);
  }

  /** The catalogue, newest first, for the back office; optionally by title search and category. */
  adminProducts(query: AdminProductsArgs): Promise<ProductConnection> {
    return this.admin.listProducts(query);
  }

  createProduct(input: ProductInput): Promise<CreateProductPayload> {
    return this.admin.createProduct(input);
  }

  updateProduct(id: string, input: ProductInput): Promise<UpdateProductPayload> {
    return this.admin.updateProduct(id, input);
  }

  deleteProduct(id: string): Promise<DeleteProductPayload> {
    return this.admin.deleteProduct(id);
  }
}


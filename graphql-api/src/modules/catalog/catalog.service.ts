import { defaultSize, sizeLabelFor, sizeOptions, stockOfSize, type Size } from '@threadline/domain';
import type { RequestScope } from '../../request-scope.js';
import { badInput, notFound } from '../../shared/errors.js';
import { Money } from '../../shared/money.js';
import { pageSize } from '../../shared/pagination.js';
import type { AdminProductsArgs, CreateProductPayload, DeleteProductPayload, ProductInput, UpdateProductPayload } from './admin-catalog.types.js';
import { AdminProductsService } from './admin-products.service.js';
import { ProductConnection, ProductSort, type ProductArgs, type ProductFacets, type ProductFilter, type ProductScope, type SizeOption } from './catalog.types.js';
import { decodeCursor, encodeCursor } from './cursors.js';
import { countSearchFacets } from './facets.js';
import { countInTally, facetsFromTally, readTally, type TallyRow } from './product-tally.js';
import { isUuid } from './ids.js';
import type { Product } from './product.entity.js';
import { CURSOR_SHAPE } from './product-order.js';
import { productPage } from './product-page.js';
import { productColumns, selectProducts } from './product-rows.js';
import { scopeOfFilter } from './product-scope.js';
import { SearchService, type SearchProductsQuery } from './search.service.js';
import { stockMovementsByProduct } from './stock-ledger.loaders.js';
import { DEFAULT_STOCK_MOVEMENTS, MAX_STOCK_MOVEMENTS, type ProductStockMovementsArgs, type SizeStockMovements } from './stock-ledger.types.js';
import { Access } from '../../shared/auth-directive.js';

export { isUuid } from './ids.js';

export const ID_OR_SLUG_MESSAGE = 'Pass exactly one of id and slug';

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
    const keyset = query.after ? decodeCursor(query.after, CURSOR_SHAPE[sort]) : null;

    // The total comes from the tally: counting the matching rows grows with the catalogue.
    const [page, tally] = await Promise.all([productPage(this.scope.em, scope, sort, first, keyset), this.tally()]);
    this.shown(page.nodes);
    return ProductConnection.of(
      {
        nodes: page.nodes,
        totalCount: countInTally(tally, scope),
        pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endKeyset ? encodeCursor(page.endKeyset) : null },
      },
      scope,
    );
  }

  /** Read once per request: the listing's total and its facets come from the same rows. */
  private tally(): Promise<TallyRow[]> {
    this.tallyRows ??= readTally(this.scope.em);
    return this.tallyRows;
  }

  /** The product as the catalogue shows it, not an entity to change (product-rows.ts). */
  async product(id: string): Promise<Product> {
    if (!isUuid(id)) throw notFound('Product');
    return this.productWhere('id', id);
  }

  /** One product by its id or by its slug; naming both or neither is a malformed request. */
  async productByIdOrSlug({ id, slug }: ProductArgs): Promise<Product> {
    if (id != null && slug == null) return this.product(id);
    if (slug == null || id != null) throw badInput(ID_OR_SLUG_MESSAGE);
    return this.productWhere('slug', slug);
  }

  private async productWhere(column: 'id' | 'slug', value: string): Promise<Product> {
    const [product] = await selectProducts(this.scope.em, `select ${productColumns('p')} from "product" p where p.${column} = ?`, [value]);
    if (!product) throw notFound('Product');
    this.shown([product]);
    return product;
  }

  /** Notes the products a catalogue answer shows (RequestScope.shownProducts). */
  private shown(products: readonly Product[]): void {
    for (const product of products) this.scope.shownProducts.add(product.id);
  }

  async productFacets(scope: ProductScope | null): Promise<ProductFacets> {
    if (!scope || scope.keyword) return countSearchFacets(this.scope.em, scope);
    return facetsFromTally(await this.tally(), scope);
  }

  async searchProducts(query: SearchProductsQuery): Promise<ProductConnection> {
    const connection = await this.search.searchProducts(query);
    this.shown(connection.nodes);
    return connection;
  }

  /**
   * What one piece costs and how many are in stock per offered size, from the same domain rules
   * and stock rows the cart and checkout use.
   */
  sizeOptions(product: Product): SizeOption[] {
    return sizeOptions(product.pricing()).map((option) => {
      const quantityAvailable = stockOfSize(product.stock, option.size);
      return {
        size: option.size,
        price: Money.ofPaise(option.effectivePaise),
        compareAtPrice: option.salePricePaise > 0 ? Money.ofPaise(option.pricePaise) : null,
        quantityAvailable,
        available: quantityAvailable > 0,
      };
    });
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

  /**
   * The admin's view of the stock ledger: each size the product offers, its stock, and its last
   * movements. An unknown product has no sizes.
   */
  async productStockMovements(args: ProductStockMovementsArgs): Promise<SizeStockMovements[]> {
    this.scope.requireViewer(Access.ADMIN);
    const first = args.first ?? DEFAULT_STOCK_MOVEMENTS;
    if (!Number.isSafeInteger(first) || first < 1 || first > MAX_STOCK_MOVEMENTS) throw badInput(`first must be 1 to ${MAX_STOCK_MOVEMENTS}`, 'first');
    if (!isUuid(args.productId)) throw notFound('Product');
    return this.scope.loader(stockMovementsByProduct).load({ productId: args.productId, first });
  }

  updateProduct(id: string, input: ProductInput): Promise<UpdateProductPayload> {
    return this.admin.updateProduct(id, input);
  }

  deleteProduct(id: string): Promise<DeleteProductPayload> {
    return this.admin.deleteProduct(id);
  }
}


import { Cursor, type FilterQuery, type QueryOrderMap } from '@mikro-orm/postgresql';
import type { RequestScope } from '../../context.js';
import { badInput, notFound } from '../../shared/errors.js';
import { pageSize } from '../../shared/pagination.js';
import { Product } from './product.entity.js';
import { ProductSort, type ProductFilter, type ProductConnection } from './catalog.types.js';

// Every order ends with the id so that the order, and with it keyset paging, is total.
const ORDER_BY: Record<ProductSort, QueryOrderMap<Product>> = {
  PRICE_LOW_TO_HIGH: { effectivePricePaise: 'asc', id: 'asc' },
  PRICE_HIGH_TO_LOW: { effectivePricePaise: 'desc', id: 'desc' },
  NEWEST: { createdAt: 'desc', id: 'desc' },
};

export interface ListProductsQuery {
  filter?: ProductFilter | null;
  sort?: ProductSort | null;
  first?: number | null;
  after?: string | null;
}

export class CatalogService {
  constructor(private readonly scope: RequestScope) {}

  async listProducts(query: ListProductsQuery): Promise<ProductConnection> {
    const where: FilterQuery<Product> = {};
    if (query.filter?.category) where.category = query.filter.category;
    const first = pageSize(query.first);
    const sort = query.sort ?? ProductSort.PRICE_LOW_TO_HIGH;
    if (query.after) assertCursor(query.after, sort);

    const page = await this.scope.em.findByCursor(Product, where, {
      first,
      after: query.after ?? undefined,
      orderBy: ORDER_BY[sort],
      includeCount: true,
    });
    return {
      nodes: page.items,
      totalCount: page.totalCount ?? page.items.length,
      pageInfo: { hasNextPage: page.hasNextPage ?? false, endCursor: page.endCursor },
    };
  }

  async product(id: string): Promise<Product> {
    const product = isUuid(id) ? await this.scope.em.findOne(Product, { id }) : null;
    if (!product) throw notFound('Product');
    return product;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

const isPaise = (value: unknown) => Number.isSafeInteger(value);
const isInstant = (value: unknown) => value instanceof Date && !Number.isNaN(value.getTime());
const isId = (value: unknown) => typeof value === 'string' && isUuid(value);

/** What each value of a cursor must be, per sort, in ORDER_BY's order. */
const CURSOR_SHAPE: Record<ProductSort, Array<(value: unknown) => boolean>> = {
  PRICE_LOW_TO_HIGH: [isPaise, isId],
  PRICE_HIGH_TO_LOW: [isPaise, isId],
  NEWEST: [isInstant, isId],
};

/**
 * A cursor a client altered, made up, or took from a listing in another order is a clear input
 * error, not a database error.
 */
function assertCursor(cursor: string, sort: ProductSort): void {
  const shape = CURSOR_SHAPE[sort];
  let values: unknown[] = [];
  try {
    values = Cursor.decode(cursor);
  } catch {
    // handled below: an undecodable cursor has no values
  }
  const fits = Array.isArray(values) && values.length === shape.length && shape.every((check, i) => check(values[i]));
  if (!fits) throw badInput('after is not a cursor of this listing', 'after');
}

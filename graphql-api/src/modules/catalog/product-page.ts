import type { EntityManager } from '@mikro-orm/postgresql';
import type { ProductScope, ProductSort } from './catalog.types.js';
import type { Product } from './product.entity.js';
import { afterKeysetSql, keysetOf, orderBySql } from './product-order.js';
import { productColumns, selectProducts } from './product-rows.js';
import { scopeSql, whereSql } from './product-scope.js';

export interface KeysetPage {
  nodes: Product[];
  hasNextPage: boolean;
  /** The last product's sort values, which the next page starts after; null on an empty page. */
  endKeyset: unknown[] | null;
}

/**
 * One page of the scope's products in a listing order, after the product with the keyset values
 * `after` (from a cursor) or from the start: one statement, whatever the page size. It reads one
 * product more than the page holds; that one only tells whether a page follows.
 */
export async function productPage(
  em: EntityManager,
  scope: ProductScope,
  sort: ProductSort,
  first: number,
  after: readonly unknown[] | null,
): Promise<KeysetPage> {
  const bindings: unknown[] = [];
  const conditions = [scopeSql(scope, 'p', bindings)];
  if (after) conditions.push(afterKeysetSql(sort, 'p', after, bindings));
  bindings.push(first + 1);
  const products = await selectProducts(
    em,
    `select ${productColumns('p')} from "product" p ${whereSql(...conditions)} order by ${orderBySql(sort, 'p')} limit ?`,
    bindings,
  );
  const nodes = products.slice(0, first);
  const last = nodes.at(-1);
  return { nodes, hasNextPage: products.length > first, endKeyset: last ? keysetOf(last, sort) : null };
}

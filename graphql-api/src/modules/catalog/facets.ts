import type { EntityManager } from '@mikro-orm/postgresql';
import { AGE_GROUPS, CATEGORIES, PRODUCT_TYPES } from '@threadline/domain';
import type { ProductFacets, ProductScope } from './catalog.types.js';
import { scopeSql, whereSql, type WhereOptions } from './product-scope.js';

type CountedColumn = 'category' | 'size' | 'product_type';

/**
 * Facet counts over the matches of a search, in the same sense as `facetsFromTally` (which
 * answers keyword-free listings from the tally instead). One statement per group.
 */
export async function countSearchFacets(em: EntityManager, scope: ProductScope | null): Promise<ProductFacets> {
  if (!scope) return facetsFrom(new Map(), new Map(), new Map());
  const [categories, ageGroups, productTypes] = await Promise.all([
    countBy(em, 'category', scope, { ignoreCategoryAndAge: true }),
    countBy(em, 'size', scope, { ignoreCategoryAndAge: true }, AGE_GROUPS),
    countBy(em, 'product_type', scope, { ignoreProductTypes: true }),
  ]);
  return facetsFrom(categories, ageGroups, productTypes);
}

/** How many products of the scope have each value of the column, optionally only the values `among`. */
async function countBy(
  em: EntityManager,
  column: CountedColumn,
  scope: ProductScope,
  options: WhereOptions,
  among: readonly string[] = [],
): Promise<Map<string, number>> {
  const bindings: unknown[] = [];
  const conditions = [scopeSql(scope, 'p', bindings, options)];
  if (among.length > 0) {
    conditions.push(`p.${column} in (${among.map(() => '?').join(', ')})`);
    bindings.push(...among);
  }
  const rows = await em.execute<Array<{ value: string; count: string }>>(
    `select p.${column} as value, count(*) as count from "product" p ${whereSql(...conditions)} group by p.${column}`,
    bindings,
  );
  return new Map(rows.map((row) => [row.value, Number(row.count)]));
}

// Every option is listed, zero included, so a filter panel can show (and disable) empty options.
function facetsFrom(categories: Map<string, number>, ageGroups: Map<string, number>, productTypes: Map<string, number>): ProductFacets {
  return {
    categories: CATEGORIES.map((value) => ({ value, count: categories.get(value) ?? 0 })),
    ageGroups: AGE_GROUPS.map((value) => ({ value, count: ageGroups.get(value) ?? 0 })),
    productTypes: PRODUCT_TYPES.map((value) => ({ value, count: productTypes.get(value) ?? 0 })),
  };
}

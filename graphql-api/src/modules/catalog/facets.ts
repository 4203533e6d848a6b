import { raw, type EntityManager, type ObjectQuery } from '@mikro-orm/postgresql';
import { AGE_GROUPS, CATEGORIES, PRODUCT_TYPES } from '@threadline/domain';
import type { ProductFacets, ProductScope } from './catalog.types.js';
import { Product } from './product.entity.js';
import { whereOfScope } from './product-scope.js';

type CountedColumn = 'category' | 'size' | 'productType';

/**
 * Facet counts over the matches of a search, in the same sense as `facetsFromTally` (which
 * answers keyword-free listings from the tally instead). One statement per group.
 */
export async function countSearchFacets(em: EntityManager, scope: ProductScope | null): Promise<ProductFacets> {
  if (!scope) return facetsFrom(new Map(), new Map(), new Map());
  const withoutCategoryOrAge = () => whereOfScope(scope, { ignoreCategoryAndAge: true });
  const [categories, ageGroups, productTypes] = await Promise.all([
    countBy(em, 'category', withoutCategoryOrAge()),
    countBy(em, 'size', { $and: [withoutCategoryOrAge(), { size: { $in: [...AGE_GROUPS] } }] }),
    countBy(em, 'productType', whereOfScope(scope, { ignoreProductTypes: true })),
  ]);
  return facetsFrom(categories, ageGroups, productTypes);
}

async function countBy(em: EntityManager, column: CountedColumn, where: ObjectQuery<Product>): Promise<Map<string, number>> {
  const rows = await em
    .createQueryBuilder(Product)
    .select([column, raw('count(*) as count')])
    .where(where)
    .groupBy(column)
    .execute<Array<Record<CountedColumn | 'count', string>>>('all');
  return new Map(rows.map((row) => [row[column], Number(row.count)]));
}

// Every option is listed, zero included, so a filter panel can show (and disable) empty options.
function facetsFrom(categories: Map<string, number>, ageGroups: Map<string, number>, productTypes: Map<string, number>): ProductFacets {
  return {
    categories: CATEGORIES.map((value) => ({ value, count: categories.get(value) ?? 0 })),
    ageGroups: AGE_GROUPS.map((value) => ({ value, count: ageGroups.get(value) ?? 0 })),
    productTypes: PRODUCT_TYPES.map((value) => ({ value, count: productTypes.get(value) ?? 0 })),
  };
}

import type { EntityManager } from '@mikro-orm/postgresql';
import { AGE_GROUPS, CATEGORIES, PRODUCT_TYPES } from '@threadline/domain';
import type { ProductFacets, ProductScope } from './catalog.types.js';
import type { ProductTally } from './product-tally.entity.js';
import type { WhereOptions } from './product-scope.js';

export type TallyRow = Pick<ProductTally, 'category' | 'productType' | 'size' | 'products'>;

/**
 * The whole tally: at most a few hundred rows, whatever the size of the catalogue. Read as plain
 * rows on every listing, never as entities (product-rows.ts says why).
 */
export function readTally(em: EntityManager): Promise<TallyRow[]> {
  return em.execute<TallyRow[]>('select category, product_type as "productType", size, products from "product_tally" where products > 0');
}

/** How many products a keyword-free scope matches: the tally's answer to `whereOfScope`. */
export function countInTally(tally: readonly TallyRow[], scope: ProductScope, options: WhereOptions = {}): number {
  return tally.filter((row) => matches(row, scope, options)).reduce((sum, row) => sum + row.products, 0);
}

/**
 * Facet counts in the usual faceted-search sense: each group is counted with its own choice
 * cleared and the other groups applied, so an option's count is what choosing it would give.
 * Category and age exclude each other, so together they are one group.
 */
export function facetsFromTally(tally: readonly TallyRow[], scope: ProductScope): ProductFacets {
  const sum = (rows: TallyRow[], key: (row: TallyRow) => string) => {
    const counts = new Map<string, number>();
    for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + row.products);
    return counts;
  };
  const withoutCategoryOrAge = tally.filter((row) => matches(row, scope, { ignoreCategoryAndAge: true }));
  const categories = sum(withoutCategoryOrAge, (row) => row.category);
  const ageGroups = sum(withoutCategoryOrAge, (row) => row.size);
  const productTypes = sum(
    tally.filter((row) => matches(row, scope, { ignoreProductTypes: true })),
    (row) => row.productType,
  );
  return {
    categories: CATEGORIES.map((value) => ({ value, count: categories.get(value) ?? 0 })),
    ageGroups: AGE_GROUPS.map((value) => ({ value, count: ageGroups.get(value) ?? 0 })),
    productTypes: PRODUCT_TYPES.map((value) => ({ value, count: productTypes.get(value) ?? 0 })),
  };
}

function matches(row: TallyRow, scope: ProductScope, options: WhereOptions): boolean {
  if (!options.ignoreCategoryAndAge) {
    if (scope.category && row.category !== scope.category) return false;
    // A product is for an age group when its own size is that group.
    if (scope.age && row.size !== scope.age) return false;
  }
  if (!options.ignoreProductTypes && scope.productTypes.length > 0 && !(scope.productTypes as readonly string[]).includes(row.productType)) {
    return false;
  }
  return true;
}

import { Kind, type OperationDefinitionNode } from 'graphql';

/**
 * The root fields of the public catalogue. Their answers depend on the catalogue alone: the same
 * for every caller, signed in or not, down to every field they reach (a product has no field that
 * depends on who asks). Everything they read is written only through the tables whose triggers
 * announce catalogue changes (catalogue-changes.ts).
 */
const CATALOGUE_ROOT_FIELDS: ReadonlySet<string> = new Set(['products', 'product', 'searchProducts', '__typename']);

/** Where a field of a catalogue answer gets its value, which says how the catalogue cache learns it changed. */
export type CatalogueSource =
  /** Product or review rows, or the arguments: any write to those tables forgets every answer. */
  | 'catalogue'
  /** The stock rows of the product the field belongs to: a change forgets the answers showing that product. */
  | 'product stock'
  /**
   * The automatic promotions in force: a write to the promotion table moves the epoch (its own
   * channel), and an answer is kept only until the next offer starts or ends.
   */
  | 'promotions';

/**
 * Every field a catalogue read can reach, and its source. Nothing here may depend on who asks, or
 * on any table but those the catalogue's triggers announce (catalogue-changes.ts). A field added
 * to a type the catalogue reaches must be added here, which is where its author says how the
 * cache will see it change; `catalogue-reads.test.ts` fails until then, and proves the sources.
 */
export const CATALOGUE_FIELDS: Readonly<Record<string, CatalogueSource>> = {
  ...Object.fromEntries(
    [
      'Query.products', 'Query.product', 'Query.searchProducts', 'Query.__typename',
      'ProductConnection.nodes', 'ProductConnection.pageInfo', 'ProductConnection.totalCount', 'ProductConnection.correctedKeyword', 'ProductConnection.facets',
      'PageInfo.hasNextPage', 'PageInfo.endCursor',
      'ProductFacets.categories', 'ProductFacets.ageGroups', 'ProductFacets.productTypes',
      'CategoryFacetCount.count', 'CategoryFacetCount.value', 'AgeGroupFacetCount.count', 'AgeGroupFacetCount.value',
      'ProductTypeFacetCount.count', 'ProductTypeFacetCount.value',
      'Product.id', 'Product.createdAt', 'Product.title', 'Product.slug', 'Product.description', 'Product.image', 'Product.category',
      'Product.productType', 'Product.type', 'Product.size', 'Product.measurement', 'Product.percentageIncrement', 'Product.averageReview',
      'Product.reviewCount', 'Product.basePrice', 'Product.baseSalePrice', 'Product.onSale', 'Product.priceRange', 'Product.compareAtPriceRange',
      'Product.sizeOptions', 'Product.defaultSize', 'Product.sizeLabel', 'Product.reviews',
      'SizeOption.size', 'SizeOption.price', 'SizeOption.compareAtPrice',
      'Money.amount', 'Money.currencyCode', 'MoneyRange.min', 'MoneyRange.max',
      'ReviewConnection.nodes', 'ReviewConnection.pageInfo', 'ReviewConnection.totalCount',
      'Review.id', 'Review.createdAt', 'Review.rating', 'Review.message', 'Review.userName',
    ].map((field) => [field, 'catalogue' as const]),
  ),
  'Product.totalStock': 'product stock',
  'SizeOption.quantityAvailable': 'product stock',
  'SizeOption.available': 'product stock',
  'Product.offers': 'promotions',
};

/**
 * Whether an operation is a query of catalogue root fields only. Such an operation is answered
 * from the catalogue cache when it can be, runs compiled, and is executed without reading the
 * caller's session.
 */
export function isCatalogueRead(operation: OperationDefinitionNode | null | undefined): boolean {
  if (operation?.operation !== 'query') return false;
  return operation.selectionSet.selections.every((selection) => selection.kind === Kind.FIELD && CATALOGUE_ROOT_FIELDS.has(selection.name.value));
}

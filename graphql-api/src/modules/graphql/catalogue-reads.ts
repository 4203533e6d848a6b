import { Kind, type OperationDefinitionNode } from 'graphql';

/**
 * The root fields of the public catalogue. Their answers depend on the catalogue alone: the same
 * for every caller, signed in or not, down to every field they reach (a product has no field that
 * depends on who asks). Everything they read is written only through the tables whose triggers
 * announce catalogue changes (catalogue-changes.ts).
 */
const CATALOGUE_ROOT_FIELDS: ReadonlySet<string> = new Set(['products', 'product', 'searchProducts', '__typename']);

/**
 * Whether an operation is a query of catalogue root fields only. Such an operation is answered
 * from the catalogue cache when it can be, runs compiled, and is executed without reading the
 * caller's session.
 */
export function isCatalogueRead(operation: OperationDefinitionNode | null | undefined): boolean {
  if (operation?.operation !== 'query') return false;
  return operation.selectionSet.selections.every((selection) => selection.kind === Kind.FIELD && CATALOGUE_ROOT_FIELDS.has(selection.name.value));
}

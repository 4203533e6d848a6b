import { exceedsTextLimit } from '@threadline/domain';

// Every field has its own limit where the use case checks it (domain store.ts), but text is
// bounded once more at the door, like the NUL character: no string longer than the longest field
// reaches a use case, so a field added later cannot carry 100 kB into a column or an index before
// anyone remembers to give it a limit.

/** The path (`input.message`, `items.0.title`) of the first string over MAX_TEXT_LENGTH, or null. */
export function overlongTextPath(value: unknown, path: readonly string[] = []): string | null {
  if (typeof value === 'string') return exceedsTextLimit(value) ? path.join('.') || 'value' : null;
  // Bodies are size-limited; the depth bound only keeps a crafted deep object from recursing far.
  if (path.length > 32 || value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = overlongTextPath(key, [...path, key]) ?? overlongTextPath(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

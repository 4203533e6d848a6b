import { exceedsTextLimit } from '@threadline/domain';

// Text is checked once at the door, on every face, for two things no use case should meet:
// - the NUL character (U+0000), which PostgreSQL text cannot hold: a string carrying one would fail
//   in the database, deep inside a use case;
// - text longer than the longest field (MAX_TEXT_LENGTH). Every field has its own limit where its
//   use case checks it (domain store.ts); this bound means a field added later cannot carry 100 kB
//   into a column or an index before anyone remembers to give it a limit.

export const NUL_CHARACTER_MESSAGE = 'Text may not contain the NUL character (\\u0000)';

/** What is wrong with the text of a request: a NUL anywhere, or the first string over the limit. */
export type TextProblem = { kind: 'nul' } | { kind: 'too-long'; path: string };

/**
 * The problem with the strings of a JSON-like value (keys included), in one walk. A NUL character
 * anywhere outranks an overlong string, which is named by its path (`input.message`, `items.0.title`).
 */
export function textProblemIn(value: unknown): TextProblem | null {
  let tooLong: string | null = null;
  const walk = (item: unknown, path: readonly string[]): boolean => {
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
      if (tooLong === null && exceedsTextLimit(item)) tooLong = path.join('.') || 'value';
      return false;
    }
    // Bodies are size-limited; the depth bound only keeps a crafted deep object from recursing far.
    if (path.length > 32 || item === null || typeof item !== 'object') return false;
    return Object.entries(item).some(([key, child]) => walk(key, [...path, key]) || walk(child, [...path, key]));
  };
  if (walk(value, [])) return { kind: 'nul' };
  return tooLong === null ? null : { kind: 'too-long', path: tooLong };
}

import { exceedsTextLimit, validateWellFormedText } from '@threadline/domain';

// Text is checked once at the door, on every face, for what no use case should meet:
// - the NUL character (U+0000), which PostgreSQL text cannot hold: a string carrying one would fail
//   in the database, deep inside a use case;
// - a lone UTF-16 surrogate (`"\ud800"` in JSON, a reversed pair): valid JSON, but no character,
//   and PostgreSQL refuses it while encoding the text as UTF-8 (domain `validateWellFormedText`);
// - text longer than the longest field (MAX_TEXT_LENGTH). Every field has its own limit where its
//   use case checks it (domain store.ts); this bound means a field added later cannot carry 100 kB
//   into a column or an index before anyone remembers to give it a limit.
// Headers need no such walk: Node reads them as Latin-1, one character per byte, always well formed.

export const NUL_CHARACTER_MESSAGE = 'Text may not contain the NUL character (\\u0000)';

/** What is wrong with the text of a request: a NUL anywhere, or the first string that is not valid text or is over the limit. */
export type TextProblem = { kind: 'nul' } | { kind: 'not-well-formed'; path: string; message: string } | { kind: 'too-long'; path: string };

/**
 * The problem with the strings of a JSON-like value (keys included), in one walk. A NUL character
 * anywhere outranks text that is not well formed, which outranks an overlong string; the latter two
 * are named by their path (`input.message`, `items.0.title`), itself made printable.
 */
export function textProblemIn(value: unknown): TextProblem | null {
  let notWellFormed: { path: string; message: string } | null = null;
  let tooLong: string | null = null;
  const walk = (item: unknown, path: readonly string[]): boolean => {
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
      const refusal = notWellFormed === null ? validateWellFormedText(item) : null;
      if (refusal) notWellFormed = { path: pathText(path), message: refusal };
      if (tooLong === null && exceedsTextLimit(item)) tooLong = pathText(path);
      return false;
    }
    // Bodies are size-limited; the depth bound only keeps a crafted deep object from recursing far.
    if (path.length > 32 || item === null || typeof item !== 'object') return false;
    return Object.entries(item).some(([key, child]) => walk(key, [...path, key]) || walk(child, [...path, key]));
  };
  if (walk(value, [])) return { kind: 'nul' };
  if (notWellFormed !== null) return { kind: 'not-well-formed', ...(notWellFormed as { path: string; message: string }) };
  return tooLong === null ? null : { kind: 'too-long', path: tooLong };
}

/** A path as it may be shown: a key that is itself not valid text gets U+FFFD for its lone halves. */
function pathText(path: readonly string[]): string {
  return (path.join('.') || 'value').toWellFormed();
}

// PostgreSQL text cannot hold the NUL character (U+0000): a string carrying one fails in the
// database, deep inside a use case. Requests are checked for it once, at the door, so every
// face answers it as bad input instead of each service guarding each field.

export const NUL_CHARACTER_MESSAGE = 'Text may not contain the NUL character (\\u0000)';

/** Whether a JSON-like value holds a string with a NUL character anywhere inside it. */
export function containsNulCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  // Bodies are size-limited; the depth bound only keeps a crafted deep object from recursing far.
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  const items = Array.isArray(value) ? value : Object.entries(value).flat();
  return items.some((item) => containsNulCharacter(item, depth + 1));
}

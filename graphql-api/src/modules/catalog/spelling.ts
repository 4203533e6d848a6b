// What search forgives, word by word, when a keyword finds nothing as typed (docs/api.md, "Typos"):
//  1. two neighbouring words written apart that make one title word: "sweat shirt" → "sweatshirt",
//     "tee shirt" → "t-shirt" (the joined word is then held to rule 3);
//  2. a title word itself, as typed ("polo"), or a hyphenated one written without its hyphen
//     ("tshirt" → "t-shirt", "croptop" when a title says "Crop-Top");
//  3. two title words written together: "poloneck" → "polo neck", "croptop" → "crop top";
//  4. a word of 3 letters or more within one edit of a title word (a letter added, dropped or
//     replaced, or two neighbouring letters swapped: "plo", "pollo", "polp", "tpo"); a word of 4
//     letters or more may be two edits away when its first letter is right ("plol" → "polo",
//     "hoodie" → "hooded"), since shoppers rarely mistype the first letter and a wrong first letter
//     plus a second edit turns one real word into another ("sock" is two edits from "neck").
// The closest word wins: fewest edits, then the same first letter, then the nearer length, then
// alphabetical order. Words of one or two letters and numbers are never changed.
//
// The vocabulary is `search_word`: the words of product titles, hyphenated ones kept whole.

/** Shortest word a typo is forgiven in; shorter words are too easily another word. */
export const MIN_CORRECTED_LENGTH = 3;
/** From this length a word may be two edits away, when its first letter is right. */
export const TWO_EDITS_FROM_LENGTH = 4;
/** The most edits ever forgiven; the database's prefilter uses it (see `levenshteinBound`). */
export const MAX_EDITS = 2;

/** The letters a word is compared by: a hyphenated title word counts as written together. */
export function comparable(word: string): string {
  return word.replace(/-/g, '');
}

/** How many edits are forgiven between what was typed and a title word. */
export function editsForgiven(typed: string, candidate: string): number {
  const letters = [...typed];
  if (letters.length < MIN_CORRECTED_LENGTH || /^\p{N}+$/u.test(typed)) return 0;
  if (letters.length >= TWO_EDITS_FROM_LENGTH && letters[0] === [...candidate][0]) return MAX_EDITS;
  return 1;
}

/**
 * The Levenshtein distance the database may prefilter by without losing a candidate: a swap is one
 * edit here and two there, so twice the edits this word may have.
 */
export function levenshteinBound(typed: string): number {
  const letters = [...typed];
  if (letters.length < MIN_CORRECTED_LENGTH || /^\p{N}+$/u.test(typed)) return 0;
  return 2 * (letters.length >= TWO_EDITS_FROM_LENGTH ? MAX_EDITS : 1);
}

/**
 * Optimal string alignment distance (Damerau-Levenshtein where no letter is edited twice):
 * insertions, deletions, substitutions and swaps of two neighbouring letters, one edit each.
 * Stops early and answers `max + 1` once the distance is known to exceed `max`.
 */
export function osaDistance(a: string, b: string, max: number): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= t.length; j += 1) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[t.length]!, max + 1);
}

interface Match {
  word: string;
  edits: number;
}

/** The title word closest to `typed` within the edits it is forgiven, or null. */
function closest(typed: string, vocabulary: readonly string[]): Match | null {
  const typedLetters = [...typed];
  let best: { match: Match; rank: number[] } | null = null;
  for (const word of vocabulary) {
    const letters = [...comparable(word)];
    const same = letters.join('') === typed;
    const allowed = same ? 0 : editsForgiven(typed, letters.join(''));
    const edits = same ? 0 : osaDistance(typed, letters.join(''), allowed);
    if (edits > allowed) continue;
    // Fewest edits, then the same first letter, then the nearer length, then alphabetical order.
    const rank = [edits, letters[0] === typedLetters[0] ? 0 : 1, Math.abs(letters.length - typedLetters.length)];
    if (!best || isBefore(rank, word, best.rank, best.match.word)) best = { match: { word, edits }, rank };
  }
  return best?.match ?? null;
}

function isBefore(rank: number[], word: string, otherRank: number[], otherWord: string): boolean {
  for (let i = 0; i < rank.length; i += 1) if (rank[i] !== otherRank[i]) return rank[i]! < otherRank[i]!;
  return word < otherWord;
}

/** The words to search instead of the typed ones, by the rules at the top of this file. */
export function correctWords(tokens: readonly string[], vocabulary: readonly string[]): string[] {
  const exact = new Map<string, string>();
  for (const word of [...vocabulary].sort()) if (!exact.has(comparable(word))) exact.set(comparable(word), word);
  const corrected: string[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    const next = tokens[i + 1];
    const joined = next === undefined ? null : closest(token + next, vocabulary);
    if (joined) {
      corrected.push(joined.word);
      i += 1;
      continue;
    }
    const known = exact.get(token);
    if (known) {
      corrected.push(known);
      continue;
    }
    const split = splitInTwo(token, exact);
    if (split) {
      corrected.push(...split);
      continue;
    }
    corrected.push(closest(token, vocabulary)?.word ?? token);
  }
  return corrected;
}

/** Two title words the token is written from, if it is exactly two (each of 3 letters or more). */
function splitInTwo(token: string, exact: ReadonlyMap<string, string>): [string, string] | null {
  const letters = [...token];
  for (let cut = MIN_CORRECTED_LENGTH; cut <= letters.length - MIN_CORRECTED_LENGTH; cut += 1) {
    const first = exact.get(letters.slice(0, cut).join(''));
    const second = exact.get(letters.slice(cut).join(''));
    if (first && second) return [first, second];
  }
  return null;
}

/**
 * What the database is asked for: every title word that could be one of the above for these
 * tokens. `pieces` are matched exactly (the tokens and every way to cut one in two); `probes`,
 * the tokens and each pair of neighbours joined, are matched within their Levenshtein bound.
 */
export function candidateQuery(tokens: readonly string[]): { pieces: string[]; probes: Array<{ text: string; bound: number }> } {
  const pieces = new Set<string>();
  const probes: Array<{ text: string; bound: number }> = [];
  tokens.forEach((token, i) => {
    pieces.add(token);
    const letters = [...token];
    for (let cut = MIN_CORRECTED_LENGTH; cut <= letters.length - MIN_CORRECTED_LENGTH; cut += 1) {
      pieces.add(letters.slice(0, cut).join(''));
      pieces.add(letters.slice(cut).join(''));
    }
    const next = tokens[i + 1];
    for (const text of next === undefined ? [token] : [token, token + next]) {
      const bound = levenshteinBound(text);
      if (bound > 0) probes.push({ text, bound });
    }
  });
  return { pieces: [...pieces], probes };
}

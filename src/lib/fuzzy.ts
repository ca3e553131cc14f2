import { normalizeForSearch } from './normalize-for-search';

/** A range of the original text, `[start, end)` in UTF-16 code units, for highlighting. */
export type MatchRange = readonly [start: number, end: number];

export interface FuzzyMatch {
  /** Higher is better: exact > prefix > word start > inside a word > initials > one typo. */
  score: number;
  /** What matched, in the original text, in order and without overlaps. */
  ranges: MatchRange[];
}

/** Queries this long (in letters) may contain one typo: a swap, a wrong, a missing or an extra letter. */
export const TYPO_MIN_LENGTH = 4;

const SCORE = { exact: 1000, prefix: 900, wordStart: 800, inside: 600, chunks: 500, typo: 300 };

/**
 * Arabic letters a reader types one way and a title may write another: alef maksura as ya, and the
 * tatweel (a stretching stroke) dropped. Hamza and madda on alef are marks, which
 * `normalizeForSearch` already strips.
 */
function foldArabic(text: string): string {
  return text.replace(/\u0649/g, '\u064A').replace(/\u0640/g, '');
}

interface Folded {
  /** Lower case, without accents or marks. */
  text: string;
  /** For each character of `text`, where it came from in the original: start and end. */
  starts: number[];
  ends: number[];
  /** Whether each character of `text` starts a word. */
  wordStart: boolean[];
}

const isWordChar = (char: string) => /[\p{L}\p{N}]/u.test(char);

/** The text as the matcher compares it, with a map back to the original for highlighting. */
function fold(original: string): Folded {
  const folded: Folded = { text: '', starts: [], ends: [], wordStart: [] };
  let previous = '';
  for (let index = 0; index < original.length;) {
    const char = String.fromCodePoint(original.codePointAt(index)!);
    const end = index + char.length;
    const normal = foldArabic(normalizeForSearch(char));
    if (!normal && folded.ends.length) {
      // A combining mark written apart belongs to the letter before it.
      folded.ends[folded.ends.length - 1] = end;
    }
    for (const part of normal) {
      const camel = /\p{Ll}/u.test(previous) && /\p{Lu}/u.test(char);
      folded.wordStart.push(isWordChar(part) && (!isWordChar(previous) || camel));
      folded.text += part;
      folded.starts.push(index);
      folded.ends.push(end);
      previous = char;
    }
    if (normal) previous = char;
    index = end;
  }
  // The Arabic article is written joined to its word: "ال" + "نماذج" starts a word at both.
  for (let at = 0; at + 2 < folded.text.length; at++) {
    if (folded.wordStart[at] && folded.text.startsWith('\u0627\u0644', at)) {
      folded.wordStart[at + 2] = isWordChar(folded.text[at + 2]!);
    }
  }
  return folded;
}

/** Merges folded-text ranges into original-text ranges. */
function toOriginal(folded: Folded, spans: readonly (readonly [number, number])[]): MatchRange[] {
  const ranges: [number, number][] = [];
  for (const [from, to] of spans) {
    if (to <= from) continue;
    const start = folded.starts[from]!;
    const end = folded.ends[to - 1]!;
    const last = ranges.at(-1);
    if (last && last[1] >= start) last[1] = Math.max(last[1], end);
    else ranges.push([start, end]);
  }
  return ranges;
}

/**
 * Chunks that each start at a word and run on contiguously ("fw" in "Form Wizards", "forwiz" in
 * the same): the fewest chunks win. Titles are short, so a memoised search is cheap.
 */
function matchChunks(query: string, hay: Folded): [number, number][] | null {
  const memo = new Map<number, [number, number][] | null>();
  const solve = (qi: number, from: number): [number, number][] | null => {
    if (qi === query.length) return [];
    const key = qi * (hay.text.length + 1) + from;
    if (memo.has(key)) return memo.get(key)!;
    let best: [number, number][] | null = null;
    for (let start = from; start < hay.text.length; start++) {
      if (!hay.wordStart[start] || hay.text[start] !== query[qi]) continue;
      let length = 0;
      while (
        qi + length < query.length &&
        start + length < hay.text.length &&
        hay.text[start + length] === query[qi + length]
      ) {
        length++;
      }
      // Longer chunks first: they leave fewer pieces.
      for (let take = length; take >= 1; take--) {
        const rest = solve(qi + take, start + take);
        if (rest && (!best || rest.length + 1 < best.length)) {
          best = [[start, start + take], ...rest];
        }
      }
      if (best?.length === 1) break;
    }
    memo.set(key, best);
    return best;
  };
  return solve(0, 0);
}

/**
 * Optimal string alignment distance (Levenshtein plus swapping two neighbours), stopping early
 * once it is sure to exceed `max`.
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row: number[] = [i];
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      }
      row.push(value);
    }
    rows.push(row);
    if (i > 0 && Math.min(...row) > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}

/** A piece of the text, starting at a word, at most one edit away from the query. */
function matchTypo(query: string, hay: Folded): [number, number] | null {
  let best: { span: [number, number]; distance: number } | null = null;
  for (let start = 0; start < hay.text.length; start++) {
    if (!hay.wordStart[start]) continue;
    for (const length of [query.length, query.length - 1, query.length + 1]) {
      if (length < 1 || start + length > hay.text.length) continue;
      const distance = editDistance(query, hay.text.slice(start, start + length), 1);
      if (distance <= 1 && (!best || distance < best.distance)) {
        best = { span: [start, start + length], distance };
      }
    }
    if (best?.distance === 0) break;
  }
  return best?.span ?? null;
}

function matchWhole(
  query: string,
  hay: Folded,
): { score: number; spans: [number, number][] } | null {
  if (hay.text === query) return { score: SCORE.exact, spans: [[0, query.length]] };
  if (hay.text.startsWith(query)) return { score: SCORE.prefix, spans: [[0, query.length]] };
  const inside = hay.text.indexOf(query);
  for (let at = inside; at !== -1; at = hay.text.indexOf(query, at + 1)) {
    if (hay.wordStart[at]) return { score: SCORE.wordStart, spans: [[at, at + query.length]] };
  }
  if (inside !== -1) return { score: SCORE.inside, spans: [[inside, inside + query.length]] };
  const compact = query.replace(/\s+/g, '');
  const chunks = compact ? matchChunks(compact, hay) : null;
  if (chunks) return { score: SCORE.chunks - chunks.length * 10, spans: chunks };
  const letters = [...query.replace(/[^\p{L}\p{N}]/gu, '')].length;
  if (letters >= TYPO_MIN_LENGTH) {
    const typo = matchTypo(query, hay);
    if (typo) return { score: SCORE.typo, spans: [typo] };
  }
  return null;
}

/**
 * How well `query` matches `text`, or `null` when it does not. Case-, accent- and
 * Arabic-mark-insensitive; matches a prefix, a piece starting at a word, any piece, the initials or
 * word beginnings in order ("fw" → "Form Wizards"), or (queries of four letters or more) one
 * typo. Several words that do not match together may each match on their own, in any order.
 * An empty query matches everything with score 0.
 */
export function fuzzyMatch(query: string, text: string): FuzzyMatch | null {
  const needle = fold(query.trim()).text.replace(/\s+/g, ' ');
  if (!needle) return { score: 0, ranges: [] };
  const hay = fold(text);
  const whole = matchWhole(needle, hay);
  // Shorter texts first among equals: "Users" before "Users and roles".
  const lengthPenalty = Math.min(hay.text.length, 99) / 100;
  if (whole) return { score: whole.score - lengthPenalty, ranges: toOriginal(hay, whole.spans) };
  const words = needle.split(' ');
  if (words.length < 2) return null;
  const spans: [number, number][] = [];
  let total = 0;
  for (const word of words) {
    const found = matchWhole(word, hay);
    if (!found) return null;
    total += found.score;
    spans.push(...found.spans);
  }
  spans.sort((a, b) => a[0] - b[0]);
  return { score: total / words.length / 2 - lengthPenalty, ranges: toOriginal(hay, spans) };
}

export interface RankedItem<T> {
  item: T;
  score: number;
  /** Which of the item's texts matched best (its index in what `textsOf` gave). */
  textIndex: number;
  ranges: MatchRange[];
}

/**
 * The items matching `query`, best first (stable among equals). Each item may be found by several
 * texts (a translated title and its English one): the best match counts.
 */
export function fuzzyFilter<T>(
  items: readonly T[],
  query: string,
  textsOf: (item: T) => readonly string[],
): RankedItem<T>[] {
  const ranked: RankedItem<T>[] = [];
  for (const item of items) {
    let best: RankedItem<T> | undefined;
    textsOf(item).forEach((text, textIndex) => {
      const match = fuzzyMatch(query, text);
      if (match && (!best || match.score > best.score)) best = { item, textIndex, ...match };
    });
    if (best) ranked.push(best);
  }
  return ranked.sort((a, b) => b.score - a.score);
}

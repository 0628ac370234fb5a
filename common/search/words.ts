// How text becomes searchable words, and how a query word matches one: shared by the build (which
// writes the index) and the browser (which ranks and highlights), so that both cut words alike.
import { cjkPieces, foldArabicLetters, hasCjk } from './scripts.js';

export const WORD = /[\p{L}\p{N}_]+/gu;

export function fold(text: string): string {
  // ASCII has no marks to strip: most of a site's words skip the Unicode decomposition.
  if (/^[\x20-\x7e]*$/.test(text)) return text.toLowerCase();
  // Accents go ("café" is "cafe"), but not the kana's voicing marks (が is not か), and what was
  // decomposed is composed again: a Korean syllable stays one letter.
  const bare = text
    .normalize('NFD')
    .replace(/(?![\u3099\u309a])\p{M}/gu, '')
    .normalize('NFC');
  return foldArabicLetters(bare.toLowerCase());
}

/**
 * A word and its camelCase parts (`cacheTag` is also `cache` and `tag`), each with its offset in
 * the word; a word with Chinese or Japanese in it, with its pieces (common/search/scripts.ts).
 */
export function wordParts(word: string): { text: string; offset: number }[] {
  const parts = [{ text: fold(word), offset: 0 }];
  if (hasCjk(word)) {
    for (const piece of cjkPieces(word, true))
      if (piece.text !== word) parts.push({ text: fold(piece.text), offset: piece.offset });
    return parts;
  }
  const camel = /[A-Z]?[a-z\d]+|[A-Z]+(?![a-z])/g;
  const pieces = [...word.matchAll(camel)];
  if (pieces.length > 1) for (const p of pieces) parts.push({ text: fold(p[0]), offset: p.index! });
  return parts;
}

/**
 * Every folded word and camelCase part of a text, once each; with `pairs`, two neighbouring words
 * joined as well (a title's "Set up" is found by "setup").
 */
export function textWords(text: string, pairs = false): string[] {
  const words = new Set<string>();
  let previous: string | undefined;
  for (const m of text.matchAll(WORD)) {
    const parts = partsOf(m[0]);
    for (const part of parts) words.add(part);
    if (pairs && previous) words.add(previous + parts[0]);
    previous = parts[0];
  }
  return [...words];
}

// A site's text repeats its words: the index cuts each into parts once.
const wordTexts = new Map<string, string[]>();

function partsOf(word: string): string[] {
  let parts = wordTexts.get(word);
  if (!parts) wordTexts.set(word, (parts = wordParts(word).map((part) => part.text)));
  return parts;
}

/**
 * An English word's stem, by the common suffixes only ("migrating", "migration" and "migrate" are
 * all "migrat"): enough for a documentation site's vocabulary, where a wrong stem only adds a hit.
 * A noun in "-er" keeps it: a "starter" is not about starting, nor a "server" about serving.
 */
export function stem(word: string): string {
  let known = stems.get(word);
  if (known === undefined) stems.set(word, (known = stemOf(word)));
  return known;
}
// A query compares its words with thousands of the index's: each is stemmed once.
const stems = new Map<string, string>();

function stemOf(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  for (const suffix of ['ations', 'ation', 'ings', 'ing', 'ions', 'ion', 'ed', 'es', 's']) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 4 && !w.endsWith('ss')) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  // A doubled last consonant is the suffix's doing ("spamming", "stopped"): "spam", "stop".
  if (w.length >= 4 && /([^aeioulsz])\1$/.test(w)) w = w.slice(0, -1);
  return w.length > 4 && w.endsWith('e') ? w.slice(0, -1) : w;
}

// Three rows of the distance table, reused: a query measures thousands of words.
const rows = [new Int32Array(128), new Int32Array(128), new Int32Array(128)];

/** Damerau-Levenshtein distance (adjacent swaps count one), giving up above `max`. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max || b.length >= 128) return max + 1;
  let [older, prev, row] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, older[j - 2]! + 1);
      row[j] = d;
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    [older, prev, row] = [prev, row, older];
  }
  return prev[b.length]!;
}

/** Typos a query word may have: none under 4 letters, one from 4, two from 8 (Algolia's defaults). */
function allowedTypos(term: string): number {
  return term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;
}

/** A match by stem: "migrating" for "migrate". */
export const STEM_WEIGHT = 0.9;

export interface TermMatch {
  /** How good the match is, from 1 (the same word) down. */
  weight: number;
  /** Characters of the word to mark. */
  length: number;
  /** Letters the query word got wrong, if any. */
  typos?: number;
}

/**
 * How `term` matches a word: exactly, by stem, as a prefix (the word being typed matches best that
 * way), or with typos. Undefined when it does not.
 */
export function matchTerm(term: string, word: string, isLast: boolean): TermMatch | undefined {
  if (word === term) return { weight: 1, length: word.length };
  if (term.length >= 3 && stem(word) === stem(term)) return { weight: STEM_WEIGHT, length: word.length };
  if (word.startsWith(term) && (isLast || term.length >= 3)) return { weight: isLast ? 0.8 : 0.6, length: term.length };
  const max = allowedTypos(term);
  if (!max) return;
  const root = stem(word);
  const whole = Math.min(distance(term, word, max), root === word ? max + 1 : distance(term, root, max));
  if (whole <= max) return { weight: 0.7 - 0.2 * whole, length: word.length, typos: whole };
  if (isLast && word.length > term.length) {
    const prefix = distance(term, word.slice(0, term.length), max);
    if (prefix <= max) return { weight: 0.6 - 0.2 * prefix, length: term.length, typos: prefix };
  }
  return;
}

/** Longest query DocSearch sends; longer input is cut like it does. */
const MAX_QUERY_LENGTH = 64;

/**
 * Words that carry no topic: a question's "how do I … in the …" names no page, nor does its
 * "something", "every" or "other", and a title's "to", "of" or "the" is not what a reader types for it.
 */
const STOP_WORDS_TEXT =
  'a an the to of in on at for and or with from by as is are be do does can how what why when where which i my me your it its this that ' +
  'something anything everything nothing someone anyone everyone some any every each all other another such same ' +
  'still just also even really actually should would could will shall must might there their they them we us you our ' +
  'was were been being has have had am very into onto so than then too inside within while during until';
export const STOP_WORDS = new Set(STOP_WORDS_TEXT.split(' '));

/**
 * The words of a query, as DocSearch cuts it, less its stop words ("how to cache a reply" looks
 * for "cache reply"). The last word stays, whatever it is: the reader may be typing a longer one.
 */
export function queryTerms(query: string): string[] {
  const words = [...fold(query.slice(0, MAX_QUERY_LENGTH)).matchAll(WORD)].flatMap((m) =>
    // A run of Chinese or Japanese asks for each pair of its characters, as the index holds them.
    hasCjk(m[0]) ? cjkPieces(m[0], false).map((piece) => piece.text) : [m[0]],
  );
  return words.filter((word, i) => i === words.length - 1 || !STOP_WORDS.has(word));
}

/**
 * The shard a word's postings live in: its first two letters (a one-letter word, its letter); a
 * Chinese or Japanese word's first character, as its pieces are pairs: a shard per pair would be a
 * file per pair.
 */
export const shardKey = (word: string) => word.slice(0, hasCjk(word.charAt(0)) ? 1 : 2);

/** A shard's file name: its key, or the key's code points when other letters than a-z, digits or _ would make the URL. */
export const shardFile = (key: string) =>
  /^[a-z\d_]+$/.test(key) ? `s-${key}.json` : `u-${[...key].map((c) => c.codePointAt(0)!.toString(36)).join('-')}.json`;

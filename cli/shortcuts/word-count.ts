import { createHash } from 'node:crypto';
import { memoBy } from '../util/memo.js';

/** ASCII whose words `asciiWordCount` and a segmenter must count alike before one stands for the other. */
export const ASCII_SAMPLE = `The keeper's log, e.g. "3.14", 1,000 lamps: a_b __ _ don't stop.\n`;

/** Whether a locale's segmenter counts ASCII as `asciiWordCount` does (no locale's rules differ there), by locale. */
const asciiAlike = new Map<string | undefined, boolean>();

/** How many word-like segments `segmenter` finds in `text`. */
function segmentedWords(segmenter: Intl.Segmenter, text: string): number {
  let words = 0;
  for (const { isWordLike } of segmenter.segment(text)) if (isWordLike) words++;
  return words;
}

/**
 * How many words `Intl.Segmenter` finds in `text` in `locale`, line by line: Unicode's rules break
 * before and after every line break, so no word spans one. An ASCII line is counted without the
 * segmenter (`asciiWordCount`), the others through it: a post of Chinese prose and code blocks
 * gives the segmenter only its prose. Undefined where the locale's segmenter counts ASCII otherwise.
 */
export function lineByLineWordCount(text: string, locale?: string): number | undefined {
  let segmenter: Intl.Segmenter | undefined;
  const segmented = (line: string) =>
    segmentedWords((segmenter ??= new Intl.Segmenter(locale, { granularity: 'word' })), line);
  let alike = asciiAlike.get(locale);
  if (alike === undefined) asciiAlike.set(locale, (alike = segmented(ASCII_SAMPLE) === asciiWordCount(ASCII_SAMPLE)));
  if (!alike) return undefined;
  let words = 0;
  for (const line of text.split('\n')) words += asciiWordCount(line) ?? segmented(line);
  return words;
}

/** `lineByLineWordCount`, made once for a text in a locale: `serve` reads every post again at each save of one. */
export const keptWordCount = memoBy(
  (text: string, locale?: string) =>
    createHash('sha256')
      .update(`${locale ?? ''}\0${text}`)
      .digest('base64'),
  lineByLineWordCount,
  4096,
);

/**
 * How many words `Intl.Segmenter` finds in an ASCII text (its segments that are word-like), found
 * by Unicode's word boundary rules (UAX #29) as they apply to ASCII, without the segmenter: its
 * iterator makes an object per segment, which was most of a blog's reading times. A text with any
 * other character is left to the segmenter: undefined.
 */
export function asciiWordCount(text: string): number | undefined {
  let words = 0;
  let i = 0;
  while (i < text.length) {
    const start = i;
    let kind = classOf(text.charCodeAt(i));
    if (kind === NON_ASCII) return undefined;
    i++;
    if (!(kind & WORD_PART)) continue;
    let wordLike = kind !== UNDERSCORE;
    for (;;) {
      const next = classOf(text.charCodeAt(i));
      if (next === NON_ASCII) return undefined;
      if (next & WORD_PART) {
        // Letters, digits and `_` hold together.
        kind = next;
        wordLike ||= next !== UNDERSCORE;
        i++;
        continue;
      }
      // A letter, `:`, `.` or `'`, a letter ("e.g", "don't"); a digit, `.`, `,`, `;` or `'`, a digit ("3.14", "1,000").
      const after = classOf(text.charCodeAt(i + 1));
      const joinsLetters = kind === LETTER && after === LETTER && next & BETWEEN_LETTERS;
      const joinsDigits = kind === DIGIT && after === DIGIT && next & BETWEEN_DIGITS;
      if (!joinsLetters && !joinsDigits) break;
      i += 2;
    }
    // A lone `_` is not a word; `__` is, as is anything with a letter or digit.
    if (wordLike || i - start > 1) words++;
  }
  return words;
}

const LETTER = 1;
const DIGIT = 2;
const UNDERSCORE = 4;
const WORD_PART = LETTER | DIGIT | UNDERSCORE;
/** `:` (between letters only). */
const MID_LETTER = 8;
/** `.` and `'` (between letters or between digits). */
const MID_BOTH = 16;
/** `,` and `;` (between digits only). */
const MID_DIGIT = 32;
const BETWEEN_LETTERS = MID_LETTER | MID_BOTH;
const BETWEEN_DIGITS = MID_DIGIT | MID_BOTH;
const OTHER = 64;
const NON_ASCII = 128;

/** The word-boundary class of each ASCII character. */
const CLASSES = Array.from({ length: 128 }, (_, code) => {
  const char = String.fromCharCode(code);
  if (/[A-Za-z]/.test(char)) return LETTER;
  if (/\d/.test(char)) return DIGIT;
  if (char === '_') return UNDERSCORE;
  if (char === ':') return MID_LETTER;
  if (char === '.' || char === "'") return MID_BOTH;
  if (char === ',' || char === ';') return MID_DIGIT;
  return OTHER;
});

/** The class of a character code; past the end of the text (NaN), one that ends a word. */
const classOf = (code: number) => (code < 128 ? CLASSES[code]! : Number.isNaN(code) ? OTHER : NON_ASCII);

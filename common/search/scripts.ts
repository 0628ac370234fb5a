// Words of scripts that the Latin rules of words.ts do not cut well: Chinese and Japanese run their
// words together without spaces, and Persian text has Arabic twins of some of its letters.

/** A Chinese or Japanese character, the Katakana's long-vowel mark among them. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30fc]/u;
const CJK_RUNS =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30fc]+|[^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30fc]+/gu;

/** Whether a word holds Chinese or Japanese characters, which words.ts cuts into pieces. */
export const hasCjk = (word: string) => CJK.test(word);

/**
 * The pieces of a word with Chinese or Japanese in it, each with its offset in the word: each
 * other-script stretch whole, and each pair of neighbouring characters, as a text without spaces
 * is indexed (a query of two or three characters is found inside a longer run). `singles` adds
 * each character alone, for a query of one character; a query's own pieces are its pairs (or its
 * one character).
 */
export function cjkPieces(word: string, singles: boolean): { text: string; offset: number }[] {
  const pieces: { text: string; offset: number }[] = [];
  for (const run of word.matchAll(CJK_RUNS)) {
    if (!CJK.test(run[0])) {
      pieces.push({ text: run[0], offset: run.index! });
      continue;
    }
    const chars = [...run[0]];
    let offset = run.index!;
    chars.forEach((char, i) => {
      const next = chars[i + 1];
      if (next !== undefined) pieces.push({ text: char + next, offset });
      if (singles || chars.length === 1) pieces.push({ text: char, offset });
      offset += char.length;
    });
  }
  return pieces;
}

/**
 * Persian's letters for the Arabic twins a keyboard may type in their place (yeh, alef maksura,
 * kaf), and text without the tatweel that only stretches a word: either way a word is found.
 */
export const foldArabicLetters = (text: string) =>
  text
    .replace(/[\u064a\u0649]/g, '\u06cc')
    .replace(/\u0643/g, '\u06a9')
    .replace(/\u0640/g, '');

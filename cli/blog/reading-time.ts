/** Words a reader takes in a minute, as reading-time estimates on blogs count them. */
const WORDS_PER_MINUTE = 200;

/** A word: letters or digits, with the apostrophes and hyphens inside it. */
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

/**
 * Minutes a post takes to read, rounded up: its words, code included (readers skim it, but
 * it takes room), without MDX's import and export lines or the markup of tags.
 */
export function readingMinutes(body: string): number {
  const text = body.replace(/^(?:import|export)\s.*$/gm, '').replace(/<\/?[A-Za-z][^>]*>/g, ' ');
  const words = text.match(WORD)?.length ?? 0;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

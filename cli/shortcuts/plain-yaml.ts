/**
 * Front matter of the plainest kind, read without a YAML parser: one `key: value` a line, each
 * value a quoted string with no escape, `true` or `false`, a whole number, a word-like string
 * that YAML could take for nothing else, or a list of plain words in brackets (a blog post's
 * `tags: [release, news]`). Generators and writers mostly write front matter this way, and the
 * YAML parser took longer to warm up on a site's hundreds of small blocks than the rest of the
 * content stage. Anything else (comments, other lists, nesting, escapes, a key set twice)
 * is left to the YAML parser: undefined. Where it answers, it answers as YAML 1.2 does.
 */
export function plainYaml(block: string): Record<string, unknown> | undefined {
  const data: Record<string, unknown> = {};
  for (const line of block.split(/\r?\n/)) {
    const entry = ENTRY.exec(line);
    if (!entry) return undefined;
    const [, key, written] = entry as unknown as [string, string, string];
    const value = plainValue(written);
    // `__proto__` would set the object's prototype here, where YAML makes it a key.
    if (value === undefined || Object.hasOwn(data, key) || key === '__proto__') return undefined;
    data[key] = value;
  }
  return data;
}

/** A key of letters, digits, `_` and `-`, a colon, at least one space, and a value (trailing spaces aside). */
const ENTRY = /^([A-Za-z_][\w-]*): +(\S(?:.*\S)?) *$/;
const DOUBLE_QUOTED = /^"([^"\\]*)"$/;
const SINGLE_QUOTED = /^'([^']*)'$/;
const WHOLE_NUMBER = /^(?:0|-?[1-9]\d{0,14})$/;
/**
 * A plain string: a letter or `/` (a slug), then letters, digits, spaces and punctuation that means nothing to
 * YAML within a value (no `:`, `#`, quotes, brackets, braces or backslash).
 */
const PLAIN = /^[A-Za-z/][\w .,;!?&*()/+'=~$%^-]*$/;
/** A list of words (a letter, then letters, digits, `_` and `-`) in brackets, on one line: `[a, b-c]`, or `[]`. */
const WORD_LIST = /^\[ *((?:[A-Za-z][\w-]*(?: *, *[A-Za-z][\w-]*)*)?) *\]$/;
/** Plain words YAML 1.2 reads as something else than a string. */
const NOT_STRINGS = /^(?:null|Null|NULL|true|True|TRUE|false|False|FALSE)$/;

function plainValue(written: string): unknown {
  const quoted = DOUBLE_QUOTED.exec(written) ?? SINGLE_QUOTED.exec(written);
  if (quoted) return quoted[1];
  if (written === 'true' || written === 'false') return written === 'true';
  if (WHOLE_NUMBER.test(written)) return Number(written);
  if (PLAIN.test(written) && !NOT_STRINGS.test(written)) return written;
  const list = WORD_LIST.exec(written)?.[1];
  if (list === undefined) return undefined;
  const words = list ? list.split(/ *, */) : [];
  return words.some((word) => NOT_STRINGS.test(word)) ? undefined : words;
}

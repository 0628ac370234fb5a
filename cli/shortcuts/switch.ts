import { UserError } from '../util/errors.js';

/**
 * The shortcuts: each gives, for the inputs it knows, the result the reference pipeline gives, at
 * less cost, and answers undefined for any other input, which then takes the reference way. They
 * exist only for speed, so a build with all of them off must write the same pages
 * (tests/shortcuts.test.ts builds sites both ways and compares them).
 *
 * `CKDOCS_SHORTCUTS=off` turns them all off; `CKDOCS_SHORTCUTS=off:plain-yaml,emit-page` only
 * those named, to measure what one saves. docs/ARCHITECTURE.md lists them with their figures.
 */
export const SHORTCUT_NAMES = [
  /** Front matter of one `key: value` a line read without the YAML parser (plain-yaml.ts). */
  'plain-yaml',
  /** An API doc comment of plain paragraphs, code spans and links rendered without the Markdown pipeline (simple-markdown.ts). */
  'simple-markdown',
  /** GFM's autolink and table constructs given up at once where the text rules them out (remark-gfm-lookahead.ts). */
  'gfm-lookahead',
  /** Plain headings, paragraphs, fences and one-line tags built without MDX's parser (remark-plain-blocks.ts). */
  'plain-blocks',
  /** A large page parsed and compiled in pieces cut at its section headings (piecewise-parse.ts, compile-pieces.ts). */
  'pieces',
  /** A page's code written straight from its HTML tree, not through MDX's JavaScript tree (emit-page.ts). */
  'emit-page',
  /** A blog post's words counted as `Intl.Segmenter` counts them, for its reading time, when it is ASCII (word-count.ts). */
  'word-count',
] as const;

export type ShortcutName = (typeof SHORTCUT_NAMES)[number];

/** The shortcuts this process leaves off, read once from `CKDOCS_SHORTCUTS` (workers inherit it). */
const off = offShortcuts(process.env.CKDOCS_SHORTCUTS);

function offShortcuts(setting: string | undefined): Set<ShortcutName> {
  if (!setting || setting === 'on') return new Set();
  if (setting === 'off') return new Set(SHORTCUT_NAMES);
  const named = /^off:(.+)$/.exec(setting)?.[1]?.split(',');
  const unknown = named?.filter((name) => !(SHORTCUT_NAMES as readonly string[]).includes(name)) ?? [setting];
  if (unknown.length)
    throw new UserError(`CKDOCS_SHORTCUTS=${setting} names no shortcut: ${unknown.join(', ')}`, {
      problems: [`Set it to \`off\`, or to \`off:\` and some of ${SHORTCUT_NAMES.join(', ')}, separated by commas.`],
    });
  return new Set(named as ShortcutName[]);
}

/** Whether the shortcut `name` is taken in this process. */
export const shortcutOn = (name: ShortcutName): boolean => !off.has(name);

/**
 * `take`, the shortcut `name`: its result for an input it knows, undefined for any other. When
 * the shortcut is off, every input is one it does not know.
 */
export function shortcut<Args extends unknown[], Result>(
  name: ShortcutName,
  take: (...args: Args) => Result | undefined,
): (...args: Args) => Result | undefined {
  return shortcutOn(name) ? take : () => undefined;
}

/** The shortcuts off, for the keys of caches whose entries a shortcut made. */
export const shortcutsKey = [...off].sort().join(',');

/**
 * A comment that marks lines of a code block (Docusaurus's "magic comments"): `line` marks the
 * line after it, `block` the lines between its start and end comments; the marked lines get
 * `className`. The comments themselves are left out of the block.
 */
export interface MagicComment {
  className: string;
  line?: string;
  block?: { start: string; end: string };
}

/** Docusaurus's one magic comment by default: highlighted lines. */
export const DEFAULT_MAGIC_COMMENTS: MagicComment[] = [
  {
    className: 'theme-code-block-highlighted-line',
    line: 'highlight-next-line',
    block: { start: 'highlight-start', end: 'highlight-end' },
  },
];

/** How a comment opens and closes, as regular expressions, by comment style. */
const STYLES = {
  slashes: ['//', ''],
  slashStar: ['/\\*', '\\*/'],
  jsxBraces: ['\\{\\s*/\\*', '\\*/\\s*\\}'],
  hash: ['#', ''],
  html: ['<!--', '-->'],
  dashes: ['--', ''],
  percent: ['%', ''],
  semicolons: [';;', ''],
} as const;
type Style = keyof typeof STYLES;

const JS: Style[] = ['slashes', 'slashStar'];
/** The comment styles a directive may be written in, by code block language; any style for others. */
const STYLES_OF: Record<string, Style[]> = {
  js: JS,
  javascript: JS,
  ts: JS,
  typescript: JS,
  jsx: [...JS, 'jsxBraces'],
  tsx: [...JS, 'jsxBraces'],
  html: [...JS, 'html'],
  md: ['html', 'jsxBraces', 'hash'],
  markdown: ['html', 'jsxBraces', 'hash'],
  mdx: ['html', 'jsxBraces', 'hash'],
  python: ['hash'],
  py: ['hash'],
  bash: ['hash'],
  lua: ['dashes'],
  haskell: ['dashes'],
  sql: ['dashes'],
  tex: ['percent'],
  latex: ['percent'],
  matlab: ['percent'],
  wasm: ['semicolons'],
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/**
 * The code with its magic comments left out, and the classes of the lines they mark (line
 * numbers from 1, of the code returned). Code of no language has none, as in Docusaurus.
 */
export function applyMagicComments(
  code: string,
  language: string | undefined,
  comments: MagicComment[],
): { code: string; lineClasses: Map<number, string[]> } {
  const lineClasses = new Map<number, string[]>();
  if (!language || !comments.length) return { code, lineClasses };
  const directives = new Map<string, { comment: MagicComment; kind: 'line' | 'start' | 'end' }>();
  for (const comment of comments) {
    if (comment.line) directives.set(comment.line, { comment, kind: 'line' });
    if (comment.block) {
      directives.set(comment.block.start, { comment, kind: 'start' });
      directives.set(comment.block.end, { comment, kind: 'end' });
    }
  }
  // Most blocks have none: they are returned as they are, without a pass over their lines.
  if (![...directives.keys()].some((name) => code.includes(name))) return { code, lineClasses };
  const names = [...directives.keys()].map(escape).join('|');
  const styles = STYLES_OF[language.toLowerCase()] ?? (Object.keys(STYLES) as Style[]);
  const pattern = new RegExp(
    `^\\s*(?:${styles.map((style) => `${STYLES[style][0]}\\s*(${names})\\s*${STYLES[style][1]}`).join('|')})\\s*$`,
  );
  const kept: string[] = [];
  const nextLine = new Set<MagicComment>();
  const openBlocks = new Map<MagicComment, number>();
  for (const line of code.split('\n')) {
    const match = pattern.exec(line);
    const name = match?.slice(1).find((group) => group !== undefined);
    const directive = name === undefined ? undefined : directives.get(name);
    if (directive) {
      const { comment, kind } = directive;
      if (kind === 'line') nextLine.add(comment);
      else openBlocks.set(comment, Math.max(0, (openBlocks.get(comment) ?? 0) + (kind === 'start' ? 1 : -1)));
      continue;
    }
    kept.push(line);
    const classes = comments
      .filter((comment) => nextLine.has(comment) || (openBlocks.get(comment) ?? 0) > 0)
      .map((comment) => comment.className);
    nextLine.clear();
    if (classes.length) lineClasses.set(kept.length, classes);
  }
  return { code: kept.join('\n'), lineClasses };
}

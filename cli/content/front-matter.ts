import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { isNode, parseDocument, YAMLParseError, type Document } from 'yaml';
import * as z from 'zod';
import { hookedFrontMatter, preprocessedBody } from './markdown-hooks.js';
import { UserError, codeFrame } from '../util/errors.js';
import { problemsOf } from '../config/format-issues.js';
import { closestName, unknownNameMessage } from '../util/closest-name.js';
import { plainYaml } from '../shortcuts/plain-yaml.js';
import { shortcut } from '../shortcuts/switch.js';

/**
 * Values as YAML reads what a writer left unquoted, taken as Docusaurus's front matter takes them:
 * a number or a date where text is asked is its text (`keywords: [404]`), a numeral where a number
 * is (`sidebar_position: "3"`), `true` or `false` written as text where a yes or no is.
 */
const text = () =>
  z.preprocess((value) => (typeof value === 'number' || value instanceof Date ? String(value) : value), z.string());
const numeric = (schema = z.number()) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value),
    schema,
  );
const yesNo = () =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^(true|false)$/i.test(value) ? /^true$/i.test(value) : value),
    z.boolean(),
  );

/** A doc's front matter: Docusaurus's doc keys, so that Docusaurus docs build unchanged. */
export const frontMatterSchema = z.looseObject({
  /** Id of the doc, replacing its file name. */
  id: text().optional(),
  /** Title: the page's h1, its <title> and its sidebar label. */
  title: text().optional(),
  /** Meta description, and the text of search results. */
  description: text().optional(),
  /** URL of the doc: absolute from the version's base, or relative to its folder. */
  slug: text().optional(),
  /** Text of the doc's sidebar link; the title when omitted. */
  sidebar_label: text().optional(),
  /** Order among its siblings in the sidebar; the file name's number prefix when omitted. */
  sidebar_position: numeric().optional(),
  /** Class on the doc's `<li>` in the sidebar, whatever the sidebar item says. */
  sidebar_class_name: text().optional(),
  /** The doc's sidebar item's `customProps`, for the site's own components. */
  sidebar_custom_props: z.record(z.string(), z.unknown()).optional(),
  /** Names the doc's sidebar item for translations (accepted, with no effect: one language is built). */
  sidebar_key: text().optional(),
  /** Sidebar shown with the doc (accepted, not used: the doc's top folder chooses it). */
  displayed_sidebar: text().nullable().optional(),
  /** Hide the h1 the theme adds from the title. */
  hide_title: yesNo().default(false),
  /** Hide the table of contents. */
  hide_table_of_contents: yesNo().default(false),
  /** Smallest heading level in the table of contents. */
  toc_min_heading_level: numeric(z.number().int().min(2).max(6)).optional(),
  /** Largest heading level in the table of contents. */
  toc_max_heading_level: numeric(z.number().int().min(2).max(6)).optional(),
  /** Leave the doc out of the site. */
  draft: yesNo().default(false),
  /** Build the doc but leave it out of the sidebar and the previous/next links. */
  unlisted: yesNo().default(false),
  /** Meta keywords. */
  keywords: z.array(text()).default([]),
  /** Image of the page's social cards, over the config's `image`: a path in the static folder or an address. */
  image: text().optional(),
  /**
   * Tags of the doc, each listing it on its tag's page: a key of the tags file, or a tag of its
   * own (a label, or `{ label, permalink, description }`).
   */
  tags: z
    .array(
      z.union([
        text(),
        z.strictObject({ label: text(), permalink: text().optional(), description: text().optional() }),
      ]),
    )
    .optional(),
  /** Text of the doc in previous/next links, over its sidebar label and title. */
  pagination_label: text().optional(),
  /** Doc id of the next link, over the sidebar's next doc, or null for none. */
  pagination_next: text().nullable().optional(),
  /** Doc id of the previous link, over the sidebar's previous doc, or null for none. */
  pagination_prev: text().nullable().optional(),
  /** "Edit this page" address of this doc, over the one `docs.editUrl` gives, or null for none. */
  custom_edit_url: text().nullable().optional(),
  /** false: the number prefixes of the doc's path stay in its id and URL, and give it no position. */
  parse_number_prefixes: yesNo().optional(),
  /** Author and date shown as the last update, instead of git's. */
  last_update: z.object({ author: text().optional(), date: z.union([z.string(), z.date()]).optional() }).optional(),
});
export type FrontMatter = z.output<typeof frontMatterSchema>;

const KEYS = Object.keys(frontMatterSchema.shape);

/** The schema's defaults, which every doc's front matter holds whether its file sets them or not. */
const DEFAULTS = Object.entries(frontMatterSchema.parse({}));

/**
 * A doc's front matter without the defaults its file left as they are: as Docusaurus hands it to
 * a site's components (`useDoc().frontMatter`), where an unset `keywords` is not an empty list.
 */
export function frontMatterAsWritten(frontMatter: FrontMatter): Record<string, unknown> {
  const written: Record<string, unknown> = { ...frontMatter };
  for (const [key, value] of DEFAULTS) if (JSON.stringify(written[key]) === JSON.stringify(value)) delete written[key];
  return written;
}
const FENCE = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(\r?\n|$)/;

/** A key a doc's front matter sets that is not a front matter key: the build ignores it. */
export interface UnknownKey {
  key: string;
  file: string;
  /** Its line in the file, when found. */
  line?: number;
}

function unknownKeys(data: unknown, block: string, file: string): UnknownKey[] {
  if (!data || typeof data !== 'object') return [];
  const lines = block.split('\n');
  return Object.keys(data)
    .filter((key) => !KEYS.includes(key))
    .map((key) => {
      // The block starts on the file's second line, after `---`.
      const index = lines.findIndex((text) => text.startsWith(`${key}:`) || text.startsWith(`${key} `));
      return { key, file, line: index >= 0 ? index + 2 : undefined };
    });
}

/**
 * What to tell the writer of the keys no front matter has, each key once, with how many files set
 * it and where one does. One close to a valid key is a slip, told with the key meant. Others are
 * keys of the site's own (tools write them, and Docusaurus accepts them silently), told except on
 * a Docusaurus site (`docusaurus`), whose components get them as Docusaurus hands them over.
 */
export function unknownKeyWarnings(keys: UnknownKey[], { docusaurus = false } = {}): string[] {
  const where = (k: UnknownKey) => `${k.file}${k.line ? `:${k.line}` : ''}`;
  const byKey = new Map<string, UnknownKey[]>();
  for (const k of keys) {
    if (byKey.has(k.key)) byKey.get(k.key)!.push(k);
    else byKey.set(k.key, [k]);
  }
  const warnings: string[] = [];
  const slips: string[] = [];
  for (const [key, [first, ...rest]] of byKey) {
    // A generator sets the same keys in hundreds of files: each key is matched against the valid ones once.
    if (closestName(key, KEYS) !== undefined) {
      const others = rest.length ? `, and in ${rest.length} other file${rest.length > 1 ? 's' : ''}` : '';
      slips.push(`${where(first!)}: ${unknownNameMessage(key, 'a front matter key', KEYS)} (it is ignored${others})`);
    } else if (!docusaurus) {
      const files = rest.length ? `, set in ${rest.length + 1} files, e.g. ${where(first!)}` : ` (${where(first!)})`;
      warnings.push(`\`${key}\` is not a front matter key, so it is ignored${files}`);
    }
  }
  return [...slips, ...warnings];
}

const plainFrontMatter = shortcut('plain-yaml', plainYaml);

/**
 * Splits front matter from the body; the body keeps its line numbers (the block becomes blank
 * lines). `unknownKeys` are the keys it sets that are not front matter keys.
 */
export function splitFrontMatter(
  source: string,
  file: string,
): { frontMatter: FrontMatter; body: string; unknownKeys: UnknownKey[] } {
  const match = FENCE.exec(source);
  const hooked = hookedFrontMatter(file, source);
  if (hooked) {
    const frontMatter = parseFrontMatter(frontMatterSchema, hooked.frontMatter, source, file);
    const body = preprocessedBody(file, hooked.content ?? (match ? bodyBelow(match, source) : source));
    return { frontMatter, body, unknownKeys: unknownKeys(hooked.frontMatter, match?.[1] ?? '', file) };
  }
  if (!match) {
    if (/^---[ \t]*\r?\n/.test(source) && !/\n---[ \t]*(\r?\n|$)/.test(source))
      throw new UserError('Front matter is never closed', {
        file,
        line: 1,
        frame: codeFrame(source, 1),
        problems: ['End it with a line of three dashes, `---`, after its last key.'],
      });
    return { frontMatter: frontMatterSchema.parse({}), body: preprocessedBody(file, source), unknownKeys: [] };
  }
  const block = match[1]!;
  const data = plainFrontMatter(block) ?? readYaml(block, source, file);
  const frontMatter = parseFrontMatter(frontMatterSchema, data, source, file);
  return {
    frontMatter,
    body: preprocessedBody(file, bodyBelow(match, source)),
    unknownKeys: unknownKeys(data, block, file),
  };
}

/** The text below the front matter block, which becomes blank lines, so that lines keep their numbers. */
const bodyBelow = (match: RegExpExecArray, source: string) =>
  '\n'.repeat(match[0].split('\n').length - 1) + source.slice(match[0].length);

/**
 * `data`, the front matter of `file` (whose text is `source`), read with `schema`: what it
 * refuses is an error at the line of the first value refused. Kinds of pages with keys of their
 * own (blog posts) read those with a schema of theirs.
 */
export function parseFrontMatter<S extends z.ZodType>(
  schema: S,
  data: unknown,
  source: string,
  file: string,
): z.output<S> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw invalidFrontMatter(parsed.error.issues, { data, schema, source, file });
  return parsed.data;
}

/** The line of `file` where the front matter value at `path` is written (see `lineOfValue`). */
export function frontMatterLine(source: string, path: readonly PropertyKey[]): number {
  const block = FENCE.exec(source)?.[1] ?? '';
  return lineOfValue(parseDocument(block), block, path);
}

/**
 * The front matter of a Docusaurus site's file as the site's Docusaurus reads it (its
 * `@docusaurus/utils`), for what the yaml package refuses: before 3.10 its YAML parser lets
 * `authors: [ada] tags: [lamp]` on one line pass. Undefined outside a Docusaurus site's folder,
 * where none is installed, or where it refuses too.
 */
function docusaurusFrontMatter(source: string, file: string): Record<string, unknown> | undefined {
  if (!inDocusaurusSite(file)) return undefined;
  try {
    const utils = createRequire(file).resolve('@docusaurus/utils');
    const { parseFileContentFrontMatter } = createRequire(utils)('./markdownUtils.js') as {
      parseFileContentFrontMatter(text: string): { frontMatter: Record<string, unknown> };
    };
    return parseFileContentFrontMatter(source).frontMatter;
  } catch {
    return undefined;
  }
}

/** Whether a folder above `file` holds a Docusaurus config: a ckdocs site's front matter is the yaml package's alone. */
function inDocusaurusSite(file: string): boolean {
  const extensions = ['js', 'ts', 'mjs', 'cjs', 'mts', 'cts'];
  for (let dir = dirname(resolve(file)); ; dir = dirname(dir)) {
    if (extensions.some((extension) => existsSync(join(dir, `docusaurus.config.${extension}`)))) return true;
    if (dirname(dir) === dir) return false;
  }
}

/** The block's YAML, read as the yaml package's `parse` reads it; a syntax error at its line. */
function readYaml(block: string, source: string, file: string): unknown {
  try {
    const doc = parseDocument(block);
    // As `parse` does: warnings (an unknown tag) go to the process's, the first error is thrown.
    for (const warning of doc.warnings) process.emitWarning(warning);
    if (doc.errors[0]) throw doc.errors[0];
    return doc.toJS() ?? {};
  } catch (error) {
    const lenient = docusaurusFrontMatter(source, file);
    if (lenient) return lenient;
    const pos = error instanceof YAMLParseError ? error.linePos?.[0] : undefined;
    const line = pos ? pos.line + 1 : 1;
    // YAML's own position counts from the block's first line: the file's is given instead.
    const reason = (error as Error).message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
    throw new UserError(`Invalid front matter: ${reason}`, {
      file,
      line,
      column: pos?.col,
      frame: codeFrame(source, line, pos?.col ?? 1),
      problems: [
        'Front matter is YAML between two `---` lines: quote a value that holds `: `, ` #`, or starts with `[`, `{`, `*`, `&` or a quote (title: "[Beta] Caching").',
      ],
    });
  }
}

/**
 * The schema's problems with a doc's front matter, in the order of the file (the schema's is its
 * keys'), located at the value of the first one.
 */
function invalidFrontMatter(
  issues: z.core.$ZodIssue[],
  { data, schema, source, file }: { data: unknown; schema: z.ZodType; source: string; file: string },
): UserError {
  // Read again for where each value is written: only a refused front matter needs to know.
  const block = FENCE.exec(source)?.[1] ?? '';
  const doc = parseDocument(block);
  const located = problemsOf(issues, data, schema)
    .map(({ path, unknownKey, text }) => ({
      text,
      line: lineOfValue(doc, block, unknownKey ? [...path, unknownKey] : path),
    }))
    .sort((a, b) => a.line - b.line);
  const { line } = located[0]!;
  return new UserError('Invalid front matter', {
    file,
    line,
    frame: codeFrame(source, line),
    problems: located.map((problem) => problem.text),
  });
}

/**
 * The line of the file where the value at `path` is written, or where the closest of its parents
 * is (the object a key is missing from); the first line if the block has none. The block starts
 * on the file's second line, after `---`.
 */
function lineOfValue(doc: Document, block: string, path: readonly PropertyKey[]): number {
  for (let depth = path.length; depth >= 0; depth--) {
    const node = doc.getIn(path.slice(0, depth), true);
    if (isNode(node) && node.range) return block.slice(0, node.range[0]).split('\n').length + 1;
  }
  return 1;
}

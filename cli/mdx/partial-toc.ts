import { createProcessor } from '@mdx-js/mdx';
import type { Heading, Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, resolve } from 'node:path';
import { VFile } from 'vfile';
import { splitFrontMatter } from '../content/front-matter.js';
import type { PageSettings } from './page-settings.js';
import { preprocess } from './preprocess.js';
import type { TocItem } from '../../common/data.js';
import { walkTree } from './walk-tree.js';

declare module 'vfile' {
  interface DataMap {
    /** The Markdown partials whose headings the page's table of contents holds, with their modification times. */
    partials: [file: string, mtimeMs: number][];
  }
}

const MARKDOWN_FILE = /\.mdx?$/;

/** The Markdown files the page imports as components (`import Intro from './_intro.mdx'`), by name. */
function markdownImports(esm: MdxjsEsm[], page: string, siteDir: string | undefined): Map<string, string> {
  const imports = new Map<string, string>();
  for (const node of esm)
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type !== 'ImportDeclaration' || typeof statement.source.value !== 'string') continue;
      const source = statement.source.value;
      const file = source.startsWith('.')
        ? resolve(dirname(page), source)
        : source.startsWith('@site/') && siteDir
          ? join(siteDir, source.slice('@site/'.length))
          : undefined;
      const name = statement.specifiers.find((s) => s.type === 'ImportDefaultSpecifier')?.local.name;
      if (file && name && MARKDOWN_FILE.test(file)) imports.set(name, file);
    }
  return imports;
}

/** Whether the page exports a `toc` of its own, which Docusaurus leaves as written. */
export const exportsToc = (esm: MdxjsEsm[]) =>
  esm.some((node) =>
    node.data?.estree?.body.some(
      (statement) =>
        statement.type === 'ExportNamedDeclaration' &&
        statement.declaration?.type === 'VariableDeclaration' &&
        statement.declaration.declarations.some((d) => d.id.type === 'Identifier' && d.id.name === 'toc'),
    ),
  );

/** A file's headings for its table of contents, its own partials' in place (remark-headings.ts); `seen`: the partials it is in. */
export type HeadingsOf = (tree: Root, file: VFile, seen: Set<string>) => TocItem[];

/**
 * The page's headings with, where it renders a Markdown file it imports (`<Intro />`), that file's
 * own headings in their place, as Docusaurus's table of contents has them from 3.2: each with the
 * id its own compile gives it (`headingsOf`), a partial's partials in turn. The files read go in
 * `file.data.partials`, for the compile cache. `own`: the page's headings in the TOC, by node.
 */
export function headingsWithPartials(
  tree: Root,
  file: VFile,
  own: Map<Heading, TocItem>,
  headingsOf: HeadingsOf,
  seen: Set<string> = new Set(),
): TocItem[] {
  // MDX's imports and exports are the document's own blocks: no walk of the whole page for them.
  const esm = tree.children.filter((node): node is MdxjsEsm => node.type === 'mdxjsEsm');
  const imports = markdownImports(esm, file.path, file.data.settings?.siteDir);
  if (!imports.size || exportsToc(esm)) return [...own.values()];
  const headings: TocItem[] = [];
  const partials: [string, number][] = [];
  walkTree(tree, (node) => {
    if (node.type === 'heading') {
      const item = own.get(node as Heading);
      if (item) headings.push(item);
      return;
    }
    const path = node.type === 'mdxJsxFlowElement' ? imports.get((node as MdxJsxFlowElement).name ?? '') : undefined;
    if (!path || seen.has(path)) return;
    const partial = partialHeadings(path, file.data.settings!, headingsOf, new Set([...seen, file.path, path]));
    if (!partial) return;
    headings.push(...partial.headings);
    partials.push([path, partial.mtimeMs], ...partial.partials);
  });
  file.data.partials = partials;
  return headings;
}

/** One MDX parser per format, for every partial of the pages compiled here (a partial many pages share is parsed for each). */
const parsers = new Map<'md' | 'mdx', ReturnType<typeof createProcessor>>();
const parserOf = (format: 'md' | 'mdx') => {
  let parser = parsers.get(format);
  if (!parser) parsers.set(format, (parser = createProcessor({ format })));
  return parser;
};

/** A partial's headings as its own compile finds them, or undefined where it cannot be read or parsed (its compile says why). */
function partialHeadings(path: string, settings: PageSettings, headingsOf: HeadingsOf, seen: Set<string>) {
  let source: string;
  let mtimeMs: number;
  try {
    source = readFileSync(path, 'utf8');
    mtimeMs = statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
  const format = settings.format === 'md' || settings.format === 'mdx' ? settings.format : extname(path).slice(1);
  try {
    const body = preprocess(splitFrontMatter(source, path).body, format as 'md' | 'mdx', settings.mdx1Compat);
    const file = new VFile({ path, value: body, data: { settings: { ...settings, relPath: path } } });
    const tree = parserOf(format as 'md' | 'mdx').parse(file) as Root;
    return { headings: headingsOf(tree, file, seen), partials: file.data.partials ?? [], mtimeMs };
  } catch {
    return undefined;
  }
}

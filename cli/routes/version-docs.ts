import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { DocSource } from '../content/types.js';
import type { CompiledDoc } from '../mdx/types.js';
import { docDescription } from './doc-excerpt.js';
import type { Route } from './types.js';
import type { VersionDoc } from '../../common/data.js';

/** A site module that reads its version's docs by id, as Docusaurus's client API gives them. */
const READS_VERSION_DOCS = /\buse(?:DocsVersion|DocById)\b/;
/** The modules a module imports, as written (`from './x'`, `import('./x')`, `require('./x')`). */
const IMPORTED = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;
const EXTENSIONS = ['', '.js', '.jsx', '.ts', '.tsx', '.mjs', '/index.js', '/index.jsx', '/index.ts', '/index.tsx'];
/** Files whose imports are read: code, and Markdown partials, which import components too. */
const SCANNED = /\.(?:[cm]?[jt]sx?|mdx?)$/;

/**
 * On a Docusaurus site, gives each doc page whose code reads its version's docs (an MDX page
 * importing a component of the site's that calls `useDocsVersion` or `useDocById`) every doc of
 * its version, as Docusaurus gives every doc page: id, title, description and sidebar. Only those
 * pages: the other pages' data stays small.
 */
export function addVersionDocs(routes: Route[], compiled: Map<DocSource, CompiledDoc>, siteDir: string): void {
  const reads = new Map<string, boolean>();
  const readers = routes.filter(({ doc, page }) => {
    if (!doc || !page.doc) return false;
    const from = dirname(doc.file);
    return compiled
      .get(doc)
      ?.imports.some((specifier) => readsVersionDocs(moduleFile(specifier, from, siteDir), siteDir, reads));
  });
  // Made only for the versions whose pages read it: a description is a doc's excerpt at worst.
  const byVersion = new Map<string, Record<string, VersionDoc>>();
  const versionDocs = (version: string) => {
    let docs = byVersion.get(version);
    if (docs) return docs;
    docs = {};
    for (const { doc, page, path } of routes)
      if (doc?.version === version && page.doc && path === doc.permalink)
        docs[doc.id] = {
          id: doc.id,
          title: page.doc.title,
          description: docDescription(doc),
          sidebar: page.doc.sidebar,
        };
    byVersion.set(version, docs);
    return docs;
  };
  for (const { doc, page } of readers) page.doc!.versionDocs = versionDocs(doc!.version);
}

/** Whether a site module, or one it imports from the site, reads the version's docs. */
function readsVersionDocs(file: string | undefined, siteDir: string, seen: Map<string, boolean>): boolean {
  if (!file || !SCANNED.test(file)) return false;
  const known = seen.get(file);
  if (known !== undefined) return known;
  // Settled as false first: modules importing each other end there.
  seen.set(file, false);
  const source = readFileSync(file, 'utf8');
  const reads =
    READS_VERSION_DOCS.test(source) ||
    [...source.matchAll(IMPORTED)].some((match) =>
      readsVersionDocs(moduleFile(match[1]!, dirname(file), siteDir), siteDir, seen),
    );
  seen.set(file, reads);
  return reads;
}

/** The site file an import names (a relative path or `@site/`), or undefined for a package's. */
function moduleFile(specifier: string, fromDir: string, siteDir: string): string | undefined {
  const path = specifier.replace(/^.*!/, '').split('?')[0]!;
  const base = path.startsWith('.')
    ? resolve(fromDir, path)
    : path.startsWith('@site/')
      ? join(siteDir, path.slice(6))
      : undefined;
  if (!base || base.includes('/node_modules/')) return undefined;
  return EXTENSIONS.map((ext) => base + ext).find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

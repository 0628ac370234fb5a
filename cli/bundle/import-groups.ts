import { createHash } from 'node:crypto';
import { isAbsolute, relative } from 'node:path';
import { isBlogTemplate } from '../blog/paths.js';
import { takenNames, usedImportNames, WHOLE } from './named-imports.js';
import type { PageModule } from './types.js';
import { isRuntimeSpecifier } from './runtime-specifiers.js';

/**
 * Pages that import the same modules, resolved alike, in a build's browser bundle: they share one
 * bundled table of those modules, and each page's own code is written as it is (page-chunks.ts).
 * Bundling each such page as an entry of its own cost esbuild as much as the rest of the bundle.
 */
export interface ImportGroup {
  /** Its name in the bundle (`ck-group:<key>`), from what it imports. */
  key: string;
  specifiers: string[];
  /** The folder its modules resolve from: a page's, unless where it is changes nothing. */
  resolveDir: string;
  /** The names its pages take from each module, for the bundler to check. */
  names: Map<string, string[]>;
  /** What its pages take of each module, all together (takenNames): the names, or the module whole. */
  taken: Map<string, string[] | typeof WHOLE>;
  pages: PageModule[];
}

/** Specifiers that resolve the same from any page: the site folder's, React's, the theme's and the blog's templates. */
const resolvedAnywhere = (specifier: string) =>
  specifier.startsWith('@site/') || isBlogTemplate(specifier) || isRuntimeSpecifier(specifier);

/** The pages (those that need a bundle) grouped by what they import and from where. */
export function importGroups(pages: Iterable<PageModule>, siteDir: string): Map<string, ImportGroup> {
  const groups = new Map<string, ImportGroup>();
  for (const page of pages) {
    const specifiers = [...new Set(page.imports)].sort();
    // Paths from the site's folder: the key names the group's file and orders the bundle's entries,
    // and so its CSS, none of which may change with where the site is.
    const fromSite = (path: string) => (isAbsolute(path) ? relative(siteDir, path) : path);
    const from = specifiers.every(resolvedAnywhere) ? '' : fromSite(page.resolveDir);
    const key = createHash('sha1')
      .update(JSON.stringify([specifiers.map(fromSite), from]))
      .digest('hex')
      .slice(0, 12);
    let group = groups.get(key);
    if (!group)
      groups.set(
        key,
        (group = { key, specifiers, resolveDir: page.resolveDir, names: new Map(), taken: new Map(), pages: [] }),
      );
    group.pages.push(page);
    const used = usedImportNames(page.code);
    for (const [specifier, names] of takenNames(page.code, specifiers, used)) {
      const known = group.taken.get(specifier) ?? [];
      group.taken.set(specifier, names === WHOLE || known === WHOLE ? WHOLE : [...new Set([...known, ...names])]);
    }
    for (const [specifier, names] of used) {
      const known = group.names.get(specifier) ?? [];
      group.names.set(specifier, [...known, ...names.filter((name) => !known.includes(name))]);
    }
  }
  return groups;
}

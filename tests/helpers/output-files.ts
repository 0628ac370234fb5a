import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** An esbuild output name's content hash (`main-4PZBQG4A.js`): code written otherwise gets another. */
const ASSET_HASH = /-[A-Z0-9]{8}\.(js|css)\b/g;
const withoutHashes = (text: string) => text.replace(ASSET_HASH, '-HASH.$1');

/**
 * Every file of a built site a reader gets as it is (pages, `.md` copies, llms files, search
 * index, sitemap, feeds, styles), by its path with asset hashes taken out, and its text so too.
 * Scripts are left out: the same page can be written as other code.
 */
export async function readerFiles(out: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(out, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name.endsWith('.js')) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(withoutHashes(relative(out, path)), withoutHashes(await readFile(path, 'latin1')));
  }
  return files;
}

/** The paths whose files differ between two sites' `readerFiles`, or that only one of them has. */
export function differingFiles(a: Map<string, string>, b: Map<string, string>): string[] {
  const paths = new Set([...a.keys(), ...b.keys()]);
  return [...paths].filter((path) => a.get(path) !== b.get(path)).sort();
}

/**
 * The scripts a page's HTML has the browser fetch at once, its module script and the chunks it
 * preloads, as paths in the output (no leading slash).
 */
export function pageScripts(html: string): string[] {
  return [...html.matchAll(/<(?:script type="module" src|link rel="modulepreload" href)="\/([^"]+\.js)"/g)].map(
    ([, file]) => file!,
  );
}

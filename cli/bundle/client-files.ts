import { encodePath } from '../../common/route-files.js';

/** The output folder the client bundle writes into; its files' URLs are the base URL and this. */
export const ASSETS_DIR = 'assets';

/**
 * The client bundle's entries by their names (esbuild's `out`, from ASSETS_DIR): the runtime every
 * page loads, the theme stylesheet, and the stylesheet of the CSS site code imports (site-styles.ts).
 */
export const ENTRIES = { main: 'main', style: 'style', siteStyles: 'site' } as const;

/**
 * A metafile input that is no file: virtual modules (pages, site data, SVG components) are named
 * `namespace:path`, a package's module its `browser` field turns off `(disabled):<path>`; files are
 * paths from ckdocs' folder, or absolute where there is none (another drive), which a one-letter
 * `D:` tells apart.
 */
export const VIRTUAL_INPUT = /^([\w-]{2,}|\(disabled\)):/;

/** A page's chunk, by its key (`<version>/<id>`). */
export const pageEntry = (key: string) => `pages/${key}`;

/** An import group's table (import-groups.ts `ImportGroup`), by its key. */
export const groupEntry = (key: string) => `imports/${key}`;

/**
 * esbuild's names for the bundle's files. The dev server's entries have no hash: their URLs are
 * known before its bundle is made, so pages are served without waiting for it.
 */
export const fileNames = (dev: boolean) => ({
  entryNames: dev ? '[dir]/[name]' : '[dir]/[name]-[hash]',
  chunkNames: 'chunks/[name]-[hash]',
  assetNames: 'media/[name]-[hash]',
});

/**
 * Whether a file of the dev bundle is named by its content (`fileNames`' chunks and media): a name
 * is then the same file whichever bundle made it. `path` is its URL under the site's base URL.
 */
export function contentNamed(path: string, baseUrl: string): boolean {
  const { chunkNames, assetNames } = fileNames(true);
  const dirs = [chunkNames, assetNames].map((names) => `${baseUrl}${ASSETS_DIR}/${names.split('/')[0]}/`);
  return dirs.some((dir) => path.startsWith(dir));
}

/** The URLs of the dev bundle's entries, as `fileNames(true)` names them. */
export function devEntryUrls(baseUrl: string) {
  const url = (entry: string, extension: string) => `${baseUrl}${encodePath(`${ASSETS_DIR}/${entry}.${extension}`)}`;
  return {
    main: url(ENTRIES.main, 'js'),
    style: url(ENTRIES.style, 'css'),
    siteStyles: url(ENTRIES.siteStyles, 'css'),
    page: (key: string) => url(pageEntry(key), 'js'),
  };
}

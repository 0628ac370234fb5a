// Where each route's files are, for the build that writes them, the dev server that answers for
// them and the browser that fetches them: the one mapping of route paths to files and back.
// It imports nothing: the browser bundle and the CLI both use it.

/** The 404 page's file, at the output's root (static hosts serve it for unknown paths). */
export const NOT_FOUND_FILE = '404.html';

/** The route manifest's file: every route's chunk and page data URL, read by the browser's router. */
export const ROUTE_MANIFEST_FILE = 'route-manifest.json';

/**
 * Which page URLs end in `/` (the config's `trailingSlash`): `'folders'` those Docusaurus ends so
 * when its own `trailingSlash` is unset (a folder's own page, a slug written with one), `true` every
 * page's, `false` none but the base URL's (each page is then written as `<name>.html`). Unset, on
 * ckdocs's own sites: none but the site's root.
 */
export type TrailingSlash = boolean | 'folders' | undefined;

/**
 * `url` (a path, relative or not, with any query and hash) with the trailing slash `style` gives
 * it, as Docusaurus's Link and routes apply `trailingSlash`: only `true` and `false` change it, an
 * anchor, the root and the base URL stay as they are.
 */
export function withTrailingSlash(url: string, style: TrailingSlash, baseUrl: string): string {
  if (typeof style !== 'boolean' || url.startsWith('#')) return url;
  const pathname = url.split(/[?#]/)[0]!;
  if (pathname === '/' || pathname === baseUrl) return url;
  const slashed = pathname.endsWith('/');
  if (style === slashed) return url;
  return (style ? `${pathname}/` : pathname.slice(0, -1)) + url.slice(pathname.length);
}

/**
 * The key a route is found by, whether or not its URL ends in `/`: its path without the trailing
 * slash (the root stays `/`). Docusaurus's routes match either way too.
 */
export function routeKey(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/** A route's folder in the output, `/`-separated: `<base>/a/b` -> `a/b` (`` for the site's root). */
export function routeFolder(baseUrl: string, path: string): string {
  const inSite = path.startsWith(baseUrl) ? path.slice(baseUrl.length) : path.slice(baseUrl.length - 1);
  return inSite.split('/').filter(Boolean).map(decodeURIComponent).join('/');
}

/**
 * A route's files in the output: its HTML document and its page data. With `trailingSlash: false`
 * a page whose URL does not end in `/` is `<name>.html`, as Docusaurus writes it, so that hosts
 * serve it at that URL without redirecting to one with a slash; its data stays in its folder.
 */
export function routeFiles(baseUrl: string, path: string, style?: TrailingSlash): { html: string; data: string } {
  const folder = routeFolder(baseUrl, path);
  const prefix = folder ? `${folder}/` : '';
  const flat = style === false && folder && !path.endsWith('/');
  return { html: flat ? `${folder}.html` : `${prefix}index.html`, data: `${prefix}page-data.json` };
}

/**
 * A page's Markdown copy (cli/llms/): beside its HTML, `/docs/x` -> `/docs/x.md`; the page at the
 * site's root has it inside, `/` -> `/index.md`. `file` is its path in the output.
 */
export function markdownCopy(baseUrl: string, path: string): { url: string; file: string } {
  const folder = routeFolder(baseUrl, path);
  return folder
    ? { url: `${routeKey(path)}.md`, file: `${folder}.md` }
    : { url: `${baseUrl}index.md`, file: 'index.md' };
}

/** URL of the JSON that describes the route at `path` (with or without its trailing slash). */
export function pageDataUrl(path: string): string {
  return `${path.replace(/\/$/, '')}/page-data.json`;
}

/** `/a/index.html` and `/a.html` are the page at `/a`; `/index.html` is `/` (a trailing slash is kept). */
export function cleanPath(pathname: string): string {
  return pathname
    .replace(/(.)\/index\.html$/, '$1')
    .replace(/^\/index\.html$/, '/')
    .replace(/(.)\.html$/, '$1');
}

/** What a URL path segment cannot hold as it is: `%`, `#` and `?` would end or garble it, spaces and quotes break links. */
const UNSAFE_IN_SEGMENT = /[%#?\s"<>\\^`{|}\p{Cc}]/gu;

/** A file or folder name as a URL path segment: names ckdocs takes from files are kept readable, only what a URL cannot hold is escaped. */
export function encodePathSegment(segment: string): string {
  return segment.replace(UNSAFE_IN_SEGMENT, (char) => encodeURIComponent(char));
}

/** A `/`-separated file path as a URL path, each segment escaped as a permalink's is. */
export function encodePath(path: string): string {
  return path.split('/').map(encodePathSegment).join('/');
}

/**
 * The route a request URL names: `/a/b/`, `/a/b/index.html` and `/a/b.html` all name `/a/b`; a
 * segment spelled with or without escapes (`caf%C3%A9`, `café`) names it as its permalink spells it.
 */
export function routeOfUrl(url: string): string {
  const decoded = url
    .split(/[?#]/)[0]!
    .split('/')
    .map((segment) => encodePathSegment(decodeURIComponent(segment)));
  return routeKey(cleanPath(decoded.join('/')));
}

/** The route whose page data `path` is (`/a/b/page-data.json` -> `/a/b`), if it is one. */
export function routeOfPageData(path: string): string | undefined {
  const match = /^(.*)\/page-data\.json$/.exec(path);
  return match ? match[1] || '/' : undefined;
}

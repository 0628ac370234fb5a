import { unescapeHtml } from '../../common/escape-html.js';
import { TITLE_META } from '../../common/data.js';
import type { Route } from '../routes/types.js';

/** What `@docusaurus/Head` (or `@theme/Layout`'s title) set in a page, as the server rendered it. */
export interface HoistedHead {
  title?: string;
  description?: string;
  /** Search engines are asked not to index the page (an unlisted blog post's `robots` meta). */
  noindex?: true;
}

/** A `<Head>`'s title as the server render marks it (`TITLE_META`), its text escaped as a title's is. */
const TITLE_TAG = new RegExp(`^<meta name="${TITLE_META}" content="([^"]*)"/>$`);

/** The start of each element React hoists: `<title>…</title>`, `<meta …/>`, `<link …/>`. */
const HOISTED_TAGS = ['<title', '<meta ', '<link '];

/** Where the element at `at` ends, if it is one React hoists. */
function hoistedEnd(html: Buffer, at: number): number | undefined {
  const tag = html.toString('latin1', at, at + 6);
  if (tag === '<title') {
    const close = html.indexOf('</title>', at);
    return close < 0 ? undefined : close + '</title>'.length;
  }
  if (tag !== '<meta ' && tag !== '<link ') return undefined;
  const close = html.indexOf('/>', at);
  return close < 0 ? undefined : close + 2;
}

/**
 * Whether `start`, the first bytes of a body still being written, holds all the elements React
 * hoisted (`splitHoisted` can split it): other markup follows them.
 */
export function hoistedComplete(start: Buffer): boolean {
  let at = 0;
  for (let end = hoistedEnd(start, at); end !== undefined; end = hoistedEnd(start, at)) at = end;
  return start.length - at >= 6 && !HOISTED_TAGS.includes(start.toString('latin1', at, at + 6));
}

/**
 * Splits the `<title>` and `<meta>` elements of a page's `<Head>` from its server-rendered body:
 * React puts them first, with the images it preloads (`<link>`, which stay), and they belong in
 * the document's head, which the build writes itself (`tags`, as React wrote them).
 */
export function splitHoisted(body: Uint8Array): { head: HoistedHead; tags: string[]; body: Uint8Array } {
  const html = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const kept: Buffer[] = [];
  const head: HoistedHead = {};
  const tags: string[] = [];
  let at = 0;
  for (let end = hoistedEnd(html, at); end !== undefined; at = end, end = hoistedEnd(html, at)) {
    const element = html.subarray(at, end);
    const written = element.toString();
    const marked = TITLE_TAG.exec(written)?.[1];
    const text = marked === undefined ? written : `<title>${marked}</title>`;
    const title = /^<title>([^<]*)<\/title>$/.exec(text)?.[1];
    const description = /^<meta name="description" content="([^"]*)"\/>$/.exec(text)?.[1];
    if (/^<meta name="robots" content="[^"]*noindex/.test(text)) head.noindex = true;
    if (title !== undefined) head.title = unescapeHtml(title);
    else if (description !== undefined) head.description = unescapeHtml(description);
    // Written as the document's own are, without the self-closing slash.
    if (title !== undefined || text.startsWith('<meta ')) tags.push(text.replace(/\/>$/, '>'));
    else kept.push(element);
  }
  if (!at) return { head, tags, body };
  return { head, tags, body: Buffer.concat([...kept, html.subarray(at)]) };
}

/** What a head element sets, which a later one of the same replaces: `title`, or a meta's name or property. */
export function headTagKey(tag: string): string | undefined {
  if (tag.startsWith('<title')) return 'title';
  if (!tag.startsWith('<meta ')) return undefined;
  const match = /\s(name|property|http-equiv)="([^"]*)"/.exec(tag);
  return match ? `${match[1]}=${match[2]!.toLowerCase()}` : undefined;
}

/**
 * The document's head elements with `added` in: as Docusaurus's `<Head>` does, each title and
 * meta added replaces the document's of the same name or property, in its place (a swizzled
 * DocItem's social card image), the others going before the scripts. Of added ones that share a
 * name the last wins, as it does between `<Head>`s, unless `repeats` keeps them all, as one
 * `<Head>` does (the site's `metadata`, two `keywords`).
 */
export function withHeadTags(own: string[], added: string[] = [], repeats = false): string[] {
  if (!added.length) return own;
  const byKey = new Map<string, string[]>();
  for (const tag of added) {
    const key = headTagKey(tag) ?? tag;
    byKey.set(key, repeats ? [...(byKey.get(key) ?? []), tag] : [tag]);
  }
  const placed = new Set<string>();
  const merged = own.flatMap((tag) => {
    const key = headTagKey(tag);
    if (key === undefined || !byKey.has(key)) return [tag];
    if (placed.has(key)) return [];
    placed.add(key);
    return byKey.get(key)!;
  });
  const rest = [...byKey].filter(([key]) => !placed.has(key)).flatMap(([, tags]) => tags);
  const scripts = merged.findIndex((tag) => tag.startsWith('<script'));
  const at = scripts < 0 ? merged.length : scripts;
  return [...merged.slice(0, at), ...rest, ...merged.slice(at)];
}

/**
 * A component page's route with the title, description and `noindex` its `<Head>` set (through
 * `@theme/Layout`, say): ckdocs knows nothing else of it. Other pages keep their own (front
 * matter, the theme's): their routes are returned as they are.
 */
export function withHoistedHead(route: Route, body: Uint8Array): Route {
  if (route.page.kind !== 'page') return route;
  const { head } = splitHoisted(body);
  const page = {
    ...route.page,
    ...(head.title !== undefined && { title: head.title }),
    ...(head.description !== undefined && { description: head.description }),
    // Then it is left out of the sitemap and search, and its document says so, as an unlisted doc's.
    ...(head.noindex && { unlisted: true as const }),
  };
  return { ...route, page };
}

import pageImports from 'ck:page-imports';
import type { MdxContent } from '../common/mdx-content.js';
import type { PageData, SidebarData, SidebarItem } from '../common/data.js';
import { viewOf, type PageView, type ViewChunks, type ViewName } from '../common/page-views.js';
import { pageDataUrl, routeKey } from '../common/route-files.js';
import { inServedBundle, SERVED_BUNDLE_META } from '../common/served-bundle.js';
import { loadStylesheet } from './stylesheets.js';
import { rememberNotPages } from './not-pages.js';

export interface LoadedPage {
  page: PageData;
  sidebar?: SidebarData;
  Content?: MdxContent;
  View?: PageView;
}
export type PageParts = Omit<LoadedPage, 'page'>;

/** A page whose code is still loading (no `error`), or could not be loaded (templates/PageLoader.tsx shows it). */
export interface PageLoaderState {
  error?: string;
  retry?: () => void;
}

/** A page as the runtime shows it: loaded, or with its code loading or failed (`loader`). */
export type ShownPage = LoadedPage & { loader?: PageLoaderState };

const sidebars = new Map<string, Promise<SidebarItem[]>>();
const pageData = new Map<string, Promise<PageData>>();
const views = new Map<ViewName, Promise<PageView>>();

let viewChunks: ViewChunks | undefined;

/**
 * The page views' templates (templates/view-chunks.ts), handed in by the entry before any page
 * loads: runtime/ imports no template but the app (tests/unit/layers.test.ts).
 */
export function setViewChunks(chunks: ViewChunks): void {
  viewChunks = chunks;
}

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

type PageChunk =
  { default?: MdxContent } | { makePage(load: (specifier: string) => unknown): { default?: MdxContent } };

/**
 * Chunks whose import failed, and how many times: a browser may keep a module's failure for its
 * URL, so that importing it again fails at once; a retry asks for it under another (`?retry=1`).
 */
const failedImports = new Map<string, number>();

/** The bundle `ckdocs serve` rendered this page's HTML with (common/served-bundle.ts); none in a build. */
const servedBundle = globalThis.document?.querySelector<HTMLMetaElement>(`meta[name="${SERVED_BUNDLE_META}"]`)?.content;

/** Each page chunk's content, made once: a page shown again (another query of it) keeps its components' state. */
const madePages = new WeakMap<object, MdxContent | undefined>();

function madePage(mod: Extract<PageChunk, { makePage: unknown }>): MdxContent | undefined {
  if (!madePages.has(mod)) madePages.set(mod, mod.makePage((specifier) => pageImports[specifier]).default);
  return madePages.get(mod);
}

/**
 * Imports a page's content module: a bundled one exports the content, a page's own chunk
 * (cli/bundle/page-chunks.ts) makes it from the modules it imports. Without content, an error names the chunk.
 */
export async function importContent(chunk: string): Promise<MdxContent> {
  const failures = failedImports.get(chunk) ?? 0;
  // Another page's data names the bundle of when it was asked for: this page's own is the one to ask.
  const asked = inServedBundle(chunk, servedBundle);
  const url = failures ? `${asked}${asked.includes('?') ? '&' : '?'}retry=${failures}` : asked;
  const mod = (await import(/* @vite-ignore */ url).catch((error: unknown) => {
    failedImports.set(chunk, failures + 1);
    throw error;
  })) as PageChunk;
  const content = 'makePage' in mod ? madePage(mod) : mod.default;
  if (typeof content !== 'function')
    throw new Error(`Page module ${chunk} has no default export, so the page cannot render.`);
  return content;
}

/**
 * `load()` once per key, shared by all who ask; forgotten if it fails, so that asking again retries.
 * The search index has the same for its files (`loadOnce`, runtime/search/open-index.ts), in a chunk
 * of its own: a module both imported would be another chunk that every page preloads.
 */
function once<T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
  let pending = cache.get(key);
  if (!pending) {
    pending = load();
    pending.catch(() => cache.delete(key));
    cache.set(key, pending);
  }
  return pending;
}

/** A sidebar's items, fetched once per URL (URLs carry a content hash, so they never go stale). */
export function loadSidebar(url: string): Promise<SidebarItem[]> {
  return once(sidebars, url, () => fetchJson<SidebarItem[]>(url));
}

/**
 * The sidebar, content module, view (common/page-views.ts) and stylesheet of a page, loaded in parallel: it shows styled from
 * the start. A page that hydrates does not wait for its sidebar, whose HTML is there already: it
 * gets the promise of it (templates/Sidebar.tsx hydrates once it has come).
 */
export async function loadPageParts(page: PageData, hydrating = false): Promise<PageParts> {
  // Every page shown comes here first: its links to no page are known before any is hovered.
  rememberNotPages(page);
  const sidebar = page.sidebarUrl ? loadSidebar(page.sidebarUrl) : undefined;
  const view = viewOf(page);
  const [items, Content, View] = await Promise.all([
    hydrating ? undefined : sidebar,
    page.chunk ? importContent(page.chunk) : undefined,
    view ? once(views, view, viewChunks![view]) : undefined,
    page.stylesheet ? loadStylesheet(page.stylesheet) : undefined,
  ]);
  return { sidebar: items ?? sidebar?.catch(keepServerSidebar), Content, View };
}

/**
 * A sidebar that cannot load stays as the server rendered it, its links working, rather than
 * failing the page: its promise never settles, so its Suspense boundary never hydrates.
 */
function keepServerSidebar(error: unknown): Promise<never> {
  console.error(error);
  return new Promise(() => {});
}

/** A route's page data, fetched once, whether its path was written with its trailing slash or without. */
export function loadPageData(pathname: string): Promise<PageData> {
  return once(pageData, routeKey(pathname), () => fetchJson<PageData>(pageDataUrl(pathname)));
}

/** Everything a route needs, for preloads: each part is fetched once and shared with navigations. */
export async function loadPage(pathname: string): Promise<LoadedPage> {
  const page = await loadPageData(pathname);
  return { page, ...(await loadPageParts(page)) };
}

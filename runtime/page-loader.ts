import pageImports from 'ck:page-imports';
import type { MdxContent } from '../templates/DocPage.js';
import type { PageData, SidebarData, SidebarItem } from '../templates/data.js';
import { pageDataUrl } from './route-files.js';
import { loadStylesheet } from './stylesheets.js';

export interface LoadedPage {
  page: PageData;
  sidebar?: SidebarData;
  Content?: MdxContent;
}

const sidebars = new Map<string, Promise<SidebarItem[]>>();
const pages = new Map<string, Promise<LoadedPage>>();

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

type PageChunk =
  { default?: MdxContent } | { makePage(load: (specifier: string) => unknown): { default?: MdxContent } };

/**
 * Imports a page's content module: a bundled one exports the content, a page's own chunk
 * (cli/bundle/page-chunks.ts) makes it from the modules it imports. Without content, an error names the chunk.
 */
export async function importContent(chunk: string): Promise<MdxContent> {
  const mod = (await import(/* @vite-ignore */ chunk)) as PageChunk;
  const content = 'makePage' in mod ? mod.makePage((specifier) => pageImports[specifier]).default : mod.default;
  if (typeof content !== 'function')
    throw new Error(`Page module ${chunk} has no default export, so the page cannot render.`);
  return content;
}

/** A sidebar's items, fetched once per URL (URLs carry a content hash, so they never go stale). */
export function loadSidebar(url: string): Promise<SidebarItem[]> {
  let pending = sidebars.get(url);
  if (!pending) {
    pending = fetchJson<SidebarItem[]>(url);
    pending.catch(() => sidebars.delete(url));
    sidebars.set(url, pending);
  }
  return pending;
}

/**
 * The sidebar, content module and stylesheet of a page, loaded in parallel: it shows styled from
 * the start. A page that hydrates does not wait for its sidebar, whose HTML is there already: it
 * gets the promise of it (templates/Sidebar.tsx hydrates once it has come).
 */
export async function loadPageParts(page: PageData, hydrating = false): Promise<Omit<LoadedPage, 'page'>> {
  const sidebar = page.sidebarUrl ? loadSidebar(page.sidebarUrl) : undefined;
  const [items, Content] = await Promise.all([
    hydrating ? undefined : sidebar,
    page.chunk ? importContent(page.chunk) : undefined,
    page.stylesheet ? loadStylesheet(page.stylesheet) : undefined,
  ]);
  return { sidebar: items ?? sidebar?.catch(keepServerSidebar), Content };
}

/**
 * A sidebar that cannot load stays as the server rendered it, its links working, rather than
 * failing the page: its promise never settles, so its Suspense boundary never hydrates.
 */
function keepServerSidebar(error: unknown): Promise<never> {
  console.error(error);
  return new Promise(() => {});
}

/** Everything a route needs, loaded once and shared by preloads and navigations. */
export function loadPage(pathname: string): Promise<LoadedPage> {
  let pending = pages.get(pathname);
  if (!pending) {
    pending = (async () => {
      const page = await fetchJson<PageData>(pageDataUrl(pathname));
      return { page, ...(await loadPageParts(page)) };
    })();
    pending.catch(() => pages.delete(pathname));
    pages.set(pathname, pending);
  }
  return pending;
}

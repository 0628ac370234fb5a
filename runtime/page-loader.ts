import pageImports from 'ck:page-imports';
import type { MdxContent } from '../templates/DocPage.js';
import type { PageData, SidebarItem } from '../templates/data.js';
import { pageDataUrl } from './route-files.js';
import { loadStylesheet } from './stylesheets.js';

export interface LoadedPage {
  page: PageData;
  sidebar?: SidebarItem[];
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

/** The sidebar, content module and stylesheet of a page, loaded in parallel: it shows styled from the start. */
export async function loadPageParts(page: PageData): Promise<Omit<LoadedPage, 'page'>> {
  const [sidebar, Content] = await Promise.all([
    page.sidebarUrl ? loadSidebar(page.sidebarUrl) : undefined,
    page.chunk ? importContent(page.chunk) : undefined,
    page.stylesheet ? loadStylesheet(page.stylesheet) : undefined,
  ]);
  return { sidebar, Content };
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

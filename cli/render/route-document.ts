import { createHash } from 'node:crypto';
import type { ClientBundle } from '../bundle/client.js';
import { pageKey } from '../bundle/page-module.js';
import type { SiteConfig } from '../config/schema.js';
import type { VersionContent } from '../content/types.js';
import { withBase } from '../routes/navbar.js';
import type { HtmlTags } from '../plugins/types.js';
import type { Route } from '../routes/types.js';
import type { PageData, SiteData } from '../../common/data.js';
import { pageDataUrl } from '../../common/route-files.js';
import { inServedBundle } from '../../common/served-bundle.js';
import { viewOf } from '../../common/page-views.js';
import { htmlShell } from './html.js';
import { localeHead } from './locale-head.js';

export interface DocumentContext {
  config: SiteConfig;
  site: SiteData;
  client: ClientBundle;
  headScript: string;
  /** `version/sidebarId` -> URL of its JSON. */
  sidebarUrls: Map<string, string>;
  extraScripts?: string[];
  /** What the site's plugins put into every page (`injectHtmlTags`). */
  htmlTags?: HtmlTags;
  /** The bundle `ckdocs serve` renders the document for, which its page's code is asked of (common/served-bundle.ts). */
  servedBundle?: number;
}

/** Key of a route's content module (`version/doc-id`), for doc routes and the site's own pages. */
export function pageModuleKey(route: Route): string | undefined {
  return route.contentKey ?? (route.doc && pageKey(route.doc));
}

/** A route's page data as the browser reads it: with its chunk and sidebar URLs. */
export function routePageData(
  ctx: Pick<DocumentContext, 'client' | 'sidebarUrls' | 'servedBundle'>,
  route: Route,
): PageData {
  const key = pageModuleKey(route);
  const chunk = key ? ctx.client.pages.get(key) : undefined;
  return {
    ...route.page,
    chunk: chunk && inServedBundle(chunk, ctx.servedBundle),
    stylesheet: ctx.client.everyPageStylesheet ?? (key ? ctx.client.stylesheets.get(key) : undefined),
    sidebarUrl: route.sidebarKey && ctx.sidebarUrls.get(route.sidebarKey),
  };
}

/**
 * The chunks `entries` need before they run, the page's chunk and its view's among them: the browser learns of a
 * chunk's imports only once it has the chunk, so each level would otherwise wait for the one
 * before. The runtime entry itself is the document's module script, not preloaded.
 */
function staticImports(client: ClientBundle, entries: (string | undefined)[]): string[] {
  const found = new Set(entries.filter((entry) => entry !== undefined));
  for (const url of found) for (const imported of client.imports.get(url) ?? []) found.add(imported);
  found.delete(client.main);
  return [...found];
}

/** An image of the static folder as an absolute URL of the site (social cards need one); an address as it is. */
function absoluteUrl(config: SiteConfig, image: string | undefined): string | undefined {
  if (!image || /^[a-z][a-z\d+.-]*:/i.test(image)) return image;
  return `${config.url}${withBase(config.baseUrl, `/${image.replace(/^\//, '')}`)}`;
}

/** What a route's HTML document holds besides its body. */
function documentParts(ctx: DocumentContext, route: Route, page: PageData) {
  const key = pageModuleKey(route);
  const chunk = key && ctx.client.pages.get(key);
  const view = viewOf(page);
  const canonicalPath = route.page.doc?.permalink ?? route.path;
  return {
    assets: {
      css: ctx.client.css,
      main: ctx.client.main,
      // The page's code under the URL the runtime imports it by (`page.chunk`), or it is fetched twice.
      preload: staticImports(ctx.client, [ctx.client.main, chunk, view && ctx.client.views.get(view)]).map((url) =>
        url === chunk ? (page.chunk ?? url) : url,
      ),
      extraScripts: ctx.extraScripts ?? [],
    },
    canonicalPath,
    locale: localeHead(ctx.config, canonicalPath),
    keywords: route.keywords ?? route.doc?.frontMatter.keywords,
    favicon: ctx.config.favicon && withBase(ctx.config.baseUrl, ctx.config.favicon),
    image: absoluteUrl(ctx.config, route.doc?.frontMatter.image ?? ctx.config.image),
    imageOfPage: route.doc?.frontMatter.image !== undefined,
    metadata: ctx.config.metadata,
    noIndex: ctx.config.noIndex,
    htmlTags: ctx.htmlTags,
  };
}

/** A route's HTML document around its body (see `htmlShell`), with the head elements its body set (`pageTags`). */
export function routeShell(
  ctx: DocumentContext,
  route: Route,
  page = routePageData(ctx, route),
  pageTags?: string[],
): [before: string, after: string] {
  return htmlShell({ site: ctx.site, page, headScript: ctx.headScript, pageTags, ...documentParts(ctx, route, page) });
}

/** A route's page data and its HTML. */
export function routeDocument(
  ctx: DocumentContext,
  route: Route,
  body: string,
  pageTags?: string[],
  page = routePageData(ctx, route),
): { page: PageData; html: string } {
  const [before, after] = routeShell(ctx, route, page, pageTags);
  return { page, html: before + body + after };
}

/**
 * Keys of routes' files: a hash of the code that writes them, the site, the route's page data
 * and document parts, and `bodyKey` (its body's). Equal keys, equal files.
 */
export function documentKeys(ctx: DocumentContext): (route: Route, page: PageData, bodyKey: string) => string {
  const shared = createHash('sha1')
    .update(`${import.meta.url}\0${JSON.stringify(ctx.site)}\0${ctx.headScript}`)
    .digest('hex');
  return (route, page, bodyKey) =>
    createHash('sha1')
      .update(`${shared}\0${bodyKey}\0${JSON.stringify(page)}\0${JSON.stringify(documentParts(ctx, route, page))}`)
      .digest('hex');
}

/** Every sidebar as a JSON file named by its content hash: `urls` by `version/sidebarId`, `files` by URL. */
export function sidebarFiles(
  baseUrl: string,
  versions: readonly VersionContent[],
): { urls: Map<string, string>; files: Map<string, string> } {
  const urls = new Map<string, string>();
  const files = new Map<string, string>();
  for (const version of versions) {
    for (const [id, items] of Object.entries(version.sidebars)) {
      const key = `${version.name}/${id}`;
      const json = JSON.stringify(items);
      const url = `${baseUrl}assets/sidebars/${key.replace(/[^\w.-]+/g, '-')}-${createHash('sha1').update(json).digest('hex').slice(0, 8)}.json`;
      urls.set(key, url);
      files.set(url, json);
    }
  }
  return { urls, files };
}

/** The route manifest entry the browser's router reads: the page's chunk and its data URL. */
export function manifestEntry(route: Route, page: PageData): { chunk?: string; data: string } {
  return { chunk: page.chunk, data: pageDataUrl(route.path) };
}

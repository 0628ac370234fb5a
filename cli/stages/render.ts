import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { replacedParts, swizzledComponents } from '../bundle/swizzled.js';
import type { Staging } from '../render/output.js';
import { splitHoisted, withHoistedHead } from '../render/hoisted-head.js';
import { renderBodies } from '../render/render-bodies.js';
import { streamedHtml } from '../render/streamed-html.js';
import { openRenderCache, themeHash } from '../render/render-cache.js';
import {
  documentKeys,
  pageModuleKey,
  routePageData,
  routeShell,
  type DocumentContext,
} from '../render/route-document.js';
import type { Route } from '../routes/types.js';
import type { Reporter } from '../util/reporter.js';
import { NOT_FOUND_FILE, routeFiles } from '../../common/route-files.js';
import { notPagesReader } from '../render/not-pages.js';
import { bundleLocale, serverBundleSite } from './bundle-locale.js';
import type { SiteSetup } from './config.js';
import type { CompiledSite } from './mdx.js';
import type { SiteRoutes } from './routes.js';
import type { EarlyTheme } from '../render/early-theme.js';
import type { PageLinks } from '../../common/page-links.js';

/** A body's links and anchors, kept beside it in the render cache when it has any. */
const linksKey = (bodyKey: string) => `${bodyKey}:links`;

/** The render stage's output. */
export interface RenderedSite {
  /**
   * The routes as rendered: a component page's title, description and `noindex` are what its
   * `<Head>` set, known only from its body. The stages after render read these.
   */
  readonly routes: SiteRoutes;
  /** Routes whose HTML body was rendered anew (not from the cache). */
  readonly renderedPaths: string[];
  /** On a Docusaurus site, what each page's components told the link checker, by route path. */
  readonly pageLinks: Map<string, PageLinks>;
  /** After a good build: render cache entries it did not use go once they are a week old. */
  pruneCache(): Promise<void>;
}

/**
 * Stage 6: every route's HTML document and page data into the staging folder. Bodies whose
 * inputs are unchanged come from the render cache; a page whose files the staged output already
 * holds, written with the same key, is left as it is (after a one-page edit, every page but a few).
 */
export async function renderRoutes(input: {
  setup: SiteSetup;
  mdx: CompiledSite;
  routes: SiteRoutes;
  documents: DocumentContext;
  staging: Staging;
  renderWorkers?: number;
  reporter: Reporter;
  /** The theme's server bundle, begun while the pages compiled. */
  theme?: EarlyTheme;
}): Promise<RenderedSite> {
  const { mdx, staging, documents } = input;
  const { site, routes, notFound } = input.routes;
  const { baseUrl, trailingSlash } = input.setup.config;
  const allRoutes = [...routes, notFound];
  const cache = await openRenderCache(input.setup.cacheDir);
  try {
    // The site's own theme components (src/theme/), its plugins' themes' replacing ckdocs's, and
    // what they import, render in every page: the theme's code as the browser gets it, named by its
    // content's hash, stands for them.
    const { siteDir, fromPlugins } = input.setup;
    const { files } = swizzledComponents(siteDir);
    const ownComponents = files.size || replacedParts(files, fromPlugins?.themePaths).size;
    const swizzled = ownComponents ? documents.client.main : '';
    // The locale's strings and formats are written into the theme's code.
    const locale = JSON.stringify(bundleLocale(input.setup));
    const theme = await themeHash(`${JSON.stringify(site)}\0${swizzled}\0${locale}`);
    // Routes share their version's sidebars: each is serialised and hashed once, not once per page.
    const sidebarHashes = new Map<unknown, string>();
    const sidebarOf = (route: Route) => {
      let hash = sidebarHashes.get(route.sidebar);
      if (hash === undefined)
        sidebarHashes.set(route.sidebar, (hash = cache.key(JSON.stringify(route.sidebar ?? null))));
      return hash;
    };
    const bodyKeys = new Map(
      allRoutes.map((route) => {
        const key = pageModuleKey(route);
        const code = key ? mdx.modules.get(key)!.code : '';
        // The page data as the browser gets it names the page's chunk, whose hash changes with the
        // site code it bundles (components, their CSS modules' class names): that code renders too.
        const page = JSON.stringify(routePageData(documents, route));
        return [route, cache.key(theme, page, sidebarOf(route), code)] as const;
      }),
    );
    const keyOf = documentKeys(documents);
    // On a Docusaurus site, each page's data names its links to no page (a broken link its config
    // lets through), which the browser then loads without asking for their data first, as
    // Docusaurus's client, which knows its routes, does.
    const notPagesOf = input.setup.docusaurus ? notPagesReader(site, allRoutes) : undefined;
    const pageLinks = new Map<string, PageLinks>();
    const notPages = new Map<string, string[]>();
    /** Keeps what a page told the link checker, and of its `hrefs` (which the check does not read) those leading to no page. */
    const told = (route: Route, { hrefs, ...links }: PageLinks) => {
      pageLinks.set(route.path, links);
      const none = hrefs && notPagesOf?.(hrefs, route.path);
      if (none?.length) notPages.set(route.path, none);
    };
    /** Each component page's route as its body shows it (`withHoistedHead`). */
    const shown = new Map<Route, Route>();
    /** A route as its body shows it, its page data, its files and their key. */
    const describe = (route: Route, body?: Uint8Array) => {
      const seen = body ? withHoistedHead(route, body) : route;
      if (seen !== route) shown.set(route, seen);
      const none = notPages.get(route.path);
      const page = { ...routePageData(documents, seen), ...(none && { notPages: none }) };
      const files: { html: string; data?: string } =
        route === notFound ? { html: NOT_FOUND_FILE } : routeFiles(baseUrl, route.path, trailingSlash);
      return { route: seen, page, files, key: keyOf(seen, page, bodyKeys.get(route)!) };
    };
    // Each page's files are written as soon as its body (UTF-8) is at hand, and the body let go:
    // a large site's bodies would not fit in memory together.
    const write = (body: Uint8Array, { route, page, files, key }: ReturnType<typeof describe>) => {
      const hoisted = splitHoisted(body);
      const [before, after] = routeShell(documents, route, page, hoisted.tags);
      const html = [Buffer.from(before), hoisted.body, Buffer.from(after)];
      staging.write(files.html, Buffer.concat(html), key);
      if (files.data) staging.write(files.data, JSON.stringify(page), key);
    };
    const misses: Route[] = [];
    for (const route of allRoutes) {
      const bodyKey = bodyKeys.get(route)!;
      if (!cache.has(bodyKey)) {
        misses.push(route);
        continue;
      }
      if (input.setup.docusaurus) {
        const kept = cache.get(linksKey(bodyKey));
        told(route, kept ? (JSON.parse(kept) as PageLinks) : { links: [], anchors: [] });
      }
      // A component page's title is in its body: read before its files' key, which the title is part of.
      const described = describe(route, route.page.kind === 'page' ? cache.bytes(bodyKey)! : undefined);
      const { html, data } = described.files;
      if ([html, data].every((file) => !file || staging.reuse(file, described.key))) continue;
      write(cache.bytes(bodyKey)!, described);
    }
    await renderBodies(
      misses,
      {
        ...serverBundleSite(input.setup),
        site,
        modules: mdx.modules,
        markdown: mdx.markdown,
        docFiles: mdx.docFiles,
        workers: input.renderWorkers,
        theme: input.theme?.file,
        assetUrls: documents.client.files,
      },
      {
        done(route, body) {
          write(body, describe(route, body));
          cache.set(bodyKeys.get(route)!, body);
        },
        links(route, links) {
          told(route, links);
          if (links.links.length || links.anchors.length || links.markdownLinks?.length || links.hrefs?.length)
            cache.set(linksKey(bodyKeys.get(route)!), JSON.stringify(links));
        },
        // A large page: the same files, written as its body comes.
        stream: (route) =>
          streamedHtml(
            staging,
            (start) => {
              const { route: seen, page, files, key } = describe(route, start);
              const [before, after] = routeShell(documents, seen, page, splitHoisted(start).tags);
              // Its HTML is streamed into the folder, not given to `staging.write`: the folder is made here.
              mkdirSync(dirname(join(staging.dir, files.html)), { recursive: true });
              if (files.data) staging.write(files.data, JSON.stringify(page), key);
              return { file: files.html, key, before, after };
            },
            (body) => cache.setParts(bodyKeys.get(route)!, body),
          ),
      },
    );
    input.reporter.stage(
      'render',
      `${routes.length} pages, ${misses.length} rendered, ${allRoutes.length - misses.length} from cache`,
    );
    return {
      routes: { ...input.routes, routes: routes.map((route) => shown.get(route) ?? route) },
      renderedPaths: misses.map((r) => r.path),
      pageLinks,
      pruneCache: () => cache.prune(bodyKeys.values()),
    };
  } finally {
    cache.close();
  }
}

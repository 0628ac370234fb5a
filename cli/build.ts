import { existsSync, mkdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { cacheDirOf } from './config/load.js';
import type { ClientBundle } from './bundle/client.js';
import { cachedClientBundle } from './bundle/client-cache.js';
import { needsBundle } from './bundle/plugin.js';
import {
  bundlePagesFile,
  bundleThemeFile,
  contentOf,
  loadServerBundle,
  type ServerPages,
  type ServerTheme,
} from './bundle/server.js';
import { prepareVendors } from './bundle/vendor.js';
import type { BrokenLink } from './links/check.js';
import { headScript } from './render/html.js';
import {
  documentKeys,
  manifestEntry,
  pageModuleKey,
  routePageData,
  routeShell,
  sidebarFiles,
  type DocumentContext,
} from './render/route-document.js';
import { stagingDir } from './render/output.js';
import { openRenderCache, themeHash } from './render/render-cache.js';
import { renderPool, type RenderItem } from './render/render-pool.js';
import { sitemapXml } from './render/sitemap.js';
import type { Route } from './routes/table.js';
import { prepareSite, type EarlySite } from './prepare.js';
import { writeSearchFilesAside } from './search/search-aside.js';
import { collectGarbage } from './util/collect-garbage.js';
import { UserError } from './util/errors.js';
import { settleAll } from './util/pool.js';
import type { Reporter } from './util/reporter.js';

export interface BuildOptions {
  configPath: string;
  outDir: string;
  reporter: Reporter;
  minify?: boolean;
  /** Extra module scripts for every page (the dev server's live reload). */
  extraScripts?: string[];
  /** Worker threads to render pages on; by default one per core from RENDER_IN_WORKERS pages to render, else none. */
  renderWorkers?: number;
}

export interface BuildResult {
  outDir: string;
  pages: number;
  bytes: number;
  brokenLinks: BrokenLink[];
  cache: { compiled: number; cached: number };
  /** Routes whose HTML body was rendered anew (not from the cache). */
  renderedPaths: string[];
}

/** Routes server-rendered from one server bundle. */
const SERVER_BATCH = 500;
/** From this many routes to render, worker threads render them (each loads React and the theme anew). */
const RENDER_IN_WORKERS = 1000;

/** Where a route's files go: <base>/a/b -> a/b/index.html and a/b/page-data.json. */
function routeDir(root: string, baseUrl: string, path: string): string {
  const inSite = path.startsWith(baseUrl) ? path.slice(baseUrl.length) : path.slice(baseUrl.length - 1);
  return join(root, ...inSite.split('/').filter(Boolean).map(decodeURIComponent));
}

/** The whole pipeline: everything `prepareSite` does, then bundles, HTML, sitemap and the swap. */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const { reporter } = options;
  const outDir = resolve(options.outDir);
  // The output a build replaces is kept in the site's cache, to be staged into next time.
  const recycleDir = join(
    cacheDirOf(dirname(resolve(options.configPath))),
    'output',
    createHash('sha1').update(outDir).digest('hex').slice(0, 12),
  );
  // Made ready (the old output moved in and listed) while the config loads and the content is read.
  const staged = stagingDir(outDir, recycleDir);
  staged.catch(() => {}); // awaited below
  // The client bundle is set going once the compile cache has answered: it goes on as pages finish compiling, while TypeDoc runs.
  let early: Promise<[{ bundle: ClientBundle; cached: boolean }, void]> | undefined;
  // The theme's server bundle, made once a page is to be rendered: a cold build's, or an edit's,
  // starts beside the client bundle (it needs nothing of the site); a build that renders nothing makes none.
  let themeFile: Promise<string> | undefined;
  const serverThemeFile = () => {
    themeFile ??= bundleThemeFile();
    themeFile.catch(() => {}); // awaited by the render
    return themeFile;
  };
  const startBundles = ({ config, siteDir, cacheDir, modules, site }: EarlySite) => {
    early = Promise.all([staged, prepareVendors(config.baseUrl)]).then(([staging, vendors]) =>
      settleAll([
        cachedClientBundle({
          staging,
          baseUrl: config.baseUrl,
          siteDir,
          cacheDir,
          site,
          pages: modules,
          minify: options.minify ?? true,
          vendors: vendors.urls,
        }),
        vendors.copyTo(staging.dir),
      ] as const),
    );
    // A page that fails to compile fails the bundle too, before the build has got to await it.
    early.catch(() => {});
    if ([...modules.values()].some((module) => module instanceof Promise)) void serverThemeFile();
  };
  // Closed however the build ends: it keeps the bodies rendered so far (render-cache.ts).
  let renderCache: { close(): void } | undefined;
  // Written on a worker thread while the pages render; awaited before the staged folder goes.
  let searchFiles: Promise<{ records: number }> | undefined;
  try {
    const {
      config,
      siteDir,
      cacheDir,
      versions,
      site,
      compiled,
      stats,
      routes,
      notFound,
      brokenLinks,
      modules,
      apiChecked,
      pruneCaches,
    } = await prepareSite(options.configPath, reporter, { onPagesKnown: startBundles, deferApiCheck: true });
    const staging = await staged;
    const allRoutes = [...routes, notFound];
    searchFiles = writeSearchFilesAside(staging.dir, config, routes, compiled);
    searchFiles.catch(() => {}); // awaited after the render

    // Bodies whose inputs are unchanged come from the cache; only the rest are rendered.
    const cache = (renderCache = await openRenderCache(cacheDir));
    const theme = await themeHash(JSON.stringify(site));
    // Routes share their version's sidebars: each is serialised and hashed once, not once per page.
    const sidebarHashes = new Map<unknown, string>();
    const sidebarOf = (route: Route) => {
      let hash = sidebarHashes.get(route.sidebar);
      if (hash === undefined)
        sidebarHashes.set(route.sidebar, (hash = cache.key(JSON.stringify(route.sidebar ?? null))));
      return hash;
    };
    const renderKeys = new Map(
      allRoutes.map((route) => {
        const key = pageModuleKey(route);
        return [
          route,
          cache.key(theme, JSON.stringify(route.page), sidebarOf(route), key ? modules.get(key)!.code : ''),
        ] as const;
      }),
    );
    const misses = allRoutes.filter((r) => !cache.has(renderKeys.get(r)!));
    const hits = allRoutes.filter((r) => cache.has(renderKeys.get(r)!));

    const [{ bundle: client, cached: clientCached }] = await early!;
    reporter.stage(
      'bundle',
      `${client.pages.size} page chunks${clientCached ? ' (client bundle unchanged, from cache)' : ''}`,
    );

    const sidebars = sidebarFiles(config.baseUrl, versions);
    await mkdir(join(staging.dir, 'assets/sidebars'), { recursive: true });
    await Promise.all(
      [...sidebars.files].map(([url, json]) => writeFile(join(staging.dir, url.slice(config.baseUrl.length)), json)),
    );
    const manifest: Record<string, { chunk?: string; data: string }> = {};
    const documents: DocumentContext = {
      config,
      site,
      client,
      headScript: headScript(site),
      sidebarUrls: sidebars.urls,
      extraScripts: options.extraScripts,
    };
    const keyOf = documentKeys(documents);
    /** Paths in the output of a route's two files (one for the 404 page). */
    const filesOf = (route: Route) => {
      if (route === notFound) return { html: '404.html' };
      const dir = routeDir('', config.baseUrl, route.path);
      return { dir, html: join(dir, 'index.html'), data: join(dir, 'page-data.json') };
    };
    /** A route's page data (listed in the manifest), its files and their key. */
    const describe = (route: Route) => {
      const page = routePageData(documents, route);
      if (route !== notFound) manifest[route.path] = manifestEntry(route, page);
      return { page, files: filesOf(route), key: keyOf(route, page, renderKeys.get(route)!) };
    };
    // Each page's files are written as soon as its body (UTF-8) is at hand, and the body let go:
    // a large site's bodies would not fit in memory together.
    const writeRoute = (route: Route, body: Uint8Array, { page, files, key }: ReturnType<typeof describe>) => {
      const [before, after] = routeShell(documents, route, page);
      if (files.dir) mkdirSync(join(staging.dir, files.dir), { recursive: true });
      staging.write(files.html, Buffer.concat([Buffer.from(before), body, Buffer.from(after)]), key);
      if (files.data) staging.write(files.data, JSON.stringify(page), key);
    };
    // A cached page whose files the staged output already holds, written with the same key, is
    // left as it is: after a one-page edit, that is every page but a few.
    for (const route of hits) {
      const described = describe(route);
      const { html, data } = described.files;
      if ([html, data].every((file) => !file || staging.reuse(file, described.key))) continue;
      // Known to be there: `has` said so.
      writeRoute(route, cache.bytes(renderKeys.get(route)!)!, described);
    }
    // Pages that import only React and the theme run as they are; the others are bundled, in
    // batches (one bundle of every page of a large site would be slow to load and stay in
    // memory). A site with many pages to render has them rendered on worker threads, one per core.
    const finish = (route: Route, body: Uint8Array) => {
      writeRoute(route, body, describe(route));
      cache.set(renderKeys.get(route)!, body);
    };
    const renderWorkers = options.renderWorkers ?? (misses.length >= RENDER_IN_WORKERS ? availableParallelism() : 0);
    const routeSidebars = new Map(
      misses.flatMap((r) => (r.sidebarKey && r.sidebar ? [[r.sidebarKey, r.sidebar] as const] : [])),
    );
    const pool =
      renderWorkers > 0 && misses.length
        ? await renderPool(renderWorkers, { site, sidebars: routeSidebars, themeFile: await serverThemeFile() })
        : undefined;
    const serverTheme = !pool && misses.length ? (loadServerBundle(await serverThemeFile()) as ServerTheme) : undefined;
    try {
      for (let start = 0; start < misses.length; start += SERVER_BATCH) {
        const batch = misses.slice(start, start + SERVER_BATCH);
        const bundled = new Map(
          batch.flatMap((r) => {
            const module = pageModuleKey(r) ? modules.get(pageModuleKey(r)!)! : undefined;
            return module && needsBundle(module) ? [[module.key, module] as const] : [];
          }),
        );
        // From the third batch on (a large site), what the batches before left is collected first,
        // where they were loaded: render workers collect their own, and a full collection here
        // would stop this thread for 60-110 ms a batch (on the 10x site, 0.8 s in all).
        if (!pool && start >= 2 * SERVER_BATCH) collectGarbage();
        const file = bundled.size ? await bundlePagesFile({ siteDir, pages: bundled }) : undefined;
        try {
          const items = batch.map((r): RenderItem => {
            const key = pageModuleKey(r);
            return {
              content: !key ? undefined : bundled.has(key) ? { key } : { code: modules.get(key)!.code },
              page: r.page,
              sidebarKey: r.sidebarKey,
            };
          });
          if (pool) {
            await pool.render(
              file,
              items,
              (i, body) => finish(batch[i]!, body),
              (i, error) => renderFailure(batch[i]!, error),
            );
            continue;
          }
          const pages = file ? (loadServerBundle(file) as ServerPages) : undefined;
          for (const [i, route] of batch.entries()) {
            let body: string;
            try {
              body = serverTheme!.renderApp(
                site,
                { page: route.page, sidebar: route.sidebar },
                contentOf(items[i]!.content, serverTheme!, pages),
              );
            } catch (error) {
              throw renderFailure(route, error as Error);
            }
            finish(route, Buffer.from(body));
          }
        } finally {
          if (file) await rm(file, { force: true });
        }
      }
    } finally {
      await pool?.close();
    }
    reporter.stage(
      'render',
      `${routes.length} pages, ${misses.length} rendered, ${allRoutes.length - misses.length} from cache`,
    );
    const search = await searchFiles;
    reporter.stage('search', `${search.records} records indexed`);

    const staticDir = join(siteDir, config.staticDir);
    if (existsSync(staticDir)) await cp(staticDir, staging.dir, { recursive: true });
    // In route order, not in the order pages happened to be written: the same site gives the same file.
    await writeFile(
      join(staging.dir, 'route-manifest.json'),
      JSON.stringify(Object.fromEntries(routes.map((r) => [r.path, manifest[r.path]!]))),
    );
    await writeFile(
      join(staging.dir, 'sitemap.xml'),
      sitemapXml(
        config,
        routes
          .filter((r) => !r.page.doc || r.path === r.page.doc.permalink)
          .map((r) => ({ path: r.path, lastmod: r.page.doc?.lastUpdate?.time })),
      ),
    );
    reportBrokenLinks(brokenLinks, config, reporter);
    // The API sources' type check ran while the pages rendered; a failure keeps the last build.
    await apiChecked;
    const bytes = await staging.commit();
    await Promise.all([pruneCaches(), cache.prune(renderKeys.values())]);
    reporter.stage('write', outDir);
    return { outDir, pages: routes.length, bytes, brokenLinks, cache: stats, renderedPaths: misses.map((r) => r.path) };
  } catch (error) {
    // A bundle or the search files still writing into the staging folder must finish before the folder goes.
    await early?.catch(() => {});
    await searchFiles?.catch(() => {});
    await staged.then(
      (staging) => staging.discard(),
      () => {},
    );
    throw error;
  } finally {
    renderCache?.close();
    await themeFile?.then(
      (file) => rm(file, { force: true }),
      () => {},
    );
  }
}

/** A page that throws while it is server-rendered, as an error naming it. */
function renderFailure(route: Route, error: Error): UserError {
  return new UserError(`${route.path} failed to render: ${error.message}`, {
    file: route.doc?.file,
    problems: [
      'Fix the component that throws. Code that needs the browser (window, document, localStorage) must run in an effect or after a `typeof window` check: pages are rendered on the server first.',
    ],
  });
}

function reportBrokenLinks(
  broken: BrokenLink[],
  config: { onBrokenLinks: string; onBrokenAnchors: string },
  reporter: Reporter,
): void {
  const fatal: string[] = [];
  for (const link of broken) {
    const policy = link.kind === 'anchor' ? config.onBrokenAnchors : config.onBrokenLinks;
    const line = `${link.file}${link.line ? `:${link.line}` : ''}: broken ${link.kind} ${link.url}: ${link.reason}`;
    if (policy === 'throw') fatal.push(line);
    else if (policy === 'warn') reporter.warn(line);
  }
  if (fatal.length) throw new UserError(`${fatal.length} broken link(s)`, { problems: fatal });
}

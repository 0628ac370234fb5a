import type { OutputFile } from 'esbuild';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { lookup } from 'mrmime';
import sirv from 'sirv';
import { staticFiles } from './static-files.js';
import { compileAndRoute, loadSiteAndPlugins, prepareSite } from '../build.js';
import { devClient, type ClientBundle, type ClientInput, type DevClient } from '../bundle/client.js';
import { ASSETS_DIR, devEntryUrls } from '../bundle/client-files.js';
import { needsBundle } from '../bundle/plugin.js';
import { siteCss } from '../bundle/site-css.js';
import { prepareVendors } from '../bundle/vendor.js';
import { cachedCompiler } from '../mdx/compile-all.js';
import { adoptHoistedHead, splitHoisted } from '../render/hoisted-head.js';
import { headScript } from '../render/html.js';
import { manifestEntry, pageModuleKey, routeDocument, routePageData, sidebarFiles } from '../render/route-document.js';
import type { DocumentContext } from '../render/route-document.js';
import { notFoundRoute, type Route } from '../routes/table.js';
import { startApiModels } from '../stages/api.js';
import { scanContent } from '../stages/content.js';
import type { Reporter } from '../util/reporter.js';
import { ROUTE_MANIFEST_FILE, routeKey, routeOfPageData, routeOfUrl } from '../../runtime/route-files.js';
import type { SiteData } from '../../templates/data.js';
import { servedMarkdown } from '../llms/page-markdown.js';
import { servedLlmsFile } from '../llms/llms-files.js';
import { compileQueue } from './compile-queue.js';
import { writeGeneratedContent } from '../docusaurus/generated-files.js';
import { devRenderer } from './dev-render.js';
import { partialSite } from './partial-site.js';
import { siteUpdates, type DevUpdate, type ServedSite } from './site-updates.js';
import { themeAsWritten } from './theme-as-written.js';

export type { DevUpdate };

/** The client bundle's files by URL, or the error that stopped it (then none). */
interface Assets {
  files: Map<string, OutputFile>;
  error?: unknown;
}

function send(res: ServerResponse, status: number, type: string, body: string | Uint8Array): void {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-cache' });
  res.end(body);
}

/**
 * Where to send a request for a page whose URL ends in `/` made without it (`/docs/guide` for
 * `/docs/guide/`), as static hosts do for a folder: its relative links resolve under that folder.
 */
function folderUrl(url: string, route: Route): string | undefined {
  const [asked = '/'] = url.split(/[?#]/);
  if (!route.path.endsWith('/') || asked.endsWith('/') || asked.endsWith('.html')) return undefined;
  return route.path + url.slice(asked.length);
}

/** Answers with a redirect to `location`. */
function redirect(res: ServerResponse, location: string): void {
  res.writeHead(302, { location, 'cache-control': 'no-cache' });
  res.end();
}

/**
 * The site as `serve` holds it: kept in memory and answered per request. It answers as soon as
 * the content is scanned: a page compiles on its first request, while TypeDoc and the other
 * pages go on in the background (`complete()` settles when they are in, with the pages served
 * meanwhile that show something else now). Pages render on request; the client bundle is an
 * incremental esbuild context with stable names, so HTML never waits for it. Updates: site-updates.ts.
 */
export async function createDevSite(options: {
  configPath: string;
  reporter: Reporter;
  extraScripts: string[];
  /** A client bundle made after an update had answered failed: its errors are the writer's to see. */
  bundleFailed(error: unknown): void;
}) {
  const silent: Reporter = { ...options.reporter, stage() {} };
  const { setup, plugins } = await loadSiteAndPlugins(options.configPath, silent);
  // Writers see their drafts as they write them.
  const content = await scanContent(
    setup,
    silent,
    plugins.flatMap((plugin) => plugin.routes),
    { showDrafts: true },
  );
  const api = await startApiModels(setup);
  const { siteDir, config } = setup;
  const base = config.baseUrl;
  // Requests and the whole site's compilation share one compiler: each page compiles once.
  const compiler = cachedCompiler({ cacheDir: setup.cacheDir, ...setup.mdx });
  const compiles = compileQueue(compiler.compile);
  const vendors = await compiles.hold(prepareVendors(base));
  const partial = partialSite(setup, content, api, async (doc, version) => (await compiles.now(doc, version)).result);
  const outDir = join(setup.cacheDir, 'serve');
  if (setup.docusaurus) await writeGeneratedContent(setup.cacheDir, content.versions, partial.paths);
  let site: SiteData = partial.site;
  const input = {
    outDir,
    baseUrl: base,
    siteDir,
    site,
    pages: partial.modules,
    vendors: vendors.urls,
    // The site's PostCSS as a build has it: postcss.config.* and its plugins' configurePostCss.
    css: await siteCss(setup, plugins),
    clientModules: setup.fromPlugins?.clientModules,
    fromPlugins: setup.fromPlugins,
    mdx: setup.mdx,
  } satisfies ClientInput;
  const renderer = devRenderer(input);
  // Set once the whole site is in, then by each update.
  let served: ServedSite | undefined;
  let client: DevClient | undefined;
  let bundling: Promise<Assets> = Promise.resolve({ files: new Map() });
  let bundle: ClientBundle | undefined;
  const files = sirv(outDir, { dev: true });
  const staticDir = join(siteDir, config.staticDir);
  const staticRoutes = staticFiles(staticDir);
  let routes = new Map<string, Route>();
  let sidebars = sidebarFiles(base, content.versions);

  /** Bundles now; requests for assets wait for it, pages do not (their asset names are stable). It never rejects. */
  const rebundle = (): Promise<Assets> =>
    (bundling = client!.rebuild().then(
      ({ bundle: next, files }) => {
        bundle = next;
        return { files };
      },
      (error: unknown) => ({ files: new Map<string, OutputFile>(), error }),
    ));
  const urls = devEntryUrls(base);
  const bundledPages = () => new Set([...input.pages].filter(([, page]) => needsBundle(page)).map(([key]) => key));
  /** Pages served before the whole site, without the stylesheet their code may import: they reload once it is in. */
  const servedUnstyled = new Set<string>();
  const predictedBundle = (): ClientBundle => ({
    main: urls.main,
    css: urls.style,
    pages: new Map([...input.pages.keys()].map((key) => [key, urls.page(key)])),
    groups: new Map(),
    // Until the bundle tells, any page that esbuild bundles may import CSS. Not before the whole
    // site is in: the stylesheet, made after it, would hold back the page's first paint.
    stylesheets: new Map(served ? [...bundledPages()].map((key) => [key, urls.siteStyles]) : []),
    imports: new Map(),
    views: new Map(),
    // The dev server serves every vendor library, used or not.
    siteVendors: [],
    files: new Map(),
  });
  const documents = (): DocumentContext => ({
    config,
    site,
    client: bundle ?? predictedBundle(),
    headScript: headScript(site),
    sidebarUrls: sidebars.urls,
    extraScripts: options.extraScripts,
    htmlTags: (served?.setup ?? setup).fromPlugins?.htmlTags,
  });
  /** Serves `next` from now on: every request after it is answered from it. */
  const adopt = (next: ServedSite) => {
    served = next;
    site = input.site = next.routes.site;
    input.pages = next.mdx.modules;
    input.clientModules = next.setup.fromPlugins?.clientModules;
    input.fromPlugins = next.setup.fromPlugins;
    routes = new Map(next.routes.routes.map((r) => [routeKey(r.path), r]));
    sidebars = sidebarFiles(base, next.content.versions);
  };
  const updates = siteUpdates({
    setup,
    reporter: options.reporter,
    outDir,
    renderer,
    adopt,
    prepare: async () => {
      const next = await prepareSite(options.configPath, silent, undefined, { showDrafts: true });
      await next.api.sourcesChecked();
      // The config, and so its PostCSS plugins, may have changed: the next client takes these.
      input.css = await siteCss(next.setup, next.plugins);
      input.mdx = next.setup.mdx;
      return next;
    },
    async newClient() {
      await client?.dispose();
      client = await devClient(input);
    },
    async rebundle() {
      const { error } = await rebundle();
      if (error) throw error;
    },
    rebundleLater: () =>
      void rebundle().then(({ error }) => {
        if (error) options.bundleFailed(error);
      }),
  });

  /** The whole site, through the compiler requests share; then its client bundle. */
  const completeSite = async (): Promise<DevUpdate> => {
    const next = { setup, content, api, ...(await compileAndRoute(setup, content, api, silent, compiles.later)) };
    await api.sourcesChecked();
    const paths = [...new Set([...partial.changed(next.routes), ...servedUnstyled])];
    await vendors.copyTo(outDir);
    return updates.launched(next, paths);
  };
  // Kept as a value until asked for: the launch may fail before anything awaits it.
  const completing = completeSite().then(
    (update) => ({ update }),
    (error: unknown) => ({ error }),
  );

  /** A route's full document, server-rendered now. */
  const html = async (route: Route): Promise<string> => {
    const rendered = Buffer.from(
      await renderer.render({ page: route.page, sidebar: route.sidebar }, pageModuleKey(route)),
    );
    adoptHoistedHead(route.page, rendered);
    return routeDocument(documents(), route, Buffer.from(splitHoisted(rendered).body).toString()).html;
  };

  /**
   * Before the whole site is in, a page answers once it compiles; anything else waits for the
   * whole site. A page that fails to compile waits too: its error is the complete site's to report.
   */
  const partialPage = async (path: string) => {
    let route: Route | undefined;
    try {
      route = await partial.route(path);
    } catch {
      return undefined;
    }
    return route && { route, html: await html(route) };
  };

  return {
    /** Folders outside the site folder its plugins' sources are in, to watch as well. */
    watchPaths: setup.fromPlugins?.watchPaths ?? [],

    /** Applies saved files. Throws a UserError for bad content; the last good site stays served. */
    async update(changed: string[], themeChanged: boolean): Promise<DevUpdate> {
      await completing;
      return updates.apply(served!, changed, themeChanged);
    },

    /** Answers a request for the site; `next` when it is not one of its URLs. */
    async handle(req: IncomingMessage, res: ServerResponse, next: () => void): Promise<void> {
      const path = routeOfUrl(req.url ?? '/');
      if (!served) {
        const page = await compiles.hold(partialPage(path));
        const moved = page && folderUrl(req.url ?? '/', page.route);
        if (moved) return redirect(res, moved);
        // Unless the whole site came in meanwhile: then it answers.
        if (page && !served) {
          partial.served(page.route);
          const key = pageModuleKey(page.route);
          if (key && bundledPages().has(key)) servedUnstyled.add(page.route.path);
          return send(res, 200, 'text/html; charset=utf-8', page.html);
        }
        // The stylesheet holds back the page's first paint: until the bundle has it, the theme's as written.
        if (path === urls.style && !served) return send(res, 200, 'text/css', await themeAsWritten());
        if ('error' in (await completing)) return next();
      }
      if (path.startsWith(`${base}${ASSETS_DIR}/`)) {
        const sidebar = sidebars.files.get(path);
        if (sidebar) return send(res, 200, 'application/json', sidebar);
        const file = (await bundling).files.get(path);
        // Images and fonts the bundle copied too: an SVG sent as anything but SVG does not show.
        if (file) return send(res, 200, lookup(path) ?? 'text/javascript', file.contents);
        // A page linked it before the bundle showed that no code imports CSS.
        if (path === urls.siteStyles) return send(res, 200, 'text/css', '');
      }
      if (path === `${base}${ROUTE_MANIFEST_FILE}`) {
        const ctx = documents();
        const manifest = [...routes.values()].map((r) => [r.path, manifestEntry(r, routePageData(ctx, r))]);
        return send(res, 200, 'application/json', JSON.stringify(Object.fromEntries(manifest)));
      }
      const dataOf = routeOfPageData(path);
      const route = routes.get(dataOf ?? path);
      if (route && dataOf) return send(res, 200, 'application/json', JSON.stringify(routePageData(documents(), route)));
      const moved = route && folderUrl(req.url ?? '/', route);
      if (moved) return redirect(res, moved);
      if (route) return send(res, 200, 'text/html; charset=utf-8', await html(route));
      // The Markdown links to the copies of files beside pages once the bundle has made them.
      const copies = bundle?.files ?? new Map<string, string>();
      const markdown = served && servedMarkdown(config, path, routes, served.mdx.compiled, copies);
      if (markdown !== undefined) return send(res, 200, 'text/markdown; charset=utf-8', markdown);
      const llms = served && servedLlmsFile({ ...served, files: copies }, path);
      if (llms !== undefined) return send(res, 200, 'text/plain; charset=utf-8', llms);
      files(req, res, () => staticRoutes(req, res, next));
    },

    html,

    notFound: () => served?.routes.notFound ?? notFoundRoute(config),

    /** Settles when the whole site is in: the pages served before it that changed, or the error that stopped it. */
    async complete(): Promise<DevUpdate> {
      const done = await completing;
      if ('error' in done) throw done.error;
      return done.update;
    },

    /** Ends what the launch still has running (TypeDoc, background compiles): `complete()` then rejects. */
    stop(): void {
      if (served) return;
      compiles.stop();
      api.stop();
    },

    async dispose(): Promise<void> {
      await completing;
      await updates.dispose();
      await client?.dispose();
      await compiler.close();
    },
  };
}

export type DevSite = Awaited<ReturnType<typeof createDevSite>>;

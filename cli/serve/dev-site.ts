import type { OutputFile } from 'esbuild';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import sirv from 'sirv';
import { devClient, type ClientBundle, type ClientInput, type DevClient } from '../bundle/client.js';
import { prepareVendors } from '../bundle/vendor.js';
import { splitFrontMatter } from '../content/front-matter.js';
import type { DocSource } from '../content/types.js';
import { checkDocLinks, type BrokenLink } from '../links/check.js';
import { cachedCompiler, compileDoc, docPermalinks } from '../mdx/compile-all.js';
import { pageKey } from '../bundle/plugin.js';
import { finishSite, prepareSite, scanSite } from '../prepare.js';
import { headScript } from '../render/html.js';
import {
  manifestEntry,
  pageModuleKey,
  routeDocument,
  routePageData,
  sidebarFiles,
  type DocumentContext,
} from '../render/route-document.js';
import { buildRoutes, notFoundRoute, type Route } from '../routes/table.js';
import { writeSearchFiles } from '../search/write-index.js';
import type { Reporter } from '../util/reporter.js';
import { toolRoot } from '../util/tool-root.js';
import type { SiteData } from '../../templates/data.js';
import { compileQueue } from './compile-queue.js';
import { devRenderer } from './dev-render.js';
import { partialSite } from './partial-site.js';

type Prepared = Awaited<ReturnType<typeof prepareSite>>;

/** How long after the last change search indexes and the link check follow it. */
const REFRESH_AFTER_MS = 500;

/** What an update changed: route paths to reload ('*' for all) and what was redone. */
export interface DevUpdate {
  paths: string[];
  summary: string;
}

/** `/a/b/`, `/a/b/index.html` and `/a/b.html` all name the route `/a/b`. */
function routePath(url: string): string {
  const path = decodeURIComponent(url.split(/[?#]/)[0]!)
    .replace(/\/index\.html$/, '/')
    .replace(/\.html$/, '');
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

function send(res: ServerResponse, status: number, type: string, body: string | Uint8Array): void {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-cache' });
  res.end(body);
}

/**
 * The site as `serve` holds it: kept in memory and answered per request. It answers as soon as
 * the content is scanned: a page compiles on its first request, while TypeDoc and the other
 * pages go on in the background (`complete` settles when they are in, with the pages served
 * meanwhile that show something else now). Pages render on request; the client bundle is an
 * incremental esbuild context with stable names, so HTML never waits for it. Saving a guide
 * page recompiles that page alone; anything else (config, front matter, theme, new files)
 * prepares the site again.
 */
export async function createDevSite(options: { configPath: string; reporter: Reporter; extraScripts: string[] }) {
  const silent: Reporter = { ...options.reporter, stage() {} };
  const scanned = await scanSite(options.configPath, silent);
  const { siteDir, config } = scanned;
  // Requests and the whole site's compilation share one compiler: each page compiles once.
  const compiles = compileQueue(cachedCompiler({ cacheDir: scanned.cacheDir, mermaid: config.markdown.mermaid }));
  const vendorsReady = compiles.hold(prepareVendors(config.baseUrl));
  const finished = finishSite(scanned, silent, { compile: compiles.later });
  finished.catch(() => {}); // reported through `complete`
  const partial = partialSite(scanned, async (doc, version) => (await compiles.now(doc, version)).result);
  const outDir = join(scanned.cacheDir, 'serve');
  const vendors = await vendorsReady;
  let site: SiteData = partial.site;
  const input = {
    outDir,
    baseUrl: config.baseUrl,
    siteDir,
    site,
    pages: partial.modules,
    vendors: vendors.urls,
  } satisfies ClientInput;
  const renderer = devRenderer(input);
  // Set once the whole site is in, then by each update.
  let prepared: Prepared | undefined;
  let client: DevClient | undefined;
  let clientKeys = '';
  let assets: Promise<Map<string, OutputFile>>;
  let bundle: ClientBundle | undefined;
  const files = sirv(outDir, { dev: true });
  const staticDir = join(siteDir, config.staticDir);
  const staticFiles = existsSync(staticDir)
    ? sirv(staticDir, { dev: true })
    : (_req: IncomingMessage, _res: ServerResponse, next: () => void) => next();
  let routes = new Map<string, Route>();
  let sidebars = sidebarFiles(config.baseUrl, scanned.versions);
  const reported = new Set<string>();

  /** Bundles now; requests for assets wait for it, pages do not (their asset names are stable). */
  const rebundle = () => {
    assets = client!.rebuild().then(({ bundle: next, files: outputs }) => {
      bundle = next;
      return new Map(
        outputs.map((file) => [
          `${config.baseUrl}${file.path
            .slice(outDir.length + 1)
            .split('\\')
            .join('/')}`,
          file,
        ]),
      );
    });
    return assets;
  };
  const predictedBundle = (): ClientBundle => ({
    main: `${config.baseUrl}assets/main.js`,
    css: `${config.baseUrl}assets/style.css`,
    pages: new Map([...input.pages.keys()].map((key) => [key, `${config.baseUrl}assets/pages/${key}.js`])),
    imports: new Map(),
  });
  const documents = (): DocumentContext => ({
    config,
    site,
    client: bundle ?? predictedBundle(),
    headScript: headScript(site),
    sidebarUrls: sidebars.urls,
    extraScripts: options.extraScripts,
  });

  /**
   * Search indexes and broken links follow changes once saves pause: they take the thread for
   * some 200 ms, which the reloaded page's request, or the next save's reload, would otherwise
   * wait out. Saves in a row cost one refresh.
   */
  let background = Promise.resolve();
  let refresh: NodeJS.Timeout | undefined;
  const afterUpdate = ({ routes: list, compiled }: Prepared) => {
    clearTimeout(refresh);
    refresh = setTimeout(() => {
      background = background
        .then(async () => {
          reportLinks(checkDocLinks(list, compiled, config.baseUrl));
          await writeSearchFiles(outDir, config, list, compiled);
        })
        .catch((error: Error) => options.reporter.warn(`search index not updated: ${error.message}`));
    }, REFRESH_AFTER_MS);
  };
  const reportLinks = (links: BrokenLink[]) => {
    for (const link of links) {
      const line = `${link.file}${link.line ? `:${link.line}` : ''}: broken ${link.kind} ${link.url}: ${link.reason}`;
      if (!reported.has(line)) options.reporter.warn(line);
      reported.add(line);
    }
  };
  const adopt = (next: Prepared) => {
    prepared = next;
    site = input.site = next.site;
    input.pages = next.modules;
    routes = new Map(next.routes.map((r) => [r.path, r]));
    sidebars = sidebarFiles(config.baseUrl, next.versions);
  };

  /** The whole site: adopted at once, so that every request after it is answered from it. */
  const complete: Promise<DevUpdate> = finished.then(async (next) => {
    const paths = partial.changed(next);
    adopt(next);
    await vendors.copyTo(outDir);
    client = await devClient(input);
    clientKeys = [...next.modules.keys()].join('\n');
    afterUpdate(next);
    const api = [...next.apiModels].map(([name, model]) => `${name}: ${model.pages.length} API pages`);
    return {
      paths,
      summary: `site complete: ${next.routes.length} pages (${[`${next.compiled.size} guides`, ...api].join(', ')})`,
    };
  });
  // Assets wait for the whole site; its pages reload first when they changed, so none hydrates with stale data.
  assets = complete.then(() => rebundle());
  assets.catch(() => {});

  /** A route's full document, server-rendered now. */
  const html = async (route: Route): Promise<string> => {
    const body = await renderer.render({ page: route.page, sidebar: route.sidebar }, pageModuleKey(route));
    return routeDocument(documents(), route, body).html;
  };

  /**
   * Before the whole site is in, a page answers once it compiles (its errors are the complete
   * site's to report); anything else waits for the whole site.
   */
  const partialPage = async (path: string) => {
    const route = await partial.route(path).catch(() => undefined);
    return route && { route, html: await html(route) };
  };

  /** A saved page whose front matter is unchanged: recompile it alone, re-derive routes. */
  async function updateBodies(current: Prepared, docs: DocSource[]): Promise<DevUpdate | undefined> {
    const next = new Map<DocSource, { body: string; compiled: Awaited<ReturnType<typeof compileDoc>> }>();
    for (const doc of docs) {
      const { frontMatter, body } = splitFrontMatter(await readFile(doc.file, 'utf8'), doc.file);
      if (JSON.stringify(frontMatter) !== JSON.stringify(doc.frontMatter)) return undefined;
      const version = current.versions.find((v) => v.name === doc.version)!;
      next.set(doc, {
        body,
        compiled: await compileDoc({ ...doc, body }, docPermalinks(version), { mermaid: config.markdown.mermaid }),
      });
    }
    for (const [doc, { body, compiled }] of next) {
      doc.body = body;
      current.compiled.set(doc, compiled);
      const key = pageKey(doc);
      current.modules.set(key, { ...current.modules.get(key)!, code: compiled.code });
    }
    const list = buildRoutes(
      config,
      siteDir,
      current.versions,
      current.compiled,
      current.lastUpdates,
      current.apiModels,
    );
    prepared = { ...current, routes: list };
    routes = new Map(list.map((r) => [r.path, r]));
    const keys = docs.map(pageKey);
    // The reload goes out once the page's HTML is ready; the bundle runs after it, so the two do
    // not share the CPU, and the page's script requests wait for it.
    await Promise.all(keys.map((key) => renderer.prepare(key)));
    void rebundle().catch((error: Error) => options.reporter.warn(`client bundle failed: ${error.message}`));
    return {
      paths: list.filter((r) => r.doc && docs.includes(r.doc)).map((r) => r.path),
      summary: `${docs.length} page(s) recompiled`,
    };
  }

  return {
    /** Applies saved files. Throws a UserError for bad content; the last good site stays served. */
    async update(changed: string[], themeChanged: boolean): Promise<DevUpdate> {
      await complete;
      const current = prepared!;
      const docs = changed.map((file) => current.versions.flatMap((v) => v.docs).find((d) => d.file === resolve(file)));
      if (!themeChanged && docs.every((d): d is DocSource => !!d)) {
        const result = await updateBodies(current, docs);
        if (result) {
          afterUpdate(prepared!);
          return result;
        }
      }
      const next = await prepareSite(options.configPath, silent);
      adopt(next);
      const keys = [...next.modules.keys()].join('\n');
      if (keys !== clientKeys || themeChanged) {
        // The set of entry points is fixed per esbuild context: a new or removed page needs a new one.
        await client!.dispose();
        client = await devClient(input);
        clientKeys = keys;
      }
      if (themeChanged) renderer.reset();
      await rebundle();
      afterUpdate(next);
      return { paths: ['*'], summary: 'site prepared again' };
    },

    /** Answers a request for the site; `next` when it is not one of its URLs. */
    async handle(req: IncomingMessage, res: ServerResponse, next: () => void): Promise<void> {
      const url = req.url ?? '/';
      const path = routePath(url);
      const base = config.baseUrl;
      if (!prepared) {
        const page = await compiles.hold(partialPage(path));
        // Unless the whole site came in meanwhile: then it answers.
        if (page && !prepared) {
          partial.served(page.route);
          return send(res, 200, 'text/html; charset=utf-8', page.html);
        }
        // The stylesheet holds back the page's first paint: until the bundle has it, the theme's as written.
        if (path === `${base}assets/style.css` && !prepared)
          return send(res, 200, 'text/css', await readFile(join(toolRoot, 'templates/theme.css')));
        if (
          !(await complete.then(
            () => true,
            () => false,
          ))
        )
          return next();
      }
      if (path.startsWith(`${base}assets/`)) {
        const sidebar = sidebars.files.get(path);
        if (sidebar) return send(res, 200, 'application/json', sidebar);
        const file = (await assets.catch(() => new Map<string, OutputFile>())).get(path);
        if (file) return send(res, 200, path.endsWith('.css') ? 'text/css' : 'text/javascript', file.contents);
      }
      if (path === `${base}route-manifest.json`) {
        const ctx = documents();
        return send(
          res,
          200,
          'application/json',
          JSON.stringify(
            Object.fromEntries([...routes.values()].map((r) => [r.path, manifestEntry(r, routePageData(ctx, r))])),
          ),
        );
      }
      const dataOf = /^(.*)\/page-data\.json$/.exec(path);
      const route = routes.get(dataOf ? dataOf[1] || '/' : path);
      if (route && dataOf) return send(res, 200, 'application/json', JSON.stringify(routePageData(documents(), route)));
      if (route) return send(res, 200, 'text/html; charset=utf-8', await html(route));
      files(req, res, () => staticFiles(req, res, next));
    },

    html,

    notFound: () => prepared?.notFound ?? notFoundRoute(config),

    /** Settles when the whole site is in: the pages served before it that changed, or the error that stopped it. */
    complete,

    /** Ends what the launch still has running (TypeDoc, background compiles): `complete` then rejects. */
    stop(): void {
      if (prepared) return;
      compiles.stop();
      scanned.api.stop();
    },

    async dispose(): Promise<void> {
      await complete.catch(() => {});
      clearTimeout(refresh);
      await background;
      await client?.dispose();
    },
  };
}

export type DevSite = Awaited<ReturnType<typeof createDevSite>>;

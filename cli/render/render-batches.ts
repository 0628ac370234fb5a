import { availableParallelism } from 'node:os';
import { rm } from 'node:fs/promises';
import { needsBundle, type PageModule } from '../bundle/plugin.js';
import {
  bundlePagesFile,
  bundleThemeFile,
  contentOf,
  loadServerBundle,
  type ServerPages,
  type ServerTheme,
} from '../bundle/server.js';
import type { Route } from '../routes/table.js';
import { UserError } from '../util/errors.js';
import type { SiteData } from '../../templates/data.js';
import { pageModuleKey } from './route-document.js';
import { renderPool, type RenderItem } from './render-pool.js';

/** Routes server-rendered from one server bundle. */
const SERVER_BATCH = 500;
/** From this many routes to render, worker threads render them (each loads React and the theme anew). */
const RENDER_IN_WORKERS = 1000;

/**
 * Server-renders the bodies of `routes`, handing each (UTF-8) to `done` as it comes, in no set
 * order. Pages that import only React and the theme run as they are; the others are bundled, in
 * batches (one bundle of every page of a large site would be slow to load and stay in memory).
 * Many routes are rendered on worker threads, one per core, or on `workers` threads if given.
 */
export async function renderBodies(
  routes: Route[],
  options: { siteDir: string; site: SiteData; modules: Map<string, PageModule>; workers?: number },
  done: (route: Route, body: Uint8Array) => void,
): Promise<void> {
  if (!routes.length) return;
  const { modules, site } = options;
  const workers = options.workers ?? (routes.length >= RENDER_IN_WORKERS ? availableParallelism() : 0);
  const themeFile = await bundleThemeFile({ siteDir: options.siteDir, baseUrl: site.baseUrl });
  try {
    const sidebars = new Map(
      routes.flatMap((r) => (r.sidebarKey && r.sidebar ? [[r.sidebarKey, r.sidebar] as const] : [])),
    );
    const pool = workers > 0 ? await renderPool(workers, { site, sidebars, themeFile }) : undefined;
    const theme = pool ? undefined : (loadServerBundle(themeFile) as ServerTheme);
    try {
      for (let start = 0; start < routes.length; start += SERVER_BATCH) {
        const batch = routes.slice(start, start + SERVER_BATCH);
        const bundled = new Map(
          batch.flatMap((r) => {
            const module = pageModuleKey(r) ? modules.get(pageModuleKey(r)!)! : undefined;
            return module && needsBundle(module) ? [[module.key, module] as const] : [];
          }),
        );
        const file = bundled.size
          ? await bundlePagesFile({ siteDir: options.siteDir, baseUrl: site.baseUrl, pages: bundled })
          : undefined;
        try {
          const items = batch.map((r): RenderItem => {
            const key = pageModuleKey(r);
            return {
              content: !key ? undefined : bundled.has(key) ? { key } : { code: modules.get(key)!.code },
              page: r.page,
              sidebarKey: r.sidebarKey,
            };
          });
          if (pool)
            await pool.render(
              file,
              items,
              (i, body) => done(batch[i]!, body),
              (i, error) => renderFailure(batch[i]!, error, modules),
            );
          else {
            const pages = file ? (loadServerBundle(file) as ServerPages) : undefined;
            for (const [i, route] of batch.entries()) {
              let body: string;
              try {
                body = theme!.renderApp(
                  site,
                  { page: route.page, sidebar: route.sidebar },
                  contentOf(items[i]!.content, theme!, pages),
                );
              } catch (error) {
                throw renderFailure(route, error as Error, modules);
              }
              done(route, Buffer.from(body));
            }
          }
        } finally {
          if (file) await rm(file, { force: true });
        }
      }
    } finally {
      await pool?.close();
    }
  } finally {
    await rm(themeFile, { force: true });
  }
}

/** A page that throws while it is server-rendered, as an error naming it and its file. */
function renderFailure(route: Route, error: Error, modules: Map<string, PageModule>): UserError {
  const key = pageModuleKey(route);
  return new UserError(`${route.path} failed to render: ${error.message}`, {
    file: route.doc?.file ?? (key ? modules.get(key)?.file : undefined),
    problems: [
      'Fix the component that throws. Code that needs the browser (window, document, localStorage) must run in an effect or after a `typeof window` check: pages are rendered on the server first.',
    ],
  });
}

import { availableParallelism } from 'node:os';
import { rm } from 'node:fs/promises';
import { needsBundle, type PageModule } from '../bundle/plugin.js';
import {
  bundleImportsFile,
  bundleThemeFile,
  contentOf,
  loadServerBundle,
  type ServerImports,
  type ServerTheme,
} from '../bundle/server.js';
import type { Route } from '../routes/table.js';
import { UserError } from '../util/errors.js';
import type { SiteData } from '../../templates/data.js';
import { pageModuleKey } from './route-document.js';
import { renderPool, type RenderItem } from './render-pool.js';

/** From this many routes to render, worker threads render them (each loads React and the theme anew). */
const RENDER_IN_WORKERS = 1000;

/**
 * Server-renders the bodies of `routes`, handing each (UTF-8) to `done` as it comes, in no set
 * order. Pages run as compiled; what the pages that import more than React and the theme import
 * is bundled once, beside the theme. Many routes are rendered on worker threads, one per core, or
 * on `workers` threads if given.
 */
export async function renderBodies(
  routes: Route[],
  options: { siteDir: string; site: SiteData; modules: Map<string, PageModule>; workers?: number },
  done: (route: Route, body: Uint8Array) => void,
): Promise<void> {
  if (!routes.length) return;
  const { modules, site } = options;
  const workers = options.workers ?? (routes.length >= RENDER_IN_WORKERS ? availableParallelism() : 0);
  const pages = new Map(
    routes.flatMap((r) => {
      const module = pageModuleKey(r) ? modules.get(pageModuleKey(r)!)! : undefined;
      return module && needsBundle(module) ? [[module.key, module] as const] : [];
    }),
  );
  const bundle = { siteDir: options.siteDir, baseUrl: site.baseUrl };
  const bundled = await Promise.allSettled([
    bundleThemeFile(bundle),
    pages.size ? bundleImportsFile({ ...bundle, pages }) : undefined,
  ]);
  const [themeFile, importsFile] = bundled.map((file) => (file.status === 'fulfilled' ? file.value : undefined));
  try {
    const failed = bundled.find((file) => file.status === 'rejected');
    if (failed) throw failed.reason;
    const items = routes.map((r): RenderItem => {
      const key = pageModuleKey(r);
      return {
        content: key ? { code: modules.get(key)!.code, key: pages.has(key) ? key : undefined } : undefined,
        page: r.page,
        sidebarKey: r.sidebarKey,
      };
    });
    if (workers > 0) {
      const sidebars = new Map(
        routes.flatMap((r) => (r.sidebarKey && r.sidebar ? [[r.sidebarKey, r.sidebar] as const] : [])),
      );
      const pool = await renderPool(workers, { site, sidebars, themeFile: themeFile!, importsFile });
      try {
        await pool.render(
          items,
          (i, body) => done(routes[i]!, body),
          (i, error) => renderFailure(routes[i]!, error, modules),
        );
      } finally {
        await pool.close();
      }
      return;
    }
    const theme = loadServerBundle(themeFile!) as ServerTheme;
    const imports = importsFile ? (loadServerBundle(importsFile) as ServerImports) : undefined;
    for (const [i, route] of routes.entries()) {
      let body: string;
      try {
        body = theme.renderApp(
          site,
          { page: route.page, sidebar: route.sidebar },
          contentOf(items[i]!.content, theme, imports),
        );
      } catch (error) {
        throw renderFailure(route, error as Error, modules);
      }
      done(route, Buffer.from(body));
    }
  } finally {
    await Promise.all([themeFile, importsFile].map((file) => file && rm(file, { force: true })));
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

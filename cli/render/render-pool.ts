import type { SidebarItem, SiteData } from '../../common/data.js';
import { threadPool } from '../util/thread-pool.js';
import type * as renderWorker from '../workers/render.js';
import type { RenderItem, RenderSetup } from './types.js';
import type { PageLinks } from '../../common/page-links.js';
import type { CodeThemes } from '../mdx/themed-tokens.js';

/**
 * Routes a task carries: enough that handing tasks out costs little beside rendering them,
 * few enough that the threads finish a batch together.
 */
const ROUTES_PER_TASK = 20;

/**
 * Threads that server-render page bodies: each loads the theme's server bundle (and the pages'
 * imports bundle, if there is one) from its file and takes routes as it finishes others, while
 * this thread writes what they send back.
 */
export async function renderPool(
  count: number,
  options: {
    site: SiteData;
    sidebars: Map<string, SidebarItem[]>;
    themeFile: string;
    importsFile?: string;
    codeThemes?: CodeThemes;
  },
) {
  const pool = await threadPool<typeof renderWorker>('render', {
    threads: count,
    data: { ...options, sidebars: [...options.sidebars] } satisfies RenderSetup,
  });
  return {
    /**
     * Renders `items`, giving each body (UTF-8), with what it told the link checker, to
     * `onBody` as it comes, in no set order; a route that throws ends it with the error `failed`
     * makes of it, as does `onBody` throwing. Every task has settled when it returns.
     */
    async render(
      items: RenderItem[],
      onBody: (index: number, body: Uint8Array, links?: PageLinks) => void,
      failed: (index: number, error: Error) => Error,
    ): Promise<void> {
      let failure: unknown;
      const tasks: Promise<void>[] = [];
      for (let first = 0; first < items.length; first += ROUTES_PER_TASK) {
        const routes = items.slice(first, first + ROUTES_PER_TASK);
        const task = pool.run('render', routes).then((result) => {
          if ('failed' in result)
            throw failed(
              first + result.failed,
              Object.assign(new Error(result.message), { stack: result.stack, componentStack: result.componentStack }),
            );
          result.bodies.forEach((body, i) => onBody(first + i, body, result.links[i]));
        });
        tasks.push(
          task.catch((error: unknown) => {
            // The first failure ends the render: the routes not yet handed out are dropped.
            if (failure !== undefined) return;
            failure = error;
            pool.cancelPending();
          }),
        );
      }
      await Promise.all(tasks);
      if (failure !== undefined) throw failure;
    },
    close: () => pool.close(),
  };
}

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
    siteDir: string;
  },
) {
  const pool = await threadPool<typeof renderWorker>('render', {
    threads: count,
    data: { ...options, sidebars: [...options.sidebars] } satisfies RenderSetup,
  });
  return {
    /**
     * Renders `items`, giving each body (UTF-8), with what it told the link checker, to
     * `onBody` as it comes, in no set order, and each route that throws to `onFailure` with its
     * error, rendering the others on. Every task has settled when it returns; it rejects as
     * `onBody` or `onFailure` throws.
     */
    async render(
      items: RenderItem[],
      onBody: (index: number, body: Uint8Array, links?: PageLinks) => void,
      onFailure: (index: number, error: Error) => void,
    ): Promise<void> {
      const tasks: Promise<void>[] = [];
      for (let first = 0; first < items.length; first += ROUTES_PER_TASK) {
        const routes = items.slice(first, first + ROUTES_PER_TASK);
        tasks.push(
          pool.run('render', routes).then(({ bodies, links, failures }) => {
            bodies.forEach((body, i) => body && onBody(first + i, body, links[i]));
            for (const { index, message, stack, componentStack } of failures)
              onFailure(first + index, Object.assign(new Error(message), { stack, componentStack }));
          }),
        );
      }
      const settled = await Promise.allSettled(tasks);
      const rejected = settled.find((task) => task.status === 'rejected');
      if (rejected) throw rejected.reason;
    },
    close: () => pool.close(),
  };
}

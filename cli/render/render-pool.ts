import { Worker } from 'node:worker_threads';
import type { PageData, SidebarItem, SiteData } from '../../templates/data.js';
import type { PageContent } from '../bundle/server.js';
import { workerUrl } from '../util/worker-script.js';

/**
 * A route for a render worker: its page, its sidebar by key, and its content: compiled code to
 * run, or the key of a page in the batch's bundle.
 */
export interface RenderItem {
  content?: PageContent;
  page: PageData;
  sidebarKey?: string;
}
export type RenderMessage =
  | { type: 'site'; site: SiteData; sidebars: [string, SidebarItem[]][]; themeFile: string }
  | { type: 'bundle'; file: string }
  | { type: 'render'; id: number; routes: RenderItem[] };
export type RenderReply = { type: 'loaded' } | { type: 'rendered'; id: number; bodies: string[] } | { type: 'failed'; index: number; message: string };

/** Routes a worker renders per message: enough to keep it busy, few enough to share the work out evenly. */
const ROUTES_PER_MESSAGE = 20;

/**
 * Threads that server-render page bodies, for a site with many pages to render: each loads the
 * theme's server bundle (and a batch's bundle of pages, if it has one) from its file and takes
 * routes as it finishes others, while this thread writes what they send back. Site data and
 * sidebars are sent once, not with every route.
 */
export async function renderPool(count: number, options: { site: SiteData; sidebars: Map<string, SidebarItem[]>; themeFile: string }) {
  const url = await workerUrl('render');
  const workers = Array.from({ length: count }, () => new Worker(url));
  const setup: RenderMessage = { type: 'site', site: options.site, sidebars: [...options.sidebars], themeFile: options.themeFile };
  for (const worker of workers) worker.postMessage(setup);
  return {
    /**
     * Renders `items` (with the pages bundle in `file`, if some need it), giving each body to
     * `onBody` as it comes, in no set order; a route that throws ends it with the error `failed`
     * makes of it, as does `onBody` throwing.
     */
    async render(file: string | undefined, items: RenderItem[], onBody: (index: number, body: string) => void, failed: (index: number, error: Error) => Error): Promise<void> {
      if (file) await Promise.all(workers.map((worker) => request(worker, { type: 'bundle', file })));
      let next = 0;
      const lane = async (worker: Worker) => {
        while (next < items.length) {
          const id = next;
          next = Math.min(items.length, next + ROUTES_PER_MESSAGE);
          const reply = await request(worker, { type: 'render', id, routes: items.slice(id, next) });
          if (reply.type === 'failed') {
            next = items.length; // the other lanes stop too
            throw failed(reply.index, new Error(reply.message));
          }
          if (reply.type === 'rendered') reply.bodies.forEach((body, i) => onBody(id + i, body));
        }
      };
      // Every lane settles before this returns, even when one fails.
      const lanes = await Promise.allSettled(workers.map(lane));
      const rejected = lanes.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (rejected) throw rejected.reason;
    },
    close: () => Promise.all(workers.map((worker) => worker.terminate())),
  };
}

function request(worker: Worker, message: RenderMessage): Promise<RenderReply> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number) => fail(new Error(`a render worker stopped (exit code ${code})`));
    const fail = (error: unknown) => {
      worker.off('message', onMessage).off('exit', onExit);
      reject(error);
    };
    const onMessage = (reply: RenderReply) => {
      worker.off('error', fail).off('exit', onExit);
      resolve(reply);
    };
    worker.once('message', onMessage).once('error', fail).once('exit', onExit);
    worker.postMessage(message);
  });
}

import { Worker } from 'node:worker_threads';
import type { PageData, SidebarItem, SiteData } from '../../templates/data.js';
import { workerUrl } from '../util/worker-script.js';

/** A route for a render worker: its page, content module and sidebar, by key. */
export interface RenderItem {
  key?: string;
  page: PageData;
  sidebarKey?: string;
}
export type RenderMessage = { type: 'site'; site: SiteData; sidebars: [string, SidebarItem[]][] } | { type: 'bundle'; file: string } | { type: 'render'; id: number; routes: RenderItem[] };
export type RenderReply = { type: 'loaded' } | { type: 'rendered'; id: number; bodies: string[] } | { type: 'failed'; index: number; message: string };

/** Routes a worker renders per message: enough to keep it busy, few enough to share the work out evenly. */
const ROUTES_PER_MESSAGE = 20;

/**
 * Threads that server-render page bodies, for a site with many pages to render: each loads a
 * batch's server bundle from its file and takes routes as it finishes others, while this thread
 * writes what they send back. Site data and sidebars are sent once, not with every route.
 */
export async function renderPool(count: number, site: SiteData, sidebars: Map<string, SidebarItem[]>) {
  const url = await workerUrl('render');
  const workers = Array.from({ length: count }, () => new Worker(url));
  for (const worker of workers) worker.postMessage({ type: 'site', site, sidebars: [...sidebars] } satisfies RenderMessage);
  return {
    /**
     * Renders `items` from the server bundle in `file`, giving each body to `onBody` as it comes,
     * in no set order; a route that throws ends it with the error `failed` makes of it, as does
     * `onBody` throwing.
     */
    async render(file: string, items: RenderItem[], onBody: (index: number, body: string) => void, failed: (index: number, error: Error) => Error): Promise<void> {
      await Promise.all(workers.map((worker) => request(worker, { type: 'bundle', file })));
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

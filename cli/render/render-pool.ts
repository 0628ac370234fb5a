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
export type RenderReply =
  | { type: 'loaded' }
  | { type: 'rendered'; id: number; bodies: Uint8Array[] }
  | { type: 'failed'; index: number; message: string };

/** Routes a worker renders per message: enough to keep it busy, few enough to share the work out evenly. */
const ROUTES_PER_MESSAGE = 20;
/**
 * Messages of routes a worker holds at once: it renders the next while this thread writes what
 * it sent back, instead of waiting for this thread to ask again.
 */
const IN_FLIGHT = 2;

/**
 * Threads that server-render page bodies, for a site with many pages to render: each loads the
 * theme's server bundle (and a batch's bundle of pages, if it has one) from its file and takes
 * routes as it finishes others, while this thread writes what they send back. Site data and
 * sidebars are sent once, not with every route.
 */
export async function renderPool(
  count: number,
  options: { site: SiteData; sidebars: Map<string, SidebarItem[]>; themeFile: string },
) {
  const url = await workerUrl('render');
  const workers = Array.from({ length: count }, () => new Worker(url));
  const channels = workers.map(channel);
  const setup: RenderMessage = {
    type: 'site',
    site: options.site,
    sidebars: [...options.sidebars],
    themeFile: options.themeFile,
  };
  for (const worker of workers) worker.postMessage(setup);
  return {
    /**
     * Renders `items` (with the pages bundle in `file`, if some need it), giving each body (UTF-8) to
     * `onBody` as it comes, in no set order; a route that throws ends it with the error `failed`
     * makes of it, as does `onBody` throwing.
     */
    async render(
      file: string | undefined,
      items: RenderItem[],
      onBody: (index: number, body: Uint8Array) => void,
      failed: (index: number, error: Error) => Error,
    ): Promise<void> {
      if (file) await Promise.all(channels.map((send) => send({ type: 'bundle', file })));
      let next = 0;
      const lane = async (send: Send) => {
        const take = () => {
          if (next >= items.length) return undefined;
          const id = next;
          next = Math.min(items.length, next + ROUTES_PER_MESSAGE);
          const reply = send({ type: 'render', id, routes: items.slice(id, next) });
          reply.catch(() => {}); // left unawaited when another lane fails first
          return reply;
        };
        const held = Array.from({ length: IN_FLIGHT }, take).filter((reply) => reply !== undefined);
        for (let reply = held.shift(); reply; reply = held.shift()) {
          const answer = await reply;
          if (answer.type === 'failed') {
            next = items.length; // the other lanes stop too
            throw failed(answer.index, new Error(answer.message));
          }
          const more = take();
          if (more) held.push(more);
          if (answer.type === 'rendered') answer.bodies.forEach((body, i) => onBody(answer.id + i, body));
        }
      };
      // Every lane settles before this returns, even when one fails.
      const lanes = await Promise.allSettled(channels.map(lane));
      const rejected = lanes.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (rejected) throw rejected.reason;
    },
    close: () => Promise.all(workers.map((worker) => worker.terminate())),
  };
}

type Send = (message: RenderMessage) => Promise<RenderReply>;

/** Sends messages to a worker, each answered by its next reply, in order (it answers each in turn). */
function channel(worker: Worker): Send {
  const waiting: { resolve(reply: RenderReply): void; reject(error: unknown): void }[] = [];
  const failAll = (error: unknown) => {
    for (const request of waiting.splice(0)) request.reject(error);
  };
  worker.on('message', (reply: RenderReply) => waiting.shift()?.resolve(reply));
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`a render worker stopped (exit code ${code})`)));
  return (message) =>
    new Promise((resolve, reject) => {
      waiting.push({ resolve, reject });
      worker.postMessage(message);
    });
}

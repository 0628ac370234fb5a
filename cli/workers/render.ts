// Worker: server-renders page bodies from a server bundle the main thread made, beside it.
import { parentPort } from 'node:worker_threads';
import { loadServerBundle, type ServerRenderer } from '../bundle/server.js';
import type { RenderMessage, RenderReply } from '../render/render-pool.js';
import type { SidebarItem, SiteData } from '../../templates/data.js';
import { collectGarbage } from '../util/collect-garbage.js';

let site: SiteData;
let sidebars = new Map<string, SidebarItem[]>();
let server: ServerRenderer | undefined;

parentPort!.on('message', (message: RenderMessage) => {
  if (message.type === 'site') {
    site = message.site;
    sidebars = new Map(message.sidebars);
    return;
  }
  if (message.type === 'bundle') {
    // The batch before is let go and collected first: one bundle in memory at a time.
    server = undefined;
    collectGarbage();
    server = loadServerBundle(message.file);
    parentPort!.postMessage({ type: 'loaded' } satisfies RenderReply);
    return;
  }
  const bodies: string[] = [];
  for (const [i, { key, page, sidebarKey }] of message.routes.entries()) {
    try {
      bodies.push(server!.renderApp(site, { page, sidebar: sidebarKey ? sidebars.get(sidebarKey) : undefined }, key ? server!.pages[key] : undefined));
    } catch (error) {
      parentPort!.postMessage({ type: 'failed', index: message.id + i, message: (error as Error).message ?? String(error) } satisfies RenderReply);
      return;
    }
  }
  parentPort!.postMessage({ type: 'rendered', id: message.id, bodies } satisfies RenderReply);
});

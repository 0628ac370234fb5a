// Worker: server-renders page bodies with the theme's server bundle, beside the main thread.
import { parentPort } from 'node:worker_threads';
import { contentOf, loadServerBundle, type ServerPages, type ServerTheme } from '../bundle/server.js';
import type { RenderMessage, RenderReply } from '../render/render-pool.js';
import type { SidebarItem, SiteData } from '../../templates/data.js';
import { collectGarbage } from '../util/collect-garbage.js';

let site: SiteData;
let sidebars = new Map<string, SidebarItem[]>();
let theme: ServerTheme;
let bundled: ServerPages | undefined;
const encoder = new TextEncoder();

parentPort!.on('message', (message: RenderMessage) => {
  if (message.type === 'site') {
    site = message.site;
    sidebars = new Map(message.sidebars);
    theme = loadServerBundle(message.themeFile) as ServerTheme;
    return;
  }
  if (message.type === 'bundle') {
    // The batch before is let go and collected first: one bundle in memory at a time.
    bundled = undefined;
    collectGarbage();
    bundled = loadServerBundle(message.file) as ServerPages;
    parentPort!.postMessage({ type: 'loaded' } satisfies RenderReply);
    return;
  }
  const bodies: Uint8Array[] = [];
  for (const [i, { content, page, sidebarKey }] of message.routes.entries()) {
    try {
      bodies.push(
        encoder.encode(
          theme.renderApp(
            site,
            { page, sidebar: sidebarKey ? sidebars.get(sidebarKey) : undefined },
            contentOf(content, theme, bundled),
          ),
        ),
      );
    } catch (error) {
      parentPort!.postMessage({
        type: 'failed',
        index: message.id + i,
        message: (error as Error).message ?? String(error),
      } satisfies RenderReply);
      return;
    }
  }
  // As bytes, moved rather than copied: the main thread writes them out and caches them as they
  // are, never holding a page's body as a string (on the 10x site, 280 MB of them).
  parentPort!.postMessage(
    { type: 'rendered', id: message.id, bodies } satisfies RenderReply,
    bodies.map((body) => body.buffer as ArrayBuffer),
  );
});

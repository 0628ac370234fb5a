// Worker: server-renders page bodies with the theme's server bundle, for render-pool.ts.
import { contentOf, loadServerBundle, type ServerPages, type ServerTheme } from '../bundle/server.js';
import type { RenderJob, RenderResult, RenderSetup } from '../render/render-pool.js';
import { moved, threadData, threadTask } from '../util/thread-task.js';

const setup = threadData<RenderSetup>();
const sidebars = new Map(setup.sidebars);
const theme = loadServerBundle(setup.themeFile) as ServerTheme;
const encoder = new TextEncoder();
// One batch's bundle of pages at a time: the one before is let go when the next comes.
let bundled: { file: string; pages: ServerPages } | undefined;

export const render = threadTask(({ file, routes }: RenderJob) => {
  if (bundled?.file !== file) bundled = file ? { file, pages: loadServerBundle(file) as ServerPages } : undefined;
  const bodies: Uint8Array[] = [];
  for (const [i, { content, page, sidebarKey }] of routes.entries()) {
    try {
      const sidebar = sidebarKey ? sidebars.get(sidebarKey) : undefined;
      bodies.push(
        encoder.encode(theme.renderApp(setup.site, { page, sidebar }, contentOf(content, theme, bundled?.pages))),
      );
    } catch (error) {
      return { failed: i, message: (error as Error).message ?? String(error) } satisfies RenderResult;
    }
  }
  // Moved rather than copied: the main thread writes them out and caches them as they are, never
  // holding a page's body as a string.
  return moved<RenderResult>(
    { bodies },
    bodies.map((body) => body.buffer as ArrayBuffer),
  );
});

// Worker: server-renders page bodies with the theme's server bundle, for render-pool.ts.
import {
  contentOf,
  loadServerBundle,
  withComponentStack,
  type ServerImports,
  type ServerTheme,
} from '../bundle/server.js';
import type { RenderFailure, RenderItem, RenderResult, RenderSetup } from '../render/types.js';
import type { PageLinks } from '../../common/page-links.js';
import { moved, threadData, threadTask } from '../util/thread-task.js';
import { serverCodeHighlighter } from '../render/server-code-highlighter.js';
import { loadFailure } from '../render/thrown-at.js';

const setup = threadData<RenderSetup>();
const sidebars = new Map(setup.sidebars);
const encoder = new TextEncoder();
// A site's module that throws as the bundles load fails every task with its line, not the thread:
// a thread that dies as it starts would leave the pool nothing to say where.
const loaded = (async () => {
  const theme = (await loadServerBundle(setup.themeFile)) as ServerTheme;
  theme.setCodeHighlighter(await serverCodeHighlighter(setup.codeThemes));
  const imports = setup.importsFile ? ((await loadServerBundle(setup.importsFile)) as ServerImports) : undefined;
  return { theme, imports };
})().catch((error: unknown) => {
  throw loadFailure(error, setup.siteDir);
});
loaded.catch(() => {});

export const render = threadTask(async (routes: RenderItem[]) => {
  const { theme, imports } = await loaded;
  const bodies: (Uint8Array | undefined)[] = [];
  const links: (PageLinks | undefined)[] = [];
  const failures: RenderFailure[] = [];
  for (const [i, { content, page, sidebarKey }] of routes.entries()) {
    const sidebar = sidebarKey ? sidebars.get(sidebarKey) : undefined;
    try {
      const rendered = theme.renderApp(setup.site, { page, sidebar }, contentOf(content, theme, imports));
      bodies.push(encoder.encode(rendered.html));
      links.push(rendered.links);
    } catch (thrown) {
      bodies.push(undefined);
      links.push(undefined);
      const render = {
        theme,
        site: setup.site,
        boot: { page, sidebar },
        content: () => contentOf(content, theme, imports),
      };
      const error = await withComponentStack(thrown, render);
      if (!(error instanceof Error)) failures.push({ index: i, message: String(error) });
      else {
        const { componentStack } = error as { componentStack?: string };
        failures.push({ index: i, message: error.message, stack: error.stack, componentStack });
      }
    }
  }
  // Moved rather than copied: the main thread writes them out and caches them as they are, never
  // holding a page's body as a string.
  return moved<RenderResult>(
    { bodies, links, failures },
    bodies.flatMap((body) => (body ? [body.buffer as ArrayBuffer] : [])),
  );
});

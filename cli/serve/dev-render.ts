import { bundleServer, type ServerRenderer } from '../bundle/server.js';
import type { PageModule } from '../bundle/plugin.js';
import type { MdxContent } from '../../templates/DocPage.js';
import type { BootData, SiteData } from '../../templates/data.js';

export interface DevRenderInput {
  siteDir: string;
  site: SiteData | Promise<SiteData>;
  pages: Map<string, PageModule>;
}

/**
 * Server rendering for `serve`: the theme is bundled once, and each page alone when it is
 * first requested or its content changed, so an edit costs one small bundle, not the site's.
 * React stays external on the server, so the theme and every page share one copy.
 */
export function devRenderer(input: DevRenderInput) {
  let theme: Promise<ServerRenderer> | undefined;
  const contents = new Map<string, { code: string; content: Promise<MdxContent | undefined> }>();

  const content = (key: string): Promise<MdxContent | undefined> => {
    const module = input.pages.get(key)!;
    let entry = contents.get(key);
    if (!entry || entry.code !== module.code) {
      const bundled = bundleServer({ ...input, pages: new Map([[key, module]]), pagesOnly: true }).then((r) => r.pages[key]);
      entry = { code: module.code, content: bundled };
      contents.set(key, entry);
      bundled.catch(() => contents.delete(key));
    }
    return entry.content;
  };

  return {
    async render(boot: BootData, key?: string): Promise<string> {
      theme ??= bundleServer({ ...input, pages: new Map() });
      theme.catch(() => (theme = undefined));
      const [renderer, Content] = await Promise.all([theme, key ? content(key) : undefined]);
      return renderer.renderApp(await input.site, boot, Content);
    },
    /** Bundles a page ahead of its request, so the reload after an edit finds it ready. */
    prepare: (key: string) => content(key).then(() => undefined),
    /** The theme changed: everything is bundled again on its next render. */
    reset(): void {
      theme = undefined;
      contents.clear();
    },
  };
}

import {
  bundleImportsFile,
  bundleTheme,
  contentOf,
  loadOnce,
  withComponentStack,
  type ServerBundleSite,
  type ServerImports,
  type ServerTheme,
} from '../bundle/server.js';
import { needsBundle } from '../bundle/runtime-specifiers.js';
import type { PageModule } from '../bundle/types.js';
import type { MdxContent } from '../../common/mdx-content.js';
import type { BootData, SiteData } from '../../common/data.js';
import { renderFailure } from '../render/render-bodies.js';
import { loadFailure } from '../render/thrown-at.js';
import { UserError } from '../util/errors.js';
import { pageModuleKey } from '../render/route-document.js';
import type { Route } from '../routes/types.js';
import { serverCodeHighlighter } from '../render/server-code-highlighter.js';

export interface DevRenderInput extends ServerBundleSite {
  site: SiteData;
  pages: Map<string, PageModule>;
}

/**
 * Server rendering for `serve`: the theme is bundled once; a page runs as compiled when it
 * imports only React and the theme; otherwise what it imports is bundled when it is first requested
 * or its content changed, so an edit costs one small bundle at most, not the site's. React
 * stays external on the server, so the theme and every page share one copy.
 */
export function devRenderer(input: DevRenderInput) {
  let theme: Promise<ServerTheme> | undefined;
  const serverTheme = () => {
    theme ??= Promise.all([
      bundleTheme({ ...input, baseUrl: input.site.baseUrl }),
      serverCodeHighlighter(input.mdx.codeThemes),
    ]).then(
      ([loaded, highlight]) => {
        loaded.setCodeHighlighter(highlight);
        return loaded;
      },
      (error: unknown) => {
        throw loadFailure(error, input.siteDir);
      },
    );
    theme.catch(() => (theme = undefined));
    return theme;
  };
  const contents = new Map<string, { code: string; content: Promise<MdxContent | undefined> }>();

  const content = (key: string): Promise<MdxContent | undefined> => {
    const module = input.pages.get(key)!;
    let entry = contents.get(key);
    if (!entry || entry.code !== module.code) {
      const imports = needsBundle(module)
        ? bundleImportsFile({ ...input, baseUrl: input.site.baseUrl, pages: new Map([[key, module]]) })
        : undefined;
      // The theme loads first: what the page imports may take modules it registers (shared ones).
      const made = Promise.all([serverTheme(), imports]).then(async ([t, file]) => {
        const bundled =
          file === undefined
            ? undefined
            : await loadOnce<ServerImports>(file).catch((error: unknown) => {
                throw loadFailure(error, input.siteDir);
              });
        return contentOf({ code: module.code, key: bundled && key }, t, bundled);
      });
      entry = { code: module.code, content: made };
      contents.set(key, entry);
      made.catch(() => contents.delete(key));
    }
    return entry.content;
  };

  return {
    /** A route's body HTML; a page that throws is an error at its line, as the build gives it. */
    async render(route: Route): Promise<string> {
      const boot: BootData = { page: route.page, sidebar: route.sidebar };
      const key = pageModuleKey(route);
      // Its modules' top-level code runs as its content is made: what throws there is the page's.
      const made = key
        ? content(key).catch((error: unknown) => {
            throw error instanceof Error && !(error instanceof UserError)
              ? renderFailure(route, error, input.pages, input.siteDir)
              : error;
          })
        : undefined;
      const [theme, Content] = await Promise.all([serverTheme(), made]);
      try {
        return theme.renderApp(input.site, boot, Content).html;
      } catch (thrown) {
        const error = await withComponentStack(thrown, { theme, site: input.site, boot, content: () => Content });
        throw error instanceof Error ? renderFailure(route, error, input.pages, input.siteDir) : error;
      }
    },
    /** Readies a page's content ahead of its request, for the reload after an edit. */
    prepare: (key: string) => content(key).then(() => undefined),
    /** The theme changed: everything is bundled again on its next render. */
    reset(): void {
      theme = undefined;
      contents.clear();
    },
  };
}

import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { needsBundle } from '../bundle/runtime-specifiers.js';
import type { PageModule } from '../bundle/types.js';
import {
  bundleImportsFile,
  bundleThemeFile,
  contentOf,
  loadServerBundle,
  withComponentStack,
  removeBundle,
  type ServerBundleSite,
  type ServerImports,
  type ServerTheme,
} from '../bundle/server.js';
import type { Route } from '../routes/types.js';
import { AggregateUserError, codeFrame, UserError } from '../util/errors.js';
import type { SiteData } from '../../common/data.js';
import { pageModuleKey } from './route-document.js';
import { renderPool } from './render-pool.js';
import type { RenderItem } from './types.js';
import type { BodySink } from './streamed-html.js';
import { loadFailure, thrownAt } from './thrown-at.js';
import type { PrecompiledMarkdown } from '../pages/plugin-markdown.js';
import type { PageLinks } from '../../common/page-links.js';
import { serverCodeHighlighter } from './server-code-highlighter.js';

/** From this many routes to render, worker threads render them (each loads React and the theme anew). */
const RENDER_IN_WORKERS = 1000;
/**
 * From this long a module (a large page, compiled in pieces), a page renders as a stream into
 * its file, on this thread: its HTML, several times the module's size, is never one string.
 */
const STREAMED_MODULE_CHARS = 1024 * 1024;

/**
 * Where rendered bodies go: a body (UTF-8) whole, or a large page's a part at a time; and on a
 * Docusaurus site, what each page's components told the link checker, before its whole body.
 */
export interface BodyOutput {
  done(route: Route, body: Uint8Array): void;
  stream(route: Route): BodySink;
  links(route: Route, links: PageLinks): void;
}

/**
 * Server-renders the bodies of `routes`, handing each to `output` as it comes, in no set
 * order. Pages run as compiled; what the pages that import more than React and the theme import
 * is bundled once, beside the theme. Many routes are rendered on worker threads, one per core, or
 * on `workers` threads if given.
 */
export async function renderBodies(
  routes: Route[],
  options: ServerBundleSite & {
    site: SiteData;
    modules: Map<string, PageModule>;
    markdown?: PrecompiledMarkdown;
    docFiles?: Map<string, string>;
    workers?: number;
    /** The theme's server bundle, when it was begun before (cli/render/early-theme.ts). */
    theme?: Promise<string>;
    /** The client bundle's URLs of the files it copied, by path. */
    assetUrls?: Map<string, string>;
  },
  output: BodyOutput,
): Promise<void> {
  if (!routes.length) return;
  const { modules, site } = options;
  // Every page that throws is told, as Docusaurus tells them; the others render on.
  const failures: { index: number; error: UserError }[] = [];
  const onFailure = (index: number, error: Error) =>
    failures.push({ index, error: renderFailure(routes[index]!, error, modules, options.siteDir) });
  const workers = options.workers ?? (routes.length >= RENDER_IN_WORKERS ? availableParallelism() : 0);
  const pages = new Map(
    routes.flatMap((r) => {
      const module = pageModuleKey(r) ? modules.get(pageModuleKey(r)!)! : undefined;
      return module && needsBundle(module) ? [[module.key, module] as const] : [];
    }),
  );
  const bundle = {
    siteDir: options.siteDir,
    cacheDir: options.cacheDir,
    locale: options.locale,
    baseUrl: site.baseUrl,
    mdx: options.mdx,
    fromPlugins: options.fromPlugins,
    markdown: options.markdown,
    docFiles: options.docFiles,
  };
  const bundled = await Promise.allSettled([
    options.theme ?? bundleThemeFile(bundle),
    pages.size ? bundleImportsFile({ ...bundle, pages, assetUrls: options.assetUrls }) : undefined,
  ]);
  const [themeFile, importsFile] = bundled.map((file) => (file.status === 'fulfilled' ? file.value : undefined));
  try {
    const failed = bundled.find((file) => file.status === 'rejected');
    if (failed) throw failed.reason;
    const items = routes.map((r): RenderItem => {
      const key = pageModuleKey(r);
      return {
        content: key ? { code: modules.get(key)!.code, key: pages.has(key) ? key : undefined } : undefined,
        page: r.page,
        sidebarKey: r.sidebarKey,
      };
    });
    const streamed = (i: number) => (items[i]!.content?.code.length ?? 0) >= STREAMED_MODULE_CHARS;
    const indexes = routes.map((_, i) => i);
    let here = indexes;
    if (workers > 0) {
      here = indexes.filter(streamed);
      const sidebars = new Map(
        routes.flatMap((r) => (r.sidebarKey && r.sidebar ? [[r.sidebarKey, r.sidebar] as const] : [])),
      );
      const pool = await renderPool(workers, {
        site,
        sidebars,
        themeFile: themeFile!,
        importsFile,
        codeThemes: options.mdx.codeThemes,
        siteDir: options.siteDir,
      });
      const inPool = indexes.filter((i) => !streamed(i));
      try {
        await pool.render(
          inPool.map((i) => items[i]!),
          (i, body, links) => {
            if (links) output.links(routes[inPool[i]!]!, links);
            output.done(routes[inPool[i]!]!, body);
          },
          (i, error) => onFailure(inPool[i]!, error),
        );
      } finally {
        await pool.close();
      }
    }
    if (!here.length) return throwFailures(failures);
    const load = (file: string) =>
      loadServerBundle(file).catch((error: unknown) => {
        throw loadFailure(error, options.siteDir);
      });
    const [theme, highlight] = await Promise.all([
      load(themeFile!) as Promise<ServerTheme>,
      serverCodeHighlighter(options.mdx.codeThemes),
    ]);
    theme.setCodeHighlighter(highlight);
    const imports = importsFile ? ((await load(importsFile)) as ServerImports) : undefined;
    for (const i of here) {
      const route = routes[i]!;
      const boot = { page: route.page, sidebar: route.sidebar };
      const sink = streamed(i) ? output.stream(route) : undefined;
      let body: string | undefined;
      let links: PageLinks | undefined;
      try {
        const Content = contentOf(items[i]!.content, theme, imports);
        if (sink) links = await theme.streamApp(site, boot, Content, sink.write);
        else ({ html: body, links } = theme.renderApp(site, boot, Content));
      } catch (error) {
        sink?.abort();
        const content = () => contentOf(items[i]!.content, theme, imports);
        onFailure(i, (await withComponentStack(error, { theme, site, boot, content })) as Error);
        continue;
      }
      if (links) output.links(route, links);
      if (sink) sink.end();
      else output.done(route, Buffer.from(body!));
    }
    throwFailures(failures);
  } finally {
    await Promise.all([themeFile, importsFile].map((file) => file && removeBundle(file)));
  }
}

/** The pages that failed to render, as one error, or as several in the order of their routes. */
function throwFailures(failures: { index: number; error: UserError }[]): void {
  const errors = failures.sort((a, b) => a.index - b.index).map(({ error }) => error);
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new AggregateUserError(errors, `${errors.length} pages failed to render`);
}

/**
 * A page that throws while it is server-rendered, as an error at the line of the site's code that
 * threw (with that code) when its stack leads there, else at the page's file; naming the page's
 * route, its file when the line is in another, and the components it was inside when React says.
 * The build's and `serve`'s.
 */
export function renderFailure(
  route: Route,
  error: Error,
  modules: Map<string, PageModule>,
  siteDir: string,
): UserError {
  const key = pageModuleKey(route);
  const page = route.doc?.file ?? (key ? modules.get(key)?.file : undefined);
  const at = thrownAt(error, siteDir);
  const named = at && at.file !== page ? `${route.path} (${page})` : route.path;
  const components = componentNames((error as { componentStack?: string }).componentStack);
  return new UserError(`${named} failed to render: ${error.message}`, {
    ...(at ? { ...at, frame: codeFrame(readFileSync(at.file, 'utf8'), at.line, at.column) } : { file: page }),
    problems: [
      ...(components.length ? [`It threw rendering ${components.slice(0, 4).join(', inside ')}.`] : []),
      INVALID_ELEMENT.test(error.message)
        ? 'A component it renders is undefined: an import names an export its module does not have, or takes the default export of a module that has none (`require(...).default` included).'
        : 'Fix the component that throws. Code that needs the browser (window, document, localStorage) must run in an effect or after a `typeof window` check: pages are rendered on the server first.',
    ],
  });
}

/** React's words for a component that is not one (undefined, or a module object). */
const INVALID_ELEMENT = /^Element type is invalid/;

/**
 * The components of React's component stack, innermost first: its frames named with a capital
 * (the others are HTML elements), each once where it repeats in a row, up to the error boundary
 * around the page's content (templates/ErrorBoundary.tsx): outside it is what every page has.
 */
function componentNames(stack: string | undefined): string[] {
  const names = [...(stack ?? '').matchAll(/^\s*at ([A-Z][\w$.]*)/gm)].map((m) => m[1]!);
  const boundary = names.indexOf('ErrorBoundary');
  return names.slice(0, boundary < 0 ? undefined : boundary).filter((name, i) => name !== names[i - 1]);
}

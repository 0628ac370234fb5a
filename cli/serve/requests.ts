import type { IncomingMessage, ServerResponse } from 'node:http';
import { lookup } from 'mrmime';
import { ASSETS_DIR, devEntryUrls } from '../bundle/client-files.js';
import type { ClientBundle } from '../bundle/client.js';
import { needsBundle } from '../bundle/runtime-specifiers.js';
import { servedLlmsFile } from '../llms/llms-files.js';
import { servedMarkdown } from '../llms/page-markdown.js';
import { splitHoisted, withHoistedHead } from '../render/hoisted-head.js';
import { headScript } from '../render/html.js';
import { manifestEntry, routeDocument, routePageData } from '../render/route-document.js';
import type { DocumentContext } from '../render/route-document.js';
import { notFoundRoute } from '../routes/table.js';
import { routeTitles } from '../stages/bundle-locale.js';
import type { Route } from '../routes/types.js';
import { ROUTE_MANIFEST_FILE, routeOfPageData, routeOfUrl } from '../../common/route-files.js';
import { SERVED_BUNDLE_META, SERVED_BUNDLE_PARAM } from '../../common/served-bundle.js';
import type { DevState } from './dev-state.js';
import { themeAsWritten } from './theme-as-written.js';

function send(res: ServerResponse, status: number, type: string, body: string | Uint8Array): void {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-cache' });
  res.end(body);
}

/**
 * Where to send a request for a page whose URL ends in `/` made without it (`/docs/guide` for
 * `/docs/guide/`), as static hosts do for a folder: its relative links resolve under that folder.
 */
function folderUrl(url: string, route: Route): string | undefined {
  const [asked = '/'] = url.split(/[?#]/);
  if (!route.path.endsWith('/') || asked.endsWith('/') || asked.endsWith('.html')) return undefined;
  return route.path + url.slice(asked.length);
}

/** Answers with a redirect to `location`. */
function redirect(res: ServerResponse, location: string): void {
  res.writeHead(302, { location, 'cache-control': 'no-cache' });
  res.end();
}

/** The bundle pages link until the dev bundle is made: the names it gives its entries. */
function predictedBundle(state: DevState): ClientBundle {
  const { input } = state.launch!;
  const urls = devEntryUrls(input.baseUrl);
  const bundled = [...input.pages].filter(([, page]) => needsBundle(page)).map(([key]) => key);
  return {
    main: urls.main,
    css: urls.style,
    pages: new Map([...input.pages.keys()].map((key) => [key, urls.page(key)])),
    groups: new Map(),
    // Until the bundle tells, any page that esbuild bundles may import CSS. Not before the whole
    // site is in: the stylesheet, made after it, would hold back the page's first paint.
    stylesheets: new Map(state.served ? bundled.map((key) => [key, urls.siteStyles]) : []),
    imports: new Map(),
    views: new Map(),
    // The dev server serves every vendor library, used or not.
    siteVendors: [],
    files: new Map(),
  };
}

/** What serve's documents hold; a page of the complete site asks `servedBundle` for its code. */
function documents(state: DevState, servedBundle?: number): DocumentContext {
  const { setup, input } = state.launch!;
  return {
    servedBundle,
    config: setup.config,
    site: input.site,
    client: state.bundle ?? predictedBundle(state),
    headScript: headScript(input.site),
    sidebarUrls: state.sidebars.urls,
    extraScripts: state.options.extraScripts,
    htmlTags: (state.served?.setup ?? setup).fromPlugins?.htmlTags,
  };
}

/**
 * What the main script of bundle `generation` starts with: a page rendered for an earlier bundle (a
 * save went through between its HTML and its scripts) reloads rather than hydrate HTML its code
 * would draw otherwise, and runs nothing more. Not one rendered for a later bundle, which failed:
 * its error shows over it. A page served before the complete site has no tag: the complete site
 * reloads it if it changed it.
 */
const bundleCheck = (generation: number) =>
  `{const b=document.querySelector('meta[name="${SERVED_BUNDLE_META}"]');if(b&&Number(b.content)<${generation}){location.reload();await new Promise(()=>{});}}`;

/** A route's full document, server-rendered now: a component page's head is what its body set. */
export async function pageHtml(state: DevState, route: Route): Promise<string> {
  // The bundle of when the render began: a save going through meanwhile makes the page's scripts newer.
  const generation = state.served ? state.generation : undefined;
  const rendered = Buffer.from(await state.launch!.renderer.render(route));
  const shown = withHoistedHead(route, rendered);
  const { tags, body } = splitHoisted(rendered);
  const head =
    generation === undefined ? tags : [...tags, `<meta name="${SERVED_BUNDLE_META}" content="${generation}">`];
  return routeDocument(documents(state, generation), shown, Buffer.from(body).toString(), head).html;
}

/** The route of the site's 404 page. */
export const notFoundPage = (state: DevState): Route =>
  state.served?.routes.notFound ?? notFoundRoute(state.launch!.setup.config, routeTitles(state.launch!.setup));

/**
 * Before the whole site is in, a page answers once it compiles; anything else waits for the
 * whole site. A page that fails to compile waits too: its error is the complete site's to report.
 */
async function partialPage(state: DevState, path: string) {
  let route: Route | undefined;
  try {
    route = await state.launch!.partial.route(path);
  } catch {
    return undefined;
  }
  return route && { route, html: await pageHtml(state, route) };
}

/**
 * Answers a request for the launched site from `state`, which it reads, changing it only through
 * `state.apply`; `next` when the URL is none of the site's. Pages render on request; the client
 * bundle's entries have stable names, so HTML never waits for it.
 */
export async function answerRequest(
  state: DevState,
  req: IncomingMessage,
  res: ServerResponse,
  next: () => void,
): Promise<void> {
  const launch = state.launch!;
  const base = launch.input.baseUrl;
  const urls = devEntryUrls(base);
  const path = routeOfUrl(req.url ?? '/');
  if (!state.served) {
    const page = await launch.compiles.hold(partialPage(state, path));
    const moved = page && folderUrl(req.url ?? '/', page.route);
    if (moved) return redirect(res, moved);
    // Unless the whole site came in meanwhile: then it answers.
    if (page && !state.served) {
      void state.apply({ type: 'served-early', route: page.route });
      return send(res, 200, 'text/html; charset=utf-8', page.html);
    }
    // The stylesheet holds back the page's first paint: until the bundle has it, the theme's as
    // written, finished as the bundle's will be.
    if (path === urls.style && !state.served) {
      const { finish } = launch.input.css;
      const css = await themeAsWritten();
      return send(res, 200, 'text/css', finish ? finish(css) : css);
    }
    await state.completing;
    if (!state.served) return next();
  }
  if (path.startsWith(`${base}${ASSETS_DIR}/`)) {
    const sidebar = state.sidebars.files.get(path);
    if (sidebar) return send(res, 200, 'application/json', sidebar);
    const asked = new URL(req.url ?? '/', 'http://localhost').searchParams.get(SERVED_BUNDLE_PARAM);
    const found = await state.clientFile(path, asked === null ? undefined : Number(asked));
    // Ahead of the bundle's code: nothing of it runs on a page of an earlier bundle.
    if (found && path === urls.main) {
      const check = Buffer.from(bundleCheck(found.generation));
      return send(res, 200, 'text/javascript', Buffer.concat([check, found.file.contents]));
    }
    // Images and fonts the bundle copied too: an SVG sent as anything but SVG does not show.
    if (found) return send(res, 200, lookup(path) ?? 'text/javascript', found.file.contents);
    // A page linked it before the bundle showed that no code imports CSS.
    if (path === urls.siteStyles) return send(res, 200, 'text/css', '');
  }
  if (path === `${base}${ROUTE_MANIFEST_FILE}`) {
    const ctx = documents(state);
    const manifest = [...state.routes.values()].map((r) => [r.path, manifestEntry(r, routePageData(ctx, r))]);
    return send(res, 200, 'application/json', JSON.stringify(Object.fromEntries(manifest)));
  }
  const dataOf = routeOfPageData(path);
  const route = state.routes.get(dataOf ?? path);
  // Not rendered for its head: a component page's `<Head>` sets the title once the browser shows it.
  if (route && dataOf)
    return send(res, 200, 'application/json', JSON.stringify(routePageData(documents(state), route)));
  const moved = route && folderUrl(req.url ?? '/', route);
  if (moved) return redirect(res, moved);
  if (route) return send(res, 200, 'text/html; charset=utf-8', await pageHtml(state, route));
  // The Markdown links to the copies of files beside pages once the bundle has made them.
  const copies = state.bundle?.files ?? new Map<string, string>();
  const { served } = state;
  const markdown = served && servedMarkdown(served.setup, path, state.routes, served.mdx.compiled, copies);
  if (markdown !== undefined) return send(res, 200, 'text/markdown; charset=utf-8', markdown);
  const llms = served && servedLlmsFile({ ...served, files: copies }, path);
  if (llms !== undefined) return send(res, 200, 'text/plain; charset=utf-8', llms);
  launch.writtenFiles(req, res, () => launch.staticFiles(req, res, () => launch.devServerFiles(req, res, next)));
}

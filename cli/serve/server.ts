import { build as esbuild } from 'esbuild';
import { openBrowser } from './open-browser.js';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import pc from 'picocolors';
import { DEFAULT_OUT_DIR, recoverKilledBuilds } from '../render/output.js';
import { UserError } from '../util/errors.js';
import type { Reporter } from '../util/reporter.js';
import { toolRoot } from '../util/tool-root.js';
import { within } from '../util/within.js';
import type { SiteSetup } from '../stages/config.js';
import type { DevState } from './dev-state.js';
import { createEventHub, errorEvent } from './events.js';
import { listenOnFreePort } from './listen.js';
import { answerRequest, notFoundPage, pageHtml } from './requests.js';
import { refusal } from './request-guard.js';
import { saveQueue } from './save-queue.js';
import { ServedLocales } from './served-locales.js';
import { THEME_DIRS } from './site-updates.js';

const LIVE_RELOAD_URL = '/__ckdocs/live-reload.js';
const EVENTS_URL = '/__ckdocs/events';
/** A page in place of one that cannot be made: the live reload script shows the error over it. */
const ERROR_PAGE = `<!doctype html><title>ckdocs</title><body><p>The site has not built yet.</p><script type="module" src="${LIVE_RELOAD_URL}"></script>`;

export interface ServeOptions {
  configPath: string;
  port: number;
  host: string;
  open: boolean;
  reporter: Reporter;
  /** The Docusaurus site's locale to serve alone (`--locale`); unset: the default one, and the others on request. */
  locale?: string;
  /** Watch by polling every this many ms (`--poll`), where the file system tells no changes. */
  poll?: number;
}

export interface DevServer {
  url: string;
  /** Resolves after the next rebuild, or once the whole site is in after launch (for tests and tools). */
  nextBuild(): Promise<void>;
  /** Resolves once the whole site is in after launch, or failed to come in (for tests and tools). */
  launched(): Promise<void>;
  /** Resolves once the first locale's search indexes follow its last update (for tests and tools). */
  searchUpdated(): Promise<void>;
  close(): Promise<void>;
}

async function liveReloadScript(): Promise<string> {
  const result = await esbuild({
    entryPoints: [join(toolRoot, 'runtime/live-reload.ts')],
    bundle: true,
    format: 'esm',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

/**
 * The writers' loop: serves the site from memory on loopback as soon as its content is scanned
 * (pages compile on request while the rest is prepared, reusing every cache), watches content,
 * config and theme, applies each save incrementally, and tells open pages to reload (or to show
 * the error) over server-sent events. Content and config errors never stop the server: it keeps
 * serving the last good site, or an error page. What it serves is one DevState (dev-state.ts):
 * saves reach its `apply` a batch at a time (save-queue.ts), and requests read it (requests.ts).
 */
export async function serveSite(options: ServeOptions): Promise<DevServer> {
  const siteDir = dirname(resolve(options.configPath));
  // A build killed mid-swap left no output folder: serving the site is no reason to wait for the
  // next build to put the previous one back.
  await recoverKilledBuilds(resolve(DEFAULT_OUT_DIR));
  const events = createEventHub();
  const script = await liveReloadScript();
  const locales = new ServedLocales({
    configPath: options.configPath,
    reporter: options.reporter,
    events,
    extraScripts: [LIVE_RELOAD_URL],
    locale: options.locale,
  });
  const saves = saveQueue((files) => locales.saved(files));

  await locales.launch();
  const state = locales.first;
  // Saves made meanwhile are applied once the whole site is in.
  const launched = state.launch ? saves.first(state.completing) : Promise.resolve();

  /** Answers a request from the state of its locale. */
  const answer = async (state: DevState, req: IncomingMessage, res: ServerResponse) => {
    const failed = (error: unknown) => void state.apply({ type: 'failed', error });
    const notFound = async () => {
      res.statusCode = 404;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      // Before any successful preparation there is no site yet: a page that shows the error overlay.
      res.end(state.launch && !state.error ? await pageHtml(state, notFoundPage(state)) : ERROR_PAGE);
      if (state.error instanceof UserError) events.send(errorEvent(state.error));
    };
    const answered = state.launch ? answerRequest(state, req, res, () => void notFound().catch(failed)) : notFound();
    // A request that fails is that request's 500: the error overlay of open pages is the site's,
    // unless the site's own code failed (a page's imports did not bundle): then it is every page's.
    await answered.catch((error: unknown) => {
      if (error instanceof UserError) {
        failed(error);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/html; charset=utf-8' }).end(ERROR_PAGE);
        return;
      }
      process.stderr.write(`${pc.red('internal error')} ${req.url}: ${(error as Error).stack ?? String(error)}\n`);
      if (!res.headersSent) res.writeHead(500).end(String((error as Error).message));
    });
  };

  const server: Server = createServer((req, res) => {
    // A bad request is answered on its own: it never becomes the site's error.
    const refused = refusal(req, options.host);
    if (refused)
      return res.writeHead(refused.status, { 'content-type': 'text/plain; charset=utf-8' }).end(refused.text);
    const url = (req.url ?? '/').split('?')[0]!;
    // A page opened while an error stands (say, the page that failed to compile) shows it too.
    if (url === EVENTS_URL)
      return events.attach(res, locales.error === undefined ? undefined : errorEvent(locales.error));
    if (url === LIVE_RELOAD_URL) {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-cache' });
      return res.end(script);
    }
    void locales.stateFor(url).then((state) => answer(state, req, res));
  });
  const port = await listenOnFreePort(server, options.port, options.host, (taken) =>
    options.reporter.warn(`port ${taken} is in use, trying ${taken + 1}`),
  );
  const url = `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}/`;
  // The locale `--locale` named is at its own base URL (`/fa/`).
  const home = options.locale ? `${url}${state.launch?.input.baseUrl.slice(1) ?? ''}` : url;
  options.reporter.info(`${pc.cyan('ckdocs serve')} ${pc.bold(home)} (watching ${siteDir}; Ctrl+C to stop)`);

  // The site's plugins may name folders of their sources outside it (getPathsToWatch), and its
  // docs may be outside it too (a monorepo's `path: '../docs'`).
  const setup = state.launch?.setup;
  const outside = [...(setup?.fromPlugins?.watchPaths ?? []), ...(setup ? docsFoldersOutside(setup) : [])];
  await saves.watch([siteDir, ...THEME_DIRS, ...new Set(outside)], { poll: options.poll });
  if (options.open) openBrowser(home);

  return {
    url,
    nextBuild: () => saves.next(),
    launched: () => launched,
    searchUpdated: () => state.searchUpdated(),
    async close() {
      locales.close();
      await saves.close();
      events.close();
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await stopped;
      // A launch still under way stops; an update in progress ends first.
      await locales.stop();
      await saves.settled();
      await locales.dispose();
    },
  };
}

/** The folders of the site's docs (each version's, and its translations') that lie outside the site folder. */
function docsFoldersOutside({ siteDir, config }: Pick<SiteSetup, 'siteDir' | 'config'>): string[] {
  return config.docs.versions
    .flatMap((version) => [version.dir, version.localizedDir ?? []].flat())
    .map((dir) => resolve(siteDir, dir))
    .filter((dir) => !within(dir, siteDir));
}

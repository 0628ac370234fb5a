import chokidar from 'chokidar';
import { build as esbuild } from 'esbuild';
import { spawn } from 'node:child_process';
import { statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import pc from 'picocolors';
import { DEFAULT_OUT_DIR, recoverKilledBuilds } from '../render/output.js';
import { AggregateUserError, UserError } from '../util/errors.js';
import { ERRORS_SHOWN, printUserError, type Reporter } from '../util/reporter.js';
import { toolRoot } from '../util/tool-root.js';
import { createDevSite, type DevSite } from './dev-site.js';
import { createEventHub } from './events.js';
import { listenOnFreePort } from './listen.js';
import { refusal } from './request-guard.js';

const LIVE_RELOAD_URL = '/__ckdocs/live-reload.js';
const EVENTS_URL = '/__ckdocs/events';
/** A page in place of one that cannot be made: the live reload script shows the error over it. */
const ERROR_PAGE = `<!doctype html><title>ckdocs</title><body><p>The site has not built yet.</p><script type="module" src="${LIVE_RELOAD_URL}"></script>`;
/** How long chokidar keeps quiet about a file after reporting a change to it. */
const CHANGE_THROTTLE_MS = 50;

export interface ServeOptions {
  configPath: string;
  port: number;
  host: string;
  open: boolean;
  reporter: Reporter;
}

export interface DevServer {
  url: string;
  /** Resolves after the next rebuild, or once the whole site is in after launch (for tests and tools). */
  nextBuild(): Promise<void>;
  /** Resolves once the whole site is in after launch, or failed to come in (for tests and tools). */
  launched(): Promise<void>;
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

function openBrowser(url: string): void {
  const command = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'start' : 'xdg-open';
  spawn(command, [url], { detached: true, stdio: 'ignore' })
    .on('error', () => {})
    .unref();
}

/**
 * The writers' loop: serves the site from memory on loopback as soon as its content is scanned
 * (pages compile on request while the rest is prepared, reusing every cache), watches content,
 * config and theme, applies each save incrementally, and tells open pages to reload (or to show
 * the error) over server-sent events. Content and config errors never stop the server: it keeps
 * serving the last good site, or an error page.
 */
export async function serveSite(options: ServeOptions): Promise<DevServer> {
  const siteDir = dirname(resolve(options.configPath));
  // A build killed mid-swap left no output folder: serving the site is no reason to wait for the
  // next build to put the previous one back.
  await recoverKilledBuilds(resolve(DEFAULT_OUT_DIR));
  const events = createEventHub();
  const script = await liveReloadScript();
  let dev: DevSite | undefined;
  let lastError: unknown;
  let pending = new Set<string>();
  let busy: Promise<void> | undefined;
  let waiters: (() => void)[] = [];
  let closed = false;
  const themeDirs = [join(toolRoot, 'templates'), join(toolRoot, 'runtime')];

  const fail = (error: unknown) => {
    if (closed) return; // work stopped by close() ends in errors nobody needs
    lastError = error;
    if (error instanceof UserError) printUserError(error);
    else process.stderr.write(`${pc.red('internal error')} ${(error as Error).stack ?? String(error)}\n`);
    events.send(errorEvent(error));
  };
  const settled = () => {
    const done = waiters;
    waiters = [];
    done.forEach((resolve) => resolve());
  };
  /** Answers pages from the scanned content on; `complete` brings in the rest. */
  const start = async () => {
    try {
      dev = await createDevSite({
        configPath: options.configPath,
        reporter: options.reporter,
        extraScripts: [LIVE_RELOAD_URL],
        bundleFailed: fail,
      });
      lastError = undefined;
    } catch (error) {
      fail(error);
    }
  };
  /** Waits for the whole site (TypeDoc, every page): pages served before it reload if it changed them. */
  const complete = async () => {
    const site = dev!;
    const started = performance.now();
    try {
      const update = await site.complete();
      if (update.paths.length) events.send({ type: 'reload', paths: update.paths });
      options.reporter.info(`${pc.green('✔')} ${update.summary} in ${Math.round(performance.now() - started)} ms`);
    } catch (error) {
      // No good site yet: the next save starts again.
      if (dev === site) dev = undefined;
      fail(error);
    }
  };
  const apply = async (files: string[]): Promise<void> => {
    const started = performance.now();
    try {
      if (!dev) {
        await start();
        if (dev) await complete();
        if (dev) events.send({ type: 'reload', paths: ['*'] });
        return;
      }
      // The site's own theme components (src/theme/) are bundled with the theme.
      const theme = [...themeDirs, join(siteDir, 'src/theme')];
      const update = await dev.update(
        files,
        files.some((f) => theme.some((d) => f.startsWith(d))),
      );
      lastError = undefined;
      events.send({ type: 'reload', paths: update.paths });
      options.reporter.info(`${pc.green('✔')} ${update.summary} in ${Math.round(performance.now() - started)} ms`);
    } catch (error) {
      fail(error);
    } finally {
      settled();
    }
  };
  /** Each file's modification time when an update last took it (see the watcher). */
  const takenAt = new Map<string, number | undefined>();
  const mtimeOf = (file: string) => statSync(file, { throwIfNoEntry: false })?.mtimeMs;
  /** One update at a time; saves during one are applied together right after. */
  const schedule = () => {
    // Once closed, nothing starts: the site's folder may be removed as soon as close() returns.
    if (closed || busy || !pending.size) return;
    // A file an update took as it is now has nothing new (a save's second event, seen late).
    const files = [...pending].filter((file) => !takenAt.has(file) || mtimeOf(file) !== takenAt.get(file));
    pending = new Set();
    if (!files.length) return;
    busy = (async () => {
      await writtenAfterEmptying(files, mtimeOf);
      for (const file of files) takenAt.set(file, mtimeOf(file));
      await apply(files);
    })().finally(() => {
      busy = undefined;
      schedule();
    });
  };

  await start();
  // Saves made meanwhile are applied once the whole site is in.
  if (dev)
    busy = complete().finally(() => {
      busy = undefined;
      settled();
      schedule();
    });
  const launched = busy ?? Promise.resolve();

  const server: Server = createServer((req, res) => {
    // A bad request is answered on its own: it never becomes the site's error.
    const refused = refusal(req, options.host);
    if (refused)
      return res.writeHead(refused.status, { 'content-type': 'text/plain; charset=utf-8' }).end(refused.text);
    const url = (req.url ?? '/').split('?')[0]!;
    // A page opened while an error stands (say, the page that failed to compile) shows it too.
    if (url === EVENTS_URL) return events.attach(res, lastError === undefined ? undefined : errorEvent(lastError));
    if (url === LIVE_RELOAD_URL) {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-cache' });
      return res.end(script);
    }
    const notFound = async () => {
      res.statusCode = 404;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      // Before any successful preparation there is no site yet: a page that shows the error overlay.
      res.end(dev && !lastError ? await dev.html(dev.notFound()) : ERROR_PAGE);
      if (lastError instanceof UserError) events.send(errorEvent(lastError));
    };
    const answer = dev ? dev.handle(req, res, () => void notFound().catch(fail)) : notFound();
    // A request that fails is that request's 500: the error overlay of open pages is the site's,
    // unless the site's own code failed (a page's imports did not bundle): then it is every page's.
    answer.catch((error: unknown) => {
      if (error instanceof UserError) {
        fail(error);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/html; charset=utf-8' }).end(ERROR_PAGE);
        return;
      }
      process.stderr.write(`${pc.red('internal error')} ${req.url}: ${(error as Error).stack ?? String(error)}\n`);
      if (!res.headersSent) res.writeHead(500).end(String((error as Error).message));
    });
  });
  const port = await listenOnFreePort(server, options.port, options.host, (taken) =>
    options.reporter.warn(`port ${taken} is in use, trying ${taken + 1}`),
  );
  const url = `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}/`;
  options.reporter.info(`${pc.cyan('ckdocs serve')} ${pc.bold(url)} (watching ${siteDir}; Ctrl+C to stop)`);

  let timer: NodeJS.Timeout | undefined;
  // The site's plugins may name folders of their sources outside it (getPathsToWatch).
  const watcher = chokidar.watch([siteDir, ...themeDirs, ...(dev?.watchPaths ?? [])], {
    ignoreInitial: true,
    // Docusaurus's generated folder is written by the site's plugins each time they run.
    ignored: (path) => /[\\/](node_modules|\.ckdocs-cache|\.docusaurus|build|\.git)([\\/]|$)/.test(path),
  });
  const take = (path: string) => {
    if (closed) return;
    pending.add(resolve(path));
    clearTimeout(timer);
    timer = setTimeout(schedule, 10);
  };
  watcher.on('all', (event, path) => {
    take(path);
    // chokidar drops a file's change events for 50 ms after one, with no call at the end of that
    // window: a second save so soon (a formatter's after the editor's) was lost, and the page kept
    // the first. So a changed file is looked at again after it, and taken again if it changed
    // since an update took it (one still to come reads it as it is then).
    if (event !== 'change') return;
    const file = resolve(path);
    setTimeout(() => {
      if (!closed && !pending.has(file) && mtimeOf(file) !== takenAt.get(file)) take(file);
    }, CHANGE_THROTTLE_MS + 10);
  });
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  if (options.open) openBrowser(url);

  return {
    url,
    nextBuild: () => new Promise<void>((resolve) => waiters.push(resolve)),
    launched: () => launched,
    async close() {
      closed = true;
      clearTimeout(timer);
      await watcher.close();
      events.close();
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await stopped;
      // A launch still under way stops; an update in progress ends first.
      dev?.stop();
      await busy;
      await dev?.dispose();
    },
  };
}

/** How long a file found empty may take to be written (see `writtenAfterEmptying`), and how often it is looked at meanwhile. */
const EMPTY_WAIT_MS = 100;
const EMPTY_POLL_MS = 10;

/**
 * Many editors and tools save by emptying a file, then writing it a moment later; read in between,
 * a page would lose its front matter and reload the whole site. A changed file found empty is
 * waited for until its modification time moves on, or for EMPTY_WAIT_MS if it is empty indeed.
 */
async function writtenAfterEmptying(files: string[], mtimeOf: (file: string) => number | undefined): Promise<void> {
  for (const file of files) {
    if (statSync(file, { throwIfNoEntry: false })?.size !== 0) continue;
    const emptied = mtimeOf(file);
    for (let waited = 0; waited < EMPTY_WAIT_MS && mtimeOf(file) === emptied; waited += EMPTY_POLL_MS)
      await new Promise((resolve) => setTimeout(resolve, EMPTY_POLL_MS));
  }
}

/** What open pages show of a failed build: each error (the first {@link ERRORS_SHOWN}) and a count of the rest. */
function errorEvent(error: unknown) {
  if (!(error instanceof UserError))
    return { type: 'error', errors: [{ message: String((error as Error).message ?? error) }], more: 0 };
  const all = error instanceof AggregateUserError ? error.errors : [error];
  return {
    type: 'error',
    summary: all.length > 1 ? error.message : undefined,
    errors: all.slice(0, ERRORS_SHOWN).map((e) => ({
      message: e.message,
      location: e.location,
      frame: e.details.frame,
      problems: e.details.problems,
    })),
    more: Math.max(0, all.length - ERRORS_SHOWN),
  };
}

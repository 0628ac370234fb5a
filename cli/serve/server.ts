import chokidar from 'chokidar';
import { build as esbuild } from 'esbuild';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import pc from 'picocolors';
import sirv from 'sirv';
import { buildSite } from '../build.js';
import { UserError } from '../util/errors.js';
import { printUserError, type Reporter } from '../util/reporter.js';
import { toolRoot } from '../util/tool-root.js';
import { createEventHub } from './events.js';
import { listenOnFreePort } from './listen.js';

const LIVE_RELOAD_URL = '/__ckdocs/live-reload.js';
const EVENTS_URL = '/__ckdocs/events';

export interface ServeOptions {
  configPath: string;
  port: number;
  host: string;
  open: boolean;
  reporter: Reporter;
}

export interface DevServer {
  url: string;
  /** Resolves after the next rebuild (for tests and tools). */
  nextBuild(): Promise<void>;
  close(): Promise<void>;
}

async function liveReloadScript(): Promise<string> {
  const result = await esbuild({ entryPoints: [join(toolRoot, 'runtime/live-reload.ts')], bundle: true, format: 'esm', write: false, logLevel: 'silent' });
  return result.outputFiles[0]!.text;
}

function openBrowser(url: string): void {
  const command = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'start' : 'xdg-open';
  spawn(command, [url], { detached: true, stdio: 'ignore' }).on('error', () => {}).unref();
}

/**
 * The writers' loop: builds the site (reusing every cache), serves it on loopback, watches
 * content, config and theme, rebuilds on save, and tells open pages to reload (or to show
 * the error) over server-sent events. Content and config errors never stop the server.
 */
export async function serveSite(options: ServeOptions): Promise<DevServer> {
  const siteDir = dirname(resolve(options.configPath));
  const outDir = join(siteDir, '.ckdocs-cache', 'serve');
  const events = createEventHub();
  const script = await liveReloadScript();
  let lastError: unknown;
  let building: Promise<void> | undefined;
  let again = false;
  let waiters: (() => void)[] = [];

  const rebuild = async (): Promise<void> => {
    const started = performance.now();
    try {
      const result = await buildSite({ configPath: options.configPath, outDir, reporter: { ...options.reporter, stage() {} }, minify: false, extraScripts: [LIVE_RELOAD_URL] });
      lastError = undefined;
      events.send({ type: 'reload', paths: result.renderedPaths });
      options.reporter.info(`${pc.green('✔')} built in ${Math.round(performance.now() - started)} ms, ${result.renderedPaths.length} page(s) changed`);
    } catch (error) {
      lastError = error;
      if (error instanceof UserError) {
        printUserError(error);
        events.send({ type: 'error', message: error.message, location: error.location, frame: error.details.frame, problems: error.details.problems });
      } else {
        process.stderr.write(`${pc.red('internal error')} ${(error as Error).stack ?? String(error)}\n`);
        events.send({ type: 'error', message: String((error as Error).message ?? error) });
      }
    }
    const done = waiters;
    waiters = [];
    done.forEach((resolve) => resolve());
  };
  /** One build at a time; saves during a build cause exactly one more. */
  const schedule = () => {
    if (building) {
      again = true;
      return;
    }
    building = rebuild().finally(() => {
      building = undefined;
      if (again) {
        again = false;
        schedule();
      }
    });
  };

  schedule();
  await building;

  const assets = sirv(outDir, { dev: true, extensions: ['html'] });
  const server: Server = createServer((req, res) => {
    const url = (req.url ?? '/').split('?')[0]!;
    if (url === EVENTS_URL) return events.attach(res);
    if (url === LIVE_RELOAD_URL) {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-cache' });
      return res.end(script);
    }
    assets(req, res, () => {
      res.statusCode = 404;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      const notFound = join(outDir, '404.html');
      // Before any successful build there is no site yet: a page that shows the error overlay.
      res.end(existsSync(notFound) && !lastError ? readFileSync(notFound) : `<!doctype html><title>ckdocs</title><body><p>The site has not built yet.</p><script type="module" src="${LIVE_RELOAD_URL}"></script>`);
      if (lastError instanceof UserError) events.send({ type: 'error', message: lastError.message, location: lastError.location, frame: lastError.details.frame, problems: lastError.details.problems });
    });
  });
  const port = await listenOnFreePort(server, options.port, options.host, (busy) => options.reporter.warn(`port ${busy} is in use, trying ${busy + 1}`));
  const url = `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}/`;
  options.reporter.info(`${pc.cyan('ckdocs serve')} ${pc.bold(url)} (watching ${siteDir}; Ctrl+C to stop)`);

  let timer: NodeJS.Timeout | undefined;
  const watcher = chokidar.watch([siteDir, join(toolRoot, 'templates'), join(toolRoot, 'runtime')], {
    ignoreInitial: true,
    ignored: (path) => /[\\/](node_modules|\.ckdocs-cache|build|\.git)([\\/]|$)/.test(path),
  });
  watcher.on('all', () => {
    clearTimeout(timer);
    timer = setTimeout(schedule, 30);
  });
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  if (options.open) openBrowser(url);

  return {
    url,
    nextBuild: () => new Promise<void>((resolve) => waiters.push(resolve)),
    async close() {
      clearTimeout(timer);
      await watcher.close();
      events.close();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      await building;
    },
  };
}

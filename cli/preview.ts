import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { createServer, type RequestListener, type ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import pc from 'picocolors';
import sirv from 'sirv';
import { NOT_FOUND_FILE, ROUTE_MANIFEST_FILE } from '../common/route-files.js';
import { listenOnFreePort } from './serve/listen.js';
import { openBrowser } from './serve/open-browser.js';
import { refusal } from './serve/request-guard.js';
import { UserError } from './util/errors.js';
import type { Reporter } from './util/reporter.js';

/**
 * Answers requests from a built output folder as a static host serves a site built for `baseUrl`:
 * the folder at that path, a page at its URL without `.html`, and the site's 404 page for any
 * other path; the root leads to the base URL.
 */
export function staticSite(dir: string, baseUrl: string): RequestListener {
  const files = sirv(dir, { dev: true, extensions: ['html'] });
  const notFound = (res: ServerResponse) => {
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
    if (existsSync(join(dir, NOT_FOUND_FILE))) createReadStream(join(dir, NOT_FOUND_FILE)).pipe(res);
    else res.end('Not found');
  };
  return (req, res) => {
    const url = req.url ?? '/';
    if (!`${url}/`.startsWith(baseUrl)) {
      if (url !== '/') return notFound(res);
      res.writeHead(302, { location: baseUrl });
      return res.end();
    }
    req.url = `/${url.slice(baseUrl.length)}`;
    files(req, res, () => notFound(res));
  };
}

/**
 * The base URL a build was made for, read off its route manifest: the folder every route, chunk and
 * page data URL of it is under.
 */
export function builtBaseUrl(outDir: string): string {
  const manifest = join(outDir, ROUTE_MANIFEST_FILE);
  if (!existsSync(manifest))
    throw new UserError(`No ckdocs build in ${outDir}`, {
      problems: ['Run `ckdocs build` first, or name the folder it wrote with --out-dir.'],
    });
  const routes = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, { chunk?: string; data?: string }>;
  const urls = Object.entries(routes).flatMap(([route, { chunk, data }]) => [route, chunk ?? route, data ?? route]);
  let base = urls[0] ?? '/';
  for (const url of urls) while (!url.startsWith(base)) base = base.slice(0, base.slice(0, -1).lastIndexOf('/') + 1);
  return base.slice(0, base.lastIndexOf('/') + 1) || '/';
}

/** `ckdocs preview`: serves a build's output folder on `host`, as its host will, until stopped. */
export async function previewSite(options: {
  outDir: string;
  port: number;
  host: string;
  open: boolean;
  reporter: Reporter;
}): Promise<{ url: string; close(): Promise<void> }> {
  const outDir = resolve(options.outDir);
  const baseUrl = builtBaseUrl(outDir);
  const site = staticSite(outDir, baseUrl);
  const server = createServer((req, res) => {
    const refused = refusal(req, options.host);
    if (!refused) return site(req, res);
    res.writeHead(refused.status, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(refused.text);
  });
  const port = await listenOnFreePort(server, options.port, options.host, (taken) =>
    options.reporter.warn(`port ${taken} is in use, trying ${taken + 1}`),
  );
  const url = `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}${baseUrl}`;
  options.reporter.info(`${pc.cyan('ckdocs preview')} ${pc.bold(url)} (${outDir}; Ctrl+C to stop)`);
  if (options.open) openBrowser(url);
  return { url, close: () => new Promise((done) => server.close(() => done())) };
}

import { existsSync, realpathSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';
import { within } from '../util/within.js';
import type { DevStaticFolder } from '../plugins/types.js';

type Handler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * The static folders as `serve` answers them: what `build` copies, the later folder's file where
 * two have one of the same name.
 */
export function staticFiles(staticDirs: string[]): Handler {
  return firstOf(staticDirs.map(staticFolderFiles).reverse());
}

/**
 * The folders a Docusaurus site's plugins have its development server answer (`devServer.static`:
 * a search index from the last build), each at its URL path from the server's root. A folder made
 * while `serve` runs is answered from then on.
 */
export function devServerFiles(folders: DevStaticFolder[]): Handler {
  return firstOf(
    folders.map(({ directory, publicPath }) => {
      let files: Handler | undefined;
      const answer: Handler = (req, res, next) => {
        files ??= existsSync(directory) ? staticFolderFiles(directory) : undefined;
        if (files) files(req, res, next);
        else next();
      };
      return atBaseUrl(publicPath.endsWith('/') ? publicPath : `${publicPath}/`, answer);
    }),
  );
}

/** The first of `handlers` to answer a request, in order, else `next`. */
function firstOf(handlers: Handler[]): Handler {
  return (req, res, next) => {
    const tryFrom = (i: number): void => (i < handlers.length ? handlers[i]!(req, res, () => tryFrom(i + 1)) : next());
    tryFrom(0);
  };
}

/**
 * A static folder as `serve` answers it: a link out of the folder (`passwd.txt -> /etc/passwd`)
 * is not found, as it is missing from a build.
 */
function staticFolderFiles(staticDir: string): Handler {
  if (!existsSync(staticDir)) return (_req, _res, next) => next();
  const root = realpathSync(staticDir);
  const files = sirv(staticDir, { dev: true });
  return (req, res, next) => {
    // The request guard has refused URLs that do not decode.
    const path = decodeURIComponent((req.url ?? '/').split(/[?#]/)[0]!);
    let real: string;
    try {
      real = realpathSync(join(root, path));
    } catch {
      return next();
    }
    if (!within(real, root)) return next();
    files(req, res, next);
  };
}

/**
 * `handler` for the URLs under `baseUrl`, as paths of its folder, where a build writes them: a
 * locale's `/fa/search/manifest.json` is its folder's `search/manifest.json`.
 */
export function atBaseUrl(baseUrl: string, handler: Handler): Handler {
  if (baseUrl === '/') return handler;
  return (req, res, next) => {
    const url = req.url ?? '/';
    if (!url.startsWith(baseUrl)) return next();
    req.url = url.slice(baseUrl.length - 1);
    handler(req, res, () => {
      req.url = url;
      next();
    });
  };
}

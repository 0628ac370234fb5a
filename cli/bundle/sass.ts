import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { UserError } from '../util/errors.js';

/** Stylesheets written in Sass, `.scss` or its indented `.sass` (CSS modules too: `x.module.scss`). */
export const SASS_FILE = /\.s[ac]ss$/i;

/** A stylesheet of any of the languages the site's CSS may be in: `.css`, `.scss`, `.sass`. */
export const STYLESHEET = /\.(css|s[ac]ss)$/i;

/** A CSS module: `x.module.css`, `x.module.scss`, `x.module.sass`. */
export const CSS_MODULE = /\.module\.(css|s[ac]ss)$/i;

interface SassCompiler {
  compile(file: string, options: { loadPaths: string[]; importers: unknown[] }): { css: string; loadedUrls: URL[] };
}

/** Each site's own `sass` package, loaded once. */
const compilers = new Map<string, SassCompiler>();

/**
 * The site's own Sass compiler (`sass`, or `sass-embedded`), as Docusaurus's Sass plugin uses the
 * site's: the language version is the site's choice. None installed is the site's error.
 */
function sassOf(siteDir: string, file: string): SassCompiler {
  let compiler = compilers.get(siteDir);
  if (compiler) return compiler;
  const siteRequire = createRequire(join(siteDir, 'package.json'));
  for (const name of ['sass', 'sass-embedded'])
    try {
      compiler = siteRequire(name) as SassCompiler;
      compilers.set(siteDir, compiler);
      return compiler;
    } catch {
      // The next one, or the error below.
    }
  throw new UserError(`${file} is Sass, and the site has no Sass compiler installed`, {
    file,
    problems: ['Install one in the site folder: `npm install --save-dev sass`.'],
  });
}

/**
 * A stylesheet's CSS: a `.css` file as it is, a Sass one compiled by the site's Sass, with the
 * files it read (for the bundle cache and the dev server's watch). `~pkg/x` imports, as webpack's
 * Sass loader reads them, are the site's packages.
 */
export async function stylesheetCss(file: string, siteDir: string): Promise<{ css: string; files: string[] }> {
  if (!SASS_FILE.test(file)) return { css: await readFile(file, 'utf8'), files: [file] };
  const packages = nodeModulesDirs(siteDir);
  const tilde = {
    // Sass then tries the partial and extension forms of the path, as for any import.
    findFileUrl(url: string) {
      if (!url.startsWith('~')) return null;
      const name = url
        .slice(1)
        .split('/', url.startsWith('~@') ? 2 : 1)
        .join('/');
      const dir = packages.find((modules) => existsSync(join(modules, name)));
      return dir ? pathToFileURL(join(dir, url.slice(1))) : null;
    },
  };
  // The synchronous compile: Sass's own JavaScript build runs its asynchronous one at about half the speed.
  const result = sassOf(siteDir, file).compile(file, { loadPaths: packages, importers: [tilde] });
  return {
    css: result.css,
    files: result.loadedUrls.filter((url) => url.protocol === 'file:').map((url) => fileURLToPath(url)),
  };
}

/** The `node_modules` folders a package of the site may be in: its own, then its workspace's above. */
function nodeModulesDirs(siteDir: string): string[] {
  const dirs: string[] = [];
  for (let dir = resolve(siteDir); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'node_modules'))) dirs.push(join(dir, 'node_modules'));
    if (dirname(dir) === dir) return dirs;
  }
}

interface SassException {
  sassMessage: string;
  span?: { url?: URL; start: { line: number; column: number }; context?: string };
}

const isSassException = (error: unknown): error is SassException =>
  typeof error === 'object' && error !== null && 'sassMessage' in error;

/** A Sass error as esbuild's messages, at its file and line; any other error is thrown on. */
export function sassErrors(error: unknown, file: string) {
  if (!isSassException(error)) throw error;
  const { span } = error;
  const location = span && {
    file: span.url?.protocol === 'file:' ? span.url.pathname : file,
    line: span.start.line + 1,
    column: span.start.column,
    lineText: span.context?.split('\n')[0] ?? '',
  };
  return { errors: [{ text: `Sass: ${error.sassMessage}`, location }] };
}

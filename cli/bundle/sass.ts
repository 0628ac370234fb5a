import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { UserError } from '../util/errors.js';

/** Stylesheets written in Sass, `.scss` or its indented `.sass` (CSS modules too: `x.module.scss`). */
export const SASS_FILE = /\.s[ac]ss$/i;

/** A stylesheet of any of the languages the site's CSS may be in: `.css`, `.scss`, `.sass`. */
export const STYLESHEET = /\.(css|s[ac]ss)$/i;

/** A CSS module: `x.module.css`, `x.module.scss`, `x.module.sass`. */
export const CSS_MODULE = /\.module\.(css|s[ac]ss)$/i;

interface SassCompiler {
  compileAsync(
    file: string,
    options: { loadPaths: string[]; importers: unknown[] },
  ): Promise<{ css: string; loadedUrls: URL[] }>;
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
  const siteRequire = createRequire(join(siteDir, 'package.json'));
  const tilde = {
    findFileUrl(url: string) {
      if (!url.startsWith('~')) return null;
      try {
        return pathToFileURL(siteRequire.resolve(url.slice(1)));
      } catch {
        return null;
      }
    },
  };
  const result = await sassOf(siteDir, file).compileAsync(file, {
    loadPaths: [join(siteDir, 'node_modules')],
    importers: [tilde],
  });
  return {
    css: result.css,
    files: result.loadedUrls.filter((url) => url.protocol === 'file:').map((url) => url.pathname),
  };
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

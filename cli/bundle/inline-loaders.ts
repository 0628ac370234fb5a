import { runLoaders, type ExtendedLoaderContext, type RunLoaderResult } from 'loader-runner';
import { readFile } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parse as parseQuery } from 'node:querystring';

/**
 * webpack's inline loaders before a path (`!!yaml-loader!./intents.yaml`, `json5-loader?x=1!./a`):
 * the loaders, right to left as webpack runs them, then the file. The leading `!`, `!!` or `-!`
 * say which of webpack's configured loaders to skip; ckdocs runs none on such a file either way.
 */
export const INLINE_LOADERS = /^(?:-!|!!|!)?((?:[^!]+!)+)([^!]+)$/;

/** The loaders and the file (with its `?query`, if any) of an import with inline loaders. */
export function inlineLoaderRequest(specifier: string): { loaders: string[]; file: string } | undefined {
  const match = INLINE_LOADERS.exec(specifier);
  return match ? { loaders: match[1]!.slice(0, -1).split('!'), file: match[2]! } : undefined;
}

/** `name?options`, as a loader or a file is written in a request. */
export function splitQuery(request: string): [string, string] {
  const at = request.indexOf('?');
  return at < 0 ? [request, ''] : [request.slice(0, at), request.slice(at)];
}

/** A loader that is not installed, or that failed. */
export class InlineLoaderError extends Error {}

/**
 * Each loader of a request as a path webpack would run: a package of the site's (`yaml-loader`), or
 * a file from the importing module's folder (`./my-loader`), its `?options` kept.
 */
export function resolveLoaders(loaders: string[], importerDir: string, siteDir: string): string[] {
  return loaders.map((request) => {
    const [name, query] = splitQuery(request);
    const from = name.startsWith('.') ? join(importerDir, 'index.js') : join(siteDir, 'package.json');
    try {
      return createRequire(from).resolve(name) + query;
    } catch {
      throw new InlineLoaderError(
        `The loader "${name}" is not installed: install it in the site's folder (npm install ${name}).`,
      );
    }
  });
}

/** The module inline loaders (resolved paths, resolveLoaders) make of `resource` (an absolute path and its query). */
export function runInlineLoaders(
  loaders: string[],
  resource: string,
  siteDir: string,
): Promise<{ code: string; files: string[]; warnings: string[] }> {
  // Given as webpack gives inline loaders to the runner: the options as written after `?`.
  const objects = loaders.map((request) => {
    const [loader, query] = splitQuery(request);
    return { loader, options: query ? query.slice(1) : undefined };
  });
  return runLoaderChain(objects, resource, siteDir);
}

/**
 * The module loaders (resolved files and their options, as webpack lists them) make of `resource`,
 * run for real by webpack's own loader runner, with what they read and warned about.
 */
export async function runLoaderChain(
  loaders: { loader: string; options?: unknown }[],
  resource: string,
  siteDir: string,
): Promise<{ code: string; files: string[]; warnings: string[] }> {
  const warnings: string[] = [];
  const errors: string[] = [];
  const context = loaderContext(siteDir, warnings, errors);
  const result = await new Promise<RunLoaderResult>((done, fail) =>
    runLoaders({ resource, loaders, context, readResource: readFile }, (error, output) =>
      error ? fail(error) : done(output),
    ),
  ).catch((error: unknown) => {
    throw new InlineLoaderError(error instanceof Error ? error.message : String(error));
  });
  if (errors.length) throw new InlineLoaderError(errors.join('\n'));
  const [code] = result.result ?? [];
  return { code: code?.toString() ?? '', files: result.fileDependencies, warnings };
}

/** What webpack adds to loader-runner's context that loaders read: their options, the mode, warnings. */
function loaderContext(siteDir: string, warnings: string[], errors: string[]) {
  const message = (problem: unknown) => (problem instanceof Error ? problem.message : String(problem));
  return {
    mode: 'production',
    rootContext: siteDir,
    sourceMap: false,
    // webpack 5's: the running loader's options, from an object, `?a=1&b` or `?{"a":1}`.
    getOptions(this: ExtendedLoaderContext): unknown {
      const options: unknown = this.loaders[this.loaderIndex]?.options;
      if (typeof options !== 'string') return options ?? {};
      return options.startsWith('{') && options.endsWith('}') ? JSON.parse(options) : parseQuery(options);
    },
    emitWarning: (warning: unknown) => warnings.push(message(warning)),
    emitError: (error: unknown) => errors.push(message(error)),
  };
}

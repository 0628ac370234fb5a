import type { OnResolveResult, PluginBuild, ResolveResult } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { dirname, extname, sep } from 'node:path';

/** The files esbuild compiles with a tsconfig.json: code, not stylesheets, data or images. */
const CODE = new Set(['.js', '.jsx', '.mjs', '.cjs', '.ts', '.tsx', '.mts', '.cts']);

const NAMESPACE = 'ck-site-file';

/**
 * A site file that a plugin names for an import (`@theme/X`), as a module that imports it by its
 * path. esbuild compiles a file with the tsconfig.json of its folder only when it resolves the
 * file itself; a path a plugin gives back goes without, so a file imported both ways would
 * compile by whichever import came first (its `"use strict"`, say), and the chunk names of a
 * build would change from one build of the same site to the next. A package's file (esbuild
 * reads no tsconfig.json there) and a file that is not code are given back as they are.
 */
export function siteFileModule(file: string): OnResolveResult {
  return file.includes(`${sep}node_modules${sep}`) || !CODE.has(extname(file))
    ? { path: file }
    : { path: file, namespace: NAMESPACE };
}

/** What esbuild resolved for a plugin (`build.resolve`), a site file's as `siteFileModule` gives it. */
export function siteFileResolved(found: ResolveResult): OnResolveResult {
  return found.namespace === 'file' && !found.errors.length ? { ...found, ...siteFileModule(found.path) } : found;
}

/** The file that the module `siteFileModule` names stands for, as esbuild's messages name it (`ck-site-file:<path>`). */
export const siteFileOf = (name: string): string =>
  name.startsWith(`${NAMESPACE}:`) ? name.slice(NAMESPACE.length + 1) : name;

/** A default export in an ES module's text. */
const DEFAULT_EXPORT = /\bexport\s+default\b|\bas\s+default\b/;
/** An export of any kind in an ES module's text: a file without one is CommonJS, or exports nothing. */
const ANY_EXPORT = /^\s*export\b/m;

/**
 * Loads the modules `siteFileModule` names: the file's exports, its default export among them.
 * The default passes on as the file's own binding where it has one (or is CommonJS), so that a
 * module importing it in a cycle reads it once set, as a site's `NavbarItem/ComponentTypes` is
 * read by the classic NavbarItem its own dropdown item imports; otherwise it is `undefined`.
 */
export function loadSiteFileModules(build: PluginBuild): void {
  build.onLoad({ filter: /.*/, namespace: NAMESPACE }, async (args) => {
    const file = JSON.stringify(args.path);
    const text = await readFile(args.path, 'utf8');
    const passesDefault = DEFAULT_EXPORT.test(text) || !ANY_EXPORT.test(text);
    return {
      contents: passesDefault
        ? `export * from ${file};\nexport { default } from ${file};\n`
        : `export * from ${file};\nimport * as _ckModule from ${file};\nexport default _ckModule.default;\n`,
      loader: 'js',
      resolveDir: dirname(args.path),
    };
  });
}

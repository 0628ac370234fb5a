import type { Loader, Plugin } from 'esbuild';
import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, extname, join, resolve, sep } from 'node:path';
import { isDocusaurusSite } from '../docusaurus/generated-files.js';
import { siteCodeFilter } from './context-requires.js';
import { SITE_LOADERS } from './site-esbuild-plugin.js';

/**
 * On the server, a Docusaurus site's theme and what its pages import are two bundles (server.ts),
 * where Docusaurus has one: a module of the site's in both would be two, and a context its Root
 * or Layout/Provider provides would not reach a page that reads it (a component page drawing
 * `@theme/Layout`, a blog list). So the theme's bundle registers the site's ES modules it holds,
 * by the locale's cache folder, and the pages' bundle takes those from it.
 */
const REGISTRY = "globalThis[Symbol.for('ckdocs.siteModules')]";

/** An ES module's text: an import or export statement at a line's start, and no CommonJS export. */
const isEsModule = (source: string) =>
  /^(?:import|export)\s+[\w*{]/m.test(source) && !/\bmodule\.exports\b|^\s*exports\./m.test(source);

/** Whether `file` is code of the site's own, in its folder, not of a package it installed. */
const isSiteCode = (file: string, siteDir: string) =>
  file.startsWith(`${siteDir}${sep}`) && !file.includes(`${sep}node_modules${sep}`) && /\.[cm]?[jt]sx?$/.test(file);

/** In the theme's server bundle: each ES module of the site's registers its exports, live, as it runs. */
export function registerSiteModules({ siteDir, cacheDir }: { siteDir: string; cacheDir: string }): Plugin {
  return {
    name: 'ckdocs-register-site-modules',
    setup(build) {
      if (!isDocusaurusSite(cacheDir)) return;
      build.onLoad({ filter: siteCodeFilter(siteDir), namespace: 'file' }, async (args) => {
        if (!isSiteCode(args.path, siteDir)) return undefined;
        const source = await readFile(args.path, 'utf8');
        if (!isEsModule(source)) return undefined;
        const path = JSON.stringify(args.path);
        // The module imports itself for its namespace, whose getters read its exports as they are.
        const register = `import * as _ckSelf from ${path};\n(${REGISTRY} ??= {}, ${REGISTRY}[${JSON.stringify(cacheDir)}] ??= {})[${path}] = _ckSelf;\n`;
        const extension = extname(args.path);
        return {
          contents: `${source}\n${register}`,
          loader: (SITE_LOADERS[extension as keyof typeof SITE_LOADERS] ?? extension.slice(1)) as Loader,
        };
      });
    },
  };
}

/** How a module's path may be written, as esbuild resolves it: with its extension, or without. */
const RESOLVED = ['', '.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.ts', '/index.jsx', '/index.js'];

/**
 * In the pages' server bundle: a module of the site's is the theme's where the theme's bundle
 * registered it, else its own copy.
 */
export function takeSiteModules({ siteDir, cacheDir }: { siteDir: string; cacheDir: string }): Plugin {
  return {
    name: 'ckdocs-take-site-modules',
    setup(build) {
      if (!isDocusaurusSite(cacheDir)) return;
      // Paths in the site's folder to a module of code, written with its extension or without.
      build.onResolve({ filter: /^(?:\.{1,2}\/|\/|@site\/)(?:.*\/)?[^/.]*(?:\.[cm]?[jt]sx?)?$/ }, (args) => {
        // Not the copy a shim requires, what a plugin resolves again with data of its own, nor a
        // package's own files (most of what a bundle reads).
        if (args.namespace === 'ck-site-module' || args.pluginData !== undefined) return undefined;
        if (args.importer.includes(`${sep}node_modules${sep}`) || !args.resolveDir) return undefined;
        const written = args.path.startsWith('@site/')
          ? join(siteDir, args.path.slice('@site/'.length))
          : resolve(args.resolveDir, args.path);
        // Found here rather than asked of esbuild, whose every answer is a round trip.
        const file = RESOLVED.map((ending) => written + ending).find(
          (path) => isSiteCode(path, siteDir) && statSync(path, { throwIfNoEntry: false })?.isFile(),
        );
        return file ? { path: file, namespace: 'ck-site-module' } : undefined;
      });
      build.onLoad({ filter: /.*/, namespace: 'ck-site-module' }, (args) => {
        const path = JSON.stringify(args.path);
        return {
          contents: `const shared = ${REGISTRY}?.[${JSON.stringify(cacheDir)}]?.[${path}];\nmodule.exports = shared ? { __esModule: true, ...shared } : require(${path});\n`,
          loader: 'js',
          resolveDir: dirname(args.path),
        };
      });
    },
  };
}

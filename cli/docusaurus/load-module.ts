import { transform, transformSync, type TransformOptions as EsbuildOptions, type TransformResult } from 'esbuild';
import { createHash } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { extname, join, sep } from 'node:path';
import type { Jiti, JitiOptions } from 'jiti';
import { noteEvaluated } from '../config/evaluated-modules.js';
import { esmAllTheWay, isEsmFile, readyToReadImports } from './native-esm.js';

type JitiTransform = NonNullable<JitiOptions['transform']>;
type TransformInput = Parameters<JitiTransform>[0];

const nodeRequire = createRequire(import.meta.url);

/**
 * Loads a module of the site (its docusaurus.config, sidebars, plugins) the way Docusaurus does,
 * with jiti: TypeScript, ESM or CommonJS, `require` of the site's own packages, `__dirname` true to
 * the file. Compiled files are cached in ckdocs's cache folder, never beside the site's files.
 * The result is the module's default export; as `'module'`, what Docusaurus's loader gives for a
 * plugin: the module whose default export also answers for its named ones (`validateOptions`).
 */
export async function loadSiteModule(
  file: string,
  cacheDir: string,
  shape: 'default' | 'module' = 'default',
): Promise<unknown> {
  // Loaded for Docusaurus sites only; required, as Node would scan its source for export names
  // before an import of it.
  const { createJiti } = nodeRequire('jiti') as typeof import('jiti');
  noteEvaluated(file);
  // jiti runs a CommonJS module with Node's own require, whose cache would give what it requires
  // as it was read before, not as the site has it now; Docusaurus reads them afresh.
  for (const id of Object.keys(nodeRequire.cache))
    if (!id.includes(`${sep}node_modules${sep}`)) delete nodeRequire.cache[id];
  const options = { moduleCache: false, fsCache: await loaderCache(join(cacheDir, 'modules')) };
  // The file itself compiles ahead, on esbuild's service; what it imports that jiti must compile
  // waits for esbuild's synchronous call. A path that is not a file is jiti's to resolve or refuse.
  const source = await readFile(file, 'utf8').catch(() => undefined);
  await readyToReadImports();
  const ahead = source === undefined ? undefined : await compiledAhead(source, file);
  let babel: Jiti | undefined;
  const jiti = createJiti(file, {
    ...options,
    transform: (input) =>
      (input.filename === file && input.source === source ? ahead : (loadedNatively(input) ?? compiledNow(input))) ?? {
        code: (babel ??= createJiti(file, { ...options, fsCache: false })).transform(input),
      },
  });
  // jiti's `require` reads a name on the default export, then on the module, as Docusaurus's does.
  if (shape === 'module') return jiti(file);
  if (source === undefined || !isEsmFile(file)) return jiti.import(file, { default: true });
  // An ES module (`.mjs`, or `.js` in a `"type": "module"` package), which `jiti.import` would
  // leave to Node, is compiled as Docusaurus compiles it: its files may `require`, and Node's
  // cache would keep it as first read.
  const loaded = (await jiti.evalModule(source, { filename: file, async: true, forceTranspile: true })) as {
    default?: unknown;
  };
  return loaded?.default ?? loaded;
}

/**
 * The loader's compiled files are kept apart for each build of ckdocs (its module's URL names
 * it): jiti keys a file by its source alone, so a module another build of this loader compiled
 * (wrongly, before a fix) is never read. The folders of other builds go, once in a process.
 */
const LOADER_KEY = createHash('sha1')
  .update(import.meta.url)
  .digest('hex')
  .slice(0, 12);
const cleared = new Set<string>();

async function loaderCache(modulesDir: string): Promise<string> {
  if (!cleared.has(modulesDir)) {
    cleared.add(modulesDir);
    const others = (await readdir(modulesDir).catch(() => [] as string[])).filter((name) => name !== LOADER_KEY);
    await Promise.all(others.map((name) => rm(join(modulesDir, name), { recursive: true, force: true })));
  }
  return join(modulesDir, LOADER_KEY);
}

/**
 * esbuild's options to compile a module to CommonJS as jiti's Babel would: a dynamic `import()`
 * becomes a `require` when it runs, through jiti's as every other, and `import.meta`'s file and
 * folder the module's own. A module that uses the rest of `import.meta` or a top-level `await`
 * (esbuild warns, or fails) stays with Babel, which jiti makes work in CommonJS; esbuild compiles
 * in a fraction of the time Babel takes to load.
 */
function esbuildOptions(filename: string, jsx = false): EsbuildOptions {
  const ext = extname(filename);
  const ts = /^\.[cm]?tsx?$/.test(ext);
  return {
    loader: jsx || ext.endsWith('x') ? (ts ? 'tsx' : 'jsx') : ts ? 'ts' : 'js',
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    sourcefile: filename,
    logLevel: 'silent',
    supported: { 'dynamic-import': false },
    define: { 'import.meta.url': META_URL, 'import.meta.dirname': '__dirname', 'import.meta.filename': '__filename' },
  };
}

/**
 * The file itself, compiled on esbuild's service, or undefined for Babel. Asynchronous all
 * through: esbuild's synchronous API starts a thread of its own on first use, which a config
 * whose imports all load natively (the official template's) then never needs.
 */
async function compiledAhead(source: string, file: string): Promise<{ code: string } | undefined> {
  try {
    return asJitiCode(await transform(source, esbuildOptions(file)), source);
  } catch {
    return undefined;
  }
}

/**
 * A package's ES module whose whole graph Node itself can load, as it would run compiled: it then
 * loads without being compiled, file by file, to CommonJS. Node links a graph before running any
 * of it, so one it refuses (a top-level `await`) has run nothing and is compiled as before. The
 * site's own files are always compiled: `serve` loads them afresh, Node's cache would not.
 */
function loadedNatively({ filename }: TransformInput): { code: string } | undefined {
  if (!filename || !esmAllTheWay(filename)) return undefined;
  try {
    nodeRequire(filename);
  } catch {
    return undefined;
  }
  // Node's cache answers this second `require` with the module it just loaded.
  return { code: `module.exports = require('node:module').createRequire(__filename)(__filename);` };
}

/** A module jiti asks for while it loads the file, compiled by esbuild now, or undefined for Babel. */
function compiledNow({ source, filename, jsx }: TransformInput): { code: string } | undefined {
  try {
    return asJitiCode(transformSync(source, esbuildOptions(filename ?? '', !!jsx)), source);
  } catch {
    return undefined;
  }
}

/** esbuild's CommonJS as jiti runs it; undefined (for Babel) where it would not run alike. */
function asJitiCode(result: TransformResult, source: string): { code: string } | undefined {
  // `import.meta` is looked for in the source, as esbuild does not warn of it in a package's file.
  // A module declaring its own `__dirname` from it (an ES module may) clashes with the CommonJS
  // wrapper's, which Babel renames apart. A false match only costs Babel's time.
  const meta = IMPORT_META.test(source);
  if (result.warnings.length || (meta && (OWN_PATHS.test(source) || IMPORT_META.test(source.replace(META_PATHS, '')))))
    return undefined;
  // esbuild reads an import's default from the module's own properties; jiti's `require` gives a
  // proxy that answers `default` without owning it (the module itself for CommonJS). Babel's
  // interop, which Docusaurus's configs are written against, asks the proxy.
  const code = result.code.replaceAll('__toESM(', '__ckInterop(');
  // The module's `require` first, after a leading directive; the helpers after the code, which
  // calls them before that line runs: declarations are hoisted.
  const [, directive = '', body = code] = /^((?:"use strict";|'use strict';)?\s*)([\s\S]*)$/.exec(code) ?? [];
  const url = meta ? `var ${META_URL} = require('node:url').pathToFileURL(__filename).href;\n` : '';
  return { code: `${directive}${url}require = __ckRequire(require);\n${body}\n${INTEROP_HELPERS}` };
}

const IMPORT_META = /\bimport\.meta\b/;
/** What of `import.meta` esbuild is given (`define`): the module's URL, file and folder. */
const META_PATHS = /\bimport\.meta\.(url|dirname|filename)\b/g;
const META_URL = '__ckImportMetaUrl';
const OWN_PATHS = /\b(var|let|const|function|class)\s+(__dirname|__filename|__ckImportMetaUrl)\b/;

/**
 * Docusaurus loads a site's modules with jiti 1 and its `interopDefault`: every `require` in them
 * gives the required module's default export, with its named exports added to it, so a sidebars
 * file's `items: require('./api/sidebar.js')` is the array a TypeScript file exports by default.
 * An import's default is then that value, unless it is a module itself (`__esModule`), as in
 * Babel's interop; named imports read it too.
 */
const INTEROP_HELPERS = `function __ckRequire(r) {
  return Object.assign(function (id) { return __ckDefault(r(id)); }, r);
}
function __ckDefault(m) {
  if (m === null || typeof m !== 'object' || !('default' in m)) return m;
  var d = m.default;
  if (d === null || d === undefined) return m;
  if (typeof d !== 'object' && typeof d !== 'function') return d;
  for (var key in m) {
    try {
      if (!(key in d)) Object.defineProperty(d, key, { enumerable: key !== 'default', configurable: key !== 'default', get: function (k) { return m[k]; }.bind(null, key) });
    } catch (e) {}
  }
  return d;
}
function __ckInterop(m) {
  if (m && m.__esModule) return m;
  return m !== null && (typeof m === 'object' || typeof m === 'function') ? Object.create(m, { default: { value: m } }) : { default: m };
}
`;

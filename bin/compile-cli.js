// Compiles the CLI (TypeScript in cli/) to plain ESM in dist/: once at install (npm's `prepare`), and
// again whenever a file it was compiled from, or an installed package it bundles, has changed since,
// so that an edit or an upgrade is never ignored. Packages are bundled in, which spares Node loading
// hundreds of small module files at every start and in every worker, except the ones below.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const distDir = join(root, 'dist');
/** Names the current compile and the source files it was made from, each with its size and mtime. */
const manifestFile = join(distDir, 'cli.json');
const thisFile = relative(root, fileURLToPath(import.meta.url));

/**
 * Packages imported from node_modules as they are: native code (fsevents; esbuild, below),
 * packages that read their own files or load others by path (tinypool's worker script; jiti and
 * TypeScript, below), React (one copy, shared with the server bundles that import it), and what
 * only browser bundles take (Mermaid, DocSearch, Algolia's client).
 */
const EXTERNAL = [
  'fsevents',
  'tinypool',
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  'mermaid',
  '@docsearch/*',
  'algoliasearch',
];

function fileStamp(path) {
  try {
    const { size, mtimeMs } = statSync(join(root, path));
    return `${size}:${mtimeMs}`;
  } catch {
    return 'missing';
  }
}

/**
 * What a compile's freshness is checked on for `input`: the file itself, or for a file of an
 * installed package, that package's package.json, which an install or upgrade rewrites.
 */
function packageManifest(input) {
  const at = input.lastIndexOf('node_modules/');
  if (at < 0) return input;
  const [first, second] = input.slice(at + 'node_modules/'.length).split('/');
  return join(input.slice(0, at), 'node_modules', first.startsWith('@') ? `${first}/${second}` : first, 'package.json');
}

/**
 * CommonJS packages that stay in node_modules, loaded with `require`: TypeScript (it finds its lib
 * files beside itself), esbuild (its native binary) and jiti (its Babel, by path). An `import` of
 * one (TypeDoc's, ours) would have Node scan its source for export names first, in every thread
 * that loads it.
 */
const byRequire = {
  name: 'by-require',
  setup(build) {
    // A dynamic import of CommonJS would have only a default export: cli/ requires those itself.
    build.onResolve({ filter: /^(typescript|esbuild|jiti)$/ }, (args) =>
      args.kind === 'require-call' || args.kind === 'dynamic-import'
        ? { path: args.path, external: true }
        : { path: args.path, namespace: 'ck-require' },
    );
    build.onLoad({ filter: /.*/, namespace: 'ck-require' }, (args) => ({
      contents: `module.exports = require(${JSON.stringify(args.path)});`,
      loader: 'js',
    }));
  },
};

/**
 * acorn is bundled once, as MDX imports it: acorn-jsx's `require` of it would bring in its
 * CommonJS build too, a second copy of the parser that every thread compiling pages would load.
 */
const oneAcorn = {
  name: 'one-acorn',
  setup(build) {
    build.onResolve({ filter: /^acorn$/ }, (args) =>
      args.kind === 'require-call'
        ? build.resolve('acorn', { kind: 'import-statement', resolveDir: args.resolveDir })
        : undefined,
    );
  },
};

/** The folder of the current compile, or undefined if there is none or a source changed since. */
function currentCompile() {
  if (!existsSync(manifestFile)) return undefined;
  const { dir, inputs } = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const fresh = Object.entries(inputs).every(([path, stamp]) => fileStamp(path) === stamp);
  return fresh && existsSync(join(distDir, dir, 'main.mjs')) ? join(distDir, dir) : undefined;
}

async function compile() {
  const { build } = await import('esbuild');
  mkdirSync(distDir, { recursive: true });
  const tmp = join(distDir, `cli.tmp-${process.pid}`);
  const started = Date.now();
  const workers = readdirSync(join(root, 'cli/workers')).filter((file) => file.endsWith('.ts'));
  const { metafile } = await build({
    // Workers are entries of their own, loaded by name (cli/util/worker-script.ts).
    entryPoints: {
      main: join(root, 'cli/main.ts'),
      ...Object.fromEntries(workers.map((file) => [file.slice(0, -3), join(root, 'cli/workers', file)])),
    },
    absWorkingDir: root,
    outdir: tmp,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    // Shared code goes to chunks that the main thread and the workers import alike.
    splitting: true,
    external: EXTERNAL,
    plugins: [byRequire, oneAcorn],
    // Bundled CommonJS packages call `require` for Node's modules, which an ES module lacks.
    banner: {
      js: "import { createRequire as __ckRequire } from 'node:module'; const require = __ckRequire(import.meta.url);",
    },
    platform: 'node',
    format: 'esm',
    target: 'node20',
    metafile: true,
    // Read only under --enable-source-maps (for --debug's stack traces).
    sourcemap: 'linked',
    logLevel: 'error',
  });
  // Files only: virtual modules are named `namespace:path`.
  const files = Object.keys(metafile.inputs).filter((input) => !/^[\w-]{2,}:/.test(input));
  const paths = [thisFile, ...new Set(files.map(packageManifest))];
  // A file saved while esbuild read it may not be what was compiled: compile again.
  if (paths.some((path) => statSync(join(root, path)).mtimeMs >= started)) {
    rmSync(tmp, { recursive: true, force: true });
    return compile();
  }
  const inputs = Object.fromEntries(paths.map((path) => [path, fileStamp(path)]));
  const dir = `cli-${createHash('sha1').update(JSON.stringify(inputs)).digest('hex').slice(0, 12)}`;
  // A compile made by another process meanwhile is the same: keep the one in place.
  if (existsSync(join(distDir, dir))) rmSync(tmp, { recursive: true, force: true });
  else renameSync(tmp, join(distDir, dir));
  // Renamed into place: a process starting meanwhile never reads half a manifest.
  writeFileSync(`${manifestFile}.tmp-${process.pid}`, JSON.stringify({ dir, inputs }, null, 1));
  renameSync(`${manifestFile}.tmp-${process.pid}`, manifestFile);
  removeOldCompiles(dir);
  return join(distDir, dir);
}

/** Older compiles, except one made in the last hour: a process still running may load its workers from it. */
function removeOldCompiles(current) {
  for (const entry of readdirSync(distDir)) {
    const path = join(distDir, entry);
    if (!/^cli-[\da-f]+$/.test(entry) || entry === current) continue;
    // Another process may have removed it since the listing.
    const made = statSync(path, { throwIfNoEntry: false })?.mtimeMs;
    if (made !== undefined && made < Date.now() - 3600_000) rmSync(path, { recursive: true, force: true });
  }
}

/** The folder holding the compiled CLI (main.mjs and a <name>.mjs per worker), compiled first if stale. */
export async function compiledCli() {
  return currentCompile() ?? compile();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await compiledCli();

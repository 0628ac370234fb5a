#!/usr/bin/env node
// Entry point. The CLI is TypeScript; esbuild compiles it to a cached ESM file on
// first run after any change (tens of milliseconds), so `npm ci` alone is enough.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { bundlePatches } from './bundle-patches.js';

// Set before anything runs, as cli/util/collect-garbage.ts would later: V8 turns down a code
// cache (cli/util/typescript-cached.ts) taken under other flags than its own.
setFlagsFromString('--expose-gc');
// A build is a run of seconds: at V8's default budget, its background threads spent a third of a
// cold build's CPU optimizing functions that had run a few times, much of it for code that then
// ran little more. Nine times the budget optimizes only what keeps running (a cold build took
// 20-22 s of CPU, now 16-17 s; an MDX worker's steady pace is unchanged). The flag is read as each
// function is first run, so setting it here covers the CLI and its worker threads. It is V8 11's
// (Node 20's): later V8s count invocations instead, and would reject it.
if (process.versions.v8.startsWith('11.')) setFlagsFromString('--interrupt-budget=600000');

const root = dirname(dirname(fileURLToPath(import.meta.url)));

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * TypeScript comes from cli/util/typescript-cached.ts, TypeDoc's imports of it included (TypeDoc
 * is bundled for that): it loads the 9 MB file with a V8 code cache, through `require`. Imported,
 * the file would first be scanned by Node's ESM loader for its export names: half a second.
 */
const typescriptCached = join(root, 'cli', 'util', 'typescript-cached.ts');
const requireTypescript = {
  name: 'typescript-cached',
  setup(build) {
    build.onResolve({ filter: /^typescript$/ }, () => ({ path: typescriptCached }));
  },
};

// This file's own options and the patches it applies shape the bundle as much as the sources do.
const stamp = createHash('sha1')
  .update(
    `${newestMtime(join(root, 'cli'))}\0${statSync(fileURLToPath(import.meta.url)).mtimeMs}\0${statSync(join(root, 'bin', 'bundle-patches.js')).mtimeMs}`,
  )
  .digest('hex')
  .slice(0, 12);
const outdir = join(root, 'node_modules', '.cache', 'ckdocs', `cli-${stamp}`);
if (!existsSync(join(outdir, 'main.mjs'))) {
  // Built beside, then renamed into place: a CLI started meanwhile never sees half a build.
  const tmp = `${outdir}.tmp-${process.pid}`;
  const { build } = await import('esbuild');
  await build({
    // Workers are entries of their own, loaded by name (cli/util/worker-script.ts).
    entryPoints: {
      main: join(root, 'cli', 'main.ts'),
      typedoc: join(root, 'cli', 'workers', 'typedoc.ts'),
      mdx: join(root, 'cli', 'workers', 'mdx.ts'),
      render: join(root, 'cli', 'workers', 'render.ts'),
      search: join(root, 'cli', 'workers', 'search.ts'),
    },
    outdir: tmp,
    // .mjs: Node knows the format without parsing the file to detect it.
    outExtension: { '.js': '.mjs' },
    bundle: true,
    // Split, so that TypeDoc and TypeScript load only when a build needs them (a cache miss).
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Packages made of many small modules (zod, yaml, the MDX and markdown pipeline, Prism)
    // are bundled in: Node's loader spent more time finding and reading their hundreds of files
    // than running them. What finds its own files at run time (TypeScript's libs, the highlighter's
    // WebAssembly, esbuild's binary) or must be one shared copy (React) stays outside.
    external: [
      'esbuild',
      'typescript',
      '@gerrit0/mini-shiki',
      'react',
      'react-dom',
      'react/*',
      'react-dom/*',
      'tinypool',
    ],
    plugins: [requireTypescript, bundlePatches],
    // Bundled CommonJS modules require Node's own modules.
    banner: {
      js: "import { createRequire as __ckdocsRequire } from 'node:module'; const require = __ckdocsRequire(import.meta.url);",
    },
    // Beside the code, not in it: read only under --enable-source-maps (for --debug's stack traces).
    sourcemap: 'linked',
    logLevel: 'error',
  });
  try {
    renameSync(tmp, outdir);
  } catch {
    rmSync(tmp, { recursive: true, force: true });
  }
  // Bundles of older sources pile up (13 MB each) while ckdocs is worked on. One made in the last
  // hour may belong to a process still running, which loads its workers from it later.
  for (const entry of readdirSync(dirname(outdir))) {
    const path = join(dirname(outdir), entry);
    if (/^cli-[\da-f]+$/.test(entry) && path !== outdir && statSync(path).mtimeMs < Date.now() - 3600_000)
      rmSync(path, { recursive: true, force: true });
  }
}
await import(pathToFileURL(join(outdir, 'main.mjs')).href);

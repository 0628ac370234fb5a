#!/usr/bin/env node
// Entry point. The CLI is TypeScript; esbuild compiles it to a cached ESM file on
// first run after any change (tens of milliseconds), so `npm ci` alone is enough.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const stamp = createHash('sha1').update(String(newestMtime(join(root, 'cli')))).digest('hex').slice(0, 12);
const outdir = join(root, 'node_modules', '.cache', 'ckdocs', `cli-${stamp}`);
if (!existsSync(join(outdir, 'main.mjs'))) {
  // Built beside, then renamed into place: a CLI started meanwhile never sees half a build.
  const tmp = `${outdir}.tmp-${process.pid}`;
  const { build } = await import('esbuild');
  await build({
    // Workers are entries of their own, loaded by name (cli/util/worker-script.ts).
    entryPoints: { main: join(root, 'cli', 'main.ts'), typedoc: join(root, 'cli', 'workers', 'typedoc.ts'), mdx: join(root, 'cli', 'workers', 'mdx.ts') },
    outdir: tmp,
    // .mjs: Node knows the format without parsing the file to detect it.
    outExtension: { '.js': '.mjs' },
    bundle: true,
    // Split, so that TypeDoc and TypeScript load only when a build needs them (a cache miss).
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'inline',
    logLevel: 'error',
  });
  try {
    renameSync(tmp, outdir);
  } catch {
    rmSync(tmp, { recursive: true, force: true });
  }
}
await import(pathToFileURL(join(outdir, 'main.mjs')).href);

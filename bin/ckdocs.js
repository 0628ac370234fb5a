#!/usr/bin/env node
// Entry point. The CLI is TypeScript; esbuild compiles it to a cached ESM file on
// first run after any change (tens of milliseconds), so `npm ci` alone is enough.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { readdirSync, statSync, existsSync } from 'node:fs';
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
const outfile = join(root, 'node_modules', '.cache', 'ckdocs', `cli-${stamp}.mjs`);
if (!existsSync(outfile)) {
  await build({
    entryPoints: [join(root, 'cli', 'main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'inline',
    logLevel: 'error',
  });
}
await import(pathToFileURL(outfile).href);

import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pruneUnused } from '../util/prune-cache.js';
import { toolRoot } from '../util/tool-root.js';

/** Hash of everything in the theme that shapes server-rendered HTML. */
export async function themeHash(extra: string): Promise<string> {
  const hash = createHash('sha1').update(extra);
  for (const dir of ['templates', 'runtime']) {
    const files = (await readdir(join(toolRoot, dir), { recursive: true })).filter((f) => /\.(tsx?|css)$/.test(f)).sort();
    for (const file of files) hash.update(file).update(await readFile(join(toolRoot, dir, file)));
  }
  const react = JSON.parse(await readFile(join(toolRoot, 'node_modules/react-dom/package.json'), 'utf8')) as { version: string };
  return hash.update(react.version).digest('hex');
}

/**
 * Rendered page bodies, cached by a hash of their inputs (theme, site data, page data,
 * sidebar, content module). A warm build renders only the pages whose inputs changed. Which
 * keys are cached is read once from the folder, not asked file by file.
 */
export async function openRenderCache(cacheDir: string) {
  const dir = join(cacheDir, 'html');
  await mkdir(dir, { recursive: true });
  const present = new Set((await readdir(dir)).map((file) => file.replace(/\.html$/, '')));
  return {
    key: (...parts: string[]) => createHash('sha1').update(parts.join('\0')).digest('hex'),
    has: (key: string) => present.has(key),
    // Synchronously, as the staged output's files are written (cli/render/output.ts).
    get: (key: string) => readFileSync(join(dir, `${key}.html`), 'utf8'),
    set: (key: string, html: string) => writeFileSync(join(dir, `${key}.html`), html),
    /** Removes the bodies not in `used` (keys) that are over a week old. */
    prune: (used: Iterable<string>) => pruneUnused(dir, new Set([...used].map((key) => `${key}.html`))),
  };
}

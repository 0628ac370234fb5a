import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { openPackCache } from '../util/pack-cache.js';
import { toolRoot } from '../util/tool-root.js';

/** Hash of everything in the theme that shapes server-rendered HTML, the modules it shares with the build too. */
export async function themeHash(extra: string): Promise<string> {
  const hash = createHash('sha1').update(extra);
  for (const dir of ['common', 'templates', 'runtime']) {
    const files = (await readdir(join(toolRoot, dir), { recursive: true }))
      .filter((f) => /\.(tsx?|css|json)$/.test(f))
      .sort();
    for (const file of files) hash.update(file).update(await readFile(join(toolRoot, dir, file)));
  }
  const react = JSON.parse(await readFile(join(toolRoot, 'node_modules/react-dom/package.json'), 'utf8')) as {
    version: string;
  };
  return hash.update(react.version).digest('hex');
}

/**
 * Rendered page bodies, cached by a hash of their inputs (theme, site data, page data,
 * sidebar, content module). A warm build renders only the pages whose inputs changed.
 */
export async function openRenderCache(cacheDir: string) {
  const packs = await openPackCache(join(cacheDir, 'html'));
  return {
    ...packs,
    key: (...parts: string[]) => createHash('sha1').update(parts.join('\0')).digest('hex'),
  };
}

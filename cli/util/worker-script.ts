import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { toolRoot } from './tool-root.js';

const compiled = new Map<string, Promise<URL>>();

/**
 * The script of worker `name` (cli/workers/<name>.ts). The bundled CLI ships it beside its own
 * chunks; run from source (the tests), it is compiled once per process, under a name that
 * hashes its output so that a changed worker is never confused with an old one.
 */
export function workerUrl(name: string): Promise<URL> {
  const bundled = new URL(`./${name}.mjs`, import.meta.url);
  if (existsSync(bundled)) return Promise.resolve(bundled);
  let pending = compiled.get(name);
  if (!pending) {
    pending = (async () => {
      const result = await build({
        entryPoints: [join(toolRoot, 'cli/workers', `${name}.ts`)],
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        packages: 'external',
        write: false,
        logLevel: 'error',
      });
      const code = result.outputFiles[0]!.contents;
      const dir = join(toolRoot, 'node_modules/.cache/ckdocs/workers');
      const file = join(dir, `${name}-${createHash('sha1').update(code).digest('hex').slice(0, 12)}.mjs`);
      await mkdir(dir, { recursive: true });
      if (!existsSync(file)) await writeFile(file, code);
      return pathToFileURL(file);
    })();
    compiled.set(name, pending);
  }
  return pending;
}

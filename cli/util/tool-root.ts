import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The ckdocs folder: found by walking up, since this code runs both from source and bundled. */
function findToolRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (dir !== dirname(dir)) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && (JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string }).name === 'ckdocs') return dir;
    dir = dirname(dir);
  }
  throw new Error('ckdocs: cannot find its own package.json');
}

export const toolRoot = findToolRoot();

/** The ckdocs version, from its package.json. */
export const toolVersion = (JSON.parse(readFileSync(join(toolRoot, 'package.json'), 'utf8')) as { version: string })
  .version;

import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { ROUTE_MANIFEST_FILE } from '../common/route-files.js';
import { cacheDirOf } from './config/load.js';

export interface ClearResult {
  /** The folders removed. */
  removed: string[];
  /** An output folder left as it was, as no build of ckdocs wrote it. */
  kept?: string;
}

/**
 * `ckdocs clear`: what ckdocs keeps between builds, as `docusaurus clear` removes Docusaurus's. The
 * site's cache folder goes (the next build is cold), and the output folder when a ckdocs build
 * wrote it (it holds the routes' manifest): a folder of that name that is something else stays.
 */
export async function clearSite({ configPath, outDir }: { configPath: string; outDir: string }): Promise<ClearResult> {
  const removed: string[] = [];
  const cacheDir = cacheDirOf(dirname(resolve(configPath)));
  if (existsSync(cacheDir)) {
    await rm(cacheDir, { recursive: true, force: true });
    removed.push(cacheDir);
  }
  const out = resolve(outDir);
  if (!existsSync(out)) return { removed };
  if (!existsSync(join(out, ROUTE_MANIFEST_FILE))) return { removed, kept: out };
  await rm(out, { recursive: true, force: true });
  removed.push(out);
  return { removed };
}

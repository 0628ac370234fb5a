import { join } from 'node:path';
import type { Plugin } from 'esbuild';
import { siteEsbuildPlugin } from '../../cli/bundle/site-esbuild-plugin.js';
import { toolRoot } from '../../cli/util/tool-root.js';

/** The site plugin of a bundle of ckdocs's own theme alone: no site, no pages. */
export function themeOnlyPlugin(): Plugin {
  return siteEsbuildPlugin({
    siteDir: toolRoot,
    cacheDir: join(toolRoot, '.ckdocs-cache'),
    site: {} as never,
    pages: new Map(),
  });
}

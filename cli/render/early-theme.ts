import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { bundleThemeFile, removeBundle } from '../bundle/server.js';
import type { SiteSetup } from '../stages/config.js';
import { serverBundleSite } from '../stages/bundle-locale.js';

/** The theme's server bundle, begun before the pages compile; `discard` removes it if the render did not. */
export interface EarlyTheme {
  file: Promise<string>;
  discard(): Promise<void>;
}

/**
 * On a Docusaurus site whose pages all render anew (no render cache), the theme's server bundle
 * is made while its pages compile: esbuild takes the core the compile leaves idle. Else none: a
 * warm build renders few pages, or none, and its theme is bundled only if it does.
 */
export function startEarlyTheme(setup: SiteSetup): EarlyTheme | undefined {
  if (!setup.docusaurus || hasRenderCache(setup.cacheDir)) return undefined;
  const file = bundleThemeFile({ ...serverBundleSite(setup), baseUrl: setup.config.baseUrl, generatedAtLoad: true });
  // Its failure is the render's to tell, where it awaits the bundle.
  file.catch(() => undefined);
  return { file, discard: () => file.then(removeBundle, () => undefined) };
}

function hasRenderCache(cacheDir: string): boolean {
  const dir = join(cacheDir, 'html');
  return existsSync(dir) && readdirSync(dir).some((name) => name.endsWith('.pack'));
}

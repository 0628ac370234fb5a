import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DocusaurusContext } from './plugin-context.js';

/** Where a site's generated modules are, in its cache folder (the plugins' `generatedFilesDir`). */
export const generatedDirOf = (cacheDir: string): string => join(cacheDir, 'generated');

/** Whether the site is a Docusaurus site: its config wrote Docusaurus's generated modules. */
export const isDocusaurusSite = (cacheDir: string): boolean =>
  existsSync(join(generatedDirOf(cacheDir), 'docusaurus.config.json'));

/**
 * Docusaurus's `@generated/*` modules that its client code reads (the classic theme's and
 * theme-common's, a site's swizzled components), written as JSON into the plugins' generated
 * folder in ckdocs's cache, where the bundles resolve `@generated/<name>` (cli/bundle/generated.ts).
 * Functions in the config are left out, as Docusaurus leaves them out of the browser's copy.
 */
export async function writeGeneratedFiles(context: DocusaurusContext, docusaurusVersion: string): Promise<void> {
  const files: Record<string, unknown> = {
    'docusaurus.config': context.siteConfig,
    'site-storage': context.siteStorage ?? { type: 'localStorage', namespace: '' },
    i18n: context.i18n,
    codeTranslations: context.codeTranslations,
    'site-metadata': { docusaurusVersion, siteVersion: context.siteVersion, pluginVersions: {} },
  };
  await mkdir(context.generatedFilesDir, { recursive: true });
  await Promise.all(
    Object.entries(files).map(([name, value]) =>
      writeFile(join(context.generatedFilesDir, `${name}.json`), JSON.stringify(value ?? null)),
    ),
  );
}

/**
 * `@generated/routes`: the site's route paths, as Docusaurus's route config lists them (theme-common
 * finds the home page in it). Written as the routes are known, before the bundle that reads it.
 */
export async function writeGeneratedRoutes(cacheDir: string, paths: string[]): Promise<void> {
  const dir = generatedDirOf(cacheDir);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'routes.json'), JSON.stringify(paths.map((path) => ({ path, exact: true }))));
}

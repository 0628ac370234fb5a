import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { VersionContent } from '../content/types.js';
import { writeWhole } from '../util/write-whole.js';
import { firstPageItem } from '../../common/sidebar-items.js';
import type { DocusaurusContext } from './plugin-context.js';

/** Where the `@generated/*` modules ckdocs writes for a Docusaurus site are, in its cache folder. */
export const generatedDirOf = (cacheDir: string): string => join(cacheDir, 'generated');

/** Whether the site is a Docusaurus site: its config wrote Docusaurus's generated modules. */
export const isDocusaurusSite = (cacheDir: string): boolean =>
  existsSync(join(generatedDirOf(cacheDir), 'docusaurus.config.json'));

/**
 * Docusaurus's `@generated/*` modules that its client code reads (the classic theme's and
 * theme-common's, a site's swizzled components), written as JSON into ckdocs's cache, where the bundles resolve `@generated/<name>` (cli/bundle/generated.ts).
 * Functions in the config are left out, as Docusaurus leaves them out of the browser's copy.
 */
export async function writeGeneratedFiles(
  context: DocusaurusContext,
  docusaurusVersion: string,
  cacheDir: string,
): Promise<void> {
  const dir = generatedDirOf(cacheDir);
  const files: Record<string, unknown> = {
    'docusaurus.config': context.siteConfig,
    'site-storage': context.siteStorage ?? { type: 'localStorage', namespace: '' },
    i18n: context.i18n,
    codeTranslations: context.codeTranslations,
    'site-metadata': { docusaurusVersion, siteVersion: context.siteVersion, pluginVersions: {} },
  };
  await mkdir(dir, { recursive: true });
  await Promise.all(
    Object.entries(files).map(([name, value]) => writeWhole(join(dir, `${name}.json`), JSON.stringify(value ?? null))),
  );
}

/**
 * Each docs version's docs and sidebars as Docusaurus's global data lists them, by version name:
 * what the docs plugin's own client hooks read (`useActiveDocContext`, `useDocVersionSuggestions`).
 * Only the code that reads global data loads it (templates/docusaurus/global-data.ts).
 */
export async function writeGeneratedDocs(cacheDir: string, versions: readonly VersionContent[]): Promise<void> {
  const dir = generatedDirOf(cacheDir);
  await mkdir(dir, { recursive: true });
  const byName = Object.fromEntries(versions.map((version) => [version.name, docsGlobalData(version)]));
  await writeWhole(join(dir, 'docs-versions.json'), JSON.stringify(byName));
}

/** A version's docs, and each sidebar's link: its first page. */
function docsGlobalData(version: VersionContent) {
  const docs = version.docs.map((doc) => ({ id: doc.id, path: doc.permalink, sidebar: doc.sidebar }));
  const sidebars = Object.fromEntries(
    Object.entries(version.sidebars).map(([name, items]) => {
      const first = items.map(firstPageItem).find((item) => item !== undefined);
      return [name, first ? { link: { path: first.href!, label: first.label } } : {}];
    }),
  );
  return { docs, draftIds: [], sidebars };
}

/**
 * `@generated/routes`: the site's route paths, as Docusaurus's route config lists them (theme-common
 * finds the home page in it). Written as the routes are known, before the bundle that reads it.
 */
export async function writeGeneratedRoutes(cacheDir: string, paths: string[]): Promise<void> {
  const dir = generatedDirOf(cacheDir);
  await mkdir(dir, { recursive: true });
  await writeWhole(join(dir, 'routes.json'), JSON.stringify(paths.map((path) => ({ path, exact: true }))));
}

/** The generated modules that follow the content (routes, docs), before the bundles that read them. */
export async function writeGeneratedContent(cacheDir: string, versions: readonly VersionContent[], paths: string[]) {
  await Promise.all([writeGeneratedDocs(cacheDir, versions), writeGeneratedRoutes(cacheDir, paths)]);
}

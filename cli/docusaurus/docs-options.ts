import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Fields, type ConfigNote } from './fields.js';
import { readSidebarsFile } from './sidebars-file.js';

/** Sidebars by id: a folder, or items still to validate with the config. */
type Sidebars = Record<string, string | unknown[]>;

/** Where the docs plugin's options and files are read from. */
interface DocsInput {
  siteDir: string;
  cacheDir: string;
  notes: ConfigNote[];
}

/**
 * The classic preset's `docs` options as ckdocs's `docs`: the current version from `path` and each
 * release of versions.json from versioned_docs/, their paths, labels and banners as Docusaurus
 * derives them, and their sidebars.
 */
export async function docsConfig(docs: Fields, input: DocsInput): Promise<Record<string, unknown>> {
  const dir = (docs.get('path') as string | undefined) ?? 'docs';
  const routeBase = `/${((docs.get('routeBasePath') as string | undefined) ?? 'docs').replace(/^\/+|\/+$/g, '')}`;
  const versionsFile = join(input.siteDir, 'versions.json');
  const released: string[] =
    docs.get('disableVersioning') !== true && existsSync(versionsFile)
      ? JSON.parse(readFileSync(versionsFile, 'utf8'))
      : [];
  const includeCurrent = docs.get('includeCurrentVersion') !== false;
  const only = docs.get('onlyIncludeVersions') as string[] | undefined;
  const names = [...(includeCurrent ? ['current'] : []), ...released].filter((n) => !only || only.includes(n));
  const lastVersion = (docs.get('lastVersion') as string | undefined) ?? released[0] ?? 'current';
  const options = docs.child('versions');
  const currentSidebars = await sidebarsOf(docs.get('sidebarPath'), input);
  const versions = [];
  for (const name of names) {
    const own = options?.child(name);
    const pathPart =
      (own?.get('path') as string | undefined) ?? (name === lastVersion ? '' : name === 'current' ? 'next' : name);
    const banner = own?.get('banner') ?? defaultBanner(name, names, lastVersion);
    const label = (own?.get('label') as string | undefined) ?? (name === 'current' ? 'Next' : name);
    // Docusaurus badges a version's pages when the site has more than one.
    const badge = (own?.get('badge') as boolean | undefined) ?? names.length !== 1;
    own?.ignore('className', 'noIndex');
    own?.done();
    versions.push({
      name,
      label,
      path: `${routeBase}${pathPart ? `/${pathPart.replace(/^\/+|\/+$/g, '')}` : ''}`.replace(/^\/\/+/, '/') || '/',
      dir: name === 'current' ? dir : `versioned_docs/version-${name}`,
      banner,
      badge,
      sidebars: name === 'current' ? currentSidebars : await versionedSidebars(name, input),
    });
  }
  options?.done();
  return {
    versions,
    lastVersion,
    editUrl: docs.get('editUrl'),
    sidebarItemsGenerator: docs.given('sidebarItemsGenerator'),
    versionRootPages: false,
    tagsBasePath: docs.get('tagsBasePath'),
    tags: docs.get('tags'),
    onInlineTags: docs.get('onInlineTags'),
    // Docusaurus's validation already opened categories that cannot collapse (and said so).
    sidebarCollapsible: docs.get('sidebarCollapsible'),
    sidebarCollapsed: docs.get('sidebarCollapsed'),
    // Docusaurus labels a folder or file by its name as it is.
    titleCaseLabels: false,
    // Docusaurus shows neither unless asked; ckdocs's own default is to show both.
    showLastUpdateAuthor: docs.get('showLastUpdateAuthor') === true,
    showLastUpdateTime: docs.get('showLastUpdateTime') === true,
  };
}

/** Docusaurus's default banner: none on the last release, unreleased above it, unmaintained below. */
function defaultBanner(name: string, names: string[], last: string): string {
  if (name === last) return 'none';
  return names.indexOf(name) < names.indexOf(last) ? 'unreleased' : 'unmaintained';
}

async function versionedSidebars(name: string, input: DocsInput): Promise<Sidebars> {
  const file = `versioned_sidebars/version-${name}-sidebars.json`;
  return existsSync(join(input.siteDir, file)) ? readSidebarsFile(file, input) : {};
}

/** The sidebars of `sidebarPath`; with none, Docusaurus's default: one sidebar of every doc. */
async function sidebarsOf(path: unknown, input: DocsInput): Promise<Sidebars> {
  if (path === false) return {};
  if (typeof path !== 'string') return { defaultSidebar: '.' };
  return readSidebarsFile(path, input);
}

import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { DEFAULT_DOCS } from '../../common/docs-instances.js';
import { Fields, type ConfigNote } from './fields.js';
import type { DocusaurusContext } from './plugin-context.js';
import type { ListedPlugin } from './plugin-list.js';
import { readSidebarsFile } from './sidebars-file.js';
import type { EditUrlParams } from '../config/schemas/docs.js';
import { UserError } from '../util/errors.js';

/** Sidebars by id: a folder, or items still to validate with the config. */
type Sidebars = Record<string, string | unknown[]>;

/** Where the docs plugin's options and files are read from. */
interface DocsInput {
  context: DocusaurusContext;
  cacheDir: string;
  notes: ConfigNote[];
}

/** A version as the installed docs plugin reads it (its `readVersionsMetadata`). */
interface VersionMetadata {
  versionName: string;
  label: string;
  path: string;
  banner: 'unreleased' | 'unmaintained' | null;
  badge: boolean;
  isLast: boolean;
  contentPath: string;
  /** Where the locale built has its translations of the version's docs; unset when it translates none. */
  contentPathLocalized?: string;
  sidebarFilePath: string | false | undefined;
  /** The base of its docs' edit links, for a string `editUrl`: the option, then the folder edited (`editCurrentVersion`: the current one's). */
  editUrl?: string;
  /** The same for the docs the locale built translates (`editLocalizedFiles`). */
  editUrlLocalized?: string;
}

/** One docs plugin instance as ckdocs's versions, and the instance's docs-wide options. */
export interface DocsInstance {
  versions: Record<string, unknown>[];
  lastVersion: string;
  options: Record<string, unknown>;
}

/**
 * A docs plugin instance's options as ckdocs's `docs`: its versions as the installed plugin reads
 * them (versions.json, or `<id>_versions.json` for another instance; `onlyIncludeVersions`,
 * `lastVersion`, each version's path, label, banner and badge), and their sidebars. Another
 * instance's version names are prefixed with its id, as ckdocs's are one list.
 */
export async function docsInstance(plugin: ListedPlugin, docs: Fields, input: DocsInput): Promise<DocsInstance> {
  const instance = String(plugin.options.id ?? DEFAULT_DOCS);
  const { siteDir, baseUrl } = input.context;
  docs.ignore('path', 'routeBasePath', 'includeCurrentVersion', 'onlyIncludeVersions', 'disableVersioning');
  docs.ignore('lastVersion', 'sidebarPath');
  const metadata = await readVersions(plugin, input.context);
  const options = docs.child('versions');
  const editUrl = docs.get('editUrl') ?? null;
  const editLocalizedFiles = docs.get('editLocalizedFiles') === true;
  // Read by the plugin into each version's edit link base.
  docs.ignore('editCurrentVersion');
  // Which files of each version's folder are docs: validation gave the plugin's defaults where unset.
  const globs = { include: docs.get('include') as string[], exclude: docs.get('exclude') as string[] };
  // Unset, the theme's own DocItem: ckdocs's doc layout stands for it.
  const docItemComponent = docs.given('docItemComponent');
  const name = (versionName: string) => (instance === DEFAULT_DOCS ? versionName : `${instance}-${versionName}`);
  const versions = [];
  for (const version of metadata) {
    const own = options?.child(version.versionName);
    own?.ignore('label', 'path', 'banner', 'badge', 'className', 'noIndex');
    own?.done();
    versions.push({
      name: name(version.versionName),
      instance,
      label: version.label,
      // Under the base URL, without the slash Docusaurus keeps from a routeBasePath written with one.
      path: `/${version.path.slice(baseUrl.length)}`.replace(/(.)\/+$/, '$1'),
      dir: siteFolder(siteDir, version.contentPath),
      ...globs,
      ...(version.contentPathLocalized && { localizedDir: siteFolder(siteDir, version.contentPathLocalized) }),
      banner: version.banner ?? 'none',
      badge: version.badge,
      sidebars: await sidebarsOf(version.sidebarFilePath, input),
      editUrl: typeof editUrl === 'string' ? versionEditUrl(version, editLocalizedFiles) : editUrl,
      ...(typeof docItemComponent === 'string' && { docItemComponent }),
    });
  }
  options?.done();
  const last = metadata.find((version) => version.isLast) ?? metadata[0]!;
  return {
    versions,
    lastVersion: name(last.versionName),
    options: {
      sidebarItemsGenerator: docs.given('sidebarItemsGenerator'),
      versionRootPages: false,
      tagsBasePath: docs.get('tagsBasePath'),
      tags: docs.get('tags'),
      onInlineTags: docs.get('onInlineTags'),
      // Docusaurus's validation already opened categories that cannot collapse (and said so).
      sidebarCollapsible: docs.get('sidebarCollapsible'),
      sidebarCollapsed: docs.get('sidebarCollapsed'),
      breadcrumbs: docs.get('breadcrumbs') !== false,
      // Docusaurus labels a folder or file by its name as it is.
      titleCaseLabels: false,
      // Docusaurus shows neither unless asked; ckdocs's own default is to show both.
      showLastUpdateAuthor: docs.get('showLastUpdateAuthor') === true,
      showLastUpdateTime: docs.get('showLastUpdateTime') === true,
    },
  };
}

/**
 * A version's edit links for a string `editUrl`, as the docs plugin makes them: the base it
 * computed for the version, then the doc's path in the folder it is read from; a translated doc
 * links to its translation with `editLocalizedFiles`, else to the file it translates.
 */
function versionEditUrl(version: VersionMetadata, editLocalizedFiles: boolean) {
  return ({ docPath, localized }: EditUrlParams) => {
    const base = localized && editLocalizedFiles ? version.editUrlLocalized : version.editUrl;
    return base && `${base.replace(/\/+$/, '')}/${docPath}`;
  };
}

/** A folder as the config names it: from the site folder, `/`-separated. */
const siteFolder = (siteDir: string, path: string) => relative(siteDir, path).split('\\').join('/') || '.';

/**
 * The installed docs plugin's own reading of an instance's versions. Its module moved in
 * Docusaurus 3.8 (`versions/index.js` to `versions/version.js`); what it errors on (a missing docs
 * folder or sidebars file, an unknown version in the options) is an error here too.
 */
async function readVersions(plugin: ListedPlugin, context: DocusaurusContext): Promise<VersionMetadata[]> {
  // From the file that named the plugin: a preset may bring a docs plugin of its own version.
  const entry = plugin.config.entryPath;
  const from = createRequire(isAbsolute(entry) ? entry : join(context.siteDir, 'package.json'));
  const module = ['version.js', 'index.js']
    .map((file) => `@docusaurus/plugin-content-docs/lib/versions/${file}`)
    .map((path) => {
      try {
        return from(path) as { readVersionsMetadata?: unknown };
      } catch {
        return undefined;
      }
    })
    .find((loaded) => typeof loaded?.readVersionsMetadata === 'function');
  if (!module)
    throw new UserError(
      'The docs plugin installed in the site folder is not the one of Docusaurus 3, which ckdocs reads a Docusaurus site with',
      {
        file: context.siteConfigPath,
        problems: [
          'Install Docusaurus 3 in the site folder (`npm install @docusaurus/core@3 @docusaurus/preset-classic@3`), as its own build needs.',
        ],
      },
    );
  const read = module.readVersionsMetadata as (args: object) => Promise<VersionMetadata[]>;
  // Docusaurus reads a relative sidebarPath from the folder it runs in, which is the site's.
  const { sidebarPath } = plugin.options;
  const sidebars = typeof sidebarPath === 'string' ? resolve(context.siteDir, sidebarPath) : sidebarPath;
  return read({ context, options: { ...plugin.options, sidebarPath: sidebars } });
}

/**
 * The sidebars of a version's sidebars file; with none named, Docusaurus's default: one sidebar of
 * every doc. A released version's file may be missing (Docusaurus does not write empty ones): no sidebars.
 */
async function sidebarsOf(path: string | false | undefined, input: DocsInput): Promise<Sidebars> {
  if (path === false || (path && !existsSync(path))) return {};
  if (path === undefined) return { defaultSidebar: '.' };
  return readSidebarsFile(path, { siteDir: input.context.siteDir, cacheDir: input.cacheDir });
}

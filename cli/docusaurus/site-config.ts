import { writeGeneratedFiles } from './generated-files.js';
import { basename, dirname, join, relative } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { isMainThread } from 'node:worker_threads';
import { MARKDOWN_PLUGIN_LISTS, type MarkdownPlugins } from '../config/schemas/markdown.js';
import { pagesOptions } from '../pages/docusaurus-options.js';
import { UserError } from '../util/errors.js';
import { docusaurusCore, type DocusaurusCore } from './core.js';
import { docsInstance, type DocsInstance } from './docs-options.js';
import { Fields, isRecord, type ConfigNote } from './fields.js';
import { loadSiteModule } from './load-module.js';
import { describePlugins, markdownOwner, pluginLists, SITE_PAGES_OWNER } from '../mdx/markdown-plugins.js';
import { holdingLocaleVariable, readingLocaleVariable, tellLocale } from './locale-variable.js';
import { localizedDir } from './localized-dir.js';
import { patchedDocusaurusNotes } from './patched-packages.js';
import { pluginContext, type DocusaurusContext } from './plugin-context.js';
import {
  algoliaSearchTheme,
  COPY_PAGE_PLUGINS,
  inDocusaurus,
  listPlugins,
  NATIVE_PLUGIN_HOOKS,
  NATIVE_PLUGINS,
  type ListedPlugin,
} from './plugin-list.js';
import { themeParts } from './theme-config.js';
import { translateThemes } from './translations.js';
import { DEFAULT_DOCS } from '../../common/docs-instances.js';
import { THEME_LABELS } from '../../common/theme-labels.js';

/** A Docusaurus site's config as ckdocs's (still to validate), and what of it ckdocs does not support. */
export interface DocusaurusConfig {
  config: Record<string, unknown>;
  notes: ConfigNote[];
  /** The site as its own Docusaurus reads it: the plugin context, and the plugins ckdocs runs for real. */
  site: DocusaurusSite;
}

/** What the site's own Docusaurus made of its config, for the plugins ckdocs runs. */
export interface DocusaurusSite {
  core: DocusaurusCore;
  /** The cache folder of the locale built: the site's for the default locale, one of its own for another. */
  cacheDir: string;
  /** The locale's folder in the output, as Docusaurus lays it out (`zh-CN`; `''` for the default locale). */
  outFolder: string;
  /** The context plugins are constructed with (the validated config in it), but for `outDir`. */
  context: DocusaurusContext;
  /** Every plugin and theme, presets expanded, with validated options. */
  plugins: ListedPlugin[];
  /** Those that run through Docusaurus's lifecycle (every plugin but those ckdocs builds itself). */
  lifecycle: ListedPlugin[];
  /** Other content plugins' remark and rehype plugins, where they are not the first docs instance's (`SiteMarkdownPlugins.owned`). */
  markdownPluginsOf: Record<string, MarkdownPlugins>;
}

/** Whether `file` is a Docusaurus config (docusaurus.config.ts, .js, .mjs, …). */
export const isDocusaurusConfig = (file: string) => /^docusaurus\.config\.[cm]?[jt]s$/.test(basename(file));

/**
 * Reads docusaurus.config.* as the site's own Docusaurus does (its validation and defaults, its
 * presets and plugins with their validated options) and maps it to ckdocs's config, for `locale`
 * (unset: the default one). `siteCache` is the site's cache folder.
 */
export async function readDocusaurusConfig(
  file: string,
  siteCache: string,
  locale?: string,
): Promise<DocusaurusConfig> {
  const siteDir = dirname(file);
  const core = docusaurusCore(siteDir, file);
  const name = relative(siteDir, file);
  const { exported, siteConfig } = await configOfLocale(core, { file, name, siteCache }, locale);
  const localeContext = await pluginContext(core, { siteDir, siteConfig, siteConfigPath: file, locale });
  const { currentLocale, defaultLocale } = localeContext.i18n;
  // Each locale's pages compile, bundle and render apart: the caches of one never hold another's.
  const cacheDir = currentLocale === defaultLocale ? siteCache : join(siteCache, 'i18n', currentLocale);
  // Another locale's plugins write their data at the same time as the default one's, under the same names.
  const context =
    cacheDir === siteCache ? localeContext : { ...localeContext, generatedFilesDir: join(cacheDir, 'docusaurus') };
  const { plugins, themeDefaults } = await listPlugins(core, context, siteCache);
  await inDocusaurus(file, 'the translations of its themes', () => translateThemes(core, context, plugins));
  // The compile threads read the config for its Markdown plugins alone: the files are the main
  // thread's, which adds the plugins' strings to them, and a thread rewriting them raced its bundles.
  if (isMainThread) await writeGeneratedFiles(context, core.version, cacheDir);
  const notes: ConfigNote[] = patchedDocusaurusNotes(siteDir);
  // Defaults depend on the future flags (`v4` changes Markdown's); the themes give themeConfig's.
  const defaults = core.validateConfig(
    exported.future === undefined ? MINIMAL_CONFIG : { ...MINIMAL_CONFIG, future: exported.future },
    name,
  );
  const top = new Fields(context.siteConfig, '', notes, { ...defaults, themeConfig: themeDefaults });
  const instances = (pkg: string) => plugins.filter((plugin) => plugin.packageName === pkg);
  // The default instance first: its options are the docs-wide ones, its versions the main ones.
  const docsPlugins = instances('@docusaurus/plugin-content-docs').sort(
    (a, b) => Number(b.options.id === DEFAULT_DOCS) - Number(a.options.id === DEFAULT_DOCS),
  );
  const docs = await docsOfInstances(docsPlugins, { file, context, cacheDir, notes });
  const markdownPluginsOf = ownMarkdownPlugins(
    [
      ...docsPlugins.slice(1).map((plugin) => ({
        key: markdownOwner('docusaurus-plugin-content-docs', String(plugin.options.id)),
        options: plugin.options,
      })),
      ...instances('@docusaurus/plugin-content-blog').map((plugin) => ({
        key: markdownOwner('docusaurus-plugin-content-blog', String(plugin.options.id)),
        options: plugin.options,
      })),
      // The pages ckdocs builds are the first instance's (pagesOptions).
      ...instances('@docusaurus/plugin-content-pages')
        .slice(0, 1)
        .map((plugin) => ({ key: SITE_PAGES_OWNER, options: plugin.options })),
    ],
    docs.markdownPlugins,
  );
  const themeOptions = instances('@docusaurus/theme-classic')[0];
  const { mermaidConfig, autoCollapseCategories, hideableSidebar, ...theme } = themeParts(top.child('themeConfig')!);
  const sitemap = instances('@docusaurus/plugin-sitemap')[0];
  const config: Record<string, unknown> = {
    ...top.pick(['title', 'tagline', 'url', 'baseUrl', 'favicon', 'customFields', 'titleDelimiter', 'noIndex']),
    // Unset, Docusaurus leaves each URL as its plugin made it: a folder's own doc or page ends in `/`.
    trailingSlash: top.get('trailingSlash') ?? 'folders',
    onBrokenLinks: brokenLinkPolicy(top.get('onBrokenLinks'), 'throw'),
    // Unset in a Docusaurus before 3.1, which checks no anchor.
    onBrokenAnchors: brokenLinkPolicy(top.get('onBrokenAnchors'), 'ignore'),
    // `markdown.hooks` from 3.9, which takes in the option of the config's top level.
    onBrokenMarkdownLinks: brokenLinkPolicy(
      top.child('markdown')?.child('hooks')?.get('onBrokenMarkdownLinks') ?? top.get('onBrokenMarkdownLinks'),
      'warn',
    ),
    onBrokenMarkdownImages: brokenLinkPolicy(
      top.child('markdown')?.child('hooks')?.get('onBrokenMarkdownImages'),
      'throw',
    ),
    onDuplicateRoutes: brokenLinkPolicy(top.get('onDuplicateRoutes'), 'warn'),
    staticDir: staticFolder(top),
    customCss: customCssFiles(themeOptions && optionsOf(themeOptions, 'theme', notes)),
    docs: { ...docs.config, autoCollapseCategories, hideableSidebar },
    ...theme,
    // The search box's text is the search theme's, in the locale, where the site sets none.
    search: {
      ...theme.search,
      placeholder: theme.search?.placeholder ?? context.codeTranslations[THEME_LABELS.searchPlaceholder.key],
    },
    markdown: { ...markdownOptions(top), ...docs.markdownPlugins, mermaidConfig },
    sitemap: sitemapOptions(sitemap && optionsOf(sitemap, 'sitemap', notes)),
    pages: pagesOptions(instances('@docusaurus/plugin-content-pages'), notes, (plugin) =>
      localizedDir(core, context, { name: 'docusaurus-plugin-content-pages', id: plugin.options.id }),
    ),
    plugins: siteLevelPlugin(top),
    llms: { copyButton: !plugins.some((plugin) => COPY_PAGE_PLUGINS.has(plugin.packageName ?? '')) },
    storage: storageOf(context.siteStorage),
  };
  // The classic preset adds the debug plugin by itself in development (serve): a build's are the
  // pages worth telling of.
  if (instances('@docusaurus/plugin-debug').length && process.env.NODE_ENV !== 'development')
    notes.push({ text: "the debug plugin's pages (/__docusaurus/debug) are not built by ckdocs" });
  otherTopKeys(top);
  const lifecycle = plugins.flatMap((plugin) => {
    if (!plugin.packageName || !NATIVE_PLUGINS.has(plugin.packageName)) return [plugin];
    const hooks = NATIVE_PLUGIN_HOOKS[plugin.packageName];
    return hooks && !leadsElsewhere(plugin, context.siteConfig) ? [{ ...plugin, hooks }] : [];
  });
  const outFolder = localeFolder(context.baseUrl, siteConfig.baseUrl as string);
  return { config, notes, site: { core, cacheDir, outFolder, context, plugins, lifecycle, markdownPluginsOf } };
}

/**
 * Whether the search theme's OpenSearch description would lead to a search page of another path
 * than ckdocs's `/search` (a config note says ckdocs's is there).
 */
function leadsElsewhere(plugin: ListedPlugin, siteConfig: Record<string, unknown>): boolean {
  type Search = { searchPagePath?: unknown } | undefined;
  const theme = siteConfig.themeConfig as { algolia?: Search; docsearch?: Search } | undefined;
  const search = theme?.docsearch ?? theme?.algolia;
  return algoliaSearchTheme([plugin]) !== undefined && search?.searchPagePath !== 'search';
}

/**
 * Every docs plugin instance as ckdocs's one `docs`: their versions in one list (the default
 * instance's first), one latest per instance. The first instance's docs-wide options are the
 * site's; another instance's that differ are its versions' own (`setOptions`).
 */
async function docsOfInstances(
  plugins: ListedPlugin[],
  input: { file: string; context: DocusaurusContext; cacheDir: string; notes: ConfigNote[] },
) {
  const read: DocsInstance[] = [];
  let markdownPlugins: Record<string, unknown> = {};
  for (const [i, plugin] of plugins.entries()) {
    const fields = optionsOf(plugin, 'docs', input.notes);
    const what = `the docs plugin's versions${i ? ` (id \`${String(plugin.options.id)}\`)` : ''}`;
    const instance = await inDocusaurus(input.file, what, () => docsInstance(plugin, fields, input));
    read.push(i === 0 ? instance : withSetOptions(instance, read[0]!.options));
    // Each instance's remark and rehype plugins are its own (`ownMarkdownPlugins`).
    const own = fields.pick(MARKDOWN_PLUGIN_LISTS);
    if (i === 0) markdownPlugins = own;
    fields.done();
  }
  // A site without docs (`docs: false`, a blog alone) has no versions.
  const config = {
    ...read[0]?.options,
    versions: read.flatMap((instance) => instance.versions),
    lastVersion: read.map((instance) => instance.lastVersion),
  };
  return { config, markdownPlugins };
}

/** A later docs instance whose options differ from the first's (`site`): its versions carry them. */
function withSetOptions(instance: DocsInstance, site: Record<string, unknown>): DocsInstance {
  const setOptions = Object.fromEntries(
    Object.entries(instance.options).filter(([key, value]) => !isDeepStrictEqual(value, site[key])),
  );
  if (!Object.keys(setOptions).length) return instance;
  return { ...instance, versions: instance.versions.map((version) => ({ ...version, setOptions })) };
}

/**
 * The remark and rehype plugins of each content plugin whose lists are not the first docs
 * instance's (another docs instance, a blog, the pages), by
 * the key its pages name (`DocSource.markdownPlugins`): Docusaurus compiles each plugin's pages
 * with its own. Plugins are compared by their source, as the compile cache key does: a config
 * loaded afresh requires a local plugin anew for each list.
 */
function ownMarkdownPlugins(
  plugins: { key: string; options: Record<string, unknown> }[],
  docsLists: Record<string, unknown>,
): Record<string, MarkdownPlugins> {
  const docs = describePlugins(pluginLists(docsLists as MarkdownPlugins));
  const owned: Record<string, MarkdownPlugins> = {};
  for (const { key, options } of plugins) {
    const own = pluginLists(options as MarkdownPlugins);
    if (describePlugins(own) !== docs) owned[key] = own;
  }
  return owned;
}

/** Where Docusaurus writes a locale's pages: its base URL below the site's, as a folder of the output. */
function localeFolder(localeBaseUrl: string, siteBaseUrl: string): string {
  return localeBaseUrl.replace(siteBaseUrl, '/').replace(/^\/+|\/+$/g, '');
}

/**
 * The config docusaurus.config exports and its validated form, evaluated as Docusaurus evaluates
 * it for `locale` (unset: the default one), with DOCUSAURUS_CURRENT_LOCALE naming the locale. Which
 * locale is the default only the config says: it is evaluated without the variable first, and
 * again with it if it read the variable. One locale's at a time (`serve` prepares several at once).
 */
async function configOfLocale(
  core: DocusaurusCore,
  { file, name, siteCache }: { file: string; name: string; siteCache: string },
  locale: string | undefined,
) {
  const evaluate = async (as: string | undefined) => {
    const { value: exported, read } = await readingLocaleVariable(as, () => exportedConfig(file, siteCache));
    const siteConfig = await inDocusaurus(file, name, () => core.validateConfig(exported, name));
    return { exported, siteConfig, read };
  };
  return holdingLocaleVariable(async () => {
    const first = await evaluate(locale);
    const built = locale ?? (first.siteConfig.i18n as { defaultLocale: string }).defaultLocale;
    const config = first.read && built !== locale ? await evaluate(built) : first;
    tellLocale(built);
    return config;
  });
}

/**
 * Where the reader's choices are kept, as the site's Docusaurus worked it out (`storage`, its
 * namespace `true` made a hash of the site's URL): the same keys as a build of Docusaurus.
 */
function storageOf(siteStorage: unknown): { type?: string; namespace?: string } {
  if (!isRecord(siteStorage)) return {};
  const { type, namespace } = siteStorage;
  return {
    ...(typeof type === 'string' && { type }),
    ...(typeof namespace === 'string' && { namespace: namespace.replace(/^-/, '') }),
  };
}

/** The least config Docusaurus validates: what it gives every other key is its default. */
const MINIMAL_CONFIG = { title: 'Site', url: 'https://example.org', baseUrl: '/' };

/** The object docusaurus.config exports, awaited when it exports a function or a promise. */
export async function exportedConfig(file: string, cacheDir: string): Promise<Record<string, unknown>> {
  let loaded = await loadSiteModule(file, cacheDir).catch((error: Error) => {
    throw new UserError(`Cannot load ${basename(file)}: ${error.message}`, { file });
  });
  // Docusaurus also takes a function returning the config, or a promise of it.
  if (typeof loaded === 'function') loaded = await loaded();
  loaded = await loaded;
  if (!isRecord(loaded)) {
    throw new UserError(`${basename(file)} does not export a config object`, {
      file,
      problems: ['Export the config: `export default config` or `module.exports = config`.'],
    });
  }
  return loaded;
}

/**
 * A plugin's validated options, read key by key against its defaults; notes name them as the
 * classic preset's key (`docs.editUrl`), or with the instance's id when it is not the default one.
 */
function optionsOf(plugin: ListedPlugin, key: string, notes: ConfigNote[]): Fields {
  const id = plugin.options.id;
  const fields = new Fields(plugin.options, id === 'default' ? key : `${key}(${String(id)})`, notes, plugin.defaults);
  fields.ignore('id');
  return fields;
}

/** The classic theme's `customCss`: a path or a list of them. */
function customCssFiles(theme: Fields | undefined): string[] {
  const files = theme?.get('customCss');
  theme?.done();
  return (Array.isArray(files) ? files : [files]).filter((file): file is string => typeof file === 'string');
}

/** Docusaurus's `log` is ckdocs's `warn`. */
function brokenLinkPolicy(value: unknown, fallback: string): string {
  return value === 'log' ? 'warn' : typeof value === 'string' ? value : fallback;
}

function staticFolder(top: Fields): string[] {
  const dirs = top.get('staticDirectories');
  return Array.isArray(dirs) ? dirs.filter((dir): dir is string => typeof dir === 'string') : ['static'];
}

function markdownOptions(top: Fields): Record<string, unknown> {
  const markdown = top.child('markdown');
  const anchors = markdown?.child('anchors');
  const out = {
    mermaid: markdown?.get('mermaid') === true,
    // Docusaurus's default is on.
    emoji: markdown?.get('emoji') !== false,
    format: markdown?.get('format') ?? 'mdx',
    ...(markdown?.get('mdx1Compat') !== undefined && { mdx1Compat: markdown.get('mdx1Compat') }),
    anchors: { maintainCase: anchors?.get('maintainCase') === true },
  };
  anchors?.done();
  // Run on every Markdown file as it is read (cli/content/markdown-hooks.ts).
  markdown?.ignore('parseFrontMatter', 'preprocessor');
  const hooks = markdown?.child('hooks');
  hooks?.ignore('onBrokenMarkdownLinks');
  hooks?.ignore('onBrokenMarkdownImages');
  hooks?.done();
  markdown?.done();
  return out;
}

/** The sitemap plugin's options (Docusaurus's defaults already in them); without the plugin, no sitemap. */
function sitemapOptions(sitemap: Fields | undefined): Record<string, unknown> | false {
  if (!sitemap) return false;
  const out = sitemap.pick(['changefreq', 'priority', 'lastmod', 'ignorePatterns', 'filename']);
  const create = sitemap.given('createSitemapItems');
  sitemap.ignore('id');
  sitemap.done();
  return { ...out, ...(create ? { createSitemapItems: create } : {}) };
}

/**
 * The config's own head tags, scripts, stylesheets and client modules, which Docusaurus adds to
 * every page beside its plugins', as a plugin that adds them.
 */
function siteLevelPlugin(top: Fields): unknown[] {
  const clientModules = (top.get('clientModules') as string[] | undefined) ?? [];
  const tags = [
    ...((top.get('headTags') as Record<string, unknown>[] | undefined) ?? []),
    ...((top.get('stylesheets') as unknown[] | undefined) ?? []).map((sheet) => ({
      tagName: 'link',
      attributes: { rel: 'stylesheet', ...(typeof sheet === 'string' ? { href: sheet } : (sheet as object)) },
    })),
    ...((top.get('scripts') as unknown[] | undefined) ?? []).map((script) => ({
      tagName: 'script',
      attributes: typeof script === 'string' ? { src: script } : (script as object),
    })),
  ];
  if (!clientModules.length && !tags.length) return [];
  return [
    () => ({
      name: 'docusaurus-site-config',
      getClientModules: () => clientModules,
      injectHtmlTags: () => ({ headTags: tags }),
    }),
  ];
}

/** Top-level keys: deployment and build-engine settings mean nothing to ckdocs; the rest is reported. */
function otherTopKeys(top: Fields): void {
  top.ignore('organizationName', 'projectName', 'deploymentBranch', 'githubHost', 'githubPort', 'future');
  top.ignore('baseUrlIssueBanner', 'presets', 'themes', 'plugins', 'storage');
  top.ignore('i18n');
  top.done();
}

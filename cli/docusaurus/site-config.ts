import { writeGeneratedFiles } from './generated-files.js';
import { basename, dirname, relative } from 'node:path';
import { PLUGIN_LISTS } from '../config/schemas/markdown.js';
import { pagesOptions } from '../pages/docusaurus-options.js';
import { UserError } from '../util/errors.js';
import { docusaurusCore, type DocusaurusCore } from './core.js';
import { docsConfig } from './docs-options.js';
import { Fields, isRecord, type ConfigNote } from './fields.js';
import { loadSiteModule } from './load-module.js';
import { pluginContext, type DocusaurusContext } from './plugin-context.js';
import { inDocusaurus, listPlugins, NATIVE_PLUGINS, type ListedPlugin } from './plugin-list.js';
import { themeParts } from './theme-config.js';

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
  /** The context plugins are constructed with (the validated config in it), but for `outDir`. */
  context: DocusaurusContext;
  /** Every plugin and theme, presets expanded, with validated options. */
  plugins: ListedPlugin[];
  /** Those that run through Docusaurus's lifecycle (every plugin but those ckdocs builds itself). */
  lifecycle: ListedPlugin[];
}

/** Whether `file` is a Docusaurus config (docusaurus.config.ts, .js, .mjs, …). */
export const isDocusaurusConfig = (file: string) => /^docusaurus\.config\.[cm]?[jt]s$/.test(basename(file));

/**
 * Reads docusaurus.config.* as the site's own Docusaurus does (its validation and defaults, its
 * presets and plugins with their validated options) and maps it to ckdocs's config.
 */
export async function readDocusaurusConfig(file: string, cacheDir: string): Promise<DocusaurusConfig> {
  const siteDir = dirname(file);
  const core = docusaurusCore(siteDir, file);
  const exported = await exportedConfig(file, cacheDir);
  const name = relative(siteDir, file);
  const siteConfig = await inDocusaurus(file, name, () => core.validateConfig(exported, name));
  const context = await pluginContext(core, { siteDir, siteConfig, siteConfigPath: file, cacheDir });
  const { plugins, themeDefaults } = await listPlugins(core, context);
  await writeGeneratedFiles(context, core.version, cacheDir);
  const notes: ConfigNote[] = [];
  // Defaults depend on the future flags (`v4` changes Markdown's); the themes give themeConfig's.
  const defaults = core.validateConfig(
    exported.future === undefined ? MINIMAL_CONFIG : { ...MINIMAL_CONFIG, future: exported.future },
    name,
  );
  const top = new Fields(context.siteConfig, '', notes, { ...defaults, themeConfig: themeDefaults });
  const instances = (pkg: string) => plugins.filter((plugin) => plugin.packageName === pkg);
  const [docsPlugin, ...otherDocs] = instances('@docusaurus/plugin-content-docs');
  if (!docsPlugin) {
    throw new UserError(
      `${basename(file)} has no docs: ckdocs builds a site's docs (@docusaurus/plugin-content-docs)`,
      {
        file,
        problems: ["Add `presets: [['classic', { docs: { sidebarPath: './sidebars.ts' } }]]`."],
      },
    );
  }
  for (const other of otherDocs)
    notes.push({
      text: `the docs plugin instance \`${String(other.options.id)}\` (${String(other.options.path)}/) is not built by ckdocs yet: its pages are missing, and links to them are not checked`,
    });
  const docsOptions = optionsOf(docsPlugin, 'docs', notes);
  const docs = await docsConfig(docsOptions, { siteDir, cacheDir, notes });
  // The docs plugin's remark and rehype plugins: ckdocs's pages are all docs.
  const docsPlugins = docsOptions.pick(PLUGIN_LISTS);
  docsOptions.done();
  const themeOptions = instances('@docusaurus/theme-classic')[0];
  const { mermaidConfig, autoCollapseCategories, ...theme } = themeParts(top.child('themeConfig')!);
  const sitemap = instances('@docusaurus/plugin-sitemap')[0];
  const config: Record<string, unknown> = {
    ...top.pick(['title', 'tagline', 'url', 'baseUrl', 'favicon', 'customFields']),
    // Unset, Docusaurus leaves each URL as its plugin made it: a folder's own doc or page ends in `/`.
    trailingSlash: top.get('trailingSlash') ?? 'folders',
    onBrokenLinks: brokenLinkPolicy(top.get('onBrokenLinks'), 'throw'),
    onBrokenAnchors: brokenLinkPolicy(top.get('onBrokenAnchors'), 'warn'),
    staticDir: staticFolder(top),
    customCss: customCssFiles(themeOptions && optionsOf(themeOptions, 'theme', notes)),
    docs: { ...docs, autoCollapseCategories },
    ...theme,
    markdown: { ...markdownOptions(top), ...docsPlugins, mermaidConfig },
    sitemap: sitemapOptions(sitemap && optionsOf(sitemap, 'sitemap', notes)),
    pages: pagesOptions(instances('@docusaurus/plugin-content-pages'), notes),
    plugins: siteLevelPlugin(top),
  };
  if (instances('@docusaurus/plugin-debug').length)
    notes.push({ text: "the debug plugin's pages (/__docusaurus/debug) are not built by ckdocs" });
  otherTopKeys(top);
  const lifecycle = plugins.filter((plugin) => !plugin.packageName || !NATIVE_PLUGINS.has(plugin.packageName));
  return { config, notes, site: { core, context, plugins, lifecycle } };
}

/**
 * Where the routes of a Docusaurus site's plugins that ckdocs does not build yet start (a second
 * docs instance), under the base URL: links there are not broken, only not built.
 */
export function unbuiltRouteBases(site: DocusaurusSite | undefined, baseUrl: string): string[] {
  const plugins = site?.plugins ?? [];
  const docs = plugins.filter((plugin) => plugin.packageName === '@docusaurus/plugin-content-docs');
  return docs
    .slice(1)
    .map((plugin) => `${baseUrl}${String(plugin.options.routeBasePath).replace(/^\/+|\/+$/g, '')}`)
    .map((base) => base.replace(/(.)\/$/, '$1'))
    .filter((base) => `${base}/` !== baseUrl && base !== baseUrl);
}

/** The least config Docusaurus validates: what it gives every other key is its default. */
const MINIMAL_CONFIG = { title: 'Site', url: 'https://example.org', baseUrl: '/' };

/** The object docusaurus.config exports, awaited when it exports a function or a promise. */
async function exportedConfig(file: string, cacheDir: string): Promise<Record<string, unknown>> {
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

function staticFolder(top: Fields): string {
  const dirs = top.get('staticDirectories');
  if (Array.isArray(dirs) && dirs.length > 1)
    top.unsupported('staticDirectories', `only the first, ${dirs[0]}, is copied`);
  return Array.isArray(dirs) && typeof dirs[0] === 'string' ? dirs[0] : 'static';
}

function markdownOptions(top: Fields): Record<string, unknown> {
  const markdown = top.child('markdown');
  const out = { mermaid: markdown?.get('mermaid') === true, format: markdown?.get('format') ?? 'mdx' };
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
  top.ignore('onBrokenMarkdownLinks', 'baseUrlIssueBanner', 'presets', 'themes', 'plugins', 'storage');
  top.ignore('onDuplicateRoutes', 'titleDelimiter', 'noIndex');
  const locales = top.child('i18n')?.get('locales');
  if (!Array.isArray(locales) || locales.length <= 1) top.ignore('i18n');
  else top.unsupported('i18n', `only the default locale is built`);
  top.done();
}

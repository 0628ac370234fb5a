import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { PLUGIN_LISTS } from '../config/schemas/markdown.js';
import { pagesOptions } from '../pages/docusaurus-options.js';
import { UserError } from '../util/errors.js';
import { docsConfig } from './docs-options.js';
import { Fields, isRecord, type ConfigNote } from './fields.js';
import { loadSiteModule } from './load-module.js';
import { themeParts } from './theme-config.js';

/** A Docusaurus site's config as ckdocs's (still to validate), and what of it ckdocs does not support. */
export interface DocusaurusConfig {
  config: Record<string, unknown>;
  notes: ConfigNote[];
  /** The object docusaurus.config exported, as plugins are handed it. */
  source: Record<string, unknown>;
}

/** Whether `file` is a Docusaurus config (docusaurus.config.ts, .js, .mjs, …). */
export const isDocusaurusConfig = (file: string) => /^docusaurus\.config\.[cm]?[jt]s$/.test(basename(file));

/** Loads docusaurus.config.* as Docusaurus does and maps it to ckdocs's config. */
export async function readDocusaurusConfig(file: string, cacheDir: string): Promise<DocusaurusConfig> {
  const siteDir = dirname(file);
  let loaded = await loadSiteModule(file, cacheDir).catch((error: Error) => {
    throw new UserError(`Cannot load ${basename(file)}: ${error.message}`, { file });
  });
  // Docusaurus also takes a function returning the config, or a promise of it.
  if (typeof loaded === 'function') loaded = await loaded();
  if (!isRecord(loaded)) {
    throw new UserError(`${basename(file)} does not export a config object`, {
      file,
      problems: ['Export the config: `export default config` or `module.exports = config`.'],
    });
  }
  const notes: ConfigNote[] = [];
  const top = new Fields(loaded, '', notes);
  const preset = classicPreset(top, notes);
  const docsOptions = preset?.child('docs');
  if (!docsOptions) {
    throw new UserError(`${basename(file)} has no docs: ckdocs builds the classic preset's docs`, {
      file,
      problems: ["Add `presets: [['classic', { docs: { sidebarPath: './sidebars.ts' } }]]`."],
    });
  }
  const docs = await docsConfig(docsOptions, { siteDir, cacheDir, notes });
  // The docs plugin's remark and rehype plugins: ckdocs's pages are all docs.
  const docsPlugins = docsOptions.pick(PLUGIN_LISTS);
  docsOptions.done();
  const { mermaidConfig, autoCollapseCategories, ...theme } = themeParts(
    top.child('themeConfig') ?? new Fields({}, 'themeConfig', notes),
  );
  const config: Record<string, unknown> = {
    ...top.pick(['title', 'tagline', 'url', 'baseUrl', 'favicon', 'customFields']),
    onBrokenLinks: brokenLinkPolicy(top.get('onBrokenLinks'), 'throw'),
    onBrokenAnchors: brokenLinkPolicy(top.get('onBrokenAnchors'), 'warn'),
    staticDir: staticFolder(top),
    customCss: customCssFiles(preset?.child('theme')),
    docs: { ...docs, autoCollapseCategories },
    ...theme,
    markdown: { ...markdownOptions(top), ...docsPlugins, mermaidConfig },
    sitemap: sitemapOptions(preset?.child('sitemap')),
    pages: pagesOptions(preset),
    plugins: [
      ...(await pluginEntries(
        [...listOf(top.get('plugins')), ...listOf(top.get('themes')).filter(isLocalTheme)],
        siteDir,
        cacheDir,
      )),
      ...clientModulesPlugin(top.get('clientModules')),
    ],
  };
  preset?.ignore('debug', 'svgr');
  if (preset?.get('blog') !== false && existsSync(join(siteDir, 'blog')))
    notes.push({ text: 'the blog (blog/) is not built by ckdocs' });
  preset?.ignore('blog');
  preset?.done();
  otherTopKeys(top);
  return { config, notes, source: loaded };
}

/** The classic preset's options; any other preset is reported. */
export function classicPreset(top: Fields, notes: ConfigNote[]): Fields | undefined {
  let classic: Fields | undefined;
  top.list('presets').forEach((entry, i) => {
    const [name, options] = Array.isArray(entry) ? entry : [entry, {}];
    if (name === 'classic' || name === '@docusaurus/preset-classic') {
      classic = new Fields(isRecord(options) ? options : {}, `presets[${i}][1]`, notes);
    } else
      notes.push({ path: `presets[${i}]`, text: `preset \`${String(name)}\` is not supported by ckdocs: ignored` });
  });
  return classic;
}

/**
 * The config's plugins as functions with their options: a plugin named by path or package is
 * loaded from the site folder, as Docusaurus resolves it.
 */
async function pluginEntries(plugins: unknown[], siteDir: string, cacheDir: string): Promise<unknown[]> {
  return Promise.all(
    plugins.map(async (entry) => {
      const [plugin, options] = Array.isArray(entry) ? entry : [entry, {}];
      if (typeof plugin !== 'string') return [plugin, options];
      const file = createRequire(join(siteDir, 'package.json')).resolve(plugin);
      return [await loadSiteModule(file, cacheDir), options];
    }),
  );
}

/** The classic theme's `customCss`: a path or a list of them. */
function customCssFiles(theme: Fields | undefined): string[] {
  const files = theme?.get('customCss');
  theme?.done();
  return (Array.isArray(files) ? files : [files]).filter((file): file is string => typeof file === 'string');
}

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** A theme of the site's own (a function, or a path from the site folder): a plugin as any other. */
function isLocalTheme(theme: unknown): boolean {
  const name = Array.isArray(theme) ? theme[0] : theme;
  return typeof name === 'function' || (typeof name === 'string' && /^\.{0,2}\//.test(name));
}

/** The config's `clientModules` (paths from the site folder), as a plugin that has them. */
function clientModulesPlugin(modules: unknown): unknown[] {
  if (!Array.isArray(modules) || !modules.length) return [];
  return [() => ({ name: 'docusaurus-client-modules', getClientModules: () => modules })];
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
  const out = { mermaid: markdown?.get('mermaid') === true };
  markdown?.ignore('format');
  markdown?.done();
  // ckdocs draws Mermaid diagrams itself and has its own search modal.
  for (const [i, theme] of top.list('themes').entries()) {
    const name = Array.isArray(theme) ? theme[0] : theme;
    if (!isLocalTheme(theme) && name !== '@docusaurus/theme-mermaid' && name !== '@docusaurus/theme-search-algolia') {
      top.report(`themes[${i}]`, `theme ${String(name)} is ignored`);
    }
  }
  return out;
}

function sitemapOptions(sitemap: Fields | undefined): Record<string, unknown> {
  // Docusaurus leaves lastmod out unless asked.
  const out = {
    ignorePatterns: [],
    lastmod: null,
    ...sitemap?.pick(['changefreq', 'priority', 'lastmod', 'ignorePatterns', 'filename', 'createSitemapItems']),
  };
  sitemap?.done();
  return out;
}

/** Top-level keys: deployment and build-engine settings mean nothing to ckdocs; the rest is reported. */
function otherTopKeys(top: Fields): void {
  top.ignore('organizationName', 'projectName', 'deploymentBranch', 'githubHost', 'githubPort', 'future');
  top.ignore('onBrokenMarkdownLinks', 'baseUrlIssueBanner', 'presets', 'themes');
  const locales = top.child('i18n')?.get('locales');
  if (!Array.isArray(locales) || locales.length <= 1) top.ignore('i18n');
  else top.unsupported('i18n', `only the default locale is built`);
  top.done();
}

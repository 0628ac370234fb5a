import { createRequire } from 'node:module';
import { UserError } from '../util/errors.js';
import type { DocusaurusCore, NormalizedPluginConfig } from './core.js';
import { isRecord } from './fields.js';
import { pluginConfigs } from './plugin-configs.js';

/**
 * The Algolia DocSearch themes, by package, with the name their plugin goes by: Docusaurus's, and
 * DocSearch's own adapter (`themeConfig.docsearch`, or `algolia` as Docusaurus's reads it). ckdocs's
 * search stands for either, on the site's DocSearch index.
 */
export const ALGOLIA_SEARCH_THEMES: Record<string, string> = {
  '@docusaurus/theme-search-algolia': 'docusaurus-theme-search-algolia',
  '@docsearch/docusaurus-adapter': 'docsearch-docusaurus-algolia-search',
};

/** The site's Algolia DocSearch theme (`ALGOLIA_SEARCH_THEMES`), if it has one. */
export const algoliaSearchTheme = (plugins: readonly ListedPlugin[] | undefined) =>
  plugins?.find((plugin) => plugin.packageName !== undefined && plugin.packageName in ALGOLIA_SEARCH_THEMES);

/**
 * The packages whose plugins ckdocs never runs: it builds their part itself from the options
 * Docusaurus validated (docs, pages, sitemap, the classic theme, Algolia search; the blog and the
 * debug pages, not yet, say the config's warnings), or their work is its engine's (Mermaid
 * diagrams, SVG components, CSS layers). Every other plugin runs for real.
 */
export const NATIVE_PLUGINS = new Set([
  '@docusaurus/plugin-content-docs',
  '@docusaurus/plugin-content-pages',
  '@docusaurus/plugin-sitemap',
  '@docusaurus/plugin-debug',
  '@docusaurus/theme-classic',
  ...Object.keys(ALGOLIA_SEARCH_THEMES),
  '@docusaurus/theme-mermaid',
  '@docusaurus/plugin-svgr',
  '@docusaurus/plugin-css-cascade-layers',
]);

/**
 * Of the packages ckdocs builds itself, the hooks it still runs: what they add that its own build
 * does not (the search theme's OpenSearch description of the site's search page, and its link), and
 * what their client code needs where a site's component runs it (theme-mermaid's constant and alias
 * for its optional layout package).
 */
export const NATIVE_PLUGIN_HOOKS: Record<string, string[]> = {
  ...Object.fromEntries(Object.keys(ALGOLIA_SEARCH_THEMES).map((name) => [name, ['injectHtmlTags', 'postBuild']])),
  '@docusaurus/theme-mermaid': ['configureWebpack'],
};

/** Plugins that draw a doc's "Copy page" controls of their own, in place of ckdocs's. */
export const COPY_PAGE_PLUGINS = new Set(['docusaurus-plugin-copy-page-button']);

/** The site's classic theme as its config lists it (a preset's own copy where the preset brings it), if any. */
export const classicTheme = (plugins: ListedPlugin[]) =>
  plugins.find((listed) => listed.packageName === '@docusaurus/theme-classic');

/** One plugin or theme of the site, after presets expanded, with its options as its own package validates them. */
export interface ListedPlugin {
  config: NormalizedPluginConfig;
  /** The package that provides it; undefined for the site's own functions and files. */
  packageName?: string;
  /** Its options, validated and defaulted by its own `validateOptions` (with an `id`). */
  options: Record<string, unknown>;
  /** What its `validateOptions` makes of no options, when it takes none: the defaults unset keys get. */
  defaults?: Record<string, unknown>;
  /** The only hooks of it that run, when ckdocs does the rest itself (`NATIVE_PLUGIN_HOOKS`). */
  hooks?: string[];
}

type Validate = (args: { validate: unknown; options?: unknown; themeConfig?: unknown }) => Record<string, unknown>;

/** A hook a plugin module exports (`validateOptions`), CommonJS or ESM, or one on the plugin function. */
export function moduleHook(config: NormalizedPluginConfig, name: string): Validate | undefined {
  const module = config.pluginModule?.module;
  const hook = module ? (module.default?.[name] ?? module[name]) : config.plugin[name];
  return typeof hook === 'function' ? (hook as Validate) : undefined;
}

/**
 * Every plugin and theme of the config as Docusaurus lists them (plugin-configs.ts: presets
 * expanded, module shorthands such as `'vercel-analytics'` resolved), each with its validated
 * options. The site config's `themeConfig` gets each theme's `validateThemeConfig`, as Docusaurus
 * merges them before it constructs any plugin. What Docusaurus refuses is an error in its words.
 * `siteCache` is the site's cache folder.
 */
export async function listPlugins(
  core: DocusaurusCore,
  context: { siteDir: string; siteConfig: Record<string, unknown>; siteConfigPath: string },
  siteCache: string,
): Promise<{ plugins: ListedPlugin[]; themeDefaults: Record<string, unknown> }> {
  const configs = await inDocusaurus(context.siteConfigPath, 'its plugins and presets', () =>
    pluginConfigs(core, context, siteCache),
  );
  const siteRequire = createRequire(context.siteConfigPath);
  // What the themes make of a config that sets nothing: the default of every themeConfig key.
  let themeDefaults: Record<string, unknown> = {};
  const plugins = await Promise.all(
    configs.map(async (config) => {
      const from = config.pluginModule?.path;
      const origin = await core.loadPluginVersion(from ? siteRequire.resolve(from) : config.entryPath, context.siteDir);
      const packageName = 'name' in origin && origin.type === 'package' ? origin.name : undefined;
      const label = packageName ?? from ?? (config.plugin.name || 'a plugin of the config');
      const validateOptions = moduleHook(config, 'validateOptions');
      const validate = (options: unknown) =>
        validateOptions
          ? validateOptions({ validate: core.normalizePluginOptions, options })
          : { ...(options as object), id: (options as { id?: unknown })?.id ?? 'default' };
      const options = await inDocusaurus(context.siteConfigPath, `the options of ${label}`, () =>
        validate(config.options ?? {}),
      );
      const validateThemeConfig = moduleHook(config, 'validateThemeConfig');
      if (validateThemeConfig) {
        const themeConfig = await inDocusaurus(context.siteConfigPath, `themeConfig, as ${label} reads it`, () =>
          validateThemeConfig({ validate: core.normalizeThemeConfig, themeConfig: context.siteConfig.themeConfig }),
        );
        context.siteConfig.themeConfig = { ...(context.siteConfig.themeConfig as object), ...themeConfig };
        try {
          themeDefaults = {
            ...themeDefaults,
            ...validateThemeConfig({ validate: core.normalizeThemeConfig, themeConfig: {} }),
          };
        } catch {
          // A theme whose config needs keys has no defaults to compare with.
        }
      }
      let defaults: Record<string, unknown> | undefined;
      if (packageName && NATIVE_PLUGINS.has(packageName)) {
        try {
          defaults = validate({});
        } catch {
          // A plugin that needs options has no defaults to compare with: each set key counts.
        }
      }
      return { config, packageName, options: isRecord(options) ? options : {}, defaults };
    }),
  );
  return { plugins, themeDefaults };
}

/** Runs a step of Docusaurus's own; what it throws is the site's mistake, in Docusaurus's words. */
export async function inDocusaurus<T>(file: string, what: string, run: () => T | Promise<T>): Promise<Awaited<T>> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof UserError) throw error;
    const message = (error as Error)?.message ?? String(error);
    const [first = '', ...rest] = message.trim().split('\n');
    throw new UserError(`Docusaurus refuses ${what}: ${first}`, {
      file,
      problems: rest.map((line) => line.trim()).filter(Boolean),
    });
  }
}

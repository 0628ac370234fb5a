import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { DocusaurusCore, TranslationFile } from './core.js';
import { isRecord } from './fields.js';
import type { DocusaurusContext } from './plugin-context.js';
import {
  ALGOLIA_SEARCH_THEMES,
  algoliaSearchTheme,
  classicTheme,
  NATIVE_PLUGINS,
  type ListedPlugin,
} from './plugin-list.js';

/** The hooks of a plugin that translate it, as Docusaurus calls them before it loads the plugin's content. */
export interface TranslationHooks {
  name: string;
  options?: { id?: unknown };
  getTranslationFiles?(args: { content: unknown }): TranslationFile[] | Promise<TranslationFile[]>;
  translateContent?(args: { content: unknown; translationFiles: TranslationFile[] }): unknown;
  translateThemeConfig?(args: { themeConfig: unknown; translationFiles: TranslationFile[] }): Record<string, unknown>;
  getDefaultCodeTranslationMessages?(): Record<string, string> | Promise<Record<string, string>>;
}

type PluginFunction = (
  context: unknown,
  options: unknown,
) => TranslationHooks | null | Promise<TranslationHooks | null>;

/**
 * The themes ckdocs builds itself whose translations it takes from their own hooks: the classic
 * theme's navbar and footer (navbar.json, footer.json) and theme strings, search's strings.
 */
const TRANSLATED_THEMES = new Set([
  '@docusaurus/theme-classic',
  ...Object.keys(ALGOLIA_SEARCH_THEMES),
  '@docusaurus/theme-mermaid',
]);

/**
 * A plugin translated as Docusaurus translates it for the context's locale: its translation files
 * with the locale's messages over its defaults, then its content translated and its part of the
 * theme config (merged into the context's, as Docusaurus merges it). Its content, translated.
 */
export async function translatePlugin(
  core: DocusaurusCore,
  context: DocusaurusContext,
  plugin: TranslationHooks,
  content: unknown,
): Promise<unknown> {
  const { currentLocale, localeConfigs } = context.i18n;
  if (localeConfigs[currentLocale]?.translate === false) return content;
  const files = (await plugin.getTranslationFiles?.({ content })) ?? [];
  const translationFiles = await Promise.all(
    files.map((translationFile) =>
      core.localizePluginTranslationFile({
        localizationDir: context.localizationDir,
        plugin: { name: plugin.name, options: { id: plugin.options?.id } },
        translationFile,
      }),
    ),
  );
  const themeConfig = context.siteConfig.themeConfig as Record<string, unknown>;
  const translated = plugin.translateThemeConfig?.({ themeConfig, translationFiles });
  // A key the translation sets to `undefined` (an HTML footer item's label) is one the config did not set.
  if (translated) Object.assign(themeConfig, withoutUndefined(translated));
  return plugin.translateContent?.({ content, translationFiles }) ?? content;
}

/** `value` without the keys of its plain objects, however deep, whose value is `undefined`. */
function withoutUndefined<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutUndefined) as T;
  if (!isRecord(value) || Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, child]) => (child === undefined ? [] : [[key, withoutUndefined(child)]])),
  ) as T;
}

/**
 * The themes ckdocs builds itself, made with the context only for their translation hooks (from
 * their packages' entries: the config's list has only their validation): their part of the theme
 * config translated in the context, and their default code translations (the theme's strings in
 * the locale), under the site's own code.json.
 */
export async function translateThemes(
  core: DocusaurusCore,
  context: DocusaurusContext,
  plugins: ListedPlugin[],
): Promise<void> {
  const made: TranslationHooks[] = [];
  for (const listed of plugins) {
    if (!listed.packageName || !TRANSLATED_THEMES.has(listed.packageName)) continue;
    const plugin = await wholePlugin(listed)(context, listed.options);
    if (!plugin) continue;
    await translatePlugin(core, context, { ...plugin, options: listed.options }, undefined);
    made.push(plugin);
  }
  const classic = classicTheme(plugins);
  if (classic && !algoliaSearchTheme(plugins)) made.push(searchStrings(classic, context.i18n.currentLocale));
  await addCodeTranslations(core, context, made);
}

/**
 * The search theme's strings in the locale, for ckdocs's search, which a site has without the
 * search theme: from the translations package the classic theme reads its own from.
 */
function searchStrings(classic: ListedPlugin, locale: string): TranslationHooks {
  const translations = createRequire(classic.config.entryPath)('@docusaurus/theme-translations') as {
    readDefaultCodeTranslationMessages(args: { locale: string; name: string }): Promise<Record<string, string>>;
  };
  return {
    name: 'search',
    getDefaultCodeTranslationMessages: () =>
      translations.readDefaultCodeTranslationMessages({ locale, name: 'theme-search-algolia' }),
  };
}

/**
 * A plugin's function, the whole of it: for one ckdocs builds itself, its package's entry (the
 * config's list has only its validation).
 */
export function wholePlugin(listed: ListedPlugin): PluginFunction {
  if (!listed.packageName || !NATIVE_PLUGINS.has(listed.packageName)) return listed.config.plugin as PluginFunction;
  const module = createRequire(listed.config.entryPath)(listed.config.entryPath) as { default?: PluginFunction };
  return module.default ?? (module as PluginFunction);
}

/**
 * The plugins' default code translations (their strings in the locale) merged into the context's,
 * the site's code.json over all of them, as Docusaurus merges them. Whether any were added.
 */
export async function addCodeTranslations(
  core: DocusaurusCore,
  context: DocusaurusContext,
  plugins: TranslationHooks[],
): Promise<boolean> {
  let defaults: Record<string, string> = {};
  for (const plugin of plugins) defaults = { ...defaults, ...(await plugin.getDefaultCodeTranslationMessages?.()) };
  if (!Object.keys(defaults).length) return false;
  const site = (await core.loadSiteCodeTranslations({ localizationDir: context.localizationDir })) ?? {};
  context.codeTranslations = { ...context.codeTranslations, ...defaults, ...site };
  return true;
}

const themeEnglishByPackage = new Map<string, Record<string, string>>();

/**
 * The classic and search themes' own English by key, as their components write it (the
 * translations package's `base` messages, taken from those components): what a key that no
 * translation of the locale gives reads as on a Docusaurus site. Empty without the classic theme.
 */
export function themeEnglish(plugins: ListedPlugin[]): Record<string, string> {
  const classic = classicTheme(plugins);
  if (!classic) return {};
  const main = createRequire(classic.config.entryPath).resolve('@docusaurus/theme-translations');
  let english = themeEnglishByPackage.get(main);
  if (!english) {
    const messages = ['theme-common', 'theme-search-algolia'].flatMap((name) => {
      const file = join(dirname(main), '../locales/base', `${name}.json`);
      return existsSync(file) ? Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : [];
    });
    english = Object.fromEntries(messages.filter(([key]) => !key.endsWith('___DESCRIPTION')));
    themeEnglishByPackage.set(main, english);
  }
  return english;
}

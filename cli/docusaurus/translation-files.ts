import { dirname, join, relative } from 'node:path';
import { cacheDirOf } from '../config/load.js';
import { themeStrings, type TranslationFileToWrite } from '../i18n/native-files.js';
import { UserError } from '../util/errors.js';
import { docusaurusCore } from './core.js';
import { pluginContext } from './plugin-context.js';
import { inDocusaurus, listPlugins, type ListedPlugin } from './plugin-list.js';
import { exportedConfig } from './site-config.js';
import { wholePlugin, type TranslationHooks } from './translations.js';

/** A plugin made for its translations, with what Docusaurus's extraction of code strings reads of it. */
type MadePlugin = TranslationHooks & { loadContent?(): unknown; path: string; options: { id?: unknown } };

/**
 * The translation files of a Docusaurus site for `locale` (unset: the default one), as
 * `docusaurus write-translations` makes them with the site's own Docusaurus: every plugin (the
 * ones ckdocs builds itself too) made with the locale's context, its content loaded and handed to
 * its `getTranslationFiles` (navbar.json, footer.json, current.json, the blog's options.json); and
 * code.json, the strings Docusaurus extracts from the site's and the themes' code with the
 * plugins' default messages, and any of ckdocs's theme strings they lack.
 */
export async function docusaurusTranslationFiles(file: string, locale?: string): Promise<TranslationFileToWrite[]> {
  const siteDir = dirname(file);
  const core = docusaurusCore(siteDir, file);
  const name = relative(siteDir, file);
  const exported = await exportedConfig(file, cacheDirOf(siteDir));
  const siteConfig = await inDocusaurus(file, name, () => core.validateConfig(exported, name));
  const { locales } = siteConfig.i18n as { locales: string[] };
  if (locale !== undefined && !locales.includes(locale)) {
    throw new UserError(`Unknown locale "${locale}": the site's locales are ${locales.join(', ')}`, {
      file,
      problems: [`Pass one of them to --locale, or add "${locale}" to i18n.locales in ${name}.`],
    });
  }
  const context = await pluginContext(core, { siteDir, siteConfig, siteConfigPath: file, locale });
  const { plugins: listed } = await listPlugins(core, context, cacheDirOf(siteDir));
  const plugins: MadePlugin[] = [];
  for (const entry of listed) {
    const made = await inDocusaurus(file, `the plugin ${labelOf(entry)}`, () =>
      wholePlugin(entry)(context, entry.options),
    );
    if (made)
      plugins.push({ ...(made as TranslationHooks), options: entry.options, path: dirname(entry.config.entryPath) });
  }
  const files: TranslationFileToWrite[] = [];
  for (const plugin of plugins) {
    if (!plugin.getTranslationFiles) continue;
    const content = await inDocusaurus(file, `the content of ${plugin.name}`, () => plugin.loadContent?.());
    const dir = core.getPluginI18nPath({
      localizationDir: context.localizationDir,
      pluginName: plugin.name,
      pluginId: typeof plugin.options.id === 'string' ? plugin.options.id : undefined,
    });
    for (const translationFile of await plugin.getTranslationFiles({ content }))
      files.push({ file: join(dir, `${translationFile.path}.json`), messages: translationFile.content });
  }
  const extracted = await core.extractSiteSourceCodeTranslations({
    siteDir,
    plugins,
    extraSourceCodeFilePaths: await core.themeCommonSources(),
  });
  let defaults: Record<string, string> = {};
  for (const plugin of plugins) defaults = { ...defaults, ...(await plugin.getDefaultCodeTranslationMessages?.()) };
  const code = Object.fromEntries(
    Object.entries(extracted).map(([key, value]) => [key, { ...value, message: defaults[key] ?? value.message }]),
  );
  const missing = Object.entries(themeStrings()).filter(([key]) => !(key in code));
  const messages = { ...code, ...Object.fromEntries(missing) };
  return [{ file: join(context.localizationDir, 'code.json'), messages }, ...files];
}

const labelOf = (plugin: ListedPlugin) => plugin.packageName ?? plugin.config.entryPath;

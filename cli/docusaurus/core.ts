import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { UserError } from '../util/errors.js';
import type { ParsedFrontMatter } from '../content/markdown-hooks.js';

/** A plugin or theme as Docusaurus's `loadPluginConfigs` normalizes it: the function, its options, where it came from. */
export interface NormalizedPluginConfig {
  plugin: ((context: unknown, options: unknown) => unknown) & Record<string, unknown>;
  options: Record<string, unknown>;
  /** The module named in the config, when it was named (a package or a path). */
  pluginModule?: { path: string; module: Record<string, unknown> & { default?: Record<string, unknown> } };
  /** The file that defined it: the module's, or the config's for a function written in it. */
  entryPath: string;
}

/** Where a plugin comes from, as Docusaurus reports it (`loadPluginVersion`). */
export type PluginVersion = { type: 'package'; name?: string; version?: string } | { type: string };

/**
 * The site's own Docusaurus, the definition of what its config and plugins mean: its config
 * validation with every default, its i18n, storage and code translations (the plugin context),
 * its module shorthands and plugin versions. Read from the server
 * modules of the `@docusaurus/core` installed in the site (these paths hold for Docusaurus 3).
 */
export interface DocusaurusCore {
  version: string;
  validateConfig(config: unknown, siteConfigPath: string): Record<string, unknown>;
  loadI18n(siteDir: string, config: Record<string, unknown>, locale: string): Promise<DocusaurusI18n>;
  /** Absent before Docusaurus 3.5, which had no `storage` config. */
  createSiteStorage?(config: Record<string, unknown>): unknown;
  loadSiteCodeTranslations(args: { localizationDir: string }): Promise<Record<string, string> | undefined>;
  /** A plugin's translation file with the locale's own messages (`i18n/<locale>/<plugin>/<path>.json`) over its defaults. */
  localizePluginTranslationFile(args: {
    localizationDir: string;
    plugin: { name: string; options: { id?: unknown } };
    translationFile: TranslationFile;
  }): Promise<TranslationFile>;
  /** Absent in older versions, whose context has no `siteVersion`. */
  loadSiteVersion?(siteDir: string): Promise<string | undefined>;
  loadPluginVersion(pluginPath: string, siteDir: string): Promise<PluginVersion>;
  /** `@docusaurus/utils`'s: the folder of a locale's translations of a plugin's files. */
  getPluginI18nPath(args: { localizationDir: string; pluginName: string; pluginId?: string }): string;
  /** The package a short name stands for (`'classic'` is `@docusaurus/preset-classic`), or an error naming those tried. */
  resolveModuleName(name: string, require: NodeJS.Require, type: 'preset' | 'plugin' | 'theme'): string;
  /** The docs plugin's description of a doc without one in its front matter: its body's excerpt, its h1 aside. */
  docExcerpt(body: string): string | undefined;
  /** Docusaurus's own front matter parser, which a site's `markdown.parseFrontMatter` is handed (absent before 3.0). */
  defaultParseFrontMatter?: (params: { filePath: string; fileContent: string }) => Promise<ParsedFrontMatter>;
  /** `@docusaurus/utils-validation`'s: what a plugin's `validateOptions` and `validateThemeConfig` are handed. */
  normalizePluginOptions: unknown;
  normalizeThemeConfig: unknown;
  /**
   * What `docusaurus write-translations` puts in code.json: each `<Translate>` and `translate()` of
   * the site's `src/`, of the plugins' code and themes, and of `extraFiles`, by key.
   */
  extractSiteSourceCodeTranslations(args: {
    siteDir: string;
    plugins: unknown[];
    extraSourceCodeFilePaths?: string[];
  }): Promise<TranslationFile['content']>;
  /** The source files of @docusaurus/theme-common, whose strings Docusaurus lists with the site's; none without it. */
  themeCommonSources(): Promise<string[]>;
  /**
   * The postcss-preset-env that Docusaurus's bundler puts first in every stylesheet's PostCSS
   * (3.6 on, where the bundler is a package of its own); undefined before.
   */
  postCssPresetEnv(): string | undefined;
  /** postcss-sort-media-queries of Docusaurus's cssnano preset, its CSS minifier's (`@docusaurus/cssnano-preset`). */
  cssMediaSorter(): string | undefined;
}

/** A plugin's translation file: its path without `.json`, and each message by key. */
export interface TranslationFile {
  path: string;
  content: Record<string, { message: string; description?: string }>;
}

export interface DocusaurusI18n {
  defaultLocale: string;
  locales: string[];
  currentLocale: string;
  path: string;
  /** `translate` is unset before Docusaurus 3.8, which reads every locale's translations. */
  localeConfigs: Record<
    string,
    { path?: string; baseUrl?: string; url?: string; translate?: boolean } & Record<string, unknown>
  >;
}

/** The package manager a site's lockfile implies, for the install command to suggest. */
function installCommand(siteDir: string): string {
  for (let dir = siteDir; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'pnpm-lock.yaml'))) return 'pnpm install';
    if (existsSync(join(dir, 'yarn.lock'))) return 'yarn install';
    if (existsSync(join(dir, 'bun.lockb')) || existsSync(join(dir, 'bun.lock'))) return 'bun install';
    if (existsSync(join(dir, 'package-lock.json'))) return 'npm install';
    if (dirname(dir) === dir) return 'npm install';
  }
}

/** The site's `@docusaurus/core` server modules; an error naming the install command when it has none. */
export function docusaurusCore(siteDir: string, configFile: string): DocusaurusCore {
  const siteRequire = createRequire(join(siteDir, 'package.json'));
  let corePackage: string;
  try {
    corePackage = siteRequire.resolve('@docusaurus/core/package.json');
  } catch {
    throw new UserError(`${configFile}: this Docusaurus site's dependencies are not installed`, {
      file: configFile,
      problems: [
        `ckdocs reads a Docusaurus config with the site's own @docusaurus/core. Run \`${installCommand(siteDir)}\` in ${siteDir} first.`,
      ],
    });
  }
  const coreDir = dirname(corePackage);
  const coreRequire = createRequire(corePackage);
  const version = (coreRequire(corePackage) as { version: string }).version;
  const server = (module: string): Record<string, unknown> => {
    try {
      return coreRequire(join(coreDir, 'lib/server', module)) as Record<string, unknown>;
    } catch (error) {
      throw new UserError(`@docusaurus/core ${version} has no lib/server/${module}, which ckdocs reads`, {
        file: configFile,
        problems: [`ckdocs reads Docusaurus 3 sites: ${(error as Error).message.split('\n')[0]}`],
      });
    }
  };
  const validation = server('configValidation.js');
  const i18n = server('i18n.js');
  const metadata = server('siteMetadata.js');
  const translations = server('translations/translations.js');
  const shorthand = server('plugins/moduleShorthand.js');
  // Docusaurus 3.5 added the site storage; before it there is no such module.
  const storage = existsSync(join(coreDir, 'lib/server/storage.js')) ? server('storage.js') : {};
  const utilsValidation = coreRequire('@docusaurus/utils-validation') as Record<string, unknown>;
  const utils = coreRequire('@docusaurus/utils') as Pick<DocusaurusCore, 'getPluginI18nPath'> & {
    /** Absent before 3.6. */
    globTranslatableSourceFiles?(folders: string[]): Promise<string[]>;
    createExcerpt(content: string): string | undefined;
    DEFAULT_PARSE_FRONT_MATTER?: DocusaurusCore['defaultParseFrontMatter'];
    parseMarkdownContentTitle(content: string, options: { removeContentTitle: boolean }): { content: string };
  };
  type Fn = (...args: unknown[]) => Promise<never>;
  const loadI18n = i18n.loadI18n as Fn;
  return {
    version,
    validateConfig: validation.validateConfig as DocusaurusCore['validateConfig'],
    // Older versions take the config and `{ locale }`.
    loadI18n: (siteDir, config, locale) =>
      loadI18n.length >= 2
        ? loadI18n(config, { locale })
        : loadI18n({ siteDir, config, currentLocale: locale, automaticBaseUrlLocalizationDisabled: false }),
    createSiteStorage: storage.createSiteStorage as DocusaurusCore['createSiteStorage'],
    // The names older versions give these; before 3.5 the file's content, whose messages Docusaurus then took.
    loadSiteCodeTranslations: (translations.loadSiteCodeTranslations ??
      (async (args: { localizationDir: string }) =>
        messagesOf(
          await (translations.readCodeTranslationFileContent as ReadContent)(args),
        ))) as DocusaurusCore['loadSiteCodeTranslations'],
    localizePluginTranslationFile:
      translations.localizePluginTranslationFile as DocusaurusCore['localizePluginTranslationFile'],
    loadSiteVersion: metadata.loadSiteVersion as DocusaurusCore['loadSiteVersion'],
    loadPluginVersion: (metadata.loadPluginVersion ?? metadata.getPluginVersion) as DocusaurusCore['loadPluginVersion'],
    resolveModuleName: shorthand.resolveModuleName as DocusaurusCore['resolveModuleName'],
    docExcerpt: (body) =>
      utils.createExcerpt(utils.parseMarkdownContentTitle(body, { removeContentTitle: true }).content),
    getPluginI18nPath: utils.getPluginI18nPath,
    defaultParseFrontMatter: utils.DEFAULT_PARSE_FRONT_MATTER,
    normalizePluginOptions: utilsValidation.normalizePluginOptions,
    normalizeThemeConfig: utilsValidation.normalizeThemeConfig,
    // Loaded when asked (it brings Babel): only `write-translations` extracts.
    extractSiteSourceCodeTranslations: async ({ siteDir, plugins, extraSourceCodeFilePaths }) => {
      const extract = server('translations/translationsExtractor.js').extractSiteSourceCodeTranslations as Fn;
      if (extract.length === 1) return extract({ siteDir, plugins, extraSourceCodeFilePaths });
      // Before 3.6, the caller hands the extractor the Babel options of the site's server bundle.
      const babel = coreRequire(join(coreDir, 'lib/webpack/utils.js')) as {
        getBabelOptions(options: { isServer: boolean; babelOptions?: string }): unknown;
        getCustomBabelConfigFilePath(siteDir: string): Promise<string | undefined>;
      };
      const babelOptions = babel.getBabelOptions({
        isServer: true,
        babelOptions: await babel.getCustomBabelConfigFilePath(siteDir),
      });
      return extract(siteDir, plugins, babelOptions, extraSourceCodeFilePaths);
    },
    themeCommonSources: async () => {
      // The glob is @docusaurus/utils's from 3.6, the extractor's before.
      const glob = (utils.globTranslatableSourceFiles ??
        server('translations/translationsExtractor.js').globSourceCodeFilePaths) as (
        folders: string[],
      ) => Promise<string[]>;
      try {
        return await glob([dirname(coreRequire.resolve('@docusaurus/theme-common'))]);
      } catch {
        return [];
      }
    },
    postCssPresetEnv: () => {
      try {
        return createRequire(coreRequire.resolve('@docusaurus/bundler')).resolve('postcss-preset-env');
      } catch {
        return undefined;
      }
    },
    cssMediaSorter: () => {
      // The preset is the bundler's from 3.6, the core's before.
      for (const from of [() => createRequire(coreRequire.resolve('@docusaurus/bundler')), () => coreRequire]) {
        try {
          return createRequire(from().resolve('@docusaurus/cssnano-preset')).resolve('postcss-sort-media-queries');
        } catch {
          continue;
        }
      }
      return undefined;
    },
  };
}

/** How Docusaurus before 3.5 read a locale's code.json: each key with its message and description. */
type ReadContent = (args: { localizationDir: string }) => Promise<Record<string, { message: string }> | undefined>;

/** The messages of a code.json's content, by key, as Docusaurus takes them from it. */
const messagesOf = (content: Record<string, { message: string }> | undefined) =>
  content && Object.fromEntries(Object.entries(content).map(([key, value]) => [key, value.message]));

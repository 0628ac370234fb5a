import { join } from 'node:path';
import { cacheDirOf, loadConfig } from '../config/load.js';
import type { SiteConfig } from '../config/schema.js';
import { siteMarkdownPlugins, type MdxOptions } from '../mdx/markdown-plugins.js';
import type { DocusaurusSite } from '../docusaurus/site-config.js';
import type { PluginOutputs } from '../plugins/types.js';
import { linkSite, withBase } from '../routes/navbar.js';
import { latestVersions } from '../config/latest-versions.js';
import { DEFAULT_DOCS } from '../../common/docs-instances.js';
import { DEFAULT_MAGIC_COMMENTS } from '../mdx/magic-comments.js';
import { codeThemesOf } from '../mdx/themed-tokens.js';
import { sitePrismSource } from '../mdx/site-prism.js';
import type { Reporter } from '../util/reporter.js';
import { staticDirs } from '../config/static-dirs.js';
import {
  useFrontMatterParser,
  useMarkdownPreprocessor,
  type FrontMatterParser,
  type MarkdownPreprocessor,
} from '../content/markdown-hooks.js';

/** A docs version as configured, its path under the base URL; `isLast` if the latest of its set of docs. */
export type VersionSetup = SiteConfig['docs']['versions'][number] & { isLast: boolean };

/** The config stage's output: the validated config and where the site and its cache are. */
export interface SiteSetup {
  config: SiteConfig;
  configFile: string;
  siteDir: string;
  cacheDir: string;
  /** The configured versions, with paths as served (under the base URL). */
  versions: VersionSetup[];
  /** Name of the version served at the versions' shared path (the latest release of the main docs). */
  lastVersion: string;
  /** The object the config file exported (for a Docusaurus site, as Docusaurus validated it). */
  source: Record<string, unknown>;
  /** A Docusaurus site as its own Docusaurus reads it: the plugin context and the plugins to run. */
  docusaurus?: DocusaurusSite;
  /** What every page compiles with: Mermaid or not, the site's remark and rehype plugins. */
  mdx: MdxOptions;
  /** What the site's plugins add to every page, once they are loaded (cli/build.ts `loadSiteAndPlugins`). */
  fromPlugins?: PluginOutputs;
  /** The locale's folder in the output: `''` for the default locale (or a site of one), `fa` for another. */
  outFolder: string;
  /** The theme's and the site's strings in the locale built, by key (its code.json and the themes' defaults). */
  codeTranslations: Record<string, string>;
}

/** Stage 1: loads and validates `site.config.ts` or a Docusaurus site's config, for `locale` (unset: the default one). */
export async function loadSite(configPath: string, reporter: Reporter, locale?: string): Promise<SiteSetup> {
  const {
    config,
    file: configFile,
    siteDir,
    warnings,
    source,
    code,
    docusaurus,
    locale: built,
  } = await loadConfig(configPath, locale);
  const i18n = config.localization;
  useFrontMatterParser(...(docusaurus ? siteFrontMatterParser(docusaurus) : []));
  useMarkdownPreprocessor(
    (docusaurus?.context.siteConfig.markdown as { preprocessor?: MarkdownPreprocessor } | undefined)?.preprocessor,
  );
  reporter.stage('config', i18n && i18n.locales.length > 1 ? `${configFile}, locale ${i18n.current}` : configFile);
  for (const warning of warnings) reporter.warn(warning);
  const latest = latestVersions(config.docs, configFile);
  const lastVersion = latest.get(DEFAULT_DOCS) ?? config.docs.versions[0]?.name ?? '';
  const versions = config.docs.versions.map((v) => ({
    ...v,
    path: withBase(config.baseUrl, v.path),
    isLast: latest.get(v.instance) === v.name,
  }));
  const cacheDir =
    docusaurus?.cacheDir ?? (built?.outFolder ? join(cacheDirOf(siteDir), 'i18n', i18n!.current) : cacheDirOf(siteDir));
  const mdx = {
    mermaid: config.markdown.mermaid,
    emoji: config.markdown.emoji,
    anchorsMaintainCase: config.markdown.anchors.maintainCase,
    format: config.markdown.format,
    mdx1Compat: config.markdown.mdx1Compat,
    magicComments: config.prism?.magicComments ?? DEFAULT_MAGIC_COMMENTS,
    defaultLanguage: config.prism?.defaultLanguage,
    additionalLanguages: config.prism?.additionalLanguages,
    codeThemes: codeThemesOf(
      config.prism,
      docusaurus && sitePrismSource(siteDir, docusaurus.context.siteConfig, cacheDir),
    ),
    brokenImages: config.onBrokenMarkdownImages,
    markdownPlugins: siteMarkdownPlugins(config.markdown, docusaurus?.markdownPluginsOf ?? {}, {
      file: configFile,
      code,
      locale,
    }),
    // Docusaurus's Link gives a Markdown link the base URL and the trailing slash; ckdocs's pages keep theirs.
    ...(docusaurus && {
      linkSite: linkSite(config),
      siteDir,
      staticDirs: staticDirs(siteDir, config.staticDir),
      titleInHeader: versionFrom(docusaurus.core.version, 5),
      partialToc: versionFrom(docusaurus.core.version, 2),
    }),
  };
  // Each locale's pages compile, bundle and render apart: the caches of one never hold another's.
  const outFolder = docusaurus?.outFolder ?? built?.outFolder ?? '';
  const codeTranslations = docusaurus?.context.codeTranslations ?? built?.codeTranslations ?? {};
  return {
    config,
    configFile,
    siteDir,
    cacheDir,
    versions,
    lastVersion,
    source,
    docusaurus,
    mdx,
    outFolder,
    codeTranslations,
  };
}

/**
 * A Docusaurus site's own `markdown.parseFrontMatter` and Docusaurus's default one it is handed;
 * none where the site keeps the default.
 */
function siteFrontMatterParser({ context, core }: DocusaurusSite): Parameters<typeof useFrontMatterParser> | [] {
  const markdown = context.siteConfig.markdown as { parseFrontMatter?: FrontMatterParser } | undefined;
  const parse = markdown?.parseFrontMatter;
  const byDefault = core.defaultParseFrontMatter;
  return parse && byDefault && parse !== byDefault ? [parse, byDefault] : [];
}

/** Whether a Docusaurus `version` is 3.`minor3` or later: its Markdown puts a page's title heading in a `<header>` from 3.5, partials' headings in the TOC from 3.2. */
function versionFrom(version: string, minor3: number): boolean {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  return major > 3 || (major === 3 && minor >= minor3);
}

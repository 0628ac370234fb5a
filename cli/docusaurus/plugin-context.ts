import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { readTranslationFile } from '../i18n/translation-file.js';
import { UserError } from '../util/errors.js';
import type { DocusaurusCore, DocusaurusI18n } from './core.js';

/** What a Docusaurus plugin is constructed with (Docusaurus's `LoadContext`), but for the output folder, known at build. */
export interface DocusaurusContext {
  siteDir: string;
  siteVersion: string | undefined;
  siteStorage: unknown;
  /** Where `createData` writes: the site's `.docusaurus/` for the default locale, as Docusaurus; another locale's cache folder. */
  generatedFilesDir: string;
  localizationDir: string;
  /** The config as Docusaurus validated it, every default filled in. */
  siteConfig: Record<string, unknown>;
  siteConfigPath: string;
  baseUrl: string;
  i18n: DocusaurusI18n;
  codeTranslations: Record<string, string>;
  currentBundler: { name: string; readonly instance: unknown };
}

/** Where Docusaurus has its plugins write their generated data, in the site folder (gitignored by its template). */
const DOCUSAURUS_GENERATED = '.docusaurus';

/**
 * The context Docusaurus hands plugins building `locale` (unset: the default one), made with the
 * site's own Docusaurus as its `loadContext` makes it. The bundler is named as the config asks
 * (`faster`); its module loads only if a plugin reads it.
 */
export async function pluginContext(
  core: DocusaurusCore,
  input: { siteDir: string; siteConfig: Record<string, unknown>; siteConfigPath: string; locale?: string },
): Promise<DocusaurusContext> {
  const { siteDir, siteConfig } = input;
  startVcs(siteConfig, siteDir);
  const i18nConfig = siteConfig.i18n as { defaultLocale: string };
  const [siteVersion, loaded] = await Promise.all([
    core.loadSiteVersion?.(siteDir),
    core.loadI18n(siteDir, siteConfig, input.locale ?? i18nConfig.defaultLocale),
  ]);
  const i18n = withBaseUrls(loaded, siteConfig.baseUrl as string);
  const locale = i18n.localeConfigs[i18n.currentLocale] ?? {};
  const baseUrl = locale.baseUrl!;
  const localizationDir = localizationDirOf(siteDir, i18n, i18n.currentLocale);
  const localized = { ...siteConfig, url: locale.url ?? siteConfig.url, baseUrl };
  return {
    siteDir,
    siteVersion,
    siteStorage: core.createSiteStorage?.(localized),
    // Docusaurus's own folder: plugins wrapping the blog's name paths in it by their own, from the site folder.
    generatedFilesDir: join(siteDir, DOCUSAURUS_GENERATED),
    localizationDir,
    siteConfig: localized,
    siteConfigPath: input.siteConfigPath,
    baseUrl,
    i18n,
    codeTranslations: await codeTranslationsOf(core, localizationDir),
    currentBundler: currentBundler(siteDir, siteConfig),
  };
}

/**
 * Docusaurus 3.10 reads files' creation and last update through the config's VCS
 * (`future.experimental_vcs`), which its `loadContext` starts before anything reads it, and does
 * not wait for: Git's history of a large repository is read while the rest loads. A failure shows
 * where a plugin reads a file's history, as in Docusaurus.
 */
function startVcs(siteConfig: Record<string, unknown>, siteDir: string): void {
  type Vcs = { initialize?(params: { siteDir: string }): unknown };
  const vcs = (siteConfig.future as { experimental_vcs?: Vcs } | undefined)?.experimental_vcs;
  if (typeof vcs?.initialize === 'function') Promise.resolve(vcs.initialize({ siteDir })).catch(() => undefined);
}

/** The folder of a locale's translations (Docusaurus's `localizationDir`): `i18n/<locale>` unless the config names another. */
export function localizationDirOf(siteDir: string, i18n: DocusaurusI18n, locale: string): string {
  return resolve(siteDir, i18n.path ?? 'i18n', i18n.localeConfigs[locale]?.path ?? locale);
}

/**
 * Every locale with its base URL, which versions before 3.6 do not give: then the site's, followed
 * by the locale's name but for the default one.
 */
function withBaseUrls(i18n: DocusaurusI18n, baseUrl: string): DocusaurusI18n {
  const localeConfigs = Object.fromEntries(
    i18n.locales.map((name) => {
      const locale = i18n.localeConfigs[name] ?? {};
      return [
        name,
        { ...locale, baseUrl: locale.baseUrl ?? (name === i18n.defaultLocale ? baseUrl : `${baseUrl}${name}/`) },
      ];
    }),
  );
  return { ...i18n, localeConfigs };
}

/** The validated config's `future.faster` options: `faster` since Docusaurus 3.10, `experimental_faster` before. */
export function fasterOptions(
  siteConfig: Record<string, unknown>,
): { rspackBundler?: boolean; lightningCssMinimizer?: boolean } | undefined {
  type Faster = ReturnType<typeof fasterOptions>;
  const future = siteConfig.future as { faster?: Faster; experimental_faster?: Faster } | undefined;
  return future?.faster ?? future?.experimental_faster;
}

/** Docusaurus's bundler for this config: Rspack with `future.faster` (its `rspackBundler`), else webpack. */
function currentBundler(siteDir: string, siteConfig: Record<string, unknown>): DocusaurusContext['currentBundler'] {
  const name = fasterOptions(siteConfig)?.rspackBundler ? 'rspack' : 'webpack';
  return {
    name,
    get instance() {
      return createRequire(join(siteDir, 'package.json'))(name === 'rspack' ? '@rspack/core' : 'webpack');
    },
  };
}

/**
 * The locale's code translations as Docusaurus reads them (`code.json`). A file it refuses,
 * Docusaurus stops at too: the error names the file and, for bad JSON, the line.
 */
async function codeTranslationsOf(core: DocusaurusCore, localizationDir: string): Promise<Record<string, string>> {
  try {
    return (await core.loadSiteCodeTranslations({ localizationDir })) ?? {};
  } catch (error) {
    const file = join(localizationDir, 'code.json');
    readTranslationFile(file);
    throw new UserError(`Invalid translation file: ${(error as Error).message}`, {
      file,
      problems: ['Each key holds `{ "message": "…", "description": "…" }` (the description is optional).'],
    });
  }
}

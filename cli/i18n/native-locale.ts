import { join } from 'node:path';
import type { SiteConfig } from '../config/schema.js';
import type { I18nConfig, Localization, SiteLocale } from '../config/schemas/i18n.js';
import { DEFAULT_DOCS } from '../../common/docs-instances.js';
import { translatedMessages } from './translation-file.js';
import { fromMessages } from './translator.js';
import { translatedBlog, translatedFooter, translatedHome, translatedNavbar } from './theme-config.js';
import { THEME_LABELS } from '../../common/theme-labels.js';

/**
 * Where a locale's translations are, from the site folder, in the layout Docusaurus gives them
 * (a writer who knows it finds them there, and a Docusaurus site's folder works as it is).
 */
export const TRANSLATIONS = {
  code: (path: string) => `i18n/${path}/code.json`,
  navbar: (path: string) => `i18n/${path}/docusaurus-theme-classic/navbar.json`,
  footer: (path: string) => `i18n/${path}/docusaurus-theme-classic/footer.json`,
  /** ckdocs's home page: its tagline, buttons and feature cards. */
  home: (path: string) => `i18n/${path}/ckdocs-theme/home.json`,
  pages: (path: string) => `i18n/${path}/docusaurus-plugin-content-pages`,
  blog: (path: string) => `i18n/${path}/docusaurus-plugin-content-blog`,
  /** The blog's title, description and sidebar heading. */
  blogOptions: (path: string) => `i18n/${path}/docusaurus-plugin-content-blog/options.json`,
  /** A version's translated docs; its labels in the same path with `.json`. */
  version: (path: string, instance: string, folder: string) =>
    `i18n/${path}/docusaurus-plugin-content-docs${instance === DEFAULT_DOCS ? '' : `-${instance}`}/${folder}`,
};

/**
 * A version's folder of translations, as Docusaurus names it: `current` for the newest of its set
 * of docs (Docusaurus's unreleased one), `version-<name>` for every other.
 */
export function versionFolder(versions: SiteConfig['docs']['versions'], index: number): string {
  const version = versions[index]!;
  const newest = versions.findIndex((other) => other.instance === version.instance) === index;
  return newest ? 'current' : `version-${version.name}`;
}

/** A locale of a ckdocs site, resolved: how it is shown, where it is served, where its translations are. */
export interface NativeLocale extends Omit<SiteLocale, 'translations'> {
  /** Its folder under `i18n/`. */
  path: string;
}

/**
 * Where a locale other than the default one is written in the output: its base URL below the
 * site's, as its pages are served from a static host; its `path` when it is served elsewhere.
 */
function outputFolder(locale: NativeLocale, siteBaseUrl: string): string {
  const below = locale.baseUrl.startsWith(siteBaseUrl) ? locale.baseUrl.slice(siteBaseUrl.length) : '';
  return below.replace(/\/+$/, '') || locale.path;
}

/** Every locale of the config's `i18n`, each key the config leaves out given its default. */
export function nativeLocales(i18n: I18nConfig, site: Pick<SiteConfig, 'baseUrl' | 'url'>): NativeLocale[] {
  return i18n.locales.map((name) => {
    const own = i18n.localeConfigs[name] ?? {};
    const htmlLang = own.htmlLang ?? name;
    const path = own.path ?? name;
    return {
      name,
      path,
      htmlLang,
      label: own.label ?? ownName(htmlLang),
      direction: own.direction ?? textDirection(htmlLang),
      baseUrl: own.baseUrl ?? (name === i18n.defaultLocale ? site.baseUrl : `${site.baseUrl}${path}/`),
      url: own.url ?? site.url,
    };
  });
}

/** A language's name in itself, capitalized as a label starts (`Français`); the tag when unknown. */
function ownName(tag: string): string {
  try {
    const name = new Intl.DisplayNames([tag], { type: 'language', fallback: 'code' }).of(tag) ?? tag;
    return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
  } catch {
    return tag;
  }
}

/** Which way a language is written, as the locale data Node carries says. */
function textDirection(tag: string): 'ltr' | 'rtl' {
  try {
    const locale = new Intl.Locale(tag) as Intl.Locale & {
      textInfo?: { direction?: string };
      getTextInfo?(): { direction?: string };
    };
    return (locale.getTextInfo?.() ?? locale.textInfo)?.direction === 'rtl' ? 'rtl' : 'ltr';
  } catch {
    return 'ltr';
  }
}

/** What a ckdocs site's config becomes for one of its locales. */
export interface LocaleBuild {
  config: SiteConfig;
  /** The theme's and the site's strings in the locale, by key (the locale's code.json). */
  codeTranslations: Record<string, string>;
  /** The locale's folder in the output and in the cache: `''` for the default locale. */
  outFolder: string;
}

/**
 * The config of a ckdocs site with `i18n`, for the locale `name`: its base URL and URL, its
 * versions' and pages' translated folders, its navbar, footer, home page and search box in the
 * locale, and `localization` (every locale, this one built). The default locale reads its folder
 * of translations too, when it has one, as Docusaurus does.
 */
export function localeBuild(config: SiteConfig, i18n: I18nConfig, siteDir: string, name: string): LocaleBuild {
  const locales = nativeLocales(i18n, config);
  const locale = locales.find((candidate) => candidate.name === name)!;
  const at = (path: string) => join(siteDir, path);
  const navbar = fromMessages(translatedMessages(at(TRANSLATIONS.navbar(locale.path))));
  const footer = fromMessages(translatedMessages(at(TRANSLATIONS.footer(locale.path))));
  const blog = fromMessages(translatedMessages(at(TRANSLATIONS.blogOptions(locale.path))));
  const home = fromMessages(translatedMessages(at(TRANSLATIONS.home(locale.path))));
  const codeTranslations = translatedMessages(at(TRANSLATIONS.code(locale.path)));
  const localization: Localization = {
    current: name,
    default: i18n.defaultLocale,
    locales: locales.map(({ path, ...shown }) => ({ ...shown, translations: join(siteDir, 'i18n', path) })),
  };
  const versions = config.docs.versions.map((version, i) => ({
    ...version,
    localizedDir: TRANSLATIONS.version(locale.path, version.instance, versionFolder(config.docs.versions, i)),
  }));
  return {
    config: {
      ...config,
      baseUrl: locale.baseUrl,
      url: locale.url,
      ...translatedHome(config.home, config.tagline, home),
      navbar: translatedNavbar(config.navbar, navbar),
      footer: translatedFooter(config.footer, footer),
      docs: { ...config.docs, versions },
      pages: config.pages && { ...config.pages, localizedPath: TRANSLATIONS.pages(locale.path) },
      blog: config.blog && { ...translatedBlog(config.blog, blog), localizedPath: TRANSLATIONS.blog(locale.path) },
      // The search box's text is the theme's, in the locale, where the site sets none.
      search: {
        ...config.search,
        placeholder: config.search.placeholder ?? codeTranslations[THEME_LABELS.searchPlaceholder.key],
      },
      localization,
    },
    codeTranslations,
    outFolder: name === i18n.defaultLocale ? '' : outputFolder(locale, config.baseUrl),
  };
}

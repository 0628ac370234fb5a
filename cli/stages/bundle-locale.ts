import { ENGLISH, themeLabelTexts, type BundleLocale } from '../../common/bundle-locale.js';
import type { RouteTitles } from '../routes/table.js';
import type { ApiLabels } from '../api/types.js';
import type { ServerBundleSite } from '../bundle/server.js';
import { themeEnglish } from '../docusaurus/translations.js';
import { bundlePartsOf } from '../plugins/page-outputs.js';
import type { SiteSetup } from './config.js';

/** A locale's own calendar where its config names none, as Docusaurus picks it: Intl's first for the locale. */
function defaultCalendar(name: string): string {
  const locale = new Intl.Locale(name) as Intl.Locale & { getCalendars?(): string[]; calendars?: string[] };
  return locale.getCalendars?.()[0] ?? locale.calendars?.[0] ?? 'gregory';
}

/**
 * The locale a setup builds, as its bundles are told it (common/bundle-locale.ts): its name, its
 * calendar (a Docusaurus locale config's, else the locale's own), whether the site has others,
 * and its code translations (its code.json, and a Docusaurus site's themes' strings). A site
 * without `i18n` is English.
 */
export function bundleLocale({
  config,
  docusaurus,
  codeTranslations,
}: Pick<SiteSetup, 'config' | 'docusaurus'> & Partial<Pick<SiteSetup, 'codeTranslations'>>): BundleLocale {
  const { localization: i18n } = config;
  if (!i18n) return ENGLISH;
  const calendar = docusaurus?.context.i18n.localeConfigs[i18n.current]?.calendar;
  return {
    name: i18n.current,
    calendar: typeof calendar === 'string' ? calendar : defaultCalendar(i18n.current),
    several: i18n.locales.length > 1,
    codeTranslations: codeTranslations ?? {},
    ...(docusaurus && { themeEnglish: themeEnglish(docusaurus.plugins) }),
  };
}

/** The API pages' words in the locale built: the theme's `api*` labels, as its code.json translates them. */
export function apiLabels(setup: Parameters<typeof bundleLocale>[0]): ApiLabels {
  const texts = Object.entries(themeLabelTexts(bundleLocale(setup)));
  return Object.fromEntries(texts.filter(([name]) => name.startsWith('api'))) as ApiLabels;
}

/** The titles of the theme's own pages (search, 404) in the locale a setup builds. */
export function routeTitles(setup: Parameters<typeof bundleLocale>[0]): RouteTitles {
  const texts = themeLabelTexts(bundleLocale(setup));
  return { search: texts.searchDocs, notFound: texts.notFound };
}

/** What the site's server bundles are made with, in the locale a setup builds (the build's theme and pages' imports). */
export const serverBundleSite = (setup: SiteSetup): ServerBundleSite => ({
  siteDir: setup.siteDir,
  cacheDir: setup.cacheDir,
  locale: bundleLocale(setup),
  mdx: setup.mdx,
  fromPlugins: bundlePartsOf(setup.fromPlugins),
});

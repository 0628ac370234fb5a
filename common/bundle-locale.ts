import ownTranslations from './own-label-translations.json';
import { THEME_LABELS, type ThemeLabel } from './theme-labels.js';

/** The locale a site's bundles are built for: what the bundler writes into the theme's code. */
export interface BundleLocale {
  /** Its name (`fa`, `zh-CN`): the theme's dates and plural forms follow its rules, as Docusaurus's do. */
  name: string;
  /** The calendar its dates are written in (Docusaurus's locale config `calendar`). */
  calendar: string;
  /** Whether the site has other locales, which the locale dropdown's links lead to. */
  several: boolean;
  /** Its code translations by key: a Docusaurus site's code.json and its themes' strings. */
  codeTranslations: Record<string, string>;
  /** A Docusaurus site's themes' own English by key, where no translation gives a key. */
  themeEnglish?: Record<string, string>;
}

/** A site of one locale, English, with no translations: a ckdocs site's. */
export const ENGLISH: BundleLocale = { name: 'en', calendar: 'gregory', several: false, codeTranslations: {} };

/**
 * ckdocs's own translations of the words it adds to every page (the Markdown copy's controls, the
 * page loader) in `locale`, by key: those of its language, Chinese's by its script; none for a
 * language they do not cover. The classic theme's translations cover the theme's other strings.
 */
function ownTranslationsIn(locale: string): Record<string, string> {
  const tables: Record<string, Record<string, string>> = ownTranslations;
  let tag: Intl.Locale;
  try {
    tag = new Intl.Locale(locale).maximize();
  } catch {
    return {};
  }
  return tables[locale] ?? tables[`${tag.language}-${tag.script}`] ?? tables[tag.language] ?? {};
}

/**
 * The theme's strings (`THEME_LABELS.<name>`) in a locale: a code translation of the label's key,
 * else a Docusaurus site's themes' English for it, else ckdocs's own translation of it, else its English text. A label marked `englishOnly` is a sentence of ckdocs's own page that the
 * classic theme does not have: outside English it is empty where the locale does not translate it,
 * so that a page is in one language (templates leave it out when empty).
 */
export function themeLabelTexts(locale: BundleLocale = ENGLISH): Record<ThemeLabel, string> {
  const english = locale.name === 'en' || locale.name.startsWith('en-');
  const own = english ? {} : ownTranslationsIn(locale.name);
  const texts = Object.entries(THEME_LABELS).map(([name, label]) => [
    name,
    locale.codeTranslations[label.key] ??
      (label.ownEnglish ? undefined : locale.themeEnglish?.[label.key]) ??
      own[label.key] ??
      (english || !label.englishOnly ? label.text : ''),
  ]);
  return Object.fromEntries(texts) as Record<ThemeLabel, string>;
}

/**
 * The bundler's constants for a locale: `SITE_LOCALE.*`, which let esbuild drop the code a site of
 * one locale without translations never runs, and the theme's strings (`themeLabelTexts`).
 */
export function localeDefines(locale: BundleLocale = ENGLISH): Record<string, string> {
  const labels = Object.entries(themeLabelTexts(locale)).map(([name, text]) => [
    `THEME_LABELS.${name}`,
    JSON.stringify(text),
  ]);
  return {
    'SITE_LOCALE.name': JSON.stringify(locale.name),
    'SITE_LOCALE.calendar': JSON.stringify(locale.calendar),
    'SITE_LOCALE.several': String(locale.several),
    'SITE_LOCALE.translated': String(Object.keys(locale.codeTranslations).length > 0),
    ...Object.fromEntries(labels),
  };
}

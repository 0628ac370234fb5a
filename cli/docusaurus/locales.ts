import type { I18nConfig } from '../config/schemas/i18n.js';
import type { DocusaurusI18n } from './core.js';
import type { DocusaurusContext } from './plugin-context.js';
import type { Reporter } from '../util/reporter.js';

/** The site's locales as ckdocs's config has them (`i18n`), from the context Docusaurus made for the locale built. */
export function i18nConfig(context: DocusaurusContext): I18nConfig {
  const { currentLocale, defaultLocale, locales, localeConfigs } = context.i18n;
  return {
    current: currentLocale,
    default: defaultLocale,
    locales: locales.map((name) => {
      const locale = localeConfigs[name] ?? {};
      return {
        name,
        label: typeof locale.label === 'string' ? locale.label : name,
        htmlLang: typeof locale.htmlLang === 'string' ? locale.htmlLang : name,
        direction: locale.direction === 'rtl' ? 'rtl' : 'ltr',
        baseUrl: locale.baseUrl!,
        url: locale.url ?? (context.siteConfig.url as string),
      };
    }),
  };
}

/** What `--locale` says on a site that has no locales to choose from. */
export const NO_LOCALES_WARNING = '--locale is for the locales of a Docusaurus site: this site has one';

/**
 * The locales a command makes after the first one it prepared (the first `--locale`, else the
 * default one): the others asked for, else every other locale of the site. `--locale` on a site
 * without locales is warned of.
 */
export function laterLocales(
  i18n: DocusaurusI18n | undefined,
  asked: string[] | undefined,
  reporter: Pick<Reporter, 'warn'>,
): string[] {
  if (asked && !i18n) reporter.warn(NO_LOCALES_WARNING);
  if (!i18n) return [];
  // As Docusaurus orders them: every other locale of the config, in its order.
  return asked ? asked.slice(1) : i18n.locales.filter((locale) => locale !== i18n.currentLocale);
}

/** The locale whose base URL `path` is under, the longest such, as the browser's locale dropdown leads there. */
export function localeOfPath(i18n: DocusaurusI18n, path: string): string | undefined {
  const bases = i18n.locales.map((name) => [name, i18n.localeConfigs[name]?.baseUrl ?? ''] as const);
  const under = bases.filter(([, base]) => base && `${path}/`.startsWith(base));
  return under.sort(([, a], [, b]) => b.length - a.length)[0]?.[0];
}

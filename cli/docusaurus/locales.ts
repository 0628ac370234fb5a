import type { Localization } from '../config/schemas/i18n.js';
import type { DocusaurusI18n } from './core.js';
import type { DocusaurusContext } from './plugin-context.js';

/** The site's locales as ckdocs's config has them (`localization`), from the context Docusaurus made for the locale built. */
export function i18nConfig(context: DocusaurusContext): Localization {
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

/** The locale whose base URL `path` is under, the longest such, as the browser's locale dropdown leads there. */
export function localeOfPath(i18n: DocusaurusI18n, path: string): string | undefined {
  const bases = i18n.locales.map((name) => [name, i18n.localeConfigs[name]?.baseUrl ?? ''] as const);
  const under = bases.filter(([, base]) => base && `${path}/`.startsWith(base));
  return under.sort(([, a], [, b]) => b.length - a.length)[0]?.[0];
}

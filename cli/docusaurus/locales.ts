import type { Localization } from '../config/schemas/i18n.js';
import { localizationDirOf, type DocusaurusContext } from './plugin-context.js';

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
        translations: localizationDirOf(context.siteDir, context.i18n, name),
      };
    }),
  };
}

/** The locale whose base URL `path` is under, the longest such, as the browser's locale dropdown leads there. */
export function localeOfPath(localization: Localization, path: string): string | undefined {
  const under = localization.locales.filter(({ baseUrl }) => baseUrl && `${path}/`.startsWith(baseUrl));
  return under.sort((a, b) => b.baseUrl.length - a.baseUrl.length)[0]?.name;
}

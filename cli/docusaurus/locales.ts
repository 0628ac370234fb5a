import type { I18nConfig } from '../config/schemas/i18n.js';
import type { DocusaurusI18n } from './core.js';
import type { DocusaurusContext } from './plugin-context.js';

/**
 * The locales a build makes after the one `i18n` was loaded for (the default one), as Docusaurus
 * orders them: every other locale of the config, in its order. A ckdocs site has one locale.
 */
export function otherLocales(i18n: DocusaurusI18n | undefined): string[] {
  return i18n ? i18n.locales.filter((locale) => locale !== i18n.currentLocale) : [];
}

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

/** The warning of a command that makes the default locale alone (serve, check) on a site of several; none on a site of one. */
export function otherLocalesWarning(i18n: DocusaurusI18n | undefined, command: string): string | undefined {
  const others = otherLocales(i18n);
  if (!others.length) return undefined;
  return `\`ckdocs ${command}\` makes the default locale (${i18n!.currentLocale}) only, not ${others.join(', ')}: \`ckdocs build\` makes every locale`;
}

import type { SiteConfig } from '../config/schema.js';

/** What a page's document says of its locale: its language and direction, and the same page in each locale. */
export interface LocaleHead {
  lang: string;
  dir: 'ltr' | 'rtl';
  /** The page in each locale by its `hreflang`, and in the default one as `x-default`. */
  alternates: { hreflang: string; href: string }[];
}

/**
 * A page's locale head, at `path` (its canonical path, base URL included): the same path in each
 * locale's base URL, as Docusaurus links alternates. A site of one locale is in English.
 */
export function localeHead(config: SiteConfig, path: string): LocaleHead {
  const { localization: i18n } = config;
  if (!i18n) {
    const href = `${config.url}${path}`;
    return { lang: 'en', dir: 'ltr', alternates: ['en', 'x-default'].map((hreflang) => ({ hreflang, href })) };
  }
  const current = i18n.locales.find((locale) => locale.name === i18n.current)!;
  const inLocale = path.startsWith(current.baseUrl) ? path.slice(current.baseUrl.length) : path.replace(/^\//, '');
  const at = (locale: (typeof i18n.locales)[number]) => `${locale.url}${locale.baseUrl}${inLocale}`;
  const fallback = i18n.locales.find((locale) => locale.name === i18n.default) ?? current;
  return {
    lang: current.htmlLang,
    dir: current.direction,
    alternates: [
      ...i18n.locales.map((locale) => ({ hreflang: locale.htmlLang, href: at(locale) })),
      { hreflang: 'x-default', href: at(fallback) },
    ],
  };
}

import type { SiteData } from './data.js';

/** A site's locales and the one built, as `useDocusaurusContext().i18n` gives them. */
export interface SiteI18n {
  currentLocale: string;
  defaultLocale: string;
  locales: string[];
  localeConfigs: Record<string, { label: string; direction: 'ltr' | 'rtl'; htmlLang: string }>;
}

/**
 * The site data of a ckdocs site of several locales: its locales beside the rest, for its
 * components. Only the Docusaurus context reads them; the theme's own markup never does.
 */
export type LocalizedSiteData = SiteData & { i18n?: SiteI18n };

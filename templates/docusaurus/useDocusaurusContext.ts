import docusaurus from 'ck:docusaurus-context';
import codeTranslations from 'ck:docusaurus-code-translations';
import { useSiteData } from '../context.js';
import type { GlobalData, SiteData } from '../../common/data.js';
import type { LocalizedSiteData, SiteI18n } from '../../common/site-i18n.js';
import { globalDataOf } from './global-data.js';

/** The locale of a ckdocs site without `i18n`. */
const LOCALE = 'en';

export interface DocusaurusContext {
  siteConfig: {
    title: string;
    tagline: string;
    url: string;
    baseUrl: string;
    customFields: Record<string, unknown>;
    /** The theme's options as ckdocs resolved them: colour mode, navbar, footer, announcement bar. */
    themeConfig: Record<string, unknown>;
  };
  siteMetadata: { docusaurusVersion: string; pluginVersions: Record<string, unknown> };
  globalData: GlobalData;
  i18n: {
    currentLocale: string;
    defaultLocale: string;
    locales: string[];
    localeConfigs: SiteI18n['localeConfigs'];
  };
  codeTranslations: Record<string, string>;
}

const contexts = new WeakMap<SiteData, DocusaurusContext>();

/**
 * A Docusaurus site's context is Docusaurus's (its validated config, locales and code
 * translations); a ckdocs site's is made from its site data.
 */
function contextOf(site: SiteData): DocusaurusContext {
  if (docusaurus) return { ...docusaurus, globalData: globalDataOf(site) } as DocusaurusContext;
  return {
    siteConfig: {
      title: site.title,
      tagline: site.tagline,
      url: site.url,
      baseUrl: site.baseUrl,
      customFields: site.customFields ?? {},
      themeConfig: {
        colorMode: site.colorMode,
        navbar: site.navbar,
        footer: site.footer,
        announcementBar: site.announcementBar,
      },
    },
    siteMetadata: { docusaurusVersion: site.search.generatorVersion, pluginVersions: {} },
    globalData: globalDataOf(site),
    i18n: (site as LocalizedSiteData).i18n ?? {
      currentLocale: LOCALE,
      defaultLocale: LOCALE,
      locales: [LOCALE],
      localeConfigs: { [LOCALE]: { label: 'English', direction: 'ltr', htmlLang: LOCALE } },
    },
    codeTranslations: codeTranslations ?? {},
  };
}

/** `@docusaurus/useDocusaurusContext`: the site's config and locale, made once per site (the same object each call). */
export default function useDocusaurusContext(): DocusaurusContext {
  const site = useSiteData();
  let context = contexts.get(site);
  if (!context) contexts.set(site, (context = contextOf(site)));
  return context;
}

import { docsOptionsOf } from '../content/set-options.js';
import type { SiteConfig } from '../config/schema.js';
import type { Localization } from '../config/schemas/i18n.js';
import type { VersionContent } from '../content/types.js';
import type { FooterItem, HomeData } from '../../common/data.js';
import type { LocalizedSiteData, SiteI18n } from '../../common/site-i18n.js';
import type { FooterLinkConfig } from '../config/schemas/footer.js';
import { hrefOf, resolveNavbarItems, toHref, withBase } from './navbar.js';
import { linkTarget, PATHNAME_PROTOCOL } from '../../common/link-target.js';
import { toolVersion } from '../util/tool-root.js';
import { isDocusaurusConfig } from '../docusaurus/site-config.js';
import { llmsIncludes } from '../config/schemas/llms.js';
import { DEFAULT_DOCS } from '../../common/docs-instances.js';
import { THEME_LABELS } from '../../common/theme-labels.js';

/** The locales as Docusaurus's context gives them to a site's components. */
function contextI18n(localization: Localization): SiteI18n {
  return {
    currentLocale: localization.current,
    defaultLocale: localization.default,
    locales: localization.locales.map((locale) => locale.name),
    localeConfigs: Object.fromEntries(
      localization.locales.map(({ name, label, direction, htmlLang }) => [name, { label, direction, htmlLang }]),
    ),
  };
}

/** Site-wide data the theme reads on every page, derived once from config and content (`apiPending`: see resolveNavbarItems). */
export function buildSiteData(
  config: SiteConfig,
  versions: VersionContent[],
  configFile: string,
  apiPending?: ReadonlySet<string>,
): LocalizedSiteData {
  const link = (l: { label: string; to?: string; href?: string }) => ({
    label: l.label,
    href: l.href !== undefined ? hrefOf(config, l.href, configFile) : toHref(config, l.to ?? '/'),
  });
  const footerItem = (item: FooterLinkConfig): FooterItem => ('html' in item ? item : { ...item, ...link(item) });
  const asset = (src: string) => withBase(config.baseUrl, src);
  // A logo's images under the base URL, and where it leads.
  const logoOf = <L extends { src: string; srcDark?: string; href?: string }>(logo: L): L => ({
    ...logo,
    src: asset(logo.src),
    srcDark: logo.srcDark && asset(logo.srcDark),
    href: logo.href && logoHref(config, logo.href),
  });
  const { footer, navbar, localization } = config;
  return {
    title: config.title,
    ...(config.titleDelimiter !== '|' && { titleDelimiter: config.titleDelimiter }),
    tagline: config.tagline,
    url: config.url,
    baseUrl: config.baseUrl,
    ...(typeof config.trailingSlash === 'boolean' && { trailingSlash: config.trailingSlash }),
    customFields: config.customFields,
    ...(localization && localization.locales.length > 1 && { i18n: contextI18n(localization) }),
    mermaid: config.markdown.mermaidConfig,
    ...(isDocusaurusConfig(configFile) && { classicClassNames: true as const }),
    ...(!config.docs.autoCollapseCategories && { sidebarKeepsOpen: true as const }),
    ...(config.docs.hideableSidebar && { hideableSidebar: true as const }),
    ...((config.storage.type !== 'localStorage' || config.storage.namespace) && {
      storage: {
        type: config.storage.type,
        suffix: config.storage.namespace && `-${config.storage.namespace}`,
      },
    }),
    colorMode: config.colorMode,
    navbar: {
      title: navbar.title === undefined ? config.title : navbar.title,
      logo: navbar.logo && logoOf(navbar.logo),
      hideOnScroll: navbar.hideOnScroll,
      ...(navbar.style && { style: navbar.style }),
      items: resolveNavbarItems(config, versions, configFile, apiPending),
    },
    footer: {
      style: footer.style,
      columns: footer.links.flatMap((l) => ('items' in l ? [{ ...l, items: l.items.map(footerItem) }] : [])),
      links: footer.links.flatMap((l) => ('items' in l ? [] : [footerItem(l)])),
      logo: footer.logo && logoOf(footer.logo),
      copyright: footer.copyright,
    },
    announcementBar: config.announcementBar,
    versions: versions.map((v) => ({
      name: v.name,
      ...(v.instance !== DEFAULT_DOCS && { instance: v.instance }),
      label: v.label,
      path: v.path,
      isLast: v.isLast,
      banner: v.banner,
      ...(v.badge !== undefined && { badge: v.badge }),
      mainDocId: v.mainDocId,
      mainDocHref: v.docs.find((d) => d.id === v.mainDocId)!.permalink,
      ...(llmsIncludes(config.llms, v.name) && config.llms.copyButton && { markdown: true as const }),
      ...(v.docItemComponent && { docItem: true as const }),
      ...(!docsOptionsOf(config.docs, v).breadcrumbs && { noBreadcrumbs: true as const }),
    })),
    search: {
      placeholder: config.search.placeholder ?? THEME_LABELS.searchPlaceholder.text,
      ...(config.search.buttonText !== undefined && { buttonText: config.search.buttonText }),
      hosted: config.search.hosted,
      contextualSearch: config.search.contextualSearch,
      ...(localization && localization.current !== 'en' && { language: localization.current }),
      insights: config.search.insights,
      generatorVersion: toolVersion,
      missingResultsUrl: config.repositoryUrl && `${config.repositoryUrl.replace(/\/$/, '')}/issues/new?title=`,
    },
  };
}

/** The home page's data: its calls to action and feature cards, links and icons under the base URL. */
export function homeData(config: SiteConfig): HomeData {
  return {
    actions: config.home.actions.map((a) => ({
      label: a.label,
      href: withBase(config.baseUrl, a.to),
      primary: a.primary,
    })),
    features: config.home.features.map((f) => ({
      title: f.title,
      description: f.description,
      icon: f.icon && withBase(config.baseUrl, f.icon),
      href: f.href ?? (f.to === undefined ? undefined : withBase(config.baseUrl, f.to)),
    })),
  };
}

/**
 * Where a logo leads. One written `pathname://` keeps the mark, with the base URL added as
 * Docusaurus's Link adds it: a path out of the site's pages, which the browser loads and the link
 * check leaves alone.
 */
function logoHref(config: SiteConfig, href: string): string {
  return href.startsWith(PATHNAME_PROTOCOL)
    ? `${PATHNAME_PROTOCOL}${linkTarget(href, { baseUrl: config.baseUrl })}`
    : toHref(config, href);
}

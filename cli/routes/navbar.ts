import type { Localization } from '../config/schemas/i18n.js';
import type { NavbarItem, SiteConfig } from '../config/schema.js';
import type { VersionContent } from '../content/types.js';
import { flattenSidebar } from '../content/sidebars.js';
import type { NavbarItemData } from '../../common/data.js';
import { UserError } from '../util/errors.js';
import { DEFAULT_DOCS, versionsOf } from '../../common/docs-instances.js';
import { ownVersionName } from '../../common/version-names.js';
import { withTrailingSlash } from '../../common/route-files.js';
import { linkTarget, type LinkSite } from '../../common/link-target.js';
import { addBaseUrl } from '../../common/base-url.js';
import { isDocusaurusConfig } from '../docusaurus/site-config.js';

const EXTERNAL = /^[a-z][a-z\d+.-]*:/i;

/** Joins an internal path to the base URL; external addresses pass through. */
export function withBase(baseUrl: string, to: string): string {
  if (EXTERNAL.test(to) || to.startsWith('#')) return to;
  return `${baseUrl.replace(/\/$/, '')}/${to.replace(/^\//, '')}`.replace(/(.)\/$/, '$1');
}

/** What links of a site are written against: its base URL, and its `trailingSlash` when that adds or removes one. */
export function linkSite({ baseUrl, trailingSlash }: Pick<SiteConfig, 'baseUrl' | 'trailingSlash'>): LinkSite {
  return typeof trailingSlash === 'boolean' ? { baseUrl, trailingSlash } : { baseUrl };
}

/**
 * The URL of a page ckdocs makes at `path` of the site (`/` the home page, `/search`): on a
 * Docusaurus site (`trailingSlash` set) as its routes are, the base URL's slash kept; on ckdocs's
 * own, as `withBase` joins it.
 */
export function sitePath(config: Pick<SiteConfig, 'baseUrl' | 'trailingSlash'>, path: string): string {
  if (config.trailingSlash === undefined) return withBase(config.baseUrl, path);
  return withTrailingSlash(`${config.baseUrl}${path.replace(/^\//, '')}`, config.trailingSlash, config.baseUrl);
}

/**
 * A config's `to` (navbar, footer, logo) as its link's href: on a Docusaurus site as its theme
 * writes it (`useBaseUrl`, then Link's trailing slash), a slash written at the end kept unless
 * `trailingSlash` says; on ckdocs's own, as `withBase` joins it.
 */
export function toHref(config: Pick<SiteConfig, 'url' | 'baseUrl' | 'trailingSlash'>, to: string): string {
  if (config.trailingSlash === undefined) return withBase(config.baseUrl, to);
  return linkTarget(addBaseUrl(config, to), linkSite(config));
}

/**
 * A config's `href` (navbar, footer) as its link's: on a Docusaurus site a path from the root gets
 * the base URL as its theme's Link gives it (a locale's `/img/qr.jpg` is `/zh-CN/img/qr.jpg`); an
 * address, or any href of ckdocs's own sites, as it is.
 */
export function hrefOf(config: Parameters<typeof toHref>[0], href: string, configFile: string): string {
  return isDocusaurusConfig(configFile) && /^\/(?!\/)/.test(href) ? toHref(config, href) : href;
}

type Child = NavbarItem['items'][number];

/**
 * Resolves navbar items against the content: doc ids, sidebars and versions become URLs,
 * and mistakes (unknown version, empty sidebar, missing doc) stop the build with the fix.
 * `apiPending` names versions whose API sidebar is not made yet (serve answers pages before
 * TypeDoc is done): items leading to it are left out until it is.
 */
export function resolveNavbarItems(
  config: SiteConfig,
  versions: VersionContent[],
  file: string,
  apiPending: ReadonlySet<string> = new Set(),
): NavbarItemData[] {
  const setOf = (item: NavbarItem | Child, where: string) => {
    const instance = item.docsPluginId ?? DEFAULT_DOCS;
    const set = versionsOf(versions, instance);
    if (!set.length) {
      throw new UserError(`${where}: no docs with docsPluginId "${instance}"`, {
        file,
        problems: [`Sets of docs: ${[...new Set(versions.map((v) => v.instance))].join(', ')}`],
      });
    }
    return set;
  };
  /** A version of the item's set of docs by its name (or Docusaurus's), else the set's latest. */
  const versionNamed = (item: NavbarItem | Child, name: string | undefined, where: string) => {
    const set = setOf(item, where);
    if (!name) return set.find((v) => v.isLast) ?? set[0]!;
    const version = set.find((v) => v.name === name || ownVersionName(v) === name);
    if (!version) {
      throw new UserError(`${where}: unknown docs version "${name}"`, {
        file,
        problems: [`Available versions: ${set.map((v) => v.name).join(', ')}`],
      });
    }
    return version;
  };
  /** A doc item's link, and the sidebar its doc is in: the item is active on every page of it, as Docusaurus's is. */
  const docLink = (version: VersionContent, id: string, where: string) => {
    const doc = version.docs.find((d) => d.id === id);
    if (!doc)
      throw new UserError(`${where}: no doc with id "${id}" in version ${version.name}`, {
        file,
        problems: ['Fix docId: it is the path inside the version folder without number prefixes or extension.'],
      });
    const sidebar = Object.entries(version.sidebars).find(([, items]) =>
      flattenSidebar(items).some((link) => link.href === doc.permalink),
    )?.[0];
    return { href: doc.permalink, ...(sidebar !== undefined && { activeSidebar: sidebar }) };
  };
  const mainDoc = (version: VersionContent) => version.docs.find((d) => d.id === version.mainDocId)!.permalink;
  /** A link to a version: its label, its main doc. */
  const versionLink = (version: VersionContent) => ({
    label: version.label,
    href: mainDoc(version),
    version: version.name,
  });

  /** A version or locale dropdown's items, between the entries the config lists before and after them. */
  const around = (item: NavbarItem | Child, items: NavbarItemData[], where: string): NavbarItemData[] => {
    const { dropdownItemsBefore = [], dropdownItemsAfter = [] } = item as Partial<NavbarItem>;
    const entries = (list: Child[], key: string) =>
      list.flatMap((child, i) => resolve(child, `${where}.${key}.${i}`) ?? []);
    return [
      ...entries(dropdownItemsBefore, 'dropdownItemsBefore'),
      ...items,
      ...entries(dropdownItemsAfter, 'dropdownItemsAfter'),
    ];
  };

  const resolve = (item: NavbarItem | Child, where: string): NavbarItemData | undefined => {
    const position = 'position' in item ? item.position : 'right';
    const base = {
      type: item.type,
      label: item.label,
      position,
      className: 'className' in item ? item.className : undefined,
      ariaLabel: 'aria-label' in item ? item['aria-label'] : undefined,
    };
    switch (item.type) {
      case 'doc':
        return {
          ...base,
          ...docLink(
            versionNamed(item, 'docsPluginVersion' in item ? item.docsPluginVersion : undefined, where),
            item.docId!,
            where,
          ),
        };
      case 'docSidebar': {
        const sidebarId = (item as NavbarItem).sidebarId!;
        const version = versionNamed(item, (item as NavbarItem).docsPluginVersion, where);
        const first = flattenSidebar(version.sidebars[sidebarId] ?? [])[0];
        if (!first) {
          if (sidebarId === 'api' && apiPending.has(version.name)) return undefined;
          throw new UserError(`${where}: sidebar "${sidebarId}" of version ${version.name} has no link`, {
            file,
            problems: [`Add a doc to the folder of sidebar "${sidebarId}", or remove this navbar item.`],
          });
        }
        // On pages of another version the item leads to that version's copy of the sidebar.
        const versionHrefs = Object.fromEntries(
          setOf(item, where).flatMap((v) => {
            const link = flattenSidebar(v.sidebars[sidebarId] ?? [])[0];
            return link ? [[v.name, link.href]] : [];
          }),
        );
        return { ...base, href: first.href, activeSidebar: sidebarId, versionHrefs };
      }
      case 'docsVersion': {
        const version = versionNamed(item, 'docsPluginVersion' in item ? item.docsPluginVersion : undefined, where);
        return { ...base, ...versionLink(version), label: item.label ?? version.label };
      }
      case 'docsVersionDropdown': {
        const unmarked = (item as NavbarItem).dropdownActiveClassDisabled && { activeClassDisabled: true as const };
        const names = (item as NavbarItem).versions ?? setOf(item, where).map((v) => v.name);
        const items = names.map((name) => {
          const version = versionNamed(item, name, `${where}.versions`);
          return { type: 'docsVersion', ...versionLink(version), position } satisfies NavbarItemData;
        });
        const listed = around(item, items, where);
        // A menu of one is drawn as a link (templates/NavbarItem.tsx), as the classic theme draws it.
        if (listed.length <= 1) return { ...base, ...unmarked, ...versionLink(versionNamed(item, undefined, where)) };
        return { ...base, ...unmarked, label: item.label ?? versionNamed(item, undefined, where).label, items: listed };
      }
      case 'localeDropdown': {
        const dropdown = config.localization
          ? localeDropdown(base, config.localization, config.url)
          : {
              ...base,
              label: item.label ?? 'English',
              items: [{ type: 'default', label: 'English', href: sitePath(config, '/'), position }],
            };
        return { ...dropdown, items: around(item, dropdown.items ?? [], where) };
      }
      case 'search':
        return { ...base, label: item.label ?? 'Search', href: sitePath(config, '/search') };
      case 'html':
        return { ...base, html: item.value ?? '' };
      case 'dropdown':
        return {
          ...base,
          items: (item as NavbarItem).items.flatMap((child, i) => resolve(child, `${where}.items.${i}`) ?? []),
        };
      default: {
        if (item.type.startsWith('custom-')) return { ...base, props: (item as NavbarItem).props ?? {} };
        const target = item.href ?? item.to;
        if (!target) throw new UserError(`${where}: a link item needs "to" or "href"`, { file });
        // A link leaving the site opens in a new tab, given as `href` or as `to`, as Docusaurus's Link opens it.
        const external = EXTERNAL.test(target);
        return {
          ...base,
          href: item.href !== undefined ? hrefOf(config, item.href, file) : toHref(config, item.to!),
          ...(item.attributes && { attributes: item.attributes }),
          ...('html' in item && item.html !== undefined && { html: item.html }),
          external,
          ...(external && item.href === undefined && { to: target }),
          ...('activeBasePath' in item &&
            item.activeBasePath !== undefined && { activeBasePath: withBase(config.baseUrl, item.activeBasePath) }),
          ...('activeBaseRegex' in item &&
            item.activeBaseRegex !== undefined && { activeBaseRegex: item.activeBaseRegex }),
        };
      }
    }
  };
  return config.navbar.items.flatMap((item, i) => resolve(item, `navbar.items.${i}`) ?? []);
}

/**
 * A locale dropdown of the site's locales, labelled with the one shown, as Docusaurus's: each item
 * leads to the page shown in its locale (the theme adds the page's path to its base URL).
 */
function localeDropdown(base: NavbarItemData, i18n: Localization, siteUrl: string): NavbarItemData {
  const current = i18n.locales.find((locale) => locale.name === i18n.current)!;
  const items = i18n.locales.map((locale) => ({
    type: 'default',
    label: locale.label,
    // A locale served from a domain of its own is linked there.
    href: `${locale.url === siteUrl ? '' : locale.url}${locale.baseUrl}`,
    position: base.position,
    locale: { lang: locale.htmlLang, baseUrl: locale.baseUrl },
  }));
  return { ...base, label: current.label, items };
}

import type { ComponentType } from 'react';
import type { NavbarItemData } from '../../common/data.js';
import { isInternalUrl } from '../../common/internal-url.js';
import { linkTarget, PATHNAME_PROTOCOL, type LinkSite } from '../../common/link-target.js';
import type { NavbarItemProps } from '../NavbarItem.js';
import type { NavbarLinkAttributes } from '../NavbarNavLink.js';

/** Where what ckdocs's navbar asked a site's NavbarItem to draw rides along its props, for `@theme-original/NavbarItem`. */
export const OWN_ITEM = '__ckNavbarItem';

/** Keys of the props Docusaurus gives a NavbarItem that say how it is drawn, not what the item is. */
const DRAWING_KEYS = new Set(['type', 'position', 'items', 'mobile', 'isDropdownItem', 'activeClassName', OWN_ITEM]);

/**
 * The props Docusaurus gives `@theme/NavbarItem`: the config's item, its keys as they were
 * written (an item of the site's own type keeps all of its), whether it is in the menu below
 * 996 px, and for an entry of a dropdown, that it is one, the class that marks it current and
 * the dropdown's click handler for it.
 */
export function docusaurusNavbarItemProps({
  item,
  mobile = false,
  inDropdown,
  link,
}: NavbarItemProps): Record<string, unknown> {
  const own = item.props ?? {
    type: item.type,
    label: item.label,
    // An address inside the site is the config's `to` (under the base URL already, which `useBaseUrl` keeps).
    ...(item.to !== undefined ? { to: item.href } : { href: item.href }),
    position: item.position,
    className: item.className,
    'aria-label': item.ariaLabel,
    html: item.html,
    ...item.attributes,
  };
  const entry = inDropdown && {
    isDropdownItem: true,
    activeClassName: mobile ? 'menu__link--active' : 'dropdown__link--active',
    onClick: link?.onClick,
  };
  return { ...own, mobile, ...entry };
}

/**
 * The item as a site's NavbarItem changed it before handing it to ckdocs's: the props it changed
 * from those it was `handed` (its label, address, class, attributes, and handlers for the link;
 * any other value is handed on to the NavbarNavLink, as Docusaurus hands every prop on).
 * An address leads where Docusaurus's Link leads it on `site` (the base URL, unless the site's
 * says `autoAddBaseUrl: false`, and the trailing slash). One written `pathname://` stays so: a link
 * out of the site's pages, as Docusaurus opens and checks it (not at all), to a path of its host.
 */
export function withSiteChanges(
  item: NavbarItemData,
  given: Record<string, unknown>,
  handed: Record<string, unknown>,
  site: LinkSite,
): { item: NavbarItemData; link: NavbarLinkAttributes } {
  const changed: NavbarItemData = { ...item };
  const link: Record<string, unknown> = {};
  const handedOn: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(given)) {
    if (DRAWING_KEYS.has(key) || value === handed[key]) continue;
    if (key === 'label' || key === 'html' || key === 'className') changed[key] = value as string | undefined;
    else if (key === 'aria-label') changed.ariaLabel = value as string | undefined;
    else if ((key === 'href' || key === 'to') && typeof value === 'string') {
      // Where Docusaurus's Link leads it; `pathname://` stays, the mark of a link out of the site's pages.
      const plain = value.startsWith(PATHNAME_PROTOCOL);
      const target = linkTarget(value, site, given.autoAddBaseUrl !== false);
      changed.href = plain ? PATHNAME_PROTOCOL + target : target;
      changed.external = !isInternalUrl(value);
      changed.versionHrefs = undefined;
    } else if (typeof value === 'function') link[key] = value;
    else if (typeof value === 'string') changed.attributes = { ...changed.attributes, [key]: value };
    else handedOn[key] = value;
  }
  return { item: changed, link: Object.keys(handedOn).length ? { ...link, handedOn } : link };
}

/** A site's own NavbarItem, drawing each item of ckdocs's navbar (and each entry of its dropdowns); what it hands on to the original is ckdocs's. */
export function withDocusaurusProps(
  NavbarItem: ComponentType<Record<string, unknown>>,
): ComponentType<NavbarItemProps> {
  return function SiteNavbarItem(props: NavbarItemProps) {
    const handed = docusaurusNavbarItemProps(props);
    return <NavbarItem {...handed} {...{ [OWN_ITEM]: { ...props, entry: SiteNavbarItem } }} />;
  };
}

import type { ComponentType } from 'react';
import type { NavbarItemData } from '../../common/data.js';

/** Where ckdocs's own item rides along the props it gives a site's NavbarItem, for `@theme-original/NavbarItem`. */
export const OWN_ITEM = '__ckNavbarItem';
export const OWN_SIDEBAR = '__ckSidebar';

/**
 * The props Docusaurus gives `@theme/NavbarItem`: the config's item, its keys as they were
 * written (an item of the site's own type keeps all of its), and whether it is in the menu
 * below 996 px.
 */
export function docusaurusNavbarItemProps(item: NavbarItemData, mobile: boolean): Record<string, unknown> {
  const own = item.props ?? {
    type: item.type,
    label: item.label,
    href: item.href,
    position: item.position,
    className: item.className,
    'aria-label': item.ariaLabel,
    html: item.html,
  };
  return { ...own, mobile };
}

/** A site's own NavbarItem, drawing each item of ckdocs's navbar; what it hands on to the original is ckdocs's. */
export function withDocusaurusProps(
  NavbarItem: ComponentType<Record<string, unknown>>,
): ComponentType<{ item: NavbarItemData; sidebar?: string; mobile?: boolean }> {
  return function SiteNavbarItem({ item, sidebar, mobile = false }) {
    return (
      <NavbarItem {...docusaurusNavbarItemProps(item, mobile)} {...{ [OWN_ITEM]: item, [OWN_SIDEBAR]: sidebar }} />
    );
  };
}

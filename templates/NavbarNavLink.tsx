import type { AnchorHTMLAttributes } from 'react';
import type { NavbarItemData } from '../common/data.js';
import { routeKey } from '../common/route-files.js';
import { Link } from './Link.js';
import { ExternalLinkIcon } from './ExternalLinkIcon.js';

/** A link item's content: its own HTML (an icon) in place of its label, as in Docusaurus; or its label, else `fallback`. */
export function NavbarItemContent({ item, fallback }: { item: NavbarItemData; fallback?: string }) {
  return item.html ? <span dangerouslySetInnerHTML={{ __html: item.html }} /> : <>{item.label || fallback}</>;
}

/** Whether an item is marked active: a page of its sidebar (a doc or docSidebar item's), else by its path. */
export function isActive(item: NavbarItemData, pathname: string, sidebar?: string): boolean {
  if (item.activeSidebar && item.activeSidebar === sidebar) return true;
  if (item.activeBaseRegex) return new RegExp(item.activeBaseRegex).test(pathname);
  if (item.activeBasePath) return pathname.startsWith(item.activeBasePath);
  return !!item.href && !item.external && routeKey(pathname) === routeKey(item.href);
}

/**
 * A navbar link's attributes, and what a site's NavbarItem handed on that is no attribute (a flag
 * of its own): Docusaurus gives it to the NavbarNavLink, which only a site's own reads.
 */
export type NavbarLinkAttributes = AnchorHTMLAttributes<HTMLAnchorElement> & { handedOn?: Record<string, unknown> };

export type NavbarNavLinkProps = NavbarLinkAttributes & {
  item: NavbarItemData;
  /** The classic theme's arrow after a label leading out of the site. */
  icon?: boolean;
  /** An entry of a dropdown. */
  dropdown?: boolean;
};

/**
 * A link of the navbar, of one of its dropdowns or of the classic theme's menu below 996 px: the
 * item's content, leading to `href`. A Docusaurus site's `NavbarItem/NavbarNavLink` draws these
 * links in its place, as Docusaurus draws each of them with it.
 */
export function NavbarNavLink({ item, icon, dropdown: _dropdown, handedOn: _handedOn, ...anchor }: NavbarNavLinkProps) {
  return (
    <Link external={item.external} {...anchor}>
      <NavbarItemContent item={item} />
      {icon && <ExternalLinkIcon href={item.href} />}
    </Link>
  );
}

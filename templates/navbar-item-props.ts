import type { ComponentType } from 'react';
import type { NavbarItemData } from '../common/data.js';
import type { NavbarLinkAttributes } from './NavbarNavLink.js';

/** What draws an item of the navbar (templates/NavbarItem.tsx). */
export interface NavbarItemProps {
  item: NavbarItemData;
  sidebar?: string;
  /** In the menu below 996 px. */
  mobile?: boolean;
  /** An entry of a dropdown, drawn as its link. */
  inDropdown?: boolean;
  /** More of its link's attributes: the dropdown's class and handler for an entry, handlers a site's NavbarItem adds. */
  link?: NavbarLinkAttributes;
  /** What draws a dropdown's entries: a site's own NavbarItem, with which Docusaurus draws them. */
  entry?: ComponentType<NavbarItemProps>;
}

/** A docs version dropdown's, and what draws it as ckdocs's navbar draws an item of its type. */
export interface VersionDropdownProps extends NavbarItemProps {
  draw: ComponentType<NavbarItemProps>;
}

import { createContext, type ComponentType } from 'react';
import type { NavbarItemData, VersionData } from '../../common/data.js';
import { useSiteData } from '../context.js';
import type { VersionDropdownProps } from '../navbar-item-props.js';

/**
 * The dropdown ckdocs's navbar asked a site's `NavbarItem/DocsVersionDropdownNavbarItem` to draw,
 * for `@theme-original/NavbarItem/DocsVersionDropdownNavbarItem` inside it: a context, so that
 * what the site's component hands on (its own props, or some of them) carries nothing of ckdocs's.
 */
export const OwnDropdownContext = createContext<VersionDropdownProps | undefined>(undefined);

/** The docs plugin instance whose versions `item` lists: its entries' (or its own, a menu of one). */
export function dropdownInstance(item: NavbarItemData, versions: readonly VersionData[]): string | undefined {
  const name = item.items?.find((child) => child.version !== undefined)?.version ?? item.version;
  return versions.find((version) => version.name === name)?.instance;
}

/**
 * The props Docusaurus gives `@theme/NavbarItem/DocsVersionDropdownNavbarItem`: the config's item
 * (its plugin id, undefined for the main docs), its lists around the versions (ckdocs's navbar
 * draws the config's own among its entries already), and whether it is in the menu below 996 px.
 */
export function docusaurusDropdownProps({ item, mobile = false }: VersionDropdownProps, versions: VersionData[]) {
  return {
    type: 'docsVersionDropdown',
    docsPluginId: dropdownInstance(item, versions),
    position: item.position,
    className: item.className,
    dropdownActiveClassDisabled: item.activeClassDisabled,
    dropdownItemsBefore: [],
    dropdownItemsAfter: [],
    mobile,
  };
}

/** A site's own version dropdown, drawing each of ckdocs's navbar; what it hands on to the original is ckdocs's. */
export function withDocusaurusProps(
  Dropdown: ComponentType<Record<string, unknown>>,
): ComponentType<VersionDropdownProps> {
  return function SiteVersionDropdown(props: VersionDropdownProps) {
    const { versions } = useSiteData();
    return (
      <OwnDropdownContext.Provider value={props}>
        <Dropdown {...docusaurusDropdownProps(props, versions)} />
      </OwnDropdownContext.Provider>
    );
  };
}

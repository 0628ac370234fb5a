import { createContext, type ComponentType } from 'react';
import type { NavbarNavLinkProps } from '../NavbarNavLink.js';

/**
 * The link ckdocs's navbar asked a site's NavbarNavLink to draw, for `@theme-original/NavbarItem/NavbarNavLink`
 * inside it: a context, not a prop, so that a site's link that draws its own anchor with all of its
 * props puts nothing of ckdocs's in the page.
 */
export const OwnLinkContext = createContext<NavbarNavLinkProps | undefined>(undefined);

/**
 * A site's own `NavbarItem/NavbarNavLink`, drawing each link of ckdocs's navbar with the props
 * Docusaurus gives it: the item's label or HTML, an address inside the site as `to` (under the
 * base URL already, which `useBaseUrl` keeps as it is), one leaving it as `href`, its classes.
 */
export function withDocusaurusProps(
  NavLink: ComponentType<Record<string, unknown>>,
): ComponentType<NavbarNavLinkProps> {
  return function SiteNavbarNavLink(props: NavbarNavLinkProps) {
    const { item, icon: _icon, dropdown, href, className, handedOn, ...anchor } = props;
    return (
      <OwnLinkContext.Provider value={props}>
        <NavLink
          label={item.label}
          html={item.html}
          {...(item.external ? { href } : { to: href })}
          activeBasePath={item.activeBasePath}
          activeBaseRegex={item.activeBaseRegex}
          isDropdownLink={dropdown === true}
          {...anchor}
          className={className ?? ''}
          {...handedOn}
        />
      </OwnLinkContext.Provider>
    );
  };
}

import { useContext } from 'react';
import type { NavbarItemData } from '../../../common/data.js';
import { isInternalUrl } from '../../../common/internal-url.js';
import { isActive, NavbarNavLink as OwnNavLink } from '../../NavbarNavLink.js';
import { useLocation } from '../../context.js';
import useBaseUrl from '../useBaseUrl.js';
import { OwnLinkContext } from '../navbar-nav-link-props.js';

/**
 * `@theme-original/NavbarItem/NavbarNavLink`: ckdocs's link, for a site's that wraps it. Given the
 * props ckdocs's navbar gave the site's, it draws that link with what the site's changed (its
 * label, address, class, style, handlers); given only Docusaurus's props (a site's item component), it
 * reads them as the classic theme's link does.
 */
export default function NavbarNavLink(props: Record<string, unknown>) {
  const {
    label,
    html,
    to,
    href,
    activeBasePath,
    activeBaseRegex,
    isDropdownLink: _isDropdownLink,
    prependBaseUrlToHref,
    activeClassName = 'active',
    ...anchor
  } = props as Record<string, unknown> &
    Partial<Record<'label' | 'html' | 'to' | 'href' | 'activeBasePath' | 'activeBaseRegex', string>>;
  const { pathname } = useLocation();
  // As the classic theme's: `to` under the base URL, an `href` as written unless told to prefix it.
  const toUrl = useBaseUrl(to ?? '');
  const prefixedHref = useBaseUrl(href ?? '', { forcePrependBaseUrl: true });
  const target = to !== undefined ? toUrl : prependBaseUrlToHref ? prefixedHref : href;
  const basePath = useBaseUrl(activeBasePath ?? '');
  const given = useContext(OwnLinkContext);
  if (given)
    return <OwnNavLink {...given} item={{ ...given.item, label, html }} href={target ?? given.href} {...anchor} />;
  const item: NavbarItemData = {
    type: 'default',
    position: 'left',
    label,
    html,
    href: target,
    external: to === undefined && !!href && !isInternalUrl(href),
    activeBasePath: activeBasePath && basePath,
    activeBaseRegex,
  };
  const active = to !== undefined && isActive(item, pathname);
  // As the router's NavLink that the classic theme's link is: the class its caller names, else `active`.
  const className = `${(anchor.className as string | undefined) ?? ''}${active ? ` ${activeClassName as string}` : ''}`;
  return <OwnNavLink {...anchor} item={item} href={target} icon={!!label && to === undefined} className={className} />;
}

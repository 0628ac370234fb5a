import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { routeKey } from '../../common/route-files.js';
import { useLocation, useSiteData } from '../context.js';
import { isInternalUrl } from '../../common/internal-url.js';
import { anchorOf, BROWSER_LOADS, linkTarget } from '../../common/link-target.js';
import { collectAnchor, collectLink } from './collected-links.js';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Where the link leads; the same as `href`. */
  to?: string;
  /** Prefix the base URL to paths that start with `/` (the default). */
  autoAddBaseUrl?: boolean;
  /**
   * Give the link `activeClassName` when the page shown is under where it leads, or is that page
   * with `exact`; `isActive` decides in their place, as react-router's NavLink has it.
   */
  isNavLink?: boolean;
  activeClassName?: string;
  exact?: boolean;
  isActive?: (match: NavLinkMatch | null, location: { pathname: string }) => boolean;
  /** Leave this link out of the broken link check. */
  'data-noBrokenLinkCheck'?: boolean;
}

/** How a nav link's path matches the page shown, as react-router's `matchPath` gives it. */
interface NavLinkMatch {
  path: string;
  url: string;
  isExact: boolean;
  params: Record<string, string>;
}

/** Whether `pathname` is `path` or under it (a whole segment), as react-router matches a NavLink. */
function matchNavLink(path: string, pathname: string, exact: boolean): NavLinkMatch | null {
  const base = routeKey(path);
  const page = routeKey(pathname);
  const isExact = page === base;
  const under = base === '/' || page.startsWith(`${base}/`);
  if (isExact || (!exact && under)) return { path, url: isExact ? pathname : base, isExact, params: {} };
  return null;
}

/**
 * `@docusaurus/Link`: an anchor whose internal paths get the base URL and the site's trailing
 * slash (`linkTarget`); links that leave the site open in a new tab (`target` and `rel` given here
 * win). ckdocs's router takes over clicks on internal links wherever they are, so this renders a
 * plain `<a>`.
 */
const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  {
    to,
    href,
    autoAddBaseUrl = true,
    isNavLink,
    activeClassName = 'active',
    exact = false,
    isActive,
    className,
    'data-noBrokenLinkCheck': noBrokenLinkCheck,
    ...rest
  },
  ref,
) {
  const site = useSiteData();
  const { pathname } = useLocation();
  const written = to ?? href;
  const internal = isInternalUrl(written);
  const target = written === undefined ? undefined : linkTarget(written, site, autoAddBaseUrl);
  // Of a plain anchor's attributes, only whether the browser loads it: the href keeps the base URL and trailing slash.
  const browserLoads = BROWSER_LOADS in anchorOf(written);
  // What Docusaurus's Link gives its link checker: links to this page's anchors, and internal
  // links that open in the same tab.
  const sameTab = !rest.target || rest.target === '_self';
  if (!noBrokenLinkCheck && target !== undefined && (target.startsWith('#') || (internal && sameTab)))
    collectLink(target);
  collectAnchor(rest.id);
  // A link to an anchor of the page shown is never the active one, as in Docusaurus.
  const navLink = isNavLink && internal && target !== undefined && !target.startsWith('#');
  const match = navLink ? matchNavLink(target.split(/[?#]/)[0]!, pathname, exact) : null;
  const active = navLink && (isActive ? isActive(match, { pathname }) : match !== null);
  return (
    <a
      ref={ref}
      href={target}
      {...(browserLoads && { [BROWSER_LOADS]: '' })}
      {...(written && !internal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      className={[className, active ? activeClassName : undefined].filter(Boolean).join(' ') || undefined}
      // As react-router's NavLink marks the link to the page shown.
      {...(active && { 'aria-current': 'page' as const })}
      {...rest}
    />
  );
});

export default Link;

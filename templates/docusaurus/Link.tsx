import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { useLocation, useSiteData } from '../context.js';
import isInternalUrl from './isInternalUrl.js';
import { addBaseUrl } from './useBaseUrl.js';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Where the link leads; the same as `href`. */
  to?: string;
  /** Prefix the base URL to paths that start with `/` (the default). */
  autoAddBaseUrl?: boolean;
  /** Give the link `activeClassName` when it leads to the page shown. */
  isNavLink?: boolean;
  activeClassName?: string;
}

/** `pathname://` marks a path the router must leave to the browser: it opens as an external link does. */
const PATHNAME_PROTOCOL = 'pathname://';

/**
 * `@docusaurus/Link`: an anchor whose internal paths get the base URL; links that leave the site
 * open in a new tab (`target` and `rel` given here win). ckdocs's router takes over clicks on
 * internal links wherever they are, so this renders a plain `<a>`.
 */
const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, href, autoAddBaseUrl = true, isNavLink, activeClassName = 'active', className, ...rest },
  ref,
) {
  const site = useSiteData();
  const { pathname } = useLocation();
  const written = to ?? href;
  const internal = isInternalUrl(written);
  const path = written?.replace(PATHNAME_PROTOCOL, '');
  const target = path !== undefined && autoAddBaseUrl && path.startsWith('/') ? addBaseUrl(site, path) : path;
  const active = isNavLink && internal && target !== undefined && target.split(/[?#]/)[0] === pathname;
  return (
    <a
      ref={ref}
      href={target}
      {...(written && !internal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      className={[className, active ? activeClassName : undefined].filter(Boolean).join(' ') || undefined}
      {...rest}
    />
  );
});

export default Link;

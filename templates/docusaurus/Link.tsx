import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { routeKey } from '../../common/route-files.js';
import { useLocation, useSiteData } from '../context.js';
import { isInternalUrl } from '../../common/internal-url.js';
import { linkTarget } from '../../common/link-target.js';
import { collectAnchor, collectLink } from './collected-links.js';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Where the link leads; the same as `href`. */
  to?: string;
  /** Prefix the base URL to paths that start with `/` (the default). */
  autoAddBaseUrl?: boolean;
  /** Give the link `activeClassName` when it leads to the page shown. */
  isNavLink?: boolean;
  activeClassName?: string;
  /** Leave this link out of the broken link check. */
  'data-noBrokenLinkCheck'?: boolean;
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
  // What Docusaurus's Link gives its link checker: links to this page's anchors, and internal
  // links that open in the same tab.
  const sameTab = !rest.target || rest.target === '_self';
  if (!noBrokenLinkCheck && target !== undefined && (target.startsWith('#') || (internal && sameTab)))
    collectLink(target);
  collectAnchor(rest.id);
  const active =
    isNavLink && internal && target !== undefined && routeKey(target.split(/[?#]/)[0]!) === routeKey(pathname);
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

import type { AnchorHTMLAttributes } from 'react';
import { anchorOf } from '../common/link-target.js';

/**
 * An anchor; external links open in a new tab. Internal clicks are routed by the runtime. A path
 * written `pathname://` (a site's NavbarItem may give one) is a link out of the site's pages, to that path.
 */
export function Link({
  href,
  external,
  children,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { external?: boolean }) {
  const isExternal = external ?? /^[a-z][a-z\d+.-]*:/i.test(href ?? '');
  return (
    <a {...anchorOf(href)} {...(isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
      {children}
    </a>
  );
}

import type { AnchorHTMLAttributes } from 'react';

/** An anchor; external links open in a new tab. Internal clicks are routed by the runtime. */
export function Link({
  href,
  external,
  children,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { external?: boolean }) {
  const isExternal = external ?? /^[a-z][a-z\d+.-]*:/i.test(href ?? '');
  return (
    <a href={href} {...(isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
      {children}
    </a>
  );
}

import type { ComponentType } from 'react';
import type { PaginatorNavLinkProps } from '../page-footer.js';
import type { DocusaurusPaginatorNavLinkProps } from './theme/PaginatorNavLink.js';

/** A site's own PaginatorNavLink, where ckdocs's doc page links the previous and next docs: with the props Docusaurus gives it. */
export function withDocusaurusProps(
  Link: ComponentType<DocusaurusPaginatorNavLinkProps>,
): ComponentType<PaginatorNavLinkProps> {
  return function SitePaginatorNavLink({ side, sub, link }: PaginatorNavLinkProps) {
    return <Link permalink={link.href} title={link.label} subLabel={sub} isNext={side === 'next'} />;
  };
}

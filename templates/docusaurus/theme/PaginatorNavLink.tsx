import { PaginatorNavLink as OwnLink } from '../../page-footer.js';

/** What Docusaurus's theme gives `@theme/PaginatorNavLink`. */
export interface DocusaurusPaginatorNavLinkProps {
  permalink: string;
  title: string;
  subLabel?: string;
  isNext?: boolean;
}

/** `@theme-original/PaginatorNavLink`: ckdocs's link, for a site's one that wraps it and hands it Docusaurus's props. */
export default function PaginatorNavLink({ permalink, title, subLabel = '', isNext }: DocusaurusPaginatorNavLinkProps) {
  return (
    <OwnLink side={isNext ? 'next' : 'prev'} sub={subLabel} link={{ href: permalink, label: title }} label={title} />
  );
}

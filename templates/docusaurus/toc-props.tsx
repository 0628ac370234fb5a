import type { ComponentType } from 'react';
import { tocHtml } from '../../common/toc-html.js';
import { TableOfContents } from '../TableOfContents.js';

/** What Docusaurus's theme gives `@theme/TOC`: each heading's HTML, id and level, and the doc's class name. */
interface DocusaurusProps {
  toc: { value: string; id: string; level: number }[];
  className?: string;
}

/**
 * A site's own TOC, where ckdocs's theme renders its table of contents: with the props Docusaurus
 * gives it. The phone's folded one stays ckdocs's, as the classic theme's fold is no `@theme/TOC`.
 */
export function withDocusaurusProps(TOC: ComponentType<DocusaurusProps>): typeof TableOfContents {
  return function SiteTOC({ items, folded, className }) {
    if (folded) return <TableOfContents items={items} folded />;
    return (
      <TOC
        toc={items.map((item) => ({ value: tocHtml(item), id: item.id, level: item.depth }))}
        className={className}
      />
    );
  };
}

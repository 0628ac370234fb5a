import type { ComponentType } from 'react';
import type { TocItem } from '../../common/data.js';
import { tocHtml } from '../../common/toc-html.js';

/** What Docusaurus's theme gives `@theme/TOC`: each heading's HTML, id and level. */
interface DocusaurusProps {
  toc: { value: string; id: string; level: number }[];
}

/** A site's own TOC, where ckdocs's theme renders its table of contents: with the props Docusaurus gives it. */
export function withDocusaurusProps(TOC: ComponentType<DocusaurusProps>): ComponentType<{ items: TocItem[] }> {
  return function SiteTOC({ items }: { items: TocItem[] }) {
    return <TOC toc={items.map((item) => ({ value: tocHtml(item), id: item.id, level: item.depth }))} />;
  };
}

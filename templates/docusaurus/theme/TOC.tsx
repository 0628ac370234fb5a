import { TableOfContents } from '../../TableOfContents.js';
import { tocTextOf } from '../../../common/toc-html.js';

/** What Docusaurus's theme gives `@theme/TOC`: each heading's HTML, id and level. */
interface DocusaurusTocProps {
  toc?: { value: string; id: string; level: number }[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
  className?: string;
}

/**
 * `@theme-original/TOC`: ckdocs's table of contents, for a site's TOC that wraps it and hands it
 * Docusaurus's props (the headings as HTML, the levels shown).
 */
export default function TOC({ toc = [], minHeadingLevel = 2, maxHeadingLevel = 3, className }: DocusaurusTocProps) {
  const items = toc
    .filter((heading) => heading.level >= minHeadingLevel && heading.level <= maxHeadingLevel)
    .map((heading) => ({ id: heading.id, depth: heading.level, ...tocTextOf(heading.value) }));
  return <TableOfContents items={items} className={className} />;
}

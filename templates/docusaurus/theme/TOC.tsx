import { TableOfContents } from '../../TableOfContents.js';
import { unescapeHtml } from '../../../common/escape-html.js';

/** What Docusaurus's theme gives `@theme/TOC`: each heading's HTML, id and level. */
interface DocusaurusTocProps {
  toc?: { value: string; id: string; level: number }[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
}

/**
 * `@theme-original/TOC`: ckdocs's table of contents, for a site's TOC that wraps it and hands it
 * Docusaurus's props (the headings as HTML, the levels shown).
 */
export default function TOC({ toc = [], minHeadingLevel = 2, maxHeadingLevel = 3 }: DocusaurusTocProps) {
  const items = toc
    .filter((heading) => heading.level >= minHeadingLevel && heading.level <= maxHeadingLevel)
    .map((heading) => ({
      id: heading.id,
      depth: heading.level,
      text: unescapeHtml(heading.value.replace(/<[^>]*>/g, '')),
    }));
  return <TableOfContents items={items} />;
}

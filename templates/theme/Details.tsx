import { Children, isValidElement, type DetailsHTMLAttributes, type ReactNode } from 'react';
import { useClassicClassNames } from '../classic-class-names.js';
import { collectAnchor } from '../docusaurus/collected-links.js';

const isSummary = (node: ReactNode) => isValidElement(node) && node.type === 'summary';

/**
 * A collapsible block with a summary line, taken as Docusaurus's is: `summary` as text or a
 * `<summary>` element, else a `<summary>` among the children; other props (`open`, `className`)
 * are the `<details>` element's. On a Docusaurus site it is the classic theme's, an info alert
 * (Markdown's `<details>` too, as there).
 */
export default function Details({
  summary,
  children,
  className,
  ...rest
}: DetailsHTMLAttributes<HTMLDetailsElement> & { summary?: ReactNode }) {
  const classic = DOCUSAURUS_SITE ? useClassicClassNames() : undefined;
  // A link to its id is no broken anchor, as the classic theme's Details tells Docusaurus's check.
  if (DOCUSAURUS_SITE) collectAnchor(rest.id);
  const alert = DOCUSAURUS_SITE ? classic!('alert alert--info') : '';
  const items = Children.toArray(children);
  const inner = items.find(isSummary);
  const heading = isSummary(summary) ? summary : (inner ?? <summary>{summary ?? 'Details'}</summary>);
  return (
    // The classic theme's box is named by its CSS module (`details_<hash>`), which no site's CSS can
    // name: ckdocs's own `details` rules (its bold summary) would outweigh the site's `details summary`.
    <details
      {...rest}
      className={`${DOCUSAURUS_SITE && alert ? 'details_ck' : 'details'}${alert}${className ? ` ${className}` : ''}`}
    >
      {heading}
      {/* On a Docusaurus site, in the classic theme's folding box, where a site's CSS finds it (`details > div > div`). */}
      {DOCUSAURUS_SITE ? (
        <div>
          <div className={`details-content${classic!('collapsibleContent_ck')}`}>
            {inner ? items.filter((item) => item !== inner) : items}
          </div>
        </div>
      ) : (
        <div className="details-content">{inner ? items.filter((item) => item !== inner) : items}</div>
      )}
    </details>
  );
}

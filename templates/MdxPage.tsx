import type { ReactNode } from 'react';
import type { MdxPageData } from '../common/data.js';
import { TableOfContents } from './TableOfContents.js';

/**
 * A Markdown page of the site's own (src/pages/): its content and table of contents, without the
 * docs' sidebar, breadcrumbs or pagination. Infima's grid classes are Docusaurus's markup for it.
 */
export function MdxPage({ data, children }: { data: MdxPageData; children: ReactNode }) {
  const toc = !data.hideToc && data.toc.length > 0;
  return (
    <main
      id="main"
      tabIndex={-1}
      className={`mdx-page container container--fluid margin-vert--lg ${data.wrapperClassName ?? 'mdx-page-wrapper'}`}
    >
      {/* On a Docusaurus site, Infima's row, its column centred and eight wide unless the TOC is hidden. */}
      <div className={DOCUSAURUS_SITE ? 'row mdx-page-row' : 'doc-container'}>
        <article className={`doc-article col${DOCUSAURUS_SITE && !data.hideToc ? ' col--8' : ''}`}>
          {/* The classic theme's Markdown page has no `.markdown` box: Infima's type of a doc is not its. */}
          {DOCUSAURUS_SITE ? children : <div className="markdown">{children}</div>}
        </article>
        {toc && (
          <aside className="doc-toc col col--2" aria-label={THEME_LABELS.tableOfContents}>
            <TableOfContents items={data.toc} />
          </aside>
        )}
      </div>
    </main>
  );
}

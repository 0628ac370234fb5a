import { useState } from 'react';
import type { TocItem } from '../common/data.js';
import { TableOfContents } from './TableOfContents.js';

/**
 * A Docusaurus site's folded table of contents on narrow screens, in the classic theme's markup:
 * a button (which a site's reset styles as it styles buttons) over the headings, listed once it
 * is opened. Following a heading's link folds it again.
 */
export function ClassicFoldedToc({ items }: { items: TocItem[] }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="toc-mobile theme-doc-toc-mobile">
      <button type="button" className="clean-btn" aria-expanded={open} onClick={() => setOpen(!open)}>
        {THEME_LABELS.onThisPage}
      </button>
      {open && (
        <div
          onClick={(event) => {
            if ((event.target as Element).closest('a')) setOpen(false);
          }}
        >
          <TableOfContents items={items} folded />
        </div>
      )}
    </div>
  );
}

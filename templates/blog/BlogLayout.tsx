import type { ReactNode } from 'react';
import { useLocation } from '../context.js';
import { ErrorBoundary } from '../ErrorBoundary.js';
import { Chrome } from '../chrome.js';
import type { TocItem } from '../../common/data.js';
import { TableOfContents } from '../TableOfContents.js';
import { PostLinks } from './PostLinks.js';
import type { BlogSidebarData } from '../../common/blog/data.js';
// The blog's own rules: in the stylesheet of the pages that import them, the blog's alone.
import './blog.css';

/** The recent posts, the one shown marked. */
function BlogSidebar({ sidebar, pathname }: { sidebar: BlogSidebarData; pathname: string }) {
  return (
    <aside className="blog-sidebar" aria-label={sidebar.title}>
      <nav className="blog-sidebar-nav">
        <div className="blog-sidebar-title">{sidebar.title}</div>
        <PostLinks items={sidebar.items} pathname={pathname} active="active" />
      </nav>
    </aside>
  );
}

/**
 * A page of the blog in the site's chrome: the recent posts on the left, the page in the middle
 * and, on a post, its table of contents on the right, as the docs lay out a page.
 */
export function BlogLayout({
  sidebar,
  toc,
  children,
}: {
  sidebar?: BlogSidebarData;
  toc?: TocItem[];
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  return (
    <Chrome>
      <div className="blog-layout">
        {sidebar && <BlogSidebar sidebar={sidebar} pathname={pathname} />}
        <main id="main" tabIndex={-1} className="blog-main">
          <ErrorBoundary>{children}</ErrorBoundary>
        </main>
        {toc && toc.length > 0 && (
          <aside className="blog-toc" aria-label={THEME_LABELS.tableOfContents}>
            <TableOfContents items={toc} />
          </aside>
        )}
      </div>
    </Chrome>
  );
}

/** A page listing the blog's posts or tags: the blog's layout, headed by the list's title and what `intro` adds. */
export function BlogListLayout({
  sidebar,
  title,
  intro,
  children,
}: {
  sidebar?: BlogSidebarData;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <BlogLayout sidebar={sidebar}>
      <header className="blog-list-header">
        <h1>{title}</h1>
        {intro}
      </header>
      {children}
    </BlogLayout>
  );
}

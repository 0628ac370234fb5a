import { PageMetadata } from '../theme-common.js';
import type { BlogAuthorItem, BlogSidebar } from './blog-props.js';
import { BlogAuthorCard, BlogLayout } from './parts.js';

/** `@theme/Blog/Pages/BlogAuthorsListPage`: the blog's authors, each with how many posts they wrote. */
export default function BlogAuthorsListPage({
  authors,
  sidebar,
}: {
  authors: BlogAuthorItem[];
  sidebar?: BlogSidebar;
}) {
  return (
    <BlogLayout page="blog-authors-list-page" sidebar={sidebar}>
      <PageMetadata title={THEME_LABELS.blogAuthors} />
      <h1>{THEME_LABELS.blogAuthors}</h1>
      <section className="margin-vert--lg">
        <ul className="blog-authors-list">
          {authors.map((author) => (
            <li key={author.key}>
              <BlogAuthorCard as="h2" author={author} count={author.count} />
            </li>
          ))}
        </ul>
      </section>
    </BlogLayout>
  );
}

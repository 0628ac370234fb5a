import { BlogListLayout } from './BlogLayout.js';
import type { BlogAuthorsData } from '../../common/blog/data.js';
import { Author } from './PostHeader.js';

/** The blog's authors, as the authors file lists them, each with how many posts they wrote. */
export default function BlogAuthorsPage({ authorsPage }: { authorsPage: BlogAuthorsData }) {
  return (
    <BlogListLayout sidebar={authorsPage.sidebar} title={THEME_LABELS.blogAuthors}>
      <ul className="blog-authors-list">
        {authorsPage.authors.map(({ count, ...author }) => (
          <li key={author.key}>
            <Author author={author} count={count} />
          </li>
        ))}
      </ul>
    </BlogListLayout>
  );
}

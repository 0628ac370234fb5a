import { BlogListLayout } from './BlogLayout.js';
import type { BlogArchiveData } from '../../common/blog/data.js';

/** Every post, by year: its date and title. */
export default function BlogArchivePage({ archive }: { archive: BlogArchiveData }) {
  return (
    <BlogListLayout sidebar={archive.sidebar} title={archive.title}>
      {archive.years.map(({ year, posts }) => (
        <section key={year} className="blog-archive-year">
          <h2 id={`year-${year}`}>{year}</h2>
          <ul>
            {posts.map((post) => (
              <li key={post.permalink}>
                <time dateTime={post.date}>{post.formattedDate}</time>
                <a href={post.permalink}>{post.title}</a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </BlogListLayout>
  );
}

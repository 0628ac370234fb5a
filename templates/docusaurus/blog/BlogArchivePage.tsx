import { ErrorBoundary } from '../../ErrorBoundary.js';
import { Chrome } from '../../chrome.js';
import Heading from '../../theme/Heading.js';
import { PageMetadata } from '../theme-common.js';
import type { BlogPostMetadata } from './blog-props.js';

// A post's day in the archive, in the locale built: "May 1" (before Docusaurus 3.5, the plugin's
// date with its year).
const archiveDate = new Intl.DateTimeFormat(SITE_LOCALE.name, {
  calendar: SITE_LOCALE.calendar,
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

type ArchivedPost = { metadata: Pick<BlogPostMetadata, 'permalink' | 'title' | 'date' | 'formattedDate'> };

/** `@theme/BlogArchivePage`: every listed post by year, newest first, under the classic theme's banner. */
export default function BlogArchivePage({ archive }: { archive: { blogPosts: ArchivedPost[] } }) {
  const years = new Map<string, ArchivedPost[]>();
  for (const post of archive.blogPosts) {
    const year = post.metadata.date.split('-')[0]!;
    const list = years.get(year);
    if (list) list.push(post);
    else years.set(year, [post]);
  }
  return (
    <Chrome>
      <PageMetadata title={THEME_LABELS.blogArchiveTitle} description={THEME_LABELS.blogArchiveDescription} />
      <div className="blog-wrapper blog-archive-page">
        <header className="hero hero--primary">
          <div className="container">
            <h1 className="hero__title">{THEME_LABELS.blogArchiveTitle}</h1>
            <p className="hero__subtitle">{THEME_LABELS.blogArchiveDescription}</p>
          </div>
        </header>
        <main id="main" tabIndex={-1}>
          <ErrorBoundary>
            <section className="margin-vert--lg">
              <div className="container">
                <div className="row">
                  {[...years].map(([year, posts]) => (
                    <div key={year} className="col col--4 margin-vert--lg">
                      <Heading as="h3" id={year}>
                        {year}
                      </Heading>
                      <ul>
                        {posts.map(({ metadata }) => (
                          <li key={metadata.permalink}>
                            <a href={metadata.permalink}>
                              {metadata.formattedDate ?? archiveDate.format(new Date(metadata.date))} - {metadata.title}
                            </a>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))}
                </div>
              </div>
            </section>
          </ErrorBoundary>
        </main>
      </div>
    </Chrome>
  );
}

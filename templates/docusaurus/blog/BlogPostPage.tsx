import TOC from '../theme/TOC.js';
import { UnlistedPage } from './parts.js';
import { BlogPostHead } from './blog-head.js';
import type { BlogPostContent, BlogSidebar } from './blog-props.js';
import { BlogLayout, BlogPaginator, BlogPostItem } from './parts.js';

/** `@theme/BlogPostPage`: a post whole, its table of contents, and the newer and older posts. */
export default function BlogPostPage({ content, sidebar }: { content: BlogPostContent; sidebar?: BlogSidebar }) {
  const { metadata, frontMatter, toc } = content;
  const { prevItem: newer, nextItem: older } = metadata;
  const showToc = !frontMatter.hide_table_of_contents && toc.length > 0;
  return (
    <BlogLayout
      page="blog-post-page"
      sidebar={sidebar}
      toc={
        showToc && (
          <div className="blog-toc thin-scrollbar">
            <TOC
              toc={toc}
              minHeadingLevel={frontMatter.toc_min_heading_level as number | undefined}
              maxHeadingLevel={frontMatter.toc_max_heading_level as number | undefined}
            />
          </div>
        )
      }
    >
      <BlogPostHead content={content} />
      {metadata.unlisted && <UnlistedPage />}
      <BlogPostItem content={content} whole />
      <BlogPaginator
        label={THEME_LABELS.blogPostPages}
        newer={newer && { href: newer.permalink, label: newer.title, sub: THEME_LABELS.newerPost }}
        older={older && { href: older.permalink, label: older.title, sub: THEME_LABELS.olderPost }}
        spaced
      />
    </BlogLayout>
  );
}

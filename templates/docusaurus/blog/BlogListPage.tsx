import { BlogListHead } from './blog-head.js';
import type { BlogItems, BlogListMetadata, BlogSidebar } from './blog-props.js';
import { BlogLayout, BlogListPaginator, BlogPostItems } from './parts.js';

/** `@theme/BlogListPage`: a page of the blog's posts, each cut at its truncate marker. */
export default function BlogListPage({
  metadata,
  items,
  sidebar,
}: {
  metadata: BlogListMetadata;
  items: BlogItems;
  sidebar?: BlogSidebar;
}) {
  return (
    <BlogLayout page="blog-list-page" sidebar={sidebar}>
      <BlogListHead metadata={metadata} items={items} />
      <BlogPostItems items={items} />
      <BlogListPaginator metadata={metadata} />
    </BlogLayout>
  );
}

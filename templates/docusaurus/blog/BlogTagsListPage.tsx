import { TagsList } from '../../TagsPage.js';
import { PageMetadata } from '../theme-common.js';
import type { BlogSidebar, BlogTag } from './blog-props.js';
import { BlogLayout } from './parts.js';

/** `@theme/BlogTagsListPage`: the blog's tags by letter, each with its number of posts. */
export default function BlogTagsListPage({
  tags,
  sidebar,
}: {
  tags: (BlogTag & { count: number })[];
  sidebar?: BlogSidebar;
}) {
  return (
    <BlogLayout page="blog-tags-list-page" sidebar={sidebar}>
      <PageMetadata title={THEME_LABELS.tags} />
      <TagsList tags={tags} />
    </BlogLayout>
  );
}

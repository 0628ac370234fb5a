import { fillText } from '../../../common/fill-text.js';
import { pluralForm } from '../../plural-form.js';
import { PageMetadata } from '../theme-common.js';
import type { BlogItems, BlogListMetadata, BlogSidebar, BlogTag } from './blog-props.js';
import { BlogLayout, BlogListPaginator, BlogPostItems, UnlistedPage } from './parts.js';

/** "3 posts", "One post": the classic theme's count of a list's posts. */
export const postsCount = (count: number) =>
  fillText(pluralForm(THEME_LABELS.blogPostsCount, count), { count: String(count) });

/** `@theme/BlogTagsPostsPage`: a page of a tag's posts, under how many there are. */
export default function BlogTagsPostsPage({
  tag,
  items,
  listMetadata,
  sidebar,
}: {
  tag: BlogTag & { count: number; allTagsPath: string; unlisted?: boolean };
  items: BlogItems;
  listMetadata: BlogListMetadata;
  sidebar?: BlogSidebar;
}) {
  const title = fillText(THEME_LABELS.blogTagTitle, { nPosts: postsCount(tag.count), tagName: tag.label });
  return (
    <BlogLayout page="blog-tags-post-list-page" sidebar={sidebar}>
      <PageMetadata title={title} description={tag.description} />
      {tag.unlisted && <UnlistedPage />}
      <header className="margin-bottom--xl">
        <h1>{title}</h1>
        {tag.description && <p>{tag.description}</p>}
        <a href={tag.allTagsPath}>{THEME_LABELS.allTagsClassic}</a>
      </header>
      <BlogPostItems items={items} />
      <BlogListPaginator metadata={listMetadata} />
    </BlogLayout>
  );
}

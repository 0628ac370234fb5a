import { fillText } from '../../../common/fill-text.js';
import { PageMetadata } from '../theme-common.js';
import useRouteContext from '../useRouteContext.js';
import type { BlogAuthorItem, BlogItems, BlogListMetadata, BlogSidebar } from './blog-props.js';
import { postsCount } from './BlogTagsPostsPage.js';
import { BlogAuthorCard, BlogLayout, BlogListPaginator, BlogPostItems } from './parts.js';

/** `@theme/Blog/Pages/BlogAuthorsPostsPage`: an author, then a page of their posts. */
export default function BlogAuthorsPostsPage({
  author,
  items,
  listMetadata,
  sidebar,
}: {
  author: BlogAuthorItem;
  items: BlogItems;
  listMetadata: BlogListMetadata;
  sidebar?: BlogSidebar;
}) {
  const blog = useRouteContext().data?.blogMetadata as { authorsListPath?: string } | undefined;
  const title = fillText(THEME_LABELS.blogAuthorTitle, {
    authorName: author.name ?? '',
    nPosts: postsCount(author.count),
  });
  return (
    <BlogLayout page="blog-authors-posts-page" sidebar={sidebar}>
      <PageMetadata title={title} />
      <header className="margin-bottom--xl">
        <BlogAuthorCard as="h1" author={author} />
        {author.description && <p>{author.description}</p>}
        {blog?.authorsListPath && <a href={blog.authorsListPath}>{THEME_LABELS.blogAuthorsViewAll}</a>}
      </header>
      {items.length === 0 ? (
        <p>{THEME_LABELS.blogAuthorNoPosts}</p>
      ) : (
        <>
          <hr />
          <BlogPostItems items={items} />
          <BlogListPaginator metadata={listMetadata} />
        </>
      )}
    </BlogLayout>
  );
}

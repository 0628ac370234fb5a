import type { MdxContent } from '../../common/mdx-content.js';
import { mdxComponents } from '../theme/mdx-components.js';
import { BlogListLayout } from './BlogLayout.js';
import type { BlogListData } from '../../common/blog/data.js';
import { fillText } from '../../common/fill-text.js';
import { Paginator } from './Paginator.js';
import { Author, BlogTags, PostHeader } from './PostHeader.js';

/**
 * A page of a list of posts (the blog's, a tag's or an author's): each post's header and excerpt
 * (the post whole when it has no truncate marker), a "Read more" link where it was cut, and the
 * list's other pages. An author's list is headed by their name and profile.
 */
export default function BlogListPage({ excerpts, list }: { excerpts: MdxContent[]; list: BlogListData }) {
  const { author } = list;
  return (
    <BlogListLayout
      sidebar={list.sidebar}
      title={author ? (author.profile.name ?? list.title) : list.title}
      intro={
        <>
          {author && <Author author={author.profile} named={false} />}
          {list.description && <p className="blog-list-description">{list.description}</p>}
          {list.tag && <a href={list.tag.allTagsHref}>{THEME_LABELS.allTags}</a>}
          {author && <a href={author.allAuthorsHref}>{THEME_LABELS.blogAuthorsViewAll}</a>}
          {author && !list.posts.length && <p>{THEME_LABELS.blogAuthorNoPosts}</p>}
        </>
      }
    >
      {list.posts.map((post, i) => {
        const Excerpt = excerpts[i]!;
        return (
          <article key={post.permalink} className="blog-post-summary">
            <PostHeader post={post} inList />
            <div className="markdown">
              <Excerpt components={mdxComponents} />
            </div>
            <footer className="blog-post-footer">
              <BlogTags tags={post.tags} label={THEME_LABELS.tags} />
              {post.truncated && (
                <a
                  className="blog-read-more"
                  href={post.permalink}
                  aria-label={fillText(THEME_LABELS.readMoreAbout, { title: post.title })}
                >
                  {THEME_LABELS.readMore}
                </a>
              )}
            </footer>
          </article>
        );
      })}
      <Paginator
        label={THEME_LABELS.blogListPages}
        newer={
          list.newer && { href: list.newer.href, label: THEME_LABELS.newerEntries, sub: `Page ${list.newer.page}` }
        }
        older={
          list.older && { href: list.older.href, label: THEME_LABELS.olderEntries, sub: `Page ${list.older.page}` }
        }
      />
    </BlogListLayout>
  );
}

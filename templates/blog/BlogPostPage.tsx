import { useMemo, type ComponentType } from 'react';
import type { TocItem } from '../data.js';
import { UnlistedBanner } from '../UnlistedBanner.js';
import { BlogLayout } from './BlogLayout.js';
import type { BlogPostData } from './data.js';
import { Paginator } from './Paginator.js';
import { BlogTags, PostHeader } from './PostHeader.js';
import { POST_CONTENT_CLASS } from './post-content.js';

/** A post's compiled module, as its page is handed it: the content, its headings beside. */
type PostContent = ComponentType & { toc?: { value: string; id: string; level: number }[] };

/** A post's page: its header, its content whole, its tags, the newer and older posts, its table of contents. */
export default function BlogPostPage({ content: Content, postPage }: { content: PostContent; postPage: BlogPostData }) {
  const { post, tocLevels } = postPage;
  const toc = useMemo<TocItem[]>(
    () =>
      (Content.toc ?? [])
        .filter((item) => item.level >= tocLevels[0] && item.level <= tocLevels[1])
        .map((item) => ({ id: item.id, text: item.value, depth: item.level })),
    [Content, tocLevels],
  );
  return (
    <BlogLayout sidebar={postPage.sidebar} toc={postPage.hideToc ? undefined : toc}>
      {postPage.unlisted && <UnlistedBanner />}
      <article className="blog-post">
        <PostHeader post={post} />
        <div className={POST_CONTENT_CLASS}>
          <Content />
        </div>
        <footer className="blog-post-footer">
          <BlogTags tags={post.tags} label="Tags" />
        </footer>
      </article>
      <Paginator
        label="Blog post page navigation"
        newer={postPage.newer && { ...postPage.newer, sub: 'Newer post' }}
        older={postPage.older && { ...postPage.older, sub: 'Older post' }}
      />
    </BlogLayout>
  );
}

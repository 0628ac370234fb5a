import type { MdxContent } from '../../common/mdx-content.js';
import { mdxComponents } from '../theme/mdx-components.js';
import { UnlistedBanner } from '../UnlistedBanner.js';
import { BlogLayout } from './BlogLayout.js';
import type { BlogPostData } from '../../common/blog/data.js';
import { Paginator } from './Paginator.js';
import { BlogTags, PostHeader } from './PostHeader.js';
import { POST_CONTENT_CLASS } from '../../common/blog/post-content.js';

/** A post's page: its header, its content whole, its tags, the newer and older posts, its table of contents. */
export default function BlogPostPage({ content: Content, postPage }: { content: MdxContent; postPage: BlogPostData }) {
  const { post } = postPage;
  return (
    <BlogLayout sidebar={postPage.sidebar} toc={postPage.hideToc ? undefined : postPage.toc}>
      {postPage.unlisted && <UnlistedBanner />}
      <article className="blog-post">
        <PostHeader post={post} />
        <div className={POST_CONTENT_CLASS}>
          <Content components={mdxComponents} />
        </div>
        <footer className="blog-post-footer">
          <BlogTags tags={post.tags} label={THEME_LABELS.tags} />
        </footer>
      </article>
      <Paginator
        label={THEME_LABELS.blogPostPages}
        newer={postPage.newer && { ...postPage.newer, sub: THEME_LABELS.newerPost }}
        older={postPage.older && { ...postPage.older, sub: THEME_LABELS.olderPost }}
      />
    </BlogLayout>
  );
}

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteConfig } from '../config/schema.js';
import { readTagsFile } from '../content/doc-tags.js';
import { unknownKeyWarnings } from '../content/front-matter.js';
import { UserError } from '../util/errors.js';
import { matchingFiles } from '../util/glob.js';
import type { Reporter } from '../util/reporter.js';
import { readAuthorsFile } from './authors.js';
import { tellNotices } from './notices.js';
import { blogPages } from './pages.js';
import { blogPath } from './paths.js';
import { readPost, type BlogFiles } from './read-post.js';
import type { BlogContent, BlogPost } from './types.js';

/**
 * Stage 2's blog: reads the posts of the blog folder (read-post.ts), drafts left out unless
 * `showDrafts` (serve), tells the writer what the blog's options ask of them, and makes the
 * blog's pages. Undefined for a site without a blog.
 */
export async function scanBlog(
  config: SiteConfig,
  siteDir: string,
  reporter: Reporter,
  showDrafts = false,
): Promise<BlogContent | undefined> {
  const blog = config.blog;
  if (!blog) return undefined;
  const blogDir = join(siteDir, blog.path);
  if (typeof blog.tags === 'string' && !existsSync(join(blogDir, blog.tags)))
    throw new UserError(`The tags file ${blog.tags}, which blog.tags names, is not in the blog folder ${blogDir}`, {
      problems: ['Create it, fix its path (from the blog folder), or set blog.tags to false.'],
    });
  const files: BlogFiles = {
    config,
    blog,
    siteDir,
    blogDir,
    localizedDir: blog.localizedPath === undefined ? undefined : join(siteDir, blog.localizedPath),
    authorsFile: readAuthorsFile(blogDir, blog.authorsMapPath, {
      baseUrl: config.baseUrl,
      pagePath: (slug) => blogPath(config, blog, `${blog.authorsBasePath}/${slug.replace(/^\/+|\/+$/g, '')}`),
    }),
    tagsFile: readTagsFile(blogDir, { file: blog.tags, basePath: blog.tagsBasePath, onInlineTags: blog.onInlineTags }),
    showDrafts,
  };
  const read = [];
  for (const relPath of await matchingFiles(blogDir, blog.include, blog.exclude)) {
    const post = await readPost(relPath, files);
    if (post) read.push(post);
  }
  const posts = read.map(({ post }) => post);
  assertUniquePermalinks(posts);
  const order = blog.sortPosts === 'descending' ? 1 : -1;
  const time = (post: BlogPost) => Date.parse(post.summary.date);
  // Posts of one day in the order of their URLs, so that every build lists them alike.
  posts.sort((a, b) => order * (time(b) - time(a)) || (a.summary.permalink < b.summary.permalink ? -1 : 1));
  for (const warning of unknownKeyWarnings(read.flatMap((post) => post.unknownKeys))) reporter.warn(warning);
  tellNotices(
    read.flatMap((post) => post.notices.inlineTags),
    blog.onInlineTags,
    reporter,
  );
  tellNotices(
    read.flatMap((post) => post.notices.inlineAuthors),
    blog.onInlineAuthors,
    reporter,
  );
  tellNotices(
    read.flatMap((post) => post.notices.untruncated),
    blog.onUntruncatedBlogPosts,
    reporter,
  );
  const path = blogPath(config, blog);
  return { options: blog, path, posts, pages: blogPages(config, blog, path, posts, files.authorsFile) };
}

/** Two posts at one URL: the second would hide the first. */
function assertUniquePermalinks(posts: BlogPost[]): void {
  const seen = new Map<string, string>();
  for (const { doc } of posts) {
    const other = seen.get(doc.permalink);
    if (other)
      throw new UserError(`Two blog posts have the URL ${doc.permalink}`, {
        file: doc.file,
        problems: [`Also the URL of ${other}. Give one of them another \`slug\` in its front matter, or rename it.`],
      });
    seen.set(doc.permalink, doc.file);
  }
}

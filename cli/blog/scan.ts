import { execFile } from 'node:child_process';
import { statSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import type { SiteConfig } from '../config/schema.js';
import { docTags, readTagsFile } from '../content/doc-tags.js';
import { frontMatterLine, splitFrontMatter, unknownKeyWarnings } from '../content/front-matter.js';
import { readSource } from '../content/read-source.js';
import {
  cutAtMarker,
  PLUGIN_MARKDOWN_VERSION,
  TRUNCATED,
  withoutContentTitle,
  type MarkdownPage,
} from '../pages/plugin-markdown.js';
import { UserError } from '../util/errors.js';
import { matchingFiles } from '../util/glob.js';
import type { Reporter } from '../util/reporter.js';
import { postAuthors, readAuthorsFile } from './authors.js';
import { postFrontMatter, unknownPostKeys } from './front-matter.js';
import { tellNotices, type PostNotice } from './notices.js';
import { blogPages } from './pages.js';
import { blogPath } from './paths.js';
import { frontMatterDate, postPath, postSlug } from './post-path.js';
import { readingMinutes } from './reading-time.js';
import type { BlogContent, BlogPost } from './types.js';

// Made once: a formatter per call is slow, and server and browser must print the same day.
const DAY = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** The date of a post that names none: the commit that added its file, else the file's last change. */
async function fileDate(file: string): Promise<Date> {
  const added = await promisify(execFile)('git', ['log', '--diff-filter=A', '--format=%at', '--', basename(file)], {
    cwd: dirname(file),
  }).catch(() => ({ stdout: '' }));
  const first = added.stdout.trim().split('\n').pop();
  return first ? new Date(Number(first) * 1000) : statSync(file).mtime;
}

/**
 * Stage 2's blog: reads the posts of the blog folder (front matter, dates, slugs, authors, tags,
 * excerpts), drafts left out unless `showDrafts` (serve), and makes its pages. Undefined for a
 * site without a blog.
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
  const relPaths = await matchingFiles(blogDir, blog.include, blog.exclude);
  const authorsFile = readAuthorsFile(blogDir, blog.authorsMapPath);
  const tagsFile = readTagsFile(blogDir, {
    file: blog.tags,
    basePath: blog.tagsBasePath,
    onInlineTags: blog.onInlineTags,
  });
  const tagsPath = blogPath(config, blog, blog.tagsBasePath);
  const style = { baseUrl: config.baseUrl, trailingSlash: config.trailingSlash };
  const notices = { tags: [] as PostNotice[], authors: [] as PostNotice[], untruncated: [] as PostNotice[] };
  const unknownKeys = [];
  const posts: BlogPost[] = [];
  for (const relPath of relPaths) {
    const file = join(blogDir, relPath);
    const source = readSource(file);
    const split = splitFrontMatter(source, file);
    const fm = postFrontMatter(split.frontMatter, source, file);
    if (fm.draft && !showDrafts) continue;
    unknownKeys.push(...unknownPostKeys(split.unknownKeys));
    const named = postPath(relPath, file);
    const date =
      fm.date !== undefined ? frontMatterDate(fm.date, source, file) : (named.date ?? (await fileDate(file)));
    const permalink = blogPath(config, blog, postSlug(relPath, fm.slug, named.slug));
    const { body, title: contentTitle } = withoutContentTitle(split.body, { removeContentTitle: true });
    const { authors, inline } = postAuthors(
      fm.authors,
      authorsFile,
      {
        baseUrl: config.baseUrl,
        authorsPath: blog.authorsMapPath,
      },
      { file, source },
    );
    notices.authors.push(...inline);
    const tags = docTags(fm.tags, tagsFile, tagsPath, style);
    if (tagsFile && tags.inline.length)
      notices.tags.push({
        file,
        line: frontMatterLine(source, ['tags']),
        message: `Tags ${tags.inline.map((label) => `"${label}"`).join(', ')} are not defined in ${blog.tags || 'tags.yml'}`,
        fix: `Define them in the blog folder's tags file, use tags defined there, or set blog.onInlineTags to 'ignore'.`,
      });
    const marker: [string, string] = [blog.truncateMarker.source, blog.truncateMarker.flags];
    const cut = cutAtMarker(split.body, marker);
    if (cut === split.body)
      notices.untruncated.push({
        file,
        message: 'The post has no truncate marker, so the lists show it whole',
        fix: "Put `<!-- truncate -->` (or `{/* truncate */}` in MDX) where its excerpt ends, or set blog.onUntruncatedBlogPosts to 'ignore'.",
      });
    const docPath = relative(siteDir, file).split(sep).join('/');
    const page = (text: string, truncated: boolean): MarkdownPage => ({
      version: PLUGIN_MARKDOWN_VERSION,
      id: `${docPath.replace(/\.mdx?$/, '')}${truncated ? TRUNCATED : ''}`,
      file,
      relPath: docPath,
      permalink,
      frontMatter: fm,
      body: withoutContentTitle(text, { removeContentTitle: true }).body,
      tags: tags.tags,
      specifier: `${file}${truncated ? TRUNCATED : ''}`,
      contentTitle,
    });
    posts.push({
      doc: page(split.body, false),
      excerpt: cut === split.body ? undefined : page(cut, true),
      frontMatter: fm,
      unlisted: fm.unlisted,
      summary: {
        title: fm.title ?? contentTitle ?? basename(named.slug),
        permalink,
        date: date.toISOString(),
        formattedDate: DAY.format(date),
        readingTime: blog.showReadingTime ? readingMinutes(body) : undefined,
        authors,
        tags: tags.tags,
        truncated: cut !== split.body,
      },
    });
  }
  assertUniquePermalinks(posts);
  const order = blog.sortPosts === 'descending' ? 1 : -1;
  const time = (post: BlogPost) => Date.parse(post.summary.date);
  // Posts of one day in the order of their URLs, so that every build lists them alike.
  posts.sort((a, b) => order * (time(b) - time(a)) || (a.summary.permalink < b.summary.permalink ? -1 : 1));
  for (const warning of unknownKeyWarnings(unknownKeys)) reporter.warn(warning);
  tellNotices(notices.tags, blog.onInlineTags, reporter);
  tellNotices(notices.authors, blog.onInlineAuthors, reporter);
  tellNotices(notices.untruncated, blog.onUntruncatedBlogPosts, reporter);
  const path = blogPath(config, blog);
  return { options: blog, path, posts, pages: blogPages(config, blog, path, posts) };
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

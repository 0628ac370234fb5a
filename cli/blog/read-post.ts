import { execFile } from 'node:child_process';
import { statSync } from 'node:fs';
import { basename, dirname, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import type { SiteConfig } from '../config/schema.js';
import type { BlogConfig } from '../config/schemas/blog.js';
import { docTags, type TagsFile } from '../content/doc-tags.js';
import { frontMatterLine, splitFrontMatter, type UnknownKey } from '../content/front-matter.js';
import { localizedFile } from '../content/localized.js';
import { readSource } from '../content/read-source.js';
import {
  cutAtMarker,
  PLUGIN_MARKDOWN_VERSION,
  TRUNCATED,
  withoutContentTitle,
  type MarkdownPage,
} from '../pages/plugin-markdown.js';
import { postAuthors, type AuthorsFile } from './authors.js';
import { postFrontMatter, unknownPostKeys } from './front-matter.js';
import type { PostNotice } from './notices.js';
import { blogPath } from './paths.js';
import { frontMatterDate, postPath, postSlug } from './post-path.js';
import { readingMinutes } from './reading-time.js';
import { bundleLocale } from '../stages/bundle-locale.js';
import type { BlogPost } from './types.js';
import { parseFrontMatterFirst } from '../content/markdown-hooks.js';

// Made once per locale: a formatter per call is slow, and server and browser must print the same day.
const days = new Map<string, Intl.DateTimeFormat>();

/** A post's day as the blog shows it: in the locale built and its calendar, as Docusaurus's blog writes it. */
function formatDay(date: Date, config: SiteConfig): string {
  const { name, calendar } = bundleLocale({ config });
  let day = days.get(`${name} ${calendar}`);
  if (!day) {
    day = new Intl.DateTimeFormat(name, { calendar, year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    days.set(`${name} ${calendar}`, day);
  }
  return day.format(date);
}

/** What every post of a blog is read against: the site, the blog, its folder and files. */
export interface BlogFiles {
  config: SiteConfig;
  blog: BlogConfig;
  siteDir: string;
  blogDir: string;
  /** The locale's translations of the posts, when it has a folder of them. */
  localizedDir?: string;
  authorsFile: AuthorsFile | null;
  tagsFile: TagsFile | null;
  showDrafts: boolean;
}

/** A post read, and what the build tells of it (by the blog's option that says how). */
export interface ReadPost {
  post: BlogPost;
  notices: { inlineTags: PostNotice[]; inlineAuthors: PostNotice[]; untruncated: PostNotice[] };
  unknownKeys: UnknownKey[];
}

/** The date of a post that names none: the commit that added its file, else the file's last change. */
async function fileDate(file: string): Promise<Date> {
  const added = await promisify(execFile)('git', ['log', '--diff-filter=A', '--format=%at', '--', basename(file)], {
    cwd: dirname(file),
  }).catch(() => ({ stdout: '' }));
  const first = added.stdout.trim().split('\n').pop();
  return first ? new Date(Number(first) * 1000) : statSync(file).mtime;
}

/**
 * The post at `relPath` of the blog folder: its front matter, date, URL, authors, tags, reading
 * time, and its Markdown whole and cut at its marker. Undefined for a draft the build leaves out.
 */
export async function readPost(relPath: string, files: BlogFiles): Promise<ReadPost | undefined> {
  const { config, blog } = files;
  const file = localizedFile(files.blogDir, files.localizedDir, relPath);
  await parseFrontMatterFirst([file]);
  const source = readSource(file);
  const split = splitFrontMatter(source, file);
  const fm = postFrontMatter(split.frontMatter, source, file);
  if (fm.draft && !files.showDrafts) return undefined;
  const named = postPath(relPath, file);
  const date = fm.date !== undefined ? frontMatterDate(fm.date, source, file) : (named.date ?? (await fileDate(file)));
  const permalink = blogPath(config, blog, postSlug(relPath, fm.slug, named.slug));
  const { body, title: contentTitle } = withoutContentTitle(split.body, { removeContentTitle: true });
  const authors = postAuthors(
    fm.authors,
    files.authorsFile,
    { baseUrl: config.baseUrl, authorsPath: blog.authorsMapPath },
    { file, source },
  );
  const style = { baseUrl: config.baseUrl, trailingSlash: config.trailingSlash };
  const tags = docTags(fm.tags, files.tagsFile, blogPath(config, blog, blog.tagsBasePath), style);
  const cut = cutAtMarker(split.body, [blog.truncateMarker.source, blog.truncateMarker.flags]);
  const docPath = relative(files.siteDir, file).split(sep).join('/');
  // As the MDX stage compiles it: the title heading out, whole (the post's page) or cut (the lists').
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
  const count = tags.inline.length;
  return {
    post: {
      doc: page(split.body, false),
      excerpt: cut === split.body ? undefined : page(cut, true),
      frontMatter: fm,
      unlisted: fm.unlisted,
      summary: {
        title: fm.title ?? contentTitle ?? basename(named.slug),
        permalink,
        date: date.toISOString(),
        formattedDate: formatDay(date, config),
        readingTime: blog.showReadingTime ? readingMinutes(body) : undefined,
        authors: authors.authors,
        tags: tags.tags,
        truncated: cut !== split.body,
      },
    },
    notices: {
      inlineTags:
        files.tagsFile && count
          ? [
              {
                file,
                line: frontMatterLine(source, ['tags']),
                message: `${count === 1 ? 'The tag' : 'Tags'} ${tags.inline.map((label) => `"${label}"`).join(', ')} ${count === 1 ? 'is' : 'are'} not in the blog's tags file`,
                fix: "Define it there, use a tag defined there, or set blog.onInlineTags to 'ignore'.",
              },
            ]
          : [],
      inlineAuthors: authors.inline,
      untruncated:
        cut === split.body
          ? [
              {
                file,
                message: 'The post has no truncate marker, so the lists show it whole',
                fix: "Put `<!-- truncate -->` (or `{/* truncate */}` in MDX) where its excerpt ends, or set blog.onUntruncatedBlogPosts to 'ignore'.",
              },
            ]
          : [],
    },
    unknownKeys: unknownPostKeys(split.unknownKeys),
  };
}

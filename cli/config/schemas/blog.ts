import * as z from 'zod';
import { excludeSchema } from './content-globs.js';
import { orFalse } from './or-false.js';

/** The feed formats a blog can publish. */
const feedFormatSchema = z.enum(['rss', 'atom', 'json']);

/** What the build says of something the blog's files leave to chance: nothing, a note, a warning, or an error. */
const notice = z.enum(['ignore', 'log', 'warn', 'throw']);

/** The blog's feeds: RSS 2.0, Atom 1.0 and JSON Feed 1.1, beside the list at `rss.xml`, `atom.xml`, `feed.json`. */
const feedOptionsSchema = z
  .strictObject({
    /** Formats written: one, a list, `'all'`, or null for no feed. */
    type: z.union([feedFormatSchema, z.array(feedFormatSchema), z.literal('all'), z.null()]).default(['rss', 'atom']),
    /** The feeds' title; the site's title when omitted. */
    title: z.string().optional(),
    /** The feeds' description; `<title> Blog` when omitted. */
    description: z.string().optional(),
    /** Copyright line of the feeds. */
    copyright: z.string().optional(),
    /** Language of the posts, as a tag (`en`, `fr-CA`). */
    language: z.string().optional(),
    /** How many of the newest posts each feed carries; false: all of them. */
    limit: z.union([z.number().int().positive(), z.literal(false)]).default(20),
  })
  .prefault({});

/**
 * A blog beside the docs, as Docusaurus's blog plugin makes one and with its option names:
 * dated posts in a folder, lists of them page by page, a page per tag, an archive and feeds.
 * `false` (the default): no blog.
 */
export const blogSchema = orFalse(
  z.strictObject({
    /** The posts' folder, relative to the site folder. */
    path: z.string().default('blog'),
    /** The locale's translations of the posts, relative to the site folder: a post found there is read from it. */
    localizedPath: z.string().optional(),
    /** URL path of the blog, from the base URL (`/` for a site that is only a blog). */
    routeBasePath: z.string().default('blog'),
    /** Title of the list pages, and of the blog in the navbar's and feeds' words. */
    blogTitle: z.string().default('Blog'),
    /** Description of the list pages (their meta description). */
    blogDescription: z.string().default('Blog'),
    /** Posts on each list page; `'ALL'`: one page of every post. */
    postsPerPage: z.union([z.number().int().positive(), z.literal('ALL')]).default(10),
    /** Posts the sidebar of recent posts shows; `'ALL'` every one, 0 no sidebar. */
    blogSidebarCount: z.union([z.number().int().min(0), z.literal('ALL')]).default(5),
    /** Heading of that sidebar. */
    blogSidebarTitle: z.string().default('Recent posts'),
    /** Where list pages after the first go, under the blog's path: `/blog/page/2`. */
    pageBasePath: z.string().default('page'),
    /** Where the tags list and each tag's pages go, under the blog's path: `/blog/tags/<tag>`. */
    tagsBasePath: z.string().default('tags'),
    /** Where the authors list and the pages of authors who have one go, under the blog's path: `/blog/authors/<author>`. */
    authorsBasePath: z.string().default('authors'),
    /** Where the archive (every post by year) goes, under the blog's path; null: no archive. */
    archiveBasePath: z.string().nullable().default('archive'),
    /** Posts, as globs from the folder. */
    include: z.array(z.string()).default(['**/*.{md,mdx}']),
    /** Files that are not posts: `_` prefixed files and folders, tests. */
    exclude: excludeSchema,
    /** The YAML file of authors in the posts' folder (`key: { name, title, url, image_url, socials, description, page }`). */
    authorsMapPath: z.string().default('authors.yml'),
    /** The YAML file of tags in the posts' folder (`key: { label, permalink, description }`); `tags.yml` if there, false: none. */
    tags: z.union([z.string(), z.literal(false), z.null()]).optional(),
    /** What the build says of a post's tag that the tags file does not define (when there is one). */
    onInlineTags: notice.default('warn'),
    /** What the build says of an author written in a post rather than a key of the authors file (when there is one). */
    onInlineAuthors: notice.default('warn'),
    /** What the build says of a post without a truncate marker, which the lists show whole. */
    onUntruncatedBlogPosts: notice.default('warn'),
    /** Where a post's excerpt ends in the lists: by default `<!-- truncate -->`, or the same words in an MDX comment. */
    truncateMarker: z.instanceof(RegExp).default(/<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/),
    /** Each post shows how long it takes to read. */
    showReadingTime: z.boolean().default(true),
    /** Posts newest first (`'descending'`) or oldest first. */
    sortPosts: z.enum(['descending', 'ascending']).default('descending'),
    /** The feeds. */
    feedOptions: feedOptionsSchema,
  }),
).default(false);

export type BlogConfig = Exclude<z.output<typeof blogSchema>, false>;
export type FeedFormat = z.output<typeof feedFormatSchema>;

/** The formats `feedOptions.type` asks for, each once. */
export function feedFormats({ type }: BlogConfig['feedOptions']): FeedFormat[] {
  if (type === null) return [];
  if (type === 'all') return ['rss', 'atom', 'json'];
  return [...new Set(Array.isArray(type) ? type : [type])];
}

import { join } from 'node:path';
import type { SiteConfig } from '../config/schema.js';
import type { BlogConfig } from '../config/schemas/blog.js';
import { sitePath } from '../routes/navbar.js';
import { toolRoot } from '../util/tool-root.js';
import { withTrailingSlash } from '../../common/route-files.js';

type UrlStyle = Pick<SiteConfig, 'baseUrl' | 'trailingSlash'>;

/** The URL path of `path` under the blog's base (`/blog/x`; the blog's own with none), as the site writes its URLs. */
export const blogPath = (config: UrlStyle, blog: Pick<BlogConfig, 'routeBasePath'>, path = '') =>
  sitePath(
    config,
    `/${[blog.routeBasePath, path]
      .map((part) => part.replace(/^\/|\/$/g, ''))
      .filter(Boolean)
      .join('/')}`,
  );

/** `path`, one of the blog's URLs, with more segments after it (`/blog/page/2`). */
export function joinPath(config: UrlStyle, path: string, ...more: string[]): string {
  const joined = [path.replace(/\/$/, ''), ...more].join('/');
  return config.trailingSlash === undefined ? joined : withTrailingSlash(joined, config.trailingSlash, config.baseUrl);
}

/** The blog's page templates (templates/blog/), as its pages' modules import them (cli/bundle/site-esbuild-plugin.ts resolves them). */
export const BLOG_TEMPLATES = [
  'BlogPostPage',
  'BlogListPage',
  'BlogTagsPage',
  'BlogAuthorsPage',
  'BlogArchivePage',
] as const;

export type BlogTemplate = (typeof BLOG_TEMPLATES)[number];

/** What a page's module imports a template by: a name of no file, so that no path of the build's machine is in the bundle. */
export const blogTemplate = (name: BlogTemplate) => `ck:blog/${name}`;

/** Whether a page imports `specifier` as one of the blog's templates (which resolves the same from any page). */
export const isBlogTemplate = (specifier: string) => specifier.startsWith('ck:blog/');

/** Each template's name as an alias of its file, for esbuild's `alias` (loaded only by the blog's pages). */
export const blogTemplateAliases = (): Record<string, string> =>
  Object.fromEntries(
    BLOG_TEMPLATES.map((name) => [blogTemplate(name), join(toolRoot, 'templates/blog', `${name}.tsx`)]),
  );

/** Each feed format's file beside the blog's list. */
export const FEED_FILES = { rss: 'rss.xml', atom: 'atom.xml', json: 'feed.json' } as const;

/** The URL path of a feed of the blog whose list is at `blogPath` (a file: never a trailing slash). */
export const feedPath = (blogPath: string, format: keyof typeof FEED_FILES) =>
  `${blogPath.replace(/\/$/, '')}/${FEED_FILES[format]}`;

/** The key of a blog page's module (`_blog/<name>`), also its chunk's name: the blog's pages are found by it. */
export const blogKey = (name: string) => `_blog/${name}`;

import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { feedFormats } from '../config/schemas/blog.js';
import type { SiteContent } from '../stages/content.js';
import type { StagedWrite } from '../stages/output.js';
import { routeFiles, routeFolder } from '../../common/route-files.js';
import { POST_CONTENT_CLASS } from '../../common/blog/post-content.js';
import { feedText, type Feed, type FeedItem } from './feeds.js';
import { FEED_FILES, feedPath } from './paths.js';

const CONTENT_START = `<div class="${POST_CONTENT_CLASS}">`;

/** A post's content as its page's HTML has it: what is inside the element the post's page puts it in. */
export function postContentHtml(page: string): string {
  const start = page.indexOf(CONTENT_START);
  if (start < 0) return '';
  const tags = /<(\/?)div\b[^>]*>/g;
  tags.lastIndex = start + CONTENT_START.length;
  let depth = 1;
  for (let tag = tags.exec(page); tag; tag = tags.exec(page)) {
    depth += tag[1] ? -1 : 1;
    if (!depth) return page.slice(start + CONTENT_START.length, tag.index);
  }
  return '';
}

/** Links and images to the site's own paths made absolute: a feed reader has no page to resolve them from. */
const absoluteUrls = (html: string, origin: string) => html.replace(/(\s(?:href|src)=")\/(?!\/)/g, `$1${origin}/`);

/**
 * After the render: the blog's feeds (`feedOptions.type`), beside its list, with its newest
 * listed posts, each with its content as its page was rendered.
 */
export async function writeBlogFeeds(input: StagedWrite & { content: SiteContent }): Promise<void> {
  const { config } = input.setup;
  const blog = input.content.blog;
  const formats = blog ? feedFormats(blog.options.feedOptions) : [];
  if (!blog || !formats.length) return;
  const { feedOptions } = blog.options;
  const origin = config.url.replace(/\/$/, '');
  const listed = blog.posts.filter((post) => !post.unlisted);
  const posts = feedOptions.limit === false ? listed : listed.slice(0, feedOptions.limit);
  const routes = new Map(input.routes.routes.map((route) => [route.path, route]));
  const items = await Promise.all(
    posts.map(async ({ summary }): Promise<FeedItem> => {
      const route = routes.get(summary.permalink)!;
      const file = routeFiles(config.baseUrl, route.path, config.trailingSlash).html;
      const page = await readFile(join(input.staging.dir, file), 'utf8');
      return {
        title: summary.title,
        link: `${origin}${summary.permalink}`,
        date: new Date(summary.date),
        description: route.page.description,
        html: absoluteUrls(postContentHtml(page), origin),
        authors: summary.authors.flatMap(({ name, url, imageURL }) =>
          name ? [{ name, url, avatar: imageURL?.startsWith('/') ? `${origin}${imageURL}` : imageURL }] : [],
        ),
        tags: summary.tags.map((tag) => tag.label),
      };
    }),
  );
  const feed: Feed = {
    title: feedOptions.title ?? config.title,
    description: feedOptions.description ?? `${config.title} Blog`,
    link: `${origin}${blog.path}`,
    urls: {
      rss: `${origin}${feedPath(blog.path, 'rss')}`,
      atom: `${origin}${feedPath(blog.path, 'atom')}`,
      json: `${origin}${feedPath(blog.path, 'json')}`,
    },
    language: feedOptions.language,
    copyright: feedOptions.copyright,
    siteTitle: config.title,
    items,
  };
  const folder = routeFolder(config.baseUrl, blog.path);
  for (const format of formats) {
    const text = feedText(feed, format);
    const file = folder ? `${folder}/${FEED_FILES[format]}` : FEED_FILES[format];
    input.staging.write(file, text, createHash('sha1').update(text).digest('hex'));
  }
  input.reporter.stage('feeds', `${formats.join(', ')}: ${items.length} posts`);
}

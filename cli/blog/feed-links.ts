import type { SiteConfig } from '../config/schema.js';
import { feedFormats, type FeedFormat } from '../config/schemas/blog.js';
import type { PluginOutputs } from '../plugins/types.js';
import { escapeHtml } from '../../common/escape-html.js';
import { blogPath, feedPath } from './paths.js';

/** Each format's media type, and what its link is called after the feed's title. */
const KINDS: Record<FeedFormat, [type: string, name: string]> = {
  rss: ['application/rss+xml', 'RSS Feed'],
  atom: ['application/atom+xml', 'Atom Feed'],
  json: ['application/feed+json', 'JSON Feed'],
};

/**
 * What every page puts in its head besides: a link to each of the blog's feeds, where browsers
 * and feed readers look for them. The outputs as they are on a site without feeds.
 */
export function withFeedLinks(outputs: PluginOutputs, config: SiteConfig): PluginOutputs {
  const blog = config.blog;
  const formats = blog ? feedFormats(blog.feedOptions) : [];
  if (!blog || !formats.length) return outputs;
  const path = blogPath(config, blog);
  const title = blog.feedOptions.title ?? config.title;
  const links = formats.map((format) => {
    const [type, name] = KINDS[format];
    return `<link rel="alternate" type="${type}" href="${escapeHtml(feedPath(path, format))}" title="${escapeHtml(`${title} ${name}`)}">`;
  });
  return { ...outputs, htmlTags: { ...outputs.htmlTags, head: [...outputs.htmlTags.head, ...links] } };
}

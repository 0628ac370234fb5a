import type { FeedFormat } from '../config/schemas/blog.js';
import { escapeHtml } from '../../common/escape-html.js';

/** A feed, format aside: the blog, and its newest posts first, with absolute URLs. */
export interface Feed {
  title: string;
  description: string;
  /** The blog's first list page. */
  link: string;
  /** Where each format's file is, by format. */
  urls: Record<FeedFormat, string>;
  language?: string;
  copyright?: string;
  /** The site's name: the author of a feed whose posts name none. */
  siteTitle: string;
  items: FeedItem[];
}

export interface FeedItem {
  title: string;
  link: string;
  date: Date;
  description: string;
  /** The post's content, as its page shows it, links made absolute. */
  html: string;
  authors: { name: string; url?: string; avatar?: string }[];
  tags: string[];
}

const GENERATOR = 'ckdocs';

/** The newest post's date: when the feed last changed. */
const updated = (feed: Feed) => feed.items[0]?.date ?? new Date(0);

const element = (name: string, text: string | undefined, attributes = '') =>
  text === undefined ? [] : [`<${name}${attributes}>${escapeHtml(text)}</${name}>`];

/** RSS 2.0, with the content module's full text and Dublin Core's creator for author names (RSS's own wants addresses). */
function rss(feed: Feed): string {
  const items = feed.items.map((item) =>
    [
      '<item>',
      ...element('title', item.title),
      ...element('link', item.link),
      ...element('guid', item.link, ' isPermaLink="true"'),
      ...element('pubDate', item.date.toUTCString()),
      ...element('description', item.description),
      ...element('content:encoded', item.html),
      ...item.authors.flatMap((author) => element('dc:creator', author.name)),
      ...item.tags.flatMap((tag) => element('category', tag)),
      '</item>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    ...element('title', feed.title),
    ...element('link', feed.link),
    ...element('description', feed.description),
    ...element('lastBuildDate', updated(feed).toUTCString()),
    ...element('docs', 'https://www.rssboard.org/rss-specification'),
    ...element('generator', GENERATOR),
    ...element('language', feed.language),
    ...element('copyright', feed.copyright),
    `<atom:link href="${escapeHtml(feed.urls.rss)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** Atom 1.0: the site is the author of the feed when some post names none, as every entry needs one. */
function atom(feed: Feed): string {
  const person = (author: FeedItem['authors'][number]) =>
    ['<author>', ...element('name', author.name), ...element('uri', author.url), '</author>'].join('');
  const entries = feed.items.map((item) =>
    [
      '<entry>',
      ...element('title', item.title, ' type="html"'),
      ...element('id', item.link),
      `<link href="${escapeHtml(item.link)}"/>`,
      ...element('updated', item.date.toISOString()),
      ...element('published', item.date.toISOString()),
      ...element('summary', item.description, ' type="html"'),
      ...element('content', item.html, ' type="html"'),
      ...item.authors.map(person),
      ...item.tags.map((tag) => `<category label="${escapeHtml(tag)}" term="${escapeHtml(tag)}"/>`),
      '</entry>',
    ].join('\n'),
  );
  const anonymous = feed.items.some((item) => !item.authors.length);
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom"${feed.language ? ` xml:lang="${escapeHtml(feed.language)}"` : ''}>`,
    ...element('id', feed.link),
    ...element('title', feed.title),
    ...element('updated', updated(feed).toISOString()),
    ...element('generator', GENERATOR),
    `<link rel="alternate" href="${escapeHtml(feed.link)}"/>`,
    `<link rel="self" href="${escapeHtml(feed.urls.atom)}"/>`,
    ...element('subtitle', feed.description),
    ...element('rights', feed.copyright),
    ...(anonymous ? [person({ name: feed.siteTitle })] : []),
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

/** JSON Feed 1.1. */
function json(feed: Feed): string {
  const data = {
    version: 'https://jsonfeed.org/version/1.1',
    title: feed.title,
    home_page_url: feed.link,
    feed_url: feed.urls.json,
    description: feed.description,
    language: feed.language,
    items: feed.items.map((item) => ({
      id: item.link,
      url: item.link,
      title: item.title,
      content_html: item.html,
      summary: item.description,
      date_published: item.date.toISOString(),
      authors: item.authors.length ? item.authors : undefined,
      tags: item.tags.length ? item.tags : undefined,
    })),
  };
  return `${JSON.stringify(data, null, 2)}\n`;
}

/** The feed's text in `format`. */
export const feedText = (feed: Feed, format: FeedFormat): string =>
  format === 'rss' ? rss(feed) : format === 'atom' ? atom(feed) : json(feed);

import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { readFileSync } from 'node:fs';
import { blogPluginFile } from './blog-plugin-file.js';
import type { ListedPlugin } from './plugin-list.js';

/** What the blog plugin hands `createFeedItems` (Docusaurus 3), as far as ckdocs reads it. */
interface FeedItemsArgs {
  blogPosts: FeedPost[];
  siteConfig: { url: string; baseUrl: string; trailingSlash?: boolean };
  outDir: string;
  defaultCreateFeedItems: CreateFeedItems;
}

interface FeedPost {
  metadata: {
    title: string;
    permalink: string;
    date: Date;
    description?: string;
    authors: { name?: string; url?: string; email?: string }[];
    tags: { label: string }[];
  };
}

type CreateFeedItems = (args: FeedItemsArgs) => Promise<unknown[]> | unknown[];

interface DocusaurusUrls {
  normalizeUrl(parts: string[]): string;
  readOutputHTMLFile(permalink: string, outDir: string, trailingSlash?: boolean): Promise<Buffer>;
  /** From 3.2, a post's address in the feeds follows the site's `trailingSlash`. */
  applyTrailingSlash?(url: string, options: { trailingSlash?: boolean; baseUrl: string }): string;
}

const CONTAINER_ID = 'id="__blog-post-container"';

/**
 * The element of the classic theme's blog post page that holds the post's text, and what is in
 * it, as React wrote them: found by counting its tag's name opened and closed after it (React
 * escapes `<` in text and attributes, so every `<name` is a tag).
 */
export function postContainer(page: string): { tag: string; inner: string } | undefined {
  const at = page.indexOf(CONTAINER_ID);
  const start = page.lastIndexOf('<', at);
  const tag = /^<([a-z][\w-]*)/.exec(page.slice(start))?.[1];
  if (at < 0 || !tag) return undefined;
  const open = page.indexOf('>', at) + 1;
  const tags = new RegExp(`<(/?)${tag}[\\s>]`, 'g');
  tags.lastIndex = open;
  let depth = 1;
  for (let found = tags.exec(page); found; found = tags.exec(page)) {
    depth += found[1] ? -1 : 1;
    if (!depth) return { tag, inner: page.slice(open, found.index) };
  }
  return undefined;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>' };
const decode = (value: string) => value.replace(/&(?:amp|quot|#x27|lt|gt);/g, (entity) => ENTITIES[entity]!);
const encode = (value: string) =>
  value.replace(/[&"'<>]/g, (char) => Object.keys(ENTITIES).find((entity) => ENTITIES[entity] === char)!);

/**
 * Links' and images' addresses (`href`, `src`, each of `srcset`'s) resolved against the post's
 * address, as the blog plugin makes them absolute for feed readers.
 */
export function absoluteAddresses(html: string, base: string): string {
  const resolve = (value: string) => encode(String(new URL(decode(value), base)));
  return html.replace(/<(a|img)\b[^>]*>/g, (tag, name: string) =>
    tag.replace(/\s(href|src|srcset)="([^"]*)"/g, (attribute, key: string, value: string) => {
      if ((key === 'href') !== (name === 'a') || !value) return attribute;
      if (key !== 'srcset') return ` ${key}="${resolve(value)}"`;
      const candidates = decode(value)
        .split(/,\s+/)
        .map((candidate) => {
          const [url = '', ...descriptors] = candidate.trim().split(/\s+/);
          return [String(new URL(url, base)), ...descriptors].join(' ');
        });
      return ` srcset="${encode(candidates.join(', '))}"`;
    }),
  );
}

/**
 * The installed blog plugin's version: a post's feed address follows `trailingSlash` from 3.2, as
 * the plugin's own `defaultCreateFeedItems` then does.
 */
function followsTrailingSlash(pluginFile: string): boolean {
  const { version } = JSON.parse(readFileSync(join(dirname(pluginFile), '../package.json'), 'utf8')) as {
    version: string;
  };
  const [major = 0, minor = 0] = version.split('.').map(Number);
  return major > 3 || (major === 3 && minor >= 2);
}

/**
 * The feed items of `blogPosts` as the blog plugin's `defaultCreateFeedItems` makes them (title,
 * address, date, description, tags, authors), each one's content the text of its post as its
 * page has it, links made absolute: read from the page ckdocs wrote rather than parsed anew, which
 * the plugin does for every post of every feed.
 */
function renderedFeedItems(urls: DocusaurusUrls): CreateFeedItems {
  return ({ blogPosts, siteConfig, outDir }) => {
    const { url: siteUrl, baseUrl, trailingSlash } = siteConfig;
    return Promise.all(
      blogPosts.map(async ({ metadata }) => {
        const page = await urls.readOutputHTMLFile(metadata.permalink.replace(baseUrl, ''), outDir, trailingSlash);
        const joined = urls.normalizeUrl([siteUrl, metadata.permalink]);
        const address = urls.applyTrailingSlash?.(joined, { trailingSlash, baseUrl }) ?? joined;
        const container = postContainer(page.toString());
        const authors = metadata.authors.map(({ name, url, email }) => ({ name, link: url, email }));
        return {
          title: metadata.title,
          id: address,
          link: address,
          date: metadata.date,
          description: metadata.description,
          // Atom names a category by its term, the other formats by its name.
          category: metadata.tags.map(({ label }) => ({ name: label, term: label })),
          content: container
            ? container.tag === 'div'
              ? absoluteAddresses(container.inner, address)
              : container.inner
            : null,
          ...(authors.length && { author: authors }),
        };
      }),
    );
  };
}

/**
 * The blog plugin's options (or those of a plugin wrapping it) with feeds whose items are made
 * from the pages ckdocs rendered (`renderedFeedItems`): a site's own `createFeedItems` is handed
 * them as its `defaultCreateFeedItems`. A blog without feeds keeps its options.
 */
export function withRenderedFeedItems(listed: ListedPlugin, options: Record<string, unknown>): Record<string, unknown> {
  const feedOptions = options.feedOptions as { type?: unknown; createFeedItems?: CreateFeedItems } | undefined;
  if (!feedOptions?.type) return options;
  const pluginFile = blogPluginFile(listed);
  if (!pluginFile) return options;
  const require = createRequire(pluginFile);
  const urls: DocusaurusUrls = {
    ...(require('@docusaurus/utils') as Omit<DocusaurusUrls, 'applyTrailingSlash'>),
    ...(followsTrailingSlash(pluginFile) && {
      applyTrailingSlash: (require('@docusaurus/utils-common') as Required<DocusaurusUrls>).applyTrailingSlash,
    }),
  };
  const ours = renderedFeedItems(urls);
  const own = feedOptions.createFeedItems;
  return {
    ...options,
    feedOptions: {
      ...feedOptions,
      createFeedItems: (args: FeedItemsArgs) => (own ?? ours)({ ...args, defaultCreateFeedItems: ours }),
    },
  };
}

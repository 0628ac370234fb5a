import type { SiteConfig } from '../config/schema.js';
import type { SitemapItem } from '../config/schemas/sitemap.js';
import { escapeHtml } from '../../common/escape-html.js';
import { UserError } from '../util/errors.js';
import { globToRegExp } from '../util/glob.js';

/** A page as the sitemap lists it: its path, and its last update in seconds when known. */
export interface SitemapPage {
  path: string;
  lastmod?: number;
}

/** The sitemap's options, for a site that writes one. */
export type SitemapOptions = Exclude<SiteConfig['sitemap'], false>;

/** The entries of the sitemap: one per page, ignored patterns left out. */
function defaultItems(url: string, sitemap: SitemapOptions, pages: SitemapPage[]): SitemapItem[] {
  const { changefreq, priority, lastmod, ignorePatterns } = sitemap;
  const ignore = ignorePatterns.map(globToRegExp);
  return pages
    .filter((page) => !ignore.some((re) => re.test(page.path)))
    .map((page) => {
      const time = page.lastmod && lastmod ? new Date(page.lastmod * 1000).toISOString() : undefined;
      return {
        url: url + page.path,
        lastmod: time && lastmod === 'date' ? time.slice(0, 10) : time,
        changefreq,
        priority,
      };
    });
}

/** The sitemap's entries: ckdocs's, or what the site's `createSitemapItems` makes of them. */
export async function sitemapItems(
  url: string,
  sitemap: SitemapOptions,
  pages: SitemapPage[],
  siteConfig: Record<string, unknown>,
): Promise<SitemapItem[]> {
  const own = sitemap.createSitemapItems;
  if (!own) return defaultItems(url, sitemap, pages);
  const items = await Promise.resolve()
    .then(() =>
      own({
        defaultCreateSitemapItems: async () => defaultItems(url, sitemap, pages),
        siteConfig,
        routes: pages.map((page) => ({ path: page.path })),
        options: sitemap,
      }),
    )
    .catch((error: Error) => {
      throw new UserError(`sitemap.createSitemapItems failed: ${error.message}`, {
        problems: ['Fix the function in the config; ckdocs writes no sitemap until it returns entries.'],
      });
    });
  if (!Array.isArray(items) || items.some((item) => typeof item?.url !== 'string'))
    throw new UserError('sitemap.createSitemapItems returned something other than a list of entries', {
      problems: ['Return an array of `{ url, lastmod?, changefreq?, priority? }`, as defaultCreateSitemapItems gives.'],
    });
  return items;
}

/** sitemap.xml of its entries; a field that is null or absent is left out. */
export function sitemapXml(items: SitemapItem[]): string {
  const field = (name: string, value: unknown) =>
    value === null || value === undefined ? '' : `<${name}>${escapeHtml(String(value))}</${name}>`;
  const urls = items.map(
    (item) =>
      `<url>${field('loc', item.url)}${field('lastmod', item.lastmod)}${field('changefreq', item.changefreq)}${field('priority', item.priority)}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

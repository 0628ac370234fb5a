import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from '../../cli/config/schema.js';
import { sitemapItems, sitemapXml, type SitemapOptions } from '../../cli/render/sitemap.js';

/** The sitemap options a config with these gives, and its URL, as the write stage passes them. */
const configWith = (sitemap: Record<string, unknown>): [string, SitemapOptions] => {
  const config = siteConfigSchema.parse({
    title: 'T',
    url: 'https://t.test',
    docs: { versions: [{ name: 'v', label: 'V', path: '/docs', dir: 'docs' }] },
    sitemap,
  });
  return [config.url, config.sitemap as SitemapOptions];
};
const pages = [{ path: '/docs/a', lastmod: Date.UTC(2025, 2, 1, 12, 30) / 1000 }, { path: '/docs/b&c' }];

describe('the sitemap', () => {
  it('writes each page with its last update as a day or a time, and leaves out null fields', async () => {
    const byDay = sitemapXml(await sitemapItems(...configWith({}), pages, {}));
    expect(byDay).toContain(
      '<url><loc>https://t.test/docs/a</loc><lastmod>2025-03-01</lastmod><changefreq>weekly</changefreq><priority>0.5</priority></url>',
    );
    expect(byDay).toContain('<url><loc>https://t.test/docs/b&amp;c</loc><changefreq>weekly</changefreq>');
    const bare = configWith({ lastmod: 'datetime', changefreq: null, priority: null });
    expect(sitemapXml(await sitemapItems(...bare, pages, {}))).toContain(
      '<url><loc>https://t.test/docs/a</loc><lastmod>2025-03-01T12:30:00.000Z</lastmod></url>',
    );
  });

  it("writes what the site's createSitemapItems returns, given the default entries and the site's config", async () => {
    const config = configWith({
      createSitemapItems: async ({ defaultCreateSitemapItems, siteConfig }: never) => [
        ...(await (defaultCreateSitemapItems as () => Promise<{ url: string }[]>)()).slice(0, 1),
        { url: `${(siteConfig as { url: string }).url}/extra` },
      ],
    });
    const items = await sitemapItems(...config, pages, { url: 'https://site.test' });
    expect(items.map((item) => item.url)).toEqual(['https://t.test/docs/a', 'https://site.test/extra']);
  });

  it('fails naming createSitemapItems when it throws or returns no entries', async () => {
    const throwing = configWith({
      createSitemapItems: () => {
        throw new Error('no network');
      },
    });
    await expect(sitemapItems(...throwing, pages, {})).rejects.toThrow('sitemap.createSitemapItems failed: no network');
    const empty = configWith({ createSitemapItems: () => undefined });
    await expect(sitemapItems(...empty, pages, {})).rejects.toThrow(
      'sitemap.createSitemapItems returned something other than a list of entries',
    );
  });
});

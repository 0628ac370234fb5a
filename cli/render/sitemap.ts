import type { SiteConfig } from '../config/schema.js';

/** `**` matches across folders, `*` within one. */
function globToRegExp(glob: string): RegExp {
  const source = glob
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\*\*/g, '\0')
    .replace(/\*/g, '[^/]*')
    .replace(/\0/g, '.*');
  return new RegExp(`^${source}$`);
}

/** sitemap.xml: one <url> per page, ignored patterns left out; lastmod as a date. */
export function sitemapXml(config: SiteConfig, pages: { path: string; lastmod?: number }[]): string {
  const { changefreq, priority, ignorePatterns } = config.sitemap;
  const ignore = ignorePatterns.map(globToRegExp);
  const urls = pages
    .filter((p) => !ignore.some((re) => re.test(p.path)))
    .map((p) => {
      const lastmod = p.lastmod ? `<lastmod>${new Date(p.lastmod * 1000).toISOString().slice(0, 10)}</lastmod>` : '';
      return `<url><loc>${config.url}${p.path}</loc>${lastmod}<changefreq>${changefreq}</changefreq><priority>${priority}</priority></url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

import { z } from 'zod';

/** sitemap.xml, written at the output root. */
export const sitemapSchema = z
  .strictObject({
    /** How often pages are likely to change, as search engines read it. */
    changefreq: z.enum(['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never']).default('weekly'),
    /** Priority of every page, from 0 to 1. */
    priority: z.number().min(0).max(1).default(0.5),
    /** Paths left out, as globs (`**` spans folders). */
    ignorePatterns: z.array(z.string()).default(['**/tags/**']),
  })
  .prefault({});

import * as z from 'zod';
import { orFalse } from './or-false.js';

/** One entry of sitemap.xml, as Docusaurus's `createSitemapItems` takes and returns them. */
export interface SitemapItem {
  /** The page's full URL. */
  url: string;
  lastmod?: string | null;
  changefreq?: string | null;
  priority?: number | null;
}

/** A site's own maker of the sitemap's entries, handed ckdocs's default maker (Docusaurus's `createSitemapItems`). */
export type CreateSitemapItems = (params: {
  defaultCreateSitemapItems: (params?: unknown) => Promise<SitemapItem[]>;
  siteConfig: Record<string, unknown>;
  routes: { path: string }[];
  options: unknown;
}) => SitemapItem[] | Promise<SitemapItem[]>;

/** sitemap.xml, written at the output root; `false` writes none. */
export const sitemapSchema = orFalse(
  z
    .strictObject({
      /** How often pages are likely to change, as search engines read it; null leaves it out. */
      changefreq: z
        .enum(['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never'])
        .nullable()
        .default('weekly'),
      /** Priority of every page, from 0 to 1; null leaves it out. */
      priority: z.number().min(0).max(1).nullable().default(0.5),
      /** A page's last update (from git or its front matter) as a day or a full time; null leaves it out. */
      lastmod: z.enum(['date', 'datetime']).nullable().default('date'),
      /** Paths left out, as globs (`**` spans folders). */
      ignorePatterns: z.array(z.string()).default(['**/tags/**']),
      /** The file's name at the output root. */
      filename: z
        .string()
        .regex(/^[\w.-]+\.xml$/, 'Expected a file name ending in .xml, without folders')
        .default('sitemap.xml'),
      /** Changes the entries: called with `defaultCreateSitemapItems`, returns the entries to write. */
      createSitemapItems: z
        .custom<CreateSitemapItems>((value) => typeof value === 'function', { message: 'Expected a function' })
        .optional(),
    })
    .prefault({}),
).prefault({});

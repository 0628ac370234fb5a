import * as z from 'zod';
import { announcementBarSchema } from './schemas/announcement-bar.js';
import { blogSchema } from './schemas/blog.js';
import { colorModeSchema } from './schemas/color-mode.js';
import { docsSchema } from './schemas/docs.js';
import { footerSchema } from './schemas/footer.js';
import { homeSchema } from './schemas/home.js';
import { i18nSchema, type Localization } from './schemas/i18n.js';
import { llmsSchema } from './schemas/llms.js';
import { markdownSchema, tocSchema } from './schemas/markdown.js';
import { pluginsSchema } from './schemas/plugins.js';
import { navbarSchema } from './schemas/navbar.js';
import { pagesSchema } from './schemas/pages.js';
import { searchSchema } from './schemas/search.js';
import { siteFields } from './schemas/site.js';
import { sitemapSchema } from './schemas/sitemap.js';

export type { ApiConfig } from './schemas/api.js';
export type { NavbarItem } from './schemas/navbar.js';

/** site.config.ts: one schema per concern under schemas/, each field documented where it is declared. */
export const siteConfigSchema = z.strictObject({
  ...siteFields,
  /** Light and dark mode. */
  colorMode: colorModeSchema,
  /** The bar at the top of every page. */
  navbar: navbarSchema,
  /** The footer at the bottom of every page. */
  footer: footerSchema,
  /** Dismissible bar above the navbar. */
  announcementBar: announcementBarSchema,
  /** The docs and their versions. */
  docs: docsSchema,
  /** How Markdown renders. */
  markdown: markdownSchema,
  /** Heading levels in each page's table of contents. */
  toc: tocSchema,
  /** sitemap.xml. */
  sitemap: sitemapSchema,
  /** The hosted search or the embedded one. */
  search: searchSchema,
  /** Home page content. */
  home: homeSchema,
  /** The site's own pages (src/pages/): React components and Markdown. */
  pages: pagesSchema,
  /** A blog: dated posts, their lists, tags, archive and feeds. */
  blog: blogSchema,
  /** Plugins with Docusaurus's lifecycle (a site's local plugins). */
  plugins: pluginsSchema,
  /** Docs for AI assistants: llms.txt, llms-full.txt and each page as Markdown. */
  llms: llmsSchema,
  /** The site's locales: translations in `i18n/<locale>/`, each locale built under its own path. */
  i18n: i18nSchema,
});

export type SiteConfigInput = z.input<typeof siteConfigSchema>;
/**
 * The validated config of the locale built: for a site of several locales, its `baseUrl` and `url`
 * are the locale's, and `localization` says which locale it is among them (set once loaded).
 */
export type SiteConfig = z.output<typeof siteConfigSchema> & { localization?: Localization };

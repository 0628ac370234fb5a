import * as z from 'zod';
import { prismSchema } from './prism.js';

/** What a broken link or anchor does to the build. */
const brokenLinkPolicySchema = z.enum(['ignore', 'warn', 'throw']);

/** The site's identity and where it is served: the top-level keys of the config. */
export const siteFields = {
  /** Site title: navbar, page titles, home hero. */
  title: z.string().min(1),
  /** One-line description of the project, under the title on the home page. */
  tagline: z.string().default(''),
  /** Production origin, no trailing slash, e.g. https://commandkit.dev (canonical links, sitemap). */
  url: z.url(),
  /** Path the site is served under; starts and ends with a slash. */
  baseUrl: z
    .string()
    .regex(/^\/(.*\/)?$/, 'a path that starts and ends with "/"')
    .default('/'),
  /**
   * Which page URLs end in `/`, as Docusaurus's `trailingSlash` and its docs have them: `'folders'`
   * (a folder's own page, `guide/index.md` at `/docs/guide/`, and slugs written with one), `true`
   * (every page), `false` (none but the base URL; pages written as `page.html`). A Docusaurus site
   * gets its config's (`'folders'` when it sets none). Unset: no page's but the root's.
   */
  trailingSlash: z.union([z.boolean(), z.literal('folders')]).optional(),
  /** Favicon path, relative to the static folder. */
  favicon: z.string().optional(),
  /**
   * The image of the site's social cards (`og:image`), a path in the static folder or an address:
   * Docusaurus's `themeConfig.image`. A doc's front matter `image` replaces it on its page.
   */
  image: z.string().optional(),
  /** What stands between a page's title and the site's in its `<title>` (`Guide · Harbour`): Docusaurus's `titleDelimiter`. */
  titleDelimiter: z.string().default('|'),
  /**
   * Asks search engines to index no page (a preview or staging copy of a site): every page says
   * `noindex, nofollow`, and no sitemap is written. Docusaurus's `noIndex`.
   */
  noIndex: z.boolean().default(false),
  /**
   * Meta tags of every page's head, each given by its attributes (`{ name: 'twitter:site', content:
   * '@harbour' }`): Docusaurus's `themeConfig.metadata`. Each replaces ckdocs's own tag of the same
   * name or property; a page's own (its `<Head>`) replaces it in turn.
   */
  metadata: z.array(z.record(z.string(), z.string())).default([]),
  /**
   * Stylesheets of the site's own, relative to the site folder, loaded on every page after the
   * theme's (their rules win): Docusaurus's `theme.customCss`. `--ifm-*` variables restyle the theme.
   */
  customCss: z.array(z.string()).default([]),
  /** Code blocks' colours, as prism-react-renderer themes (Docusaurus's `themeConfig.prism`); ckdocs's own when unset. */
  prism: prismSchema,
  /**
   * Folder copied as is to the output root, relative to the site folder; or several, copied in
   * turn, a later folder's file over an earlier one's of the same name.
   */
  staticDir: z.union([z.string(), z.array(z.string())]).default('static'),
  /** Source repository, for "Edit this page", API source links and reporting a search without results. */
  repositoryUrl: z.string().optional(),
  /** Values of the site's own, read by its components as `useDocusaurusContext().siteConfig.customFields`. */
  customFields: z.record(z.string(), z.unknown()).optional(),
  /**
   * Where the reader's choices (colour mode, docs version, a closed announcement) are kept: the
   * browser's local or session storage, each key followed by `-<namespace>` when one is given
   * (several sites on one domain then keep theirs apart).
   */
  storage: z
    .strictObject({
      /** The browser's storage the choices go to. */
      type: z.enum(['localStorage', 'sessionStorage']).default('localStorage'),
      /** What follows each key, after a `-`; none when empty. */
      namespace: z.string().default(''),
    })
    .prefault({}),
  /** What a link to a page that does not exist does: ignore, warn or throw (fail the build). */
  onBrokenLinks: brokenLinkPolicySchema.default('warn'),
  /** What a link to a heading that does not exist does: ignore, warn or throw (fail the build). */
  onBrokenAnchors: brokenLinkPolicySchema.default('warn'),
  /**
   * What a Markdown link to a .md/.mdx file that no doc is does, besides `onBrokenLinks`: the
   * stricter of the two holds (Docusaurus's `markdown.hooks.onBrokenMarkdownLinks`).
   */
  onBrokenMarkdownLinks: brokenLinkPolicySchema.default('warn'),
  /**
   * What a Markdown image of a file that is not there does: throw (fail the build), warn, or
   * ignore; warned of or ignored, the image keeps its URL as written (Docusaurus's
   * `markdown.hooks.onBrokenMarkdownImages`).
   */
  onBrokenMarkdownImages: brokenLinkPolicySchema.default('throw'),
  /**
   * What a page added at a URL another page already has does (a plugin adding routes of its own
   * where another plugin adds some): ignore, warn or throw. The first added is the page built.
   */
  onDuplicateRoutes: brokenLinkPolicySchema.default('warn'),
};

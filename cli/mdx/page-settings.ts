import type { LinkSite } from '../../common/link-target.js';
import type { LinkLookup } from './link-targets.js';
import type { MagicComment } from './magic-comments.js';
import type { Mdx1Compat } from '../config/schemas/markdown.js';
import type { MdxOptions } from './markdown-plugins.js';
import type { CodeThemes } from './themed-tokens.js';

/** What compiling a page needs besides its text. */
export interface PageSettings {
  /** Path inside the version folder, for resolving relative links. */
  relPath: string;
  /** Version-relative file path -> URL of every doc of the version (and every doc's by its file, on a Docusaurus site). */
  permalinks: LinkLookup;
  /** Whether ```mermaid fences become diagrams. */
  mermaid: boolean;
  /** Whether `:name:` shortcodes become emoji, as Docusaurus's Markdown makes them (`markdown.emoji`). */
  emoji?: boolean;
  /** Whether headings' anchors keep their capitals (`markdown.anchors.maintainCase`). */
  anchorsMaintainCase?: boolean;
  /** The comments that mark lines of code blocks; Docusaurus's default when not given. */
  magicComments?: MagicComment[];
  /** The language of a code block that names none; plain text when not given. */
  defaultLanguage?: string;
  /** Prism's languages highlighted besides the theme's own. */
  additionalLanguages?: string[];
  /** The site's Prism themes, when it has some: code takes their colours. */
  codeThemes?: CodeThemes;
  /** How the page is read (`markdown.format`); by its extension when not given. */
  format?: 'detect' | 'mdx' | 'md';
  /** The older MDX syntax an MDX page may use (`markdown.mdx1Compat`); all of it when not given. */
  mdx1Compat?: Mdx1Compat;
  /**
   * On a Docusaurus site, what its Link makes of a Markdown link's URL (remark-links.ts): absent
   * on ckdocs's own sites, whose links stay as written.
   */
  linkSite?: LinkSite;
  /** A Docusaurus site's folder: a link to a file from `/` not in the version's folder may be from it. */
  siteDir?: string;
  /** A Docusaurus site's static folders: a Markdown image from `/` there gets the file's size. */
  staticDirs?: string[];
  /** Whether the page's title heading goes in a `<header>` (a Docusaurus site's, from 3.5). */
  titleInHeader?: boolean;
  /** Whether a page's table of contents has the headings of the Markdown files it renders (`partial-toc.ts`). */
  partialToc?: boolean;
  /** What a Markdown image of a file that is not there does; throw (an error at its line) when not given. */
  brokenImages?: 'ignore' | 'warn' | 'throw';
}

/** What every page of a site compiles with, of the site's MDX options (its Markdown plugins go apart). */
export function siteSettings(options: MdxOptions) {
  const { mermaid, emoji, anchorsMaintainCase, format, mdx1Compat, magicComments, defaultLanguage } = options;
  const { additionalLanguages } = options;
  const { codeThemes, linkSite, siteDir, staticDirs, titleInHeader, partialToc, brokenImages } = options;
  const code = { magicComments, defaultLanguage, additionalLanguages, codeThemes };
  const docusaurus = { linkSite, siteDir, staticDirs, titleInHeader, partialToc };
  return { mermaid, emoji, anchorsMaintainCase, format, mdx1Compat, ...code, ...docusaurus, brokenImages };
}

export type SiteSettings = ReturnType<typeof siteSettings>;

declare module 'vfile' {
  interface DataMap {
    /** The page's settings, read by the plugins: one processor compiles every page (compile.ts). */
    settings: PageSettings;
  }
}

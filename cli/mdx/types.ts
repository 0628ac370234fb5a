import type { createProcessor } from '@mdx-js/mdx';
import type { MarkdownPlugins } from '../config/schemas/markdown.js';
import type { ConfigOfLocale } from './markdown-plugins.js';
import type { PageSettings, SiteSettings } from './page-settings.js';
import type { CodeSample } from './remark-code-blocks.js';
import type { TocItem } from './remark-headings.js';
import type { FoundLink } from './remark-links.js';
import type { SearchSection } from './remark-search-sections.js';

/** Something the compile let through but the writer should fix: a line of the page and what to do. */
export interface PageWarning {
  line?: number;
  message: string;
}

export interface CompiledDoc {
  /**
   * The page as the body of a function of one parameter, `_ckImport` (specifier -> module), that
   * returns its exports: the default export is the page content component.
   */
  code: string;
  /** The specifiers the page imports. */
  imports: string[];
  /** The names it exports besides its content: an MDX file's own `export`s (`export function Chart…`). */
  exportNames: string[];
  headings: TocItem[];
  /** Ids of the page's anchors other than headings (`<Link id="…" />`), which links may name. */
  anchors: string[];
  /** Text of the first h1, if the page has one. */
  title?: string;
  excerpt?: string;
  links: FoundLink[];
  /**
   * Each doc path its file links looked up, with the URL it resolved to (null: no such doc). A
   * cached result holds for as long as they resolve the same: other pages come and go freely.
   */
  linkTargets: [string, string | null][];
  samples: CodeSample[];
  /** The page's prose split by heading, for the search index. */
  searchSections: SearchSection[];
  /** Identifiers written as inline code outside links: linked when they name an API symbol. */
  apiNames: string[];
  /** Told on every build, from the cache too: the page has not changed, so neither has its flaw. */
  warnings: PageWarning[];
  /** The page as plain Markdown, for its `.md` copy (cli/llms/). */
  markdown: string;
  /** The image files the page gives a width and height (a Docusaurus site's), with their modification times. */
  sizedImages: [file: string, mtimeMs: number][];
  /** The Markdown files whose headings its table of contents holds (partial-toc.ts), with their modification times. */
  partials: [file: string, mtimeMs: number][];
}

export interface CompileOptions extends PageSettings {
  /** Absolute path, for error messages. */
  file: string;
  /** The site's own remark and rehype plugins (config `markdown`), if any. */
  markdownPlugins?: MarkdownPlugins;
  /** The size of a large page's pieces (`PIECE_CHARS`): tests make it small, to test small pages. */
  pieceChars?: number;
}

export type Processor = ReturnType<typeof createProcessor>;

/**
 * What every MDX worker is given once: the link targets of each version (its own docs as entries,
 * and the index of the docs by file it shares with other versions, in `files`), the site's plugins.
 */
export interface MdxSetup {
  permalinks: { own: [string, string][]; files: number }[];
  files: ([string, string][] | null)[];
  /** What every page of the site compiles with (`siteSettings`). */
  settings: SiteSettings;
  /** The config to load the site's plugins from (`SiteMarkdownPlugins.config`), if it has any. */
  markdownPluginsConfig?: ConfigOfLocale;
}
/** A page for the MDX worker: `links` is the index of its version's link targets in the setup. */
export interface MdxJob {
  body: string;
  file: string;
  relPath: string;
  links: number;
  /** Whose remark and rehype plugins it compiles with (`DocSource.markdownPlugins`). */
  owner?: string;
}

import type { LinkSite } from '../../common/link-target.js';
import { createHash } from 'node:crypto';
import { inspect } from 'node:util';
import { MARKDOWN_PLUGIN_LISTS, type MarkdownPlugins, type Mdx1Compat } from '../config/schemas/markdown.js';
import type { MagicComment } from './magic-comments.js';
import type { CodeThemes } from './themed-tokens.js';

/** What every page of a site compiles with, besides its own text and links. */
export interface MdxOptions {
  /** Whether ```mermaid fences become diagrams. */
  mermaid: boolean;
  /** Whether `:name:` shortcodes become emoji (`markdown.emoji`). */
  emoji?: boolean;
  /** Whether headings' anchors keep their capitals (`markdown.anchors.maintainCase`). */
  anchorsMaintainCase?: boolean;
  /** How pages are read (`markdown.format`). */
  format: 'detect' | 'mdx' | 'md';
  /** The older MDX syntax MDX pages may use (`markdown.mdx1Compat`); all of it when not given. */
  mdx1Compat?: Mdx1Compat;
  /** The comments that mark lines of code blocks (`prism.magicComments`). */
  magicComments: MagicComment[];
  /** The language of a code block that names none (`prism.defaultLanguage`). */
  defaultLanguage?: string;
  /** Prism's languages highlighted besides the theme's own (`prism.additionalLanguages`). */
  additionalLanguages?: string[];
  /** The site's Prism themes (`prism.theme`, `prism.darkTheme`), which colour its code; ckdocs's colours without. */
  codeThemes?: CodeThemes;
  /** The site's own remark and rehype plugins; absent when it has none. */
  markdownPlugins?: SiteMarkdownPlugins;
  /** A Docusaurus site's base URL and trailing slash, which its Markdown links are written with (`PageSettings.linkSite`). */
  linkSite?: LinkSite;
  /** A Docusaurus site's folder, which its Markdown links to files from `/` may start from. */
  siteDir?: string;
  /** A Docusaurus site's static folders, where its Markdown images from `/` are (`PageSettings.staticDirs`). */
  staticDirs?: string[];
  /** Whether a page's title heading goes in a `<header>`, as Docusaurus's Markdown puts it from 3.5. */
  titleInHeader?: boolean;
  /** Whether a page's table of contents has the headings of the Markdown files it renders, as Docusaurus's from 3.2. */
  partialToc?: boolean;
  /** What a Markdown image of a file that is not there does (`onBrokenMarkdownImages`); throw when not given. */
  brokenImages?: 'ignore' | 'warn' | 'throw';
}

export interface SiteMarkdownPlugins {
  lists: MarkdownPlugins;
  /**
   * A content plugin's own lists where they are not the docs' (a Docusaurus blog's), by the key
   * its pages name (`DocSource.markdownPlugins`).
   */
  owned: Record<string, MarkdownPlugins>;
  /** Changes with the plugins' code, their options or the config's code: part of the compile cache key. */
  key: string;
  /** The config they come from: functions cannot be posted to a worker, which loads it instead. */
  config: ConfigOfLocale;
}

/** A config file as loaded for a locale (unset: the default one). */
export interface ConfigOfLocale {
  file: string;
  locale?: string;
}

/** Functions by their source, everything else as JSON: what a plugin and its options hash and compare as. */
export function describePlugins(value: unknown): string {
  try {
    return JSON.stringify(value, (_key, item: unknown) => (typeof item === 'function' ? String(item) : item));
  } catch {
    // Options that refer to themselves: their printed form, to some depth.
    return inspect(value, { depth: 6 });
  }
}

/**
 * The plugins of a site's config, or undefined when it lists none. A local plugin imported by
 * site.config.ts is bundled into the config's code, so that code covers edits to it (and to its
 * helpers); a package's plugin is covered by its function's source.
 */
export function siteMarkdownPlugins(
  markdown: MarkdownPlugins,
  owned: Record<string, MarkdownPlugins>,
  config: ConfigOfLocale & { code: string },
): SiteMarkdownPlugins | undefined {
  const lists = pluginLists(markdown);
  if (!hasPlugins(lists) && !Object.values(owned).some(hasPlugins)) return undefined;
  const key = createHash('sha1').update(config.code).update(describePlugins({ lists, owned })).digest('hex');
  return { lists, owned, key, config: { file: config.file, locale: config.locale } };
}

/** The four lists alone, out of an object that has them (the config's `markdown`, a plugin's options). */
export const pluginLists = (from: MarkdownPlugins): MarkdownPlugins =>
  Object.fromEntries(MARKDOWN_PLUGIN_LISTS.map((name) => [name, from[name] ?? []])) as MarkdownPlugins;

const hasPlugins = (lists: MarkdownPlugins) => MARKDOWN_PLUGIN_LISTS.some((name) => lists[name].length);

/** The key of a content plugin instance's own lists (`SiteMarkdownPlugins.owned`): its name and id. */
export const markdownOwner = (pluginName: string, id: string) => `${pluginName}:${id}`;

/** The key of the pages ckdocs builds (the first pages plugin's, cli/pages/scan.ts) among the owners. */
export const SITE_PAGES_OWNER = 'pages';

/** The lists a page compiles with: its plugin's own (`owner`), else the site's. */
export function listsOf(
  plugins: Pick<SiteMarkdownPlugins, 'lists' | 'owned'> | undefined,
  owner: string | undefined,
): MarkdownPlugins | undefined {
  return (owner !== undefined && plugins?.owned[owner]) || plugins?.lists;
}

/** On a worker thread: the plugins of the site's config (`SiteMarkdownPlugins.config`), loaded as the main thread did. */
export async function loadMarkdownPlugins({
  file,
  locale,
}: ConfigOfLocale): Promise<Pick<SiteMarkdownPlugins, 'lists' | 'owned'>> {
  // Only a site with plugins loads the config loader (esbuild, jiti) into its workers.
  const { loadConfig } = await import('../config/load.js');
  const loaded = await quietly(() => loadConfig(file, locale));
  return { lists: loaded.config.markdown, owned: loaded.docusaurus?.markdownPluginsOf ?? {} };
}

/**
 * Runs `load` with the console's messages dropped: what loading the config says (Docusaurus's
 * warnings about it) the main thread has said, and each would show once more from every thread.
 */
async function quietly<T>(load: () => Promise<T>): Promise<T> {
  const saved = { log: console.log, info: console.info, warn: console.warn };
  console.log = console.info = console.warn = () => {};
  try {
    return await load();
  } finally {
    Object.assign(console, saved);
  }
}

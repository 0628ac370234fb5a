import type { LinkSite } from '../../common/link-target.js';
import { createHash } from 'node:crypto';
import { inspect } from 'node:util';
import { MARKDOWN_PLUGIN_LISTS, type MarkdownPlugins } from '../config/schemas/markdown.js';
import type { MagicComment } from './magic-comments.js';

/** What every page of a site compiles with, besides its own text and links. */
export interface MdxOptions {
  /** Whether ```mermaid fences become diagrams. */
  mermaid: boolean;
  /** How pages are read (`markdown.format`). */
  format: 'detect' | 'mdx' | 'md';
  /** The comments that mark lines of code blocks (`prism.magicComments`). */
  magicComments: MagicComment[];
  /** The language of a code block that names none (`prism.defaultLanguage`). */
  defaultLanguage?: string;
  /** Prism's languages highlighted besides the theme's own (`prism.additionalLanguages`). */
  additionalLanguages?: string[];
  /** The site's own remark and rehype plugins; absent when it has none. */
  markdownPlugins?: SiteMarkdownPlugins;
  /** A Docusaurus site's base URL and trailing slash, which its Markdown links are written with (`PageSettings.linkSite`). */
  linkSite?: LinkSite;
  /** A Docusaurus site's folder, which its Markdown links to files from `/` may start from. */
  siteDir?: string;
}

export interface SiteMarkdownPlugins {
  lists: MarkdownPlugins;
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
  config: ConfigOfLocale & { code: string },
): SiteMarkdownPlugins | undefined {
  const lists = Object.fromEntries(MARKDOWN_PLUGIN_LISTS.map((name) => [name, markdown[name]])) as MarkdownPlugins;
  if (MARKDOWN_PLUGIN_LISTS.every((name) => !lists[name].length)) return undefined;
  const key = createHash('sha1').update(config.code).update(describePlugins(lists)).digest('hex');
  return { lists, key, config: { file: config.file, locale: config.locale } };
}

/** On a worker thread: the plugins of the site's config (`SiteMarkdownPlugins.config`), loaded as the main thread did. */
export async function loadMarkdownPlugins({ file, locale }: ConfigOfLocale): Promise<MarkdownPlugins> {
  // Only a site with plugins loads the config loader (esbuild, jiti) into its workers.
  const { loadConfig } = await import('../config/load.js');
  return (await loadConfig(file, locale)).config.markdown;
}

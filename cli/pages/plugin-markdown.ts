import { relative, sep } from 'node:path';
import { splitFrontMatter } from '../content/front-matter.js';
import { readSource } from '../content/read-source.js';
import type { DocSource, VersionContent } from '../content/types.js';
import type { CompiledDoc } from '../mdx/types.js';
import type { MarkdownModule } from '../plugins/markdown-rules.js';
import { pseudoVersion } from '../content/pseudo-version.js';

/** The name the plugins' Markdown goes by as docs, for the MDX stage (`version`). */
export const PLUGIN_MARKDOWN_VERSION = '_markdown';

/** The query that has a blog post cut at its truncate marker, as its list pages show it. */
export const TRUNCATED = '?truncated=true';

/** A file a plugin's Markdown rule takes, as the MDX stage compiles it: whole, or cut (`TRUNCATED`). */
export interface MarkdownPage extends DocSource {
  /** What the bundles import it by: its path, and the query of the cut one. */
  specifier: string;
  /** Its first heading, taken out of the content where the rule says the component shows it. */
  contentTitle?: string;
}

/** The plugins' Markdown as the bundles import it (cli/bundle/mdx-partials.ts), compiled: by specifier. */
export type PrecompiledMarkdown = Map<
  string,
  Pick<CompiledDoc, 'code' | 'imports' | 'headings' | 'title'> & Pick<DocSource, 'frontMatter'>
>;

/** The page's first heading, when nothing but blank lines and imports comes before it: its title. */
const CONTENT_TITLE = /^((?:[ \t]*\n|import .*\n)*)#[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*(\n|$)/;

/** The body before the marker, as the blog's Markdown loader cuts a post for its list pages. */
export const cutAtMarker = (body: string, [source, flags]: [string, string]) =>
  body.split(new RegExp(source, flags))[0]!;

/** The body to compile, without its title heading where the plugin's rule shows the title apart (blog posts). */
export function withoutContentTitle(
  body: string,
  rule: Pick<MarkdownModule, 'removeContentTitle'> | undefined,
): { body: string; title?: string } {
  const match = rule?.removeContentTitle ? CONTENT_TITLE.exec(body) : null;
  if (!match) return { body };
  // The heading's line stays, blank: errors keep the file's line numbers.
  return { body: `${match[1]}${match[3]}${body.slice(match[0].length)}`, title: match[2] };
}

/**
 * The Markdown the plugins' rules take (blog posts), as docs of one pseudo-version: each file
 * whole, and cut at its marker when it has one, so the MDX stage compiles them (in parallel,
 * through its cache) and the bundles take them compiled. Paths are from the site folder, which
 * links between the files resolve from.
 */
export function pluginMarkdown(markdown: Record<string, MarkdownModule>, siteDir: string): VersionContent {
  const version = pseudoVersion(PLUGIN_MARKDOWN_VERSION, 'Plugin Markdown', '/');
  for (const [file, rule] of Object.entries(markdown)) {
    const { frontMatter, body } = splitFrontMatter(readSource(file), file);
    const relPath = relative(siteDir, file).split(sep).join('/');
    const page = (specifier: string, text: string): MarkdownPage => {
      const { body: content, title } = withoutContentTitle(text, rule);
      const id = `${relPath.replace(/\.mdx?$/, '')}${specifier === file ? '' : TRUNCATED}`;
      const doc = {
        version: version.name,
        id,
        file,
        relPath,
        permalink: rule.permalink ?? '',
        frontMatter,
        tags: [],
        markdownPlugins: rule.owner,
      };
      return { ...doc, body: content, specifier, contentTitle: title };
    };
    version.docs.push(page(file, body));
    const cut = rule.truncateMarker ? cutAtMarker(body, rule.truncateMarker) : body;
    if (cut !== body) version.docs.push(page(`${file}${TRUNCATED}`, cut));
  }
  return version;
}

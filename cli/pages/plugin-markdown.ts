import { relative, sep } from 'node:path';
import { splitFrontMatter } from '../content/front-matter.js';
import { readSource } from '../content/read-source.js';
import type { DocSource, VersionContent } from '../content/types.js';
import type { CompiledDoc } from '../mdx/types.js';
import type { MarkdownModule } from '../plugins/markdown-rules.js';
import { pseudoVersion } from '../content/pseudo-version.js';
import { withTrailingSlash } from '../../common/route-files.js';
import type { SiteConfig } from '../config/schema.js';
import type { SiteSetup } from '../stages/config.js';

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
  Pick<CompiledDoc, 'code' | 'imports' | 'exportNames' | 'headings' | 'title'> & Pick<DocSource, 'frontMatter'>
>;

/** The body before the marker, as the blog's Markdown loader cuts a post for its list pages. */
export const cutAtMarker = (body: string, [source, flags]: [string, string]) =>
  body.split(new RegExp(source, flags))[0]!;

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const ATX_HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const SETEXT_H1_UNDERLINE = /^ {0,3}=+[ \t]*$/;
const THEMATIC_BREAK = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;

/**
 * The lines of the page's title heading, as Docusaurus's Markdown finds it: its first heading,
 * wherever it is, when that is an h1 above any thematic break. A fenced code block's lines are no
 * heading; a line of dashes under text (an h2) ends the search as a rule does.
 */
function titleHeading(lines: string[]): { from: number; to: number; text: string } | undefined {
  let fence: string | undefined;
  for (const [i, line] of lines.entries()) {
    if (fence) {
      if (line.trimStart().startsWith(fence)) fence = undefined;
      continue;
    }
    fence = FENCE.exec(line)?.[1];
    if (fence) continue;
    const above = i > 0 ? lines[i - 1]!.trim() : '';
    if (above && SETEXT_H1_UNDERLINE.test(line)) return { from: i - 1, to: i, text: above };
    if (THEMATIC_BREAK.test(line)) return undefined;
    const atx = ATX_HEADING.exec(line);
    if (atx) return atx[1]!.length === 1 ? { from: i, to: i, text: (atx[2] ?? '').trim() } : undefined;
  }
  return undefined;
}

/**
 * The body to compile, without its title heading where the plugin's rule shows the title apart
 * (blog posts); the heading's text is the title when nothing but blank lines and imports comes
 * before it, as Docusaurus reads a post's title.
 */
export function withoutContentTitle(
  body: string,
  rule: Pick<MarkdownModule, 'removeContentTitle'> | undefined,
): { body: string; title?: string } {
  if (!rule?.removeContentTitle) return { body };
  const written = body.split('\n');
  const lines = written.map((line) => line.replace(/\r$/, ''));
  const heading = titleHeading(lines);
  if (!heading) return { body };
  const atTop = lines.slice(0, heading.from).every((line) => !line.trim() || line.startsWith('import '));
  // The heading's lines stay, blank: errors keep the file's line numbers.
  const kept = written.map((line, i) => (i >= heading.from && i <= heading.to ? '' : line));
  return { body: kept.join('\n'), title: atTop ? heading.text : undefined };
}

/**
 * The Markdown the plugins' rules take (blog posts), as docs of one pseudo-version: each file
 * whole, and cut at its marker when it has one, so the MDX stage compiles them (in parallel,
 * through its cache) and the bundles take them compiled. Paths are from the site folder, which
 * links between the files resolve from. A file's permalink is its page's URL, the site's
 * `trailingSlash` applied as Docusaurus applies it to the plugin's routes (a post named by its
 * date alone has a permalink ending in `/`): relative links resolve from it.
 */
export function pluginMarkdown(
  markdown: Record<string, MarkdownModule>,
  { siteDir, config }: Pick<SiteSetup, 'siteDir'> & { config: Pick<SiteConfig, 'trailingSlash' | 'baseUrl'> },
): VersionContent {
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
        permalink: rule.permalink ? withTrailingSlash(rule.permalink, config.trailingSlash, config.baseUrl) : '',
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

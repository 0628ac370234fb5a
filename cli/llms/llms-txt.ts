import type { SiteConfig } from '../config/schema.js';
import { flattenSidebar } from '../content/sidebars.js';
import type { VersionContent } from '../content/types.js';
import type { Route } from '../routes/types.js';
import { copyTitle } from './page-markdown.js';

/** A page of a version listed in llms.txt: its route and where its Markdown copy is. */
export interface ListedPage {
  route: Route;
  url: string;
}

/** A version's pages, by sidebar in sidebar order; pages no sidebar lists come last, under `''`. */
export function pagesBySidebar(version: VersionContent, pages: Map<string, ListedPage>): [string, ListedPage[]][] {
  const listed = new Set<string>();
  const sections: [string, ListedPage[]][] = Object.entries(version.sidebars).map(([id, items]) => {
    const inOrder = flattenSidebar(items).flatMap(({ href }) => {
      const page = pages.get(href);
      if (!page || listed.has(href)) return [];
      listed.add(href);
      return [page];
    });
    return [id, inOrder];
  });
  const rest = version.docs.flatMap((doc) => (listed.has(doc.permalink) ? [] : [pages.get(doc.permalink)!]));
  return [...sections, ['', rest.filter(Boolean)] as [string, ListedPage[]]].filter(([, list]) => list.length);
}

/** A sidebar's name as the navbar shows it, else its id. */
function sidebarLabel(config: SiteConfig, id: string): string {
  if (!id) return 'Other pages';
  const item = config.navbar.items.find((i) => i.type === 'docSidebar' && i.sidebarId === id);
  return item?.label || (id === 'api' ? 'API reference' : `${id[0]!.toUpperCase()}${id.slice(1)}`);
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A page's line in llms.txt: its title, linking to its Markdown copy, and its description. */
function pageLine(config: SiteConfig, { route, url }: ListedPage): string {
  // A page with no description of its own has the tagline, which says nothing of it.
  const description = route.page.description === config.tagline ? '' : oneLine(route.page.description);
  return `- [${oneLine(copyTitle(route))}](${url})${description ? `: ${description}` : ''}`;
}

/**
 * llms.txt in the llmstxt.org format: the site's title, its tagline as the summary, then a
 * section per version and sidebar listing each page's Markdown copy with its description, and
 * the blog's posts (`posts`, newest first as its plugin lists them).
 */
export function llmsTxt(
  config: SiteConfig,
  versions: { version: VersionContent; sections: [string, ListedPage[]][] }[],
  fullUrl: string | undefined,
  posts: ListedPage[] = [],
): string {
  const lines = [`# ${config.title}`, '', `> ${oneLine(config.tagline)}`, ''];
  if (fullUrl) lines.push(`Every page of the latest version, as one Markdown file: ${fullUrl}`, '');
  for (const { version, sections } of versions) {
    for (const [id, pages] of sections) {
      lines.push(
        `## ${version.label}: ${sidebarLabel(config, id)}`,
        '',
        ...pages.map((page) => pageLine(config, page)),
        '',
      );
    }
  }
  if (posts.length) lines.push('## Blog', '', ...posts.map((page) => pageLine(config, page)), '');
  return lines.join('\n');
}

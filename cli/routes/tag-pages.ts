import type { SiteConfig } from '../config/schema.js';
import type { DocSource, VersionContent } from '../content/types.js';
import type { CompiledDoc } from '../mdx/types.js';
import type { DocTag, PageData } from '../../common/data.js';
import { taggedTitle } from '../../common/tag-titles.js';
import type { Route } from './types.js';
import { compareText } from '../util/compare-text.js';
import { pageTitle } from '../../common/page-title.js';

/** A tag of a version, and the doc pages it is set on. */
interface TagGroup {
  tag: DocTag;
  docs: Route[];
}

/** Doc pages grouped by their tags (by URL: two spellings of one tag are one page), in page order. */
function tagGroups(docRoutes: Route[]): TagGroup[] {
  const groups = new Map<string, TagGroup>();
  for (const route of docRoutes)
    for (const tag of route.doc!.tags) {
      let group = groups.get(tag.permalink);
      if (!group) groups.set(tag.permalink, (group = { tag, docs: [] }));
      group.docs.push(route);
    }
  return [...groups.values()];
}

/**
 * The tags pages of a version, from its doc pages (`docRoutes`): the list of its tags, at its
 * tags path, and a page per tag listing its docs by title, each with its description. As in Docusaurus, unlisted docs are
 * left out of a tag's page, and a tag set only on unlisted docs keeps its page (listing them)
 * but is left out of the list. A version with no tags has no tags pages.
 */
export function tagRoutes(
  config: SiteConfig,
  version: VersionContent,
  docRoutes: Route[],
  compiled: Map<DocSource, CompiledDoc>,
): Route[] {
  const groups = tagGroups(docRoutes.filter((route) => route.doc && route.path === route.doc.permalink));
  if (!groups.length) return [];
  const isUnlisted = (route: Route) => route.doc!.frontMatter.unlisted;
  const page = (path: string, title: string, description: string, tags: PageData['tags'], unlisted = false): Route => ({
    path,
    page: {
      kind: 'tags',
      path,
      title: pageTitle(title, config.title, config.titleDelimiter),
      description,
      tags,
      version: version.name,
      ...(unlisted && { unlisted: true }),
    },
  });
  const listed = groups.filter((group) => !group.docs.every(isUnlisted));
  const routes = groups.map(({ tag, docs }) => {
    const shown = docs.every(isUnlisted) ? docs : docs.filter((route) => !isUnlisted(route));
    const items = shown
      .map((route) => ({
        title: route.page.doc!.title,
        permalink: route.path,
        description: route.doc!.frontMatter.description ?? compiled.get(route.doc!)?.excerpt,
      }))
      .sort((a, b) => compareText(a.title, b.title));
    const title = taggedTitle(items.length, tag.label);
    const data = { tag, allTagsPath: version.tagsPath, docs: items };
    return page(tag.permalink, title, tag.description ?? title, data, docs.every(isUnlisted));
  });
  if (listed.length)
    routes.unshift(
      page(version.tagsPath, 'Tags', `The tags of the ${version.label} docs`, {
        list: listed.map(({ tag, docs }) => ({ ...tag, count: docs.filter((route) => !isUnlisted(route)).length })),
      }),
    );
  return routes;
}

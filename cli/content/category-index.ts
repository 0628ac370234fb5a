import GithubSlugger from 'github-slugger';
import type { GeneratedIndexLink } from '../config/schemas/sidebar-items.js';
import { UserError } from '../util/errors.js';
import { docPermalink, type UrlStyle } from './ids.js';
import type { CategoryIndex, DocSource, SidebarItem } from './types.js';

export type Category = Extract<SidebarItem, { type: 'category' }>;

/** The categories of a version's sidebars whose label opens a generated index, with their link. */
export type IndexLinks = WeakMap<Category, GeneratedIndexLink>;

/**
 * Gives each category with a generated index its URL and returns the indexes. As Docusaurus does:
 * the URL is the version's path and the link's `slug`, by default `/category/` and the label's
 * slug, numbered when labels repeat in the version, counted sidebar by sidebar, each category
 * before its items; a category with a generated index and no items is left out of its sidebar.
 */
export function placeCategoryIndexes(
  sidebars: Record<string, SidebarItem[]>,
  links: IndexLinks,
  versionPath: string,
  docs: DocSource[],
  style?: UrlStyle,
): CategoryIndex[] {
  const slugger = new GithubSlugger();
  const indexes = new Map<string, CategoryIndex>();
  const place = (sidebar: string, items: SidebarItem[]): SidebarItem[] =>
    items.flatMap((item): SidebarItem[] => {
      if (item.type !== 'category') return [item];
      const link = links.get(item);
      if (link)
        item.href = indexPermalink(versionPath, link.slug ?? `/category/${slugger.slug(item.label)}`, item, style);
      item.items = place(sidebar, item.items);
      if (!link) return [item];
      if (!item.items.length) return [];
      // The same index in two sidebars is one page, shown with the first.
      if (!indexes.has(item.href!))
        indexes.set(item.href!, {
          permalink: item.href!,
          sidebar,
          title: link.title ?? item.label,
          description: link.description,
          keywords: typeof link.keywords === 'string' ? [link.keywords] : link.keywords,
        });
      return [item];
    });
  for (const [id, items] of Object.entries(sidebars)) sidebars[id] = place(id, items);
  assertNoDocAtIndexes(indexes, docs);
  return [...indexes.values()];
}

/** A generated index's URL from its slug, which starts at the version's path whether or not it starts with `/`. */
function indexPermalink(versionPath: string, slug: string, category: Category, style?: UrlStyle): string {
  const permalink = docPermalink(versionPath, '', slug.startsWith('/') ? slug : `/${slug}`, false, style);
  if (permalink !== undefined) return permalink;
  throw new UserError(
    `The generated index of category "${category.label}" has the slug "${slug}", which leads out of its version (${versionPath})`,
    { problems: ['Write a slug inside the version, such as `/category/my-topic`.'] },
  );
}

function assertNoDocAtIndexes(indexes: Map<string, CategoryIndex>, docs: DocSource[]): void {
  for (const doc of docs) {
    const index = indexes.get(doc.permalink);
    if (!index) continue;
    throw new UserError(`The generated index "${index.title}" of sidebar "${index.sidebar}" has the URL of a doc`, {
      file: doc.file,
      problems: [
        `Both are at ${doc.permalink}. Give the category's link a \`slug\`, or link the category to this doc with \`link: { type: 'doc', id: '${doc.id}' }\`.`,
      ],
    });
  }
}

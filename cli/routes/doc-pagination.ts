import type { DocSource, VersionContent } from '../content/types.js';
import type { DocData } from '../../common/data.js';

type NavLink = NonNullable<DocData['next']>;

/**
 * A version's docs' previous and next links as Docusaurus makes them: a doc's neighbours in its
 * sidebar unless its front matter names others by id (`pagination_prev`, `pagination_next`; null
 * for none), each labelled by the doc it leads to: its `pagination_label`, else its
 * `sidebar_label`, else its title. Ids are checked as the content is read (scan.ts).
 */
export function docPagination(version: VersionContent, titleOf: (doc: DocSource) => string) {
  const byId = new Map(version.docs.map((doc) => [doc.id, doc]));
  const byPermalink = new Map(version.docs.map((doc) => [doc.permalink, doc]));
  const linkTo = (doc: DocSource): NavLink => ({
    label: doc.frontMatter.pagination_label ?? doc.frontMatter.sidebar_label ?? titleOf(doc),
    href: doc.permalink,
  });
  // A neighbour that is not a doc (a category's generated index) keeps its sidebar label.
  const relabel = (link: NavLink | undefined) => {
    const doc = link && byPermalink.get(link.href);
    return doc ? linkTo(doc) : link;
  };
  const chosen = (id: string | null | undefined, neighbour: NavLink | undefined) =>
    id === null ? undefined : id === undefined ? relabel(neighbour) : linkTo(byId.get(id)!);
  return (doc: DocSource, neighbours: Pick<DocData, 'prev' | 'next'>): Pick<DocData, 'prev' | 'next'> => ({
    prev: chosen(doc.frontMatter.pagination_prev, neighbours.prev),
    next: chosen(doc.frontMatter.pagination_next, neighbours.next),
  });
}

import type { DocSource } from '../content/types.js';
import type { CompiledDoc } from '../mdx/types.js';
import { siblingsOf } from '../../common/sidebar-items.js';
import { docDescription } from './doc-excerpt.js';
import type { Route } from './types.js';

/** The component that shows doc cards: a page importing it gets the descriptions its cards show. */
const CARD_LIST = '@theme/DocCardList';

/**
 * Gives each page that shows doc cards (its MDX imports `@theme/DocCardList`, or it is a generated
 * index) the descriptions of the docs of its sidebar category (a doc's `description` front matter,
 * else the first line of its text), as Docusaurus's cards show them. Only those pages: every page
 * carrying its neighbours' descriptions would weigh on all.
 */
export function addCardDescriptions(routes: Route[], compiled: Map<DocSource, CompiledDoc>): void {
  const descriptions = new Map<string, string>();
  for (const { doc } of routes) {
    const description = doc && docDescription(doc);
    if (doc && description) descriptions.set(`${doc.version}/${doc.id}`, description);
  }
  for (const { doc, sidebar, page } of routes) {
    const showsCards = page.generatedIndex || (doc && compiled.get(doc)?.imports.includes(CARD_LIST));
    if (!sidebar || !page.doc || !showsCards) continue;
    const cards: Record<string, string> = {};
    for (const item of siblingsOf(sidebar, page.doc.permalink)) {
      if (item.type !== 'link' || !item.docId) continue;
      const description = descriptions.get(`${page.doc.version}/${item.docId}`);
      if (description) cards[item.docId] = description;
    }
    page.doc.cardDescriptions = cards;
  }
}

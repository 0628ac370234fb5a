import type { ComponentType, ReactNode } from 'react';
import type { PageData } from './data.js';

/**
 * Pages drawn from data by templates of their own: the API pages, the search page, the API changes
 * page, the tags pages, the 404 page and the home page. Each template is a chunk of its own in the browser, loaded with such a
 * page (templates/view-chunks.ts, runtime/page-loader.ts), so that the first visit of a guide page does not carry
 * them; the server imports them.
 */
export type ViewName = 'api' | 'search' | 'apiChanges' | 'notFound' | 'tags' | 'home';

/**
 * A page's whole body, or its content within the doc page for the API changes. `notice` is what
 * the page shows above its content, if anything (the banner of an unlisted page).
 */
export type PageView = ComponentType<{ page: PageData; notice?: ReactNode }>;

/** Each view's template, imported when a page needs it. */
export type ViewChunks = Record<ViewName, () => Promise<PageView>>;

/** The view a page is drawn with, if it is one of those pages. */
export function viewOf(page: PageData): ViewName | undefined {
  if (page.kind === 'search') return 'search';
  if (page.kind === 'notFound') return 'notFound';
  if (page.kind === 'tags') return 'tags';
  if (page.kind === 'home') return 'home';
  if (page.kind === 'doc' && page.apiChanges) return 'apiChanges';
  if (page.kind === 'doc' && (page.api || page.apiIndex)) return 'api';
  return undefined;
}

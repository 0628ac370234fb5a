import type { ViewChunks } from '../common/page-views.js';

/** The templates few visits need, each a chunk of its own that the browser imports with its page (runtime/page-loader.ts). */
export const viewChunks: ViewChunks = {
  api: () => import('./ApiPage.js').then((m) => m.ApiView),
  search: () => import('./SearchPage.js').then((m) => m.SearchPage),
  apiChanges: () => import('./ApiChangesPage.js').then((m) => m.ApiChangesView),
  notFound: () => import('./NotFound.js').then((m) => m.NotFound),
  tags: () => import('./TagsPage.js').then((m) => m.TagsPage),
  home: () => import('./Home.js').then((m) => m.Home),
};

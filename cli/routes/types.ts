import type { DocSource, SidebarItem } from '../content/types.js';
import type { PageData } from '../../common/data.js';

/** One page of the site, as the route table (table.ts) lists it. */
export interface Route {
  /**
   * URL path: on ckdocs's own sites without a trailing slash but the root's, on a Docusaurus site
   * ending in `/` where its URL does (config `trailingSlash`). Found by `routeKey` either way.
   */
  path: string;
  page: PageData;
  doc?: DocSource;
  /** Key of its content module when that is not a doc's: a component page's. */
  contentKey?: string;
  /** `version/sidebarId` of the page's sidebar, and its items. */
  sidebarKey?: string;
  sidebar?: SidebarItem[];
  /** The page's keywords meta tag, for a page without a doc's front matter (a generated index). */
  keywords?: string[];
}

// What render-pool.ts and its workers (cli/workers/render.ts) send each other.
import type { PageData, SidebarItem, SiteData } from '../../common/data.js';
import type { PageContent } from '../bundle/server.js';
import type { PageLinks } from '../../common/page-links.js';
import type { CodeThemes } from '../mdx/themed-tokens.js';

/** A route for a render worker: its page, its sidebar by key, and its content's code. */
export interface RenderItem {
  content?: PageContent;
  page: PageData;
  sidebarKey?: string;
}
/**
 * What every render worker is given once: the site, the sidebars by key, the theme's server bundle
 * and the bundle of what pages import, if some need it.
 */
export interface RenderSetup {
  site: SiteData;
  sidebars: [string, SidebarItem[]][];
  themeFile: string;
  importsFile?: string;
  /** The site's code themes, for code its components hand the CodeBlock as text. */
  codeThemes?: CodeThemes;
  /** The site's folder, where a module that throws as the bundles load is looked for. */
  siteDir: string;
}
/**
 * Each route's body (UTF-8) and what it told the link checker, none for a route that threw; and
 * the routes that threw (by their index in the task), why, and where (the stack, which names the
 * bundles' files: this thread maps it to the site's code).
 */
export interface RenderResult {
  bodies: (Uint8Array | undefined)[];
  links: (PageLinks | undefined)[];
  failures: RenderFailure[];
}

/** A route that threw as it rendered on a render thread. */
export interface RenderFailure {
  index: number;
  message: string;
  stack?: string;
  componentStack?: string;
}

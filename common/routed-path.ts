import type { SiteData } from './data.js';
import { cleanPath } from './route-files.js';

/** Files the browser opens itself, known by their extension: no page's URL ends so. */
const FILE_PATH = /\.(xml|json|txt|md|png|jpe?g|svg|gif|webp|pdf|zip)$/i;

/**
 * The page a link to `pathname` (on the site's origin) opens through the router, or undefined
 * where the browser loads it: outside the base URL, under another locale's (a site of its own), a
 * file. The browser's router and the build (which names the links that lead to no page) agree so.
 */
export function routedPath(pathname: string, site: Pick<SiteData, 'baseUrl' | 'localesWithin'>): string | undefined {
  if (!pathname.startsWith(site.baseUrl) || FILE_PATH.test(pathname)) return;
  if (site.localesWithin?.some((baseUrl) => pathname.startsWith(baseUrl))) return;
  return cleanPath(pathname);
}

import type { SiteData } from '../../common/data.js';
import { routeKey } from '../../common/route-files.js';
import { routedPath } from '../../common/routed-path.js';
import { decodedUrl } from '../util/decode-url.js';

/** A link to another origin (`https:`, `mailto:`, `//host`) or within the page. */
const NOT_A_PAGE_LINK = /^(?:[a-z][a-z\d+.-]*:|\/\/|#|$)/i;

/**
 * Reads which of a page's links (`PageLinks.hrefs`) lead to no page of the site's `routes`, as
 * the browser's router takes them: each resolved from the page's URL, those the browser loads
 * itself (a file, another locale's site) left out; a route matches by its path as written or
 * decoded, as in the link check. Answers route keys. A link not relative to its page leads to the
 * same place from every page: each is resolved once.
 */
export function notPagesReader(
  site: Pick<SiteData, 'baseUrl' | 'localesWithin'>,
  routes: readonly { path: string }[],
): (hrefs: readonly string[], from: string) => string[] {
  const routeKeys = new Set(routes.map((route) => routeKey(route.path)));
  // Most links are written as their page's path: those need no reading.
  const paths = new Set(routes.map((route) => route.path));
  const notPage = (href: string, from: string) => {
    const path = routedPath(new URL(href, `http://site${from}`).pathname, site);
    if (path === undefined) return undefined;
    const key = routeKey(path);
    return routeKeys.has(key) || routeKeys.has(routeKey(decodedUrl(key))) ? undefined : key;
  };
  // What a link leads to wherever it is (written from the root, to another origin, to an anchor).
  const anywhere = new Map<string, string | undefined>();
  const remember = (href: string, key: string | undefined) => (anywhere.set(href, key), key);
  const fromPage = (href: string, from: string) => {
    if (NOT_A_PAGE_LINK.test(href)) return remember(href, undefined);
    if (!href.startsWith('/') || /\/\.\.?(?:[/?#]|$)/.test(href)) return notPage(href, from);
    return remember(href, notPage(href, '/'));
  };
  return (hrefs, from) => {
    const found = new Set<string>();
    for (const href of hrefs) {
      if (paths.has(href)) continue;
      const key = anywhere.has(href) ? anywhere.get(href) : fromPage(href, from);
      if (key !== undefined) found.add(key);
    }
    return [...found];
  };
}

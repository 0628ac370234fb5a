import type { SiteData } from '../../common/data.js';

/**
 * Where a hosted hit leads. Its URL is absolute: a page of this site opens through the router, at
 * its path, after `replaceSearchResultPathname`. On a Docusaurus site, as its search theme does, a
 * hit of any host is taken as this site's (its index may be of another deployment) unless it
 * matches `externalUrlRegex`.
 */
export function sitePath(
  site: Pick<SiteData, 'url' | 'baseUrl' | 'search' | 'classicClassNames'>,
  url: string,
  here: { href: string; origin: string } = window.location,
): string {
  const hosted = site.search.hosted;
  const parsed = new URL(url, here.href);
  if (hosted?.externalUrlRegex && new RegExp(hosted.externalUrlRegex).test(parsed.href)) return url;
  const ours = parsed.origin === new URL(site.url).origin || parsed.origin === here.origin;
  if (!ours && !site.classicClassNames) return url;
  const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  const replace = hosted?.replaceSearchResultPathname;
  const replaced = replace ? path.replaceAll(new RegExp(replace.from, 'g'), replace.to) : path;
  // Under the base URL once, as Docusaurus's `withBaseUrl` puts a path.
  return replaced.startsWith(site.baseUrl) ? replaced : site.baseUrl + replaced.replace(/^\//, '');
}

// What a page's head tells others beyond its title and description: DocSearch's crawler, search
// engines (structured data), and the search host to connect to early.
import type { PageData, SiteData } from '../../common/data.js';
import { escapeHtml } from '../../common/escape-html.js';
import { ownVersionName, searchTag } from '../../common/version-names.js';
import { scriptJson } from '../../common/script-json.js';

/** The hosted search's first host, connected to ahead of the reader's first query, as Docusaurus's search bar does. */
export function searchPreconnect(site: SiteData): string {
  const hosted = site.search.hosted;
  if (!hosted) return '';
  const host = hosted.hosts?.[0];
  const origin = host
    ? `${host.protocol}://${host.url}${host.port ? `:${host.port}` : ''}`
    : `https://${hosted.appId}-dsn.algolia.net`;
  return `<link rel="preconnect" href="${escapeHtml(origin)}" crossorigin="anonymous">`;
}

/** A `<meta>` of the given attributes (React's `httpEquiv` as HTML's `http-equiv`). */
export const metaTag = (attributes: Record<string, string>) =>
  `<meta ${Object.entries(attributes)
    .map(([name, value]) => `${name === 'httpEquiv' ? 'http-equiv' : name}="${escapeHtml(value)}"`)
    .join(' ')}>`;

/**
 * What DocSearch reads of a page (its crawler, and so its records' facets, which contextual search
 * filters by): the locale, and a doc's version and tag, any other page's tag being `default`. On a
 * Docusaurus site, also the same under Docusaurus's own names, which other search plugins read.
 */
export function searchMetas(site: SiteData, versionName: string | undefined): [name: string, content: string][] {
  // A version the site's list does not name is the main docs' (an API page's of its own).
  const version =
    versionName === undefined
      ? undefined
      : (site.versions.find((v) => v.name === versionName) ?? { name: versionName });
  const own = version && ownVersionName(version);
  const tag = version ? searchTag(version) : 'default';
  const language = site.search.language ?? 'en';
  const docusaurus: [string, string][] = [
    ['docusaurus_locale', language],
    ...(own === undefined ? [] : [['docusaurus_version', own] as [string, string]]),
    ['docusaurus_tag', tag],
  ];
  return [
    ...(site.classicClassNames ? docusaurus : []),
    ['docsearch:language', language],
    ...(own === undefined ? [] : [['docsearch:version', own] as [string, string]]),
    ['docsearch:docusaurus_tag', tag],
  ];
}

/**
 * A doc's breadcrumbs as structured data (schema.org's BreadcrumbList), which search engines show
 * in their results: those that lead somewhere, as Docusaurus's docs breadcrumbs give them.
 */
export function breadcrumbsData(site: SiteData, page: PageData): string {
  const crumbs = page.doc?.breadcrumbs.filter((crumb) => crumb.href) ?? [];
  if (!crumbs.length) return '';
  const itemListElement = crumbs.map((crumb, i) => ({
    '@type': 'ListItem',
    position: i + 1,
    name: crumb.label,
    item: `${site.url}${crumb.href}`,
  }));
  const data = { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement };
  return `<script type="application/ld+json">${scriptJson(data)}</script>`;
}

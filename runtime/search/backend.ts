import type { SiteData } from '../../common/data.js';
import { search, type SearchParams, type SearchResponse } from './engine.js';
import { openIndex, type SearchIndex } from './open-index.js';
import { DEFAULT_DOCS, versionsOf } from '../../common/docs-instances.js';
import { searchTag } from '../../common/version-names.js';

/** A request as DocSearch (and the /search page) sends it. */
export interface SearchRequest extends SearchParams {
  indexName: string;
  facetFilters?: (string | string[])[];
  [key: string]: unknown;
}

/** Thrown when the search data cannot be fetched; DocSearch shows its error screen for this name. */
class RetryError extends Error {
  override name = 'RetryError';
}

const indexes = new Map<string, Promise<SearchIndex>>();

/** A search file; any failure is a RetryError, for DocSearch's error screen. */
async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url).catch((error: Error) => {
    throw new RetryError(error.message);
  });
  if (!response.ok) throw new RetryError(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The embedded index of a version: the manifest, then the version's meta file, each fetched once. */
export function loadIndex(baseUrl: string, version: string): Promise<SearchIndex> {
  let pending = indexes.get(version);
  if (!pending) {
    pending = (async () => {
      const manifest = await fetchJson<{ indexes: Record<string, string> }>(`${baseUrl}search/manifest.json`);
      const url = manifest.indexes[version];
      if (!url) throw new RetryError(`No search index for version ${version}`);
      return openIndex(url, fetchJson);
    })().catch((error: Error) => {
      indexes.delete(version);
      throw error.name === 'RetryError' ? error : new RetryError(error.message);
    });
    indexes.set(version, pending);
  }
  return pending;
}

/** The version a request filters to (contextual search), else the latest. */
export function requestVersion(site: SiteData, request: { facetFilters?: (string | string[])[] }): string {
  const filters = new Set((request.facetFilters ?? []).flat());
  const versions = versionsOf(site.versions);
  const named = versions.find((v) => filters.has(`docusaurus_tag:${searchTag(v)}`));
  // A site without docs has one index, named ''.
  return named?.name ?? versions.find((v) => v.isLast)?.name ?? versions[0]?.name ?? '';
}

/**
 * Facet filters for one version, as Docusaurus's contextual search sends them: the locale's
 * language, and the site's own pages, the version's docs and the latest of each other set of docs.
 */
export function versionFilters(site: SiteData, version: string): (string | string[])[] {
  const shown = site.versions.find((v) => v.name === version);
  const others = site.versions.filter((v) => (v.instance ?? DEFAULT_DOCS) !== DEFAULT_DOCS && v.isLast);
  const tags = [searchTag(shown ?? { name: version }), ...others.map(searchTag)];
  return [
    `language:${site.search.language ?? 'en'}`,
    ['docusaurus_tag:default', ...tags.map((tag) => `docusaurus_tag:${tag}`)],
  ];
}

/**
 * What a query is sent with: the site's hosted search parameters (`search.searchParameters`), and
 * the facet filters of `contextual` (the version's, when contextual search is on) before the site's
 * own, as Docusaurus joins them.
 */
export function queryParameters(site: SiteData, contextual: (string | string[])[] = []) {
  const { facetFilters = [], ...rest } = site.search.hosted?.searchParameters ?? {};
  const filters = [...contextual, ...(typeof facetFilters === 'string' ? [facetFilters] : facetFilters)];
  return { ...rest, ...(filters.length > 0 && { facetFilters: filters }) };
}

/** Answers DocSearch's `search({ requests })` from the embedded index of each request's version. */
export function embeddedSearch(site: SiteData) {
  return async ({ requests }: { requests: SearchRequest[] }): Promise<{ results: SearchResponse[] }> => ({
    results: await Promise.all(
      requests.map(async (r) => search(await loadIndex(site.baseUrl, requestVersion(site, r)), r)),
    ),
  });
}

type LiteClient = import('algoliasearch/lite').LiteClient;

/**
 * Algolia's lite client for the hosted index, loaded on first use, tagged with the given agents
 * and ckdocs' version. Timeouts, retries and fallback across hosts stay Algolia's own; the site's
 * `hosts`, when set, only replace the hosts it tries. A failed load is a network failure too.
 * A client per query loses nothing: Algolia keeps its record of failed hosts in localStorage.
 */
export async function hostedClient(
  site: SiteData,
  agents: [segment: string, version: string][] = [],
): Promise<LiteClient> {
  const hosted = site.search.hosted!;
  const { liteClient } = await import('algoliasearch/lite').catch((error: Error) => {
    throw new RetryError(error.message);
  });
  const hosts = hosted.hosts?.map((host) => ({ ...host, accept: 'readWrite' as const }));
  const client = liteClient(hosted.appId, hosted.apiKey, hosts && { hosts });
  for (const [segment, version] of agents) client.addAlgoliaAgent(segment, version);
  client.addAlgoliaAgent('ckdocs', site.search.generatorVersion);
  return client;
}

/** One query for the /search page, over whichever backend the site uses. */
export async function searchPage(
  site: SiteData,
  params: { query: string; version: string; page: number; hitsPerPage: number },
): Promise<SearchResponse> {
  const request: SearchRequest = {
    ...queryParameters(site, versionFilters(site, params.version)),
    indexName: site.search.hosted?.indexName ?? 'embedded',
    query: params.query,
    page: params.page,
    hitsPerPage: params.hitsPerPage,
    attributesToSnippet: ['content:20'],
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    snippetEllipsisText: '…',
  };
  if (!site.search.hosted) return (await embeddedSearch(site)({ requests: [request] })).results[0]!;
  const { results } = await (
    await hostedClient(site)
  ).search({ requests: [{ ...request, attributesToRetrieve: ['hierarchy', 'content', 'type', 'url'] }] });
  return results[0] as unknown as SearchResponse;
}

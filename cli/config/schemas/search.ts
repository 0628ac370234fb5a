import * as z from 'zod';

/**
 * A host that speaks Algolia's search API, queried instead of Algolia's own (a proxy, or a test
 * server): a URL with protocol, host and port only, since Algolia's client adds the paths itself.
 */
const searchHost = z.string().transform((value, ctx) => {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (
    !url ||
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    url.pathname !== '/' ||
    url.search ||
    url.hash ||
    url.username ||
    url.password
  ) {
    ctx.addIssue({
      code: 'custom',
      message: `expected a URL with only a protocol, a host and a port, like https://search.example.com or http://127.0.0.1:4567, got ${JSON.stringify(value)}`,
    });
    return z.NEVER;
  }
  // Algolia's host shape; URL leaves out a port the protocol implies (80, 443), and so does Algolia.
  return {
    protocol: url.protocol === 'http:' ? ('http' as const) : ('https' as const),
    url: url.hostname,
    ...(url.port && { port: Number(url.port) }),
  };
});

const CREDENTIALS = ['appId', 'apiKey', 'indexName'] as const;

/**
 * Search: the hosted service (Algolia DocSearch) when appId, apiKey and indexName are set,
 * else the embedded index the build writes. Naming some credentials but not all is an error.
 */
export const searchSchema = z
  .strictObject({
    /** Algolia application id (hosted search). Credentials are typed loosely so that an unset environment variable is reported by name. */
    appId: z.unknown().optional(),
    /** Algolia search-only API key (hosted search). */
    apiKey: z.unknown().optional(),
    /** Algolia index name (hosted search). */
    indexName: z.unknown().optional(),
    /** Show results of the version the reader is on only. */
    contextualSearch: z.boolean().default(true),
    /** Send click and conversion events to Algolia Insights (hosted search). */
    insights: z.boolean().default(false),
    /** Text of the empty search box; unset, the theme's ("Search docs"), in the locale's words. */
    placeholder: z.string().optional(),
    /** Text of the search button in the navbar; unset, the theme's ("Search"), in the locale's words. */
    buttonText: z.string().optional(),
    /** Hosts to send hosted queries to, in order, instead of Algolia's. */
    hosts: z.array(searchHost).min(1).optional(),
    /** A regular expression: hosted results whose URL matches it lead there, the others open on this site. */
    externalUrlRegex: z.string().optional(),
    /**
     * What to replace in each hosted result's path (`from`, a regular expression's source, every
     * match) and with what (`to`): for an index made from the site under another path.
     */
    replaceSearchResultPathname: z.strictObject({ from: z.string(), to: z.string() }).optional(),
    /**
     * Algolia search parameters every hosted query is sent with (`facetFilters: ['type:content']`,
     * `hitsPerPage`); its facetFilters join those of contextual search.
     */
    searchParameters: z.record(z.string(), z.unknown()).optional(),
    /**
     * Groups of words readers use for the same thing (`['guild', 'server']`): the embedded search
     * finds each word's pages for the others, a little below its own. Added to ckdocs's English
     * ones on a site in English.
     */
    synonyms: z
      .array(z.array(z.string().regex(/^[\p{L}\p{N}_]+$/u, 'a single word (letters, digits or _)')).min(2))
      .default([]),
  })
  .superRefine((search, ctx) => {
    if (CREDENTIALS.every((key) => search[key] === undefined)) {
      if (search.hosts)
        ctx.addIssue({
          code: 'custom',
          path: ['hosts'],
          message:
            'hosts are for the hosted search: set appId, apiKey and indexName too (or remove hosts to use the embedded search)',
        });
      return;
    }
    for (const key of CREDENTIALS) {
      if (typeof search[key] !== 'string' || !search[key]) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `${key} is missing: the hosted search needs appId, apiKey and indexName as strings (or remove all three to use the embedded search)`,
        });
      }
    }
  })
  .transform((search) => ({
    ...search,
    hosted:
      typeof search.appId === 'string'
        ? {
            appId: search.appId,
            apiKey: search.apiKey as string,
            indexName: search.indexName as string,
            ...(search.hosts && { hosts: search.hosts }),
            ...(search.externalUrlRegex && { externalUrlRegex: search.externalUrlRegex }),
            ...(search.replaceSearchResultPathname && {
              replaceSearchResultPathname: search.replaceSearchResultPathname,
            }),
            ...(search.searchParameters &&
              Object.keys(search.searchParameters).length > 0 && { searchParameters: search.searchParameters }),
          }
        : undefined,
  }))
  .prefault({});

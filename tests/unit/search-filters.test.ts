import { describe, expect, it } from 'vitest';
import { queryParameters, requestVersion, versionFilters } from '../../runtime/search/backend.js';
import type { SiteData } from '../../common/data.js';

// A site in Chinese with two versions of its docs and a second set of docs beside them.
const site = {
  search: { language: 'zh-CN' },
  versions: [
    { name: 'current', isLast: false },
    { name: '2.x', isLast: true },
    { name: 'community-current', instance: 'community', isLast: true },
  ],
} as unknown as SiteData;

describe("contextual search's filters", () => {
  it("ask for the reader's locale and version, the site's own pages and the other docs' latest", () => {
    expect(versionFilters(site, 'current')).toEqual([
      'language:zh-CN',
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current', 'docusaurus_tag:docs-community-current'],
    ]);
  });

  it('lead the embedded search to the index of the version they name, else the latest', () => {
    expect(requestVersion(site, { facetFilters: versionFilters(site, 'current') })).toBe('current');
    expect(requestVersion(site, { facetFilters: versionFilters(site, '2.x') })).toBe('2.x');
    expect(requestVersion(site, {})).toBe('2.x');
  });
});

describe("a hosted site's own search parameters (search.searchParameters)", () => {
  const hosted = {
    ...site,
    search: { ...site.search, hosted: { searchParameters: { facetFilters: 'type:content', analyticsTags: ['docs'] } } },
  } as unknown as SiteData;

  it("go with every query, their facet filters after contextual search's, as Docusaurus joins them", () => {
    expect(queryParameters(hosted, versionFilters(hosted, 'current'))).toEqual({
      analyticsTags: ['docs'],
      facetFilters: [
        'language:zh-CN',
        ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current', 'docusaurus_tag:docs-community-current'],
        'type:content',
      ],
    });
    expect(queryParameters(hosted)).toEqual({ analyticsTags: ['docs'], facetFilters: ['type:content'] });
    // A site without them: contextual search's filters alone, or none.
    expect(queryParameters(site, ['language:en'])).toEqual({ facetFilters: ['language:en'] });
    expect(queryParameters(site)).toEqual({});
  });
});

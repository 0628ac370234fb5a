import { describe, expect, it } from 'vitest';
import { sitePath } from '../../runtime/search/site-path.js';
import type { SiteData } from '../../common/data.js';

type Hosted = NonNullable<SiteData['search']['hosted']>;

/** A site at `baseUrl` on orchard.example.org, a Docusaurus one or ckdocs's own, with hosted search as `options` say. */
function siteAt(baseUrl: string, docusaurus: boolean, options: Partial<Hosted> = {}) {
  const hosted = { appId: 'APP', apiKey: 'key', indexName: 'orchard', ...options };
  return {
    url: 'https://orchard.example.org',
    baseUrl,
    search: { hosted } as SiteData['search'],
    ...(docusaurus && { classicClassNames: true as const }),
  };
}

// The reader is on a preview deployment, not the site's own host.
const preview = { href: 'https://preview-42.orchard.dev/docs/intro', origin: 'https://preview-42.orchard.dev' };

describe('where a hosted search hit leads', () => {
  it("opens a page of the site's own host at its path, its base URL once", () => {
    const site = siteAt('/orchard/', false);
    expect(sitePath(site, 'https://orchard.example.org/orchard/docs/pruning#tools', preview)).toBe(
      '/orchard/docs/pruning#tools',
    );
  });

  it("on a Docusaurus site, opens a hit of any host on this deployment, as Docusaurus's search theme does", () => {
    expect(sitePath(siteAt('/', true), 'https://orchard.example.org/docs/pruning', preview)).toBe('/docs/pruning');
    expect(sitePath(siteAt('/', true), 'https://old.orchard.org/docs/pruning?tab=winter', preview)).toBe(
      '/docs/pruning?tab=winter',
    );
    // ckdocs's own sites leave another host's hit where it leads.
    expect(sitePath(siteAt('/', false), 'https://old.orchard.org/docs/pruning', preview)).toBe(
      'https://old.orchard.org/docs/pruning',
    );
  });

  it('leaves a hit that externalUrlRegex matches where it leads', () => {
    const site = siteAt('/', true, { externalUrlRegex: 'shop\\.orchard\\.org|blog\\.' });
    expect(sitePath(site, 'https://shop.orchard.org/trees/apple', preview)).toBe(
      'https://shop.orchard.org/trees/apple',
    );
    expect(sitePath(site, 'https://orchard.example.org/docs/apple', preview)).toBe('/docs/apple');
  });

  it("rewrites every match of replaceSearchResultPathname's `from` in the path, for an index made under another path", () => {
    const site = siteAt('/', true, { replaceSearchResultPathname: { from: '/docs/', to: '/' } });
    expect(sitePath(site, 'https://orchard.example.org/docs/pruning/#tools', preview)).toBe('/pruning/#tools');
    const versioned = siteAt('/', false, { replaceSearchResultPathname: { from: '/v\\d+/', to: '/' } });
    expect(sitePath(versioned, 'https://orchard.example.org/v2/guide/v3/', preview)).toBe('/guide/');
  });
});

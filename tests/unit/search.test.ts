import { describe, expect, it } from 'vitest';
import { createIndex, search } from '../../runtime/search/engine.js';
import { decodeIndex, encodeIndex, type IndexRecord } from '../../runtime/search/index-format.js';

const rec = (
  url: string,
  type: IndexRecord['type'],
  hierarchy: (string | null)[],
  content: string | null = null,
): IndexRecord => ({
  url,
  type,
  hierarchy: Array.from({ length: 7 }, (_, i) => hierarchy[i] ?? null),
  content,
});

const records = [
  rec('/docs/guide/caching', 'lvl1', ['Caching', 'Caching in CommandKit']),
  rec(
    '/docs/guide/caching',
    'content',
    ['Caching', 'Caching in CommandKit'],
    'Wrap an expensive function so repeated calls return the stored value.',
  ),
  rec('/docs/guide/caching#tags', 'lvl2', ['Caching', 'Caching in CommandKit', 'Invalidating with tags']),
  rec('/docs/guide/buttons', 'lvl1', ['Components', 'ButtonKit']),
  rec(
    '/docs/guide/buttons#handling-clicks',
    'content',
    ['Components', 'ButtonKit', 'Handling clicks'],
    'Call onClick with a handler; the collector stops after the timeout you set.',
  ),
  rec('/docs/api/cache-tag', 'lvl1', ['API Reference', 'cacheTag']),
  rec('/docs/guide/evil', 'content', ['Guide', 'Escaping'], 'A <script>alert(1)</script> tag in prose about caching.'),
];
const index = createIndex(decodeIndex(encodeIndex(records)));
const params = {
  attributesToSnippet: ['content:5'],
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  snippetEllipsisText: '…',
};
const urls = (query: string) => search(index, { query, ...params }).hits.map((h) => h.url);

describe('the embedded search engine', () => {
  it('ranks a page whose title matches above pages that only mention the word', () => {
    expect(urls('caching')[0]).toBe('/docs/guide/caching');
    expect(urls('caching')).toContain('/docs/guide/evil');
  });

  it('matches the last word as a prefix and camelCase parts of words', () => {
    expect(urls('buttonk')).toEqual(['/docs/guide/buttons', '/docs/guide/buttons#handling-clicks']);
    expect(urls('tag')).toContain('/docs/api/cache-tag');
  });

  it('tolerates one typo from four letters and two from eight, none below', () => {
    expect(urls('cachng')[0]).toBe('/docs/guide/caching');
    expect(urls('invalidatign')).toEqual(['/docs/guide/caching#tags']);
    expect(urls('tsg')).toEqual([]);
  });

  it('requires every word of the query', () => {
    expect(urls('onclick timeout')).toEqual(['/docs/guide/buttons#handling-clicks']);
    expect(urls('onclick caching')).toEqual([]);
  });

  it('returns one hit per URL with hierarchy, content and the counts DocSearch reads', () => {
    const result = search(index, { query: 'caching', hitsPerPage: 2, ...params });
    expect(new Set(result.hits.map((h) => h.url)).size).toBe(result.hits.length);
    expect(result.hits).toHaveLength(2);
    expect(result.nbHits).toBe(3);
    expect(result.nbPages).toBe(2);
    expect(result.hits[0]!.hierarchy.lvl1).toBe('Caching in CommandKit');
  });

  it('escapes record text before marking matches, so a record cannot inject HTML', () => {
    const hit = search(index, { query: 'script', ...params }).hits[0]!;
    expect(hit._highlightResult.content!.value).toBe(
      'A &lt;<mark>script</mark>&gt;alert(1)&lt;/<mark>script</mark>&gt; tag in prose about caching.',
    );
  });

  it('cuts snippets to the requested number of words around the first match', () => {
    const hit = search(index, { query: 'timeout', ...params }).hits[0]!;
    expect(hit._snippetResult.content!.value).toBe('…after the <mark>timeout</mark> you set.');
    expect(hit._highlightResult.hierarchy.lvl1!.matchLevel).toBe('none');
  });

  it('ignores what follows the 64th character of a query, as DocSearch does', () => {
    // Eight times 'caching ' is 64 characters: the word after it is never searched.
    expect(urls(`${'caching '.repeat(8)}zzzz`)[0]).toBe('/docs/guide/caching');
  });
});

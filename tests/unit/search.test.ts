import { describe, expect, it } from 'vitest';
import { FRAGMENT_FILE_CHARS, indexFiles } from '../../cli/search/index-files.js';
import { search, type SearchParams } from '../../runtime/search/engine.js';
import type { IndexRecord } from '../../common/search/index-format.js';
import { openIndex, type SearchIndex } from '../../runtime/search/open-index.js';

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
  rec('/docs/guide/rate-limiter', 'lvl1', ['Utilities', 'Rate Limiter']),
  rec('/docs/guide/rate-limiter', 'content', ['Utilities', 'Rate Limiter'], 'Limit how often a command runs.'),
  rec('/docs/guide/migrating', 'lvl1', ['Getting Started', 'Migrating from v0']),
  rec('/docs/guide/migrating#steps', 'lvl2', ['Getting Started', 'Migrating from v0', 'Update the packages']),
  rec('/docs/guide/redis', 'lvl1', ['Plugins', '@commandkit/redis']),
  rec('/docs/guide/redis', 'content', ['Plugins', '@commandkit/redis'], 'Keeps the cache in a Redis server.'),
  rec('/docs/api/cache-tag', 'lvl1', ['API Reference', 'cacheTag']),
  rec('/docs/api/button-kit', 'lvl1', ['API Reference', 'ButtonKit']),
  rec('/docs/api/button-kit', 'content', ['API Reference', 'ButtonKit'], 'A button with an onClick handler.'),
  rec('/docs/api/memory-rate-limit-storage', 'lvl1', ['API Reference', 'MemoryRateLimitStorage']),
  rec(
    '/docs/api/memory-rate-limit-storage',
    'content',
    ['API Reference', 'MemoryRateLimitStorage'],
    'Keeps rate limit counters in memory: the rate limit storage of one process.',
  ),
  rec('/docs/api/redis-cache', 'lvl1', ['API Reference', 'RedisCache']),
  rec('/docs/guide/evil', 'content', ['Guide', 'Escaping'], 'A <script>alert(1)</script> tag in prose about caching.'),
];
const files = indexFiles(records, (url) => url.startsWith('/docs/api/'));

/** The index as the browser opens it, over the files in memory; `fetched` lists what was read. */
async function open(): Promise<{ index: SearchIndex; fetched: string[] }> {
  const fetched: string[] = [];
  const index = await openIndex('/search/meta.json', async (url) => {
    fetched.push(url);
    return JSON.parse(files.get(url.slice('/search/'.length))!);
  });
  return { index, fetched };
}
const { index } = await open();
const params = {
  attributesToSnippet: ['content:5'],
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  snippetEllipsisText: '…',
};
const query = (q: string, more: Partial<SearchParams> = {}) => search(index, { query: q, ...params, ...more });
const urls = async (q: string) => (await query(q)).hits.map((h) => h.url);
/** The pages of the hits, in order, each once. */
const pages = async (q: string) => [...new Set((await urls(q)).map((u) => u.split('#')[0]))];

describe('the embedded search engine', () => {
  it('ranks a page whose title matches above pages that only mention the word', async () => {
    expect((await pages('caching'))[0]).toBe('/docs/guide/caching');
    expect(await pages('caching')).toContain('/docs/guide/evil');
  });

  it('matches the last word as a prefix and camelCase parts of words', async () => {
    expect((await pages('buttonk')).sort()).toEqual(['/docs/api/button-kit', '/docs/guide/buttons']);
    expect(await pages('tag')).toContain('/docs/api/cache-tag');
  });

  it('tolerates one typo from four letters and two from eight, none below', async () => {
    expect((await pages('cachng'))[0]).toBe('/docs/guide/caching');
    expect(await urls('invalidatign')).toEqual(['/docs/guide/caching', '/docs/guide/caching#tags']);
    expect(await urls('tsg')).toEqual([]);
  });

  it('finds a stemmed form: "migrate" finds the page titled "Migrating"', async () => {
    expect((await pages('migrate from v0'))[0]).toBe('/docs/guide/migrating');
    expect((await pages('update package'))[0]).toBe('/docs/guide/migrating');
  });

  it('ranks pages matching every word first, then those matching some of them', async () => {
    expect(await pages('onclick timeout')).toEqual(['/docs/guide/buttons', '/docs/api/button-kit']);
    const partial = await pages('caching zeppelin');
    expect(partial[0]).toBe('/docs/guide/caching');
    expect((await query('zeppelin')).hits).toEqual([]);
  });

  it('puts a guide titled with the words before an API symbol that merely contains them', async () => {
    expect((await pages('rate limit'))[0]).toBe('/docs/guide/rate-limiter');
    expect(await pages('rate limit')).toContain('/docs/api/memory-rate-limit-storage');
  });

  it('sends an exact symbol name to its API page, and a package name to its guide', async () => {
    expect((await pages('MemoryRateLimitStorage'))[0]).toBe('/docs/api/memory-rate-limit-storage');
    expect((await pages('cacheTag'))[0]).toBe('/docs/api/cache-tag');
    expect((await pages('redis'))[0]).toBe('/docs/guide/redis');
  });

  it('groups hits by page: the page first, its matching sections after it', async () => {
    const result = await query('caching tags');
    expect(result.hits.slice(0, 3).map((h) => [h.url, h.type])).toEqual([
      ['/docs/guide/caching', 'lvl1'],
      ['/docs/guide/caching#tags', 'lvl2'],
      ['/docs/api/cache-tag', 'lvl1'],
    ]);
    // DocSearch nests a hit under the lvl1 hit of the same title.
    expect(result.hits[1]!.hierarchy.lvl1).toBe(result.hits[0]!.hierarchy.lvl1);
  });

  it('pages its hits with the counts DocSearch reads', async () => {
    const all = (await query('caching')).hits;
    const result = await query('caching', { hitsPerPage: 2, page: 1 });
    expect(result.hits).toEqual(all.slice(2, 4));
    expect(result.nbHits).toBe(all.length);
    expect(result.nbPages).toBe(Math.ceil(all.length / 2));
  });

  it('escapes record text before marking matches, so a record cannot inject HTML', async () => {
    const hit = (await query('script')).hits.find((h) => h.type === 'content')!;
    expect(hit._highlightResult.content!.value).toBe(
      'A &lt;<mark>script</mark>&gt;alert(1)&lt;/<mark>script</mark>&gt; tag in prose about caching.',
    );
  });

  it('marks a whole camel-case word when the query names each of its parts', async () => {
    const title = async (q: string, url: string) =>
      (await query(q)).hits.find((h) => h.url === url)!._highlightResult.hierarchy.lvl1!.value;
    expect(await title('button kit', '/docs/api/button-kit')).toBe('<mark>ButtonKit</mark>');
    expect(await title('memory storage', '/docs/api/memory-rate-limit-storage')).toBe(
      '<mark>Memory</mark>RateLimit<mark>Storage</mark>',
    );
  });

  it('cuts snippets to the requested number of words around the first match', async () => {
    const hit = (await query('timeout')).hits.find((h) => h.type === 'content')!;
    expect(hit._snippetResult.content!.value).toBe('…after the <mark>timeout</mark> you set.');
    expect(hit._highlightResult.hierarchy.lvl1!.matchLevel).toBe('none');
  });

  it('ignores what follows the 64th character of a query, as DocSearch does', async () => {
    // Eight times 'caching ' is 64 characters: the word after it is never searched.
    expect((await pages(`${'caching '.repeat(8)}zzzz`))[0]).toBe('/docs/guide/caching');
  });

  it('fetches only the shards of the query words and the fragments of the pages shown, once each', async () => {
    const { index: fresh, fetched } = await open();
    await search(fresh, { query: 'rate limit', hitsPerPage: 2 });
    expect(fetched).toEqual([
      '/search/meta.json',
      '/search/s-ra.json',
      '/search/s-li.json',
      // The two pages shown, the guide and the symbol: this small index's pages share one file.
      '/search/p0.json',
    ]);
    await search(fresh, { query: 'rate limit', hitsPerPage: 2 });
    expect(fetched).toHaveLength(4);
  });

  it("packs a large reference's page fragments into files of a few kilobytes, and fetches only those of the pages shown", async () => {
    // 400 symbols of about 300 characters of text each, as a large API reference has.
    const symbols = Array.from({ length: 400 }, (_, i) => [
      rec(`/docs/api/symbol-${i}`, 'lvl1', ['API Reference', `Symbol${i}`]),
      rec(
        `/docs/api/symbol-${i}`,
        'content',
        ['API Reference', `Symbol${i}`],
        `Symbol number ${i} ${i % 50 === 7 ? 'reconnects the gateway' : 'does its own work'}. ${'Some words. '.repeat(22)}`,
      ),
    ]);
    const large = indexFiles(symbols.flat(), () => true);
    const fragments = [...large].filter(([name]) => /^p\d+\.json$/.test(name));
    // Filled to about FRAGMENT_FILE_CHARS each: a few dozen files for 400 pages, none much over.
    const chars = fragments.reduce((sum, [, text]) => sum + text.length, 0);
    expect(fragments.length).toBeGreaterThanOrEqual(Math.floor(chars / FRAGMENT_FILE_CHARS));
    expect(fragments.length).toBeLessThanOrEqual(Math.ceil((2 * chars) / FRAGMENT_FILE_CHARS));
    for (const [, text] of fragments) expect(text.length).toBeLessThan(FRAGMENT_FILE_CHARS + 1000);
    const fetched: string[] = [];
    const opened = await openIndex('/large/meta.json', async (url) => {
      fetched.push(url);
      return JSON.parse(large.get(url.slice('/large/'.length))!);
    });
    const result = await search(opened, { query: 'reconnects', hitsPerPage: 20 });
    // Symbols 7, 57, ..., 357: each hit's text is its own page's, read from the file holding that page.
    expect(result.hits.map((h) => h.url).filter((u) => !u.includes('#'))).toEqual(
      Array.from({ length: 8 }, (_, k) => `/docs/api/symbol-${7 + 50 * k}`),
    );
    for (const hit of result.hits) expect(hit.content ?? '').toContain(`number ${hit.url.split('-').at(-1)} `);
    const files = fetched.filter((url) => /\/p\d+\.json$/.test(url));
    expect(files.length).toBe(new Set(files).size);
    expect(files.length).toBeLessThan(fragments.length);
  });
});

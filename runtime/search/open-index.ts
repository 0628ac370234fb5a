import {
  decodeFragment,
  fragmentFile,
  fragmentOf,
  type FragmentRecord,
  type IndexRecord,
  type Meta,
  type MetaPage,
  type Shard,
} from '../../common/search/index-format.js';
import { shardFile, shardKey } from '../../common/search/words.js';

/** A posting decoded: the page, the record in it, the fields (common/search/index-format.ts: FIELD) holding the word. */
export interface Posting {
  page: number;
  record: number;
  fields: number;
}

/** A version's index as the engine reads it: the pages at once, the rest fetched as queries need it. */
export interface SearchIndex {
  pages: MetaPage[];
  /** The words sharing a term's shard, with their postings (empty when no word starts like the term). */
  wordsLike(term: string): Promise<Map<string, Posting[]>>;
  /** A page's records, its own first. */
  records(page: number): Promise<IndexRecord[]>;
}

/** Reads a JSON file of the index by its URL. */
export type FetchJson = <T>(url: string) => Promise<T>;

function decodeShard(shard: Shard): Map<string, Posting[]> {
  const words = new Map<string, Posting[]>();
  for (const [word, numbers] of Object.entries(shard)) {
    const postings: Posting[] = [];
    let page = 0;
    for (let i = 0; i < numbers.length; i += 3) {
      page += numbers[i]!;
      postings.push({ page, record: numbers[i + 1]!, fields: numbers[i + 2]! });
    }
    words.set(word, postings);
  }
  return words;
}

/** Opens the index whose meta file is at `metaUrl`; each shard and fragment is fetched once, when first needed. */
export async function openIndex(metaUrl: string, fetchJson: FetchJson): Promise<SearchIndex> {
  const meta = await fetchJson<Meta>(metaUrl);
  const folder = metaUrl.slice(0, metaUrl.lastIndexOf('/') + 1);
  const shards = new Set(meta.shards);
  const loadedShards = new Map<string, Promise<Map<string, Posting[]>>>();
  const loadedFragments = new Map<number, Promise<FragmentRecord[][]>>();
  // page-loader.ts has its twin: shared, it would be a chunk of its own that every page preloads.
  const once = <K, V>(cache: Map<K, Promise<V>>, key: K, load: () => Promise<V>) => {
    let pending = cache.get(key);
    if (!pending) {
      pending = load();
      // A failed fetch is tried again by the next query.
      pending.catch(() => cache.delete(key));
      cache.set(key, pending);
    }
    return pending;
  };
  return {
    pages: meta.pages,
    wordsLike(term) {
      const key = shardKey(term);
      if (!shards.has(key)) return Promise.resolve(new Map());
      return once(loadedShards, key, async () => decodeShard(await fetchJson<Shard>(folder + shardFile(key))));
    },
    async records(page) {
      const n = fragmentOf(meta.fragments, page);
      const pages = await once(loadedFragments, n, () => fetchJson<FragmentRecord[][]>(folder + fragmentFile(n)));
      return decodeFragment(meta.pages[page]!, pages[page - meta.fragments[n]!]!);
    },
  };
}

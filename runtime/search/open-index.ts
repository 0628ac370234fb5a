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
import { synonymsByStem } from '../../common/search/synonyms.js';
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
  /** Words readers use for the same thing as a word of this stem, from the index's synonym groups. */
  synonyms: Map<string, string[]>;
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

/**
 * `load` made to load each key once, shared by all who ask; a failed fetch is forgotten, so that
 * the next query tries it again. The page loader has the same for a page's parts (`once`,
 * runtime/page-loader.ts): a module both imported would be a chunk of its own that every page preloads.
 */
function loadOnce<K, V>(load: (key: K) => Promise<V>): (key: K) => Promise<V> {
  const loads = new Map<K, Promise<V>>();
  return (key) => {
    let loading = loads.get(key);
    if (!loading) {
      loading = load(key);
      loading.catch(() => loads.delete(key));
      loads.set(key, loading);
    }
    return loading;
  };
}

/** Opens the index whose meta file is at `metaUrl`; each shard and fragment is fetched once, when first needed. */
export async function openIndex(metaUrl: string, fetchJson: FetchJson): Promise<SearchIndex> {
  const meta = await fetchJson<Meta>(metaUrl);
  const folder = metaUrl.slice(0, metaUrl.lastIndexOf('/') + 1);
  const shards = new Set(meta.shards);
  const shardWords = loadOnce(async (key: string) => decodeShard(await fetchJson<Shard>(folder + shardFile(key))));
  const fragment = loadOnce((n: number) => fetchJson<FragmentRecord[][]>(folder + fragmentFile(n)));
  return {
    pages: meta.pages,
    synonyms: synonymsByStem(meta.synonyms ?? []),
    wordsLike(term) {
      const key = shardKey(term);
      return shards.has(key) ? shardWords(key) : Promise.resolve(new Map());
    },
    async records(page) {
      const n = fragmentOf(meta.fragments, page);
      const pages = await fragment(n);
      return decodeFragment(meta.pages[page]!, pages[page - meta.fragments[n]!]!);
    },
  };
}

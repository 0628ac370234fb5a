// The embedded search index of a docs version, written by the build and read by the browser as
// Pagefind's is: split so that a query fetches only what it needs. In the version's folder:
// - meta.json: every page (URL, group, title, whether it documents the API) and the shards there are;
// - a shard per two first letters of a word (words.ts: shardFile), each word to its postings;
// - fragments (p<n>.json): the records' text of a run of pages next to each other, fetched only
//   for the pages shown. A run, not a page per file: a large reference has thousands of pages of a
//   few hundred bytes each, and a host or a build pays for every file more than for its bytes.

export const RECORD_TYPES = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'] as const;
export type RecordType = (typeof RECORD_TYPES)[number];

export interface IndexRecord {
  url: string;
  type: RecordType;
  /** lvl0..lvl6. */
  hierarchy: (string | null)[];
  content: string | null;
  /** The page's other name, on its own record: its sidebar label when it differs from the title, an API symbol's name with its kind. */
  label?: string;
  /** The page's description and keywords, on its own record: indexed but not shown. */
  summary?: string;
  /** Text of the section past `content` (cut to a snippet's needs), indexed but not shown. */
  more?: string;
}

/** Where in a record a word occurs (bits of a posting's last number). */
export const FIELD = { group: 1, title: 2, heading: 4, content: 8, summary: 16 } as const;

/** A page: [url, lvl0, title, 1 for an API page else 0, its other name (IndexRecord's label)]. */
export type MetaPage = [url: string, lvl0: string, title: string, api: 0 | 1, label?: string];
export interface Meta {
  pages: MetaPage[];
  /** Keys of the shards written (a word's key is words.ts: shardKey). */
  shards: string[];
  /** The first page of each fragment file, in order: file n holds pages fragments[n] to fragments[n + 1] - 1. */
  fragments: number[];
  /** Groups of words a query word also finds the others of (common/search/synonyms.ts), those with a word the site has. */
  synonyms?: string[][];
}

/** Word -> postings, three numbers each: page (as the gap from the previous posting's), record, fields. */
export type Shard = Record<string, number[]>;

/** A record of a page's fragment: [anchor, type, content, lvl2, ...]; record 0 is the page's own. */
export type FragmentRecord = [anchor: string, type: number, content: string | null, ...headings: (string | null)[]];

/** Fragment file `n` of a version's index; it holds a `FragmentRecord[]` per page, in page order. */
export const fragmentFile = (n: number) => `p${n}.json`;

/** The fragment file holding `page`, from the meta file's `fragments` (the last run starting at or before it). */
export function fragmentOf(starts: number[], page: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid]! <= page) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** A fragment's records in DocSearch's shape, under their page's group and title. */
export function decodeFragment(page: MetaPage, records: FragmentRecord[]): IndexRecord[] {
  return records.map(([anchor, type, content, ...headings]) => ({
    url: anchor ? `${page[0]}#${anchor}` : page[0],
    type: RECORD_TYPES[type]!,
    hierarchy: Array.from({ length: 7 }, (_, i) => (i === 0 ? page[1] : i === 1 ? page[2] : (headings[i - 2] ?? null))),
    content,
  }));
}

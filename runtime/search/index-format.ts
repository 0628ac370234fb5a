// The embedded search index of a docs version, written by the build and read by the browser as
// Pagefind's is: split so that a query fetches only what it needs. In the version's folder:
// - meta.json: every page (URL, group, title, whether it documents the API) and the shards there are;
// - a shard per two first letters of a word (words.ts: shardFile), each word to its postings;
// - a fragment per page (p<page>.json): its records' text, fetched only for the pages shown.

export const RECORD_TYPES = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'] as const;
export type RecordType = (typeof RECORD_TYPES)[number];

export interface IndexRecord {
  url: string;
  type: RecordType;
  /** lvl0..lvl6. */
  hierarchy: (string | null)[];
  content: string | null;
  /** The page's other name, on its own record: its sidebar label when it differs from the title. */
  label?: string;
  /** Text of the section past `content` (cut to a snippet's needs), indexed but not shown. */
  more?: string;
}

/** Where in a record a word occurs (bits of a posting's last number). */
export const FIELD = { group: 1, title: 2, heading: 4, content: 8 } as const;

/** A page: [url, lvl0, title, 1 for an API page else 0, its sidebar label when not its title]. */
export type MetaPage = [url: string, lvl0: string, title: string, api: 0 | 1, label?: string];
export interface Meta {
  pages: MetaPage[];
  /** Keys of the shards written (a word's key is words.ts: shardKey). */
  shards: string[];
}

/** Word -> postings, three numbers each: page (as the gap from the previous posting's), record, fields. */
export type Shard = Record<string, number[]>;

/** A record of a page's fragment: [anchor, type, content, lvl2, ...]; record 0 is the page's own. */
export type FragmentRecord = [anchor: string, type: number, content: string | null, ...headings: (string | null)[]];

export const fragmentFile = (page: number) => `p${page}.json`;

/** A fragment's records in DocSearch's shape, under their page's group and title. */
export function decodeFragment(page: MetaPage, records: FragmentRecord[]): IndexRecord[] {
  return records.map(([anchor, type, content, ...headings]) => ({
    url: anchor ? `${page[0]}#${anchor}` : page[0],
    type: RECORD_TYPES[type]!,
    hierarchy: Array.from({ length: 7 }, (_, i) => (i === 0 ? page[1] : i === 1 ? page[2] : (headings[i - 2] ?? null))),
    content,
  }));
}

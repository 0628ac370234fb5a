import {
  FIELD,
  fragmentFile,
  RECORD_TYPES,
  type FragmentRecord,
  type IndexRecord,
  type Meta,
  type MetaPage,
  type Shard,
} from '../../common/search/index-format.js';
import { shardFile, shardKey, stem, textWords } from '../../common/search/words.js';

/** The files of a version's embedded index (common/search/index-format.ts), by name. */
export type IndexFiles = Map<string, string>;

/** A page's records (its own first), in the order they were made. */
function byPage(records: IndexRecord[]): IndexRecord[][] {
  const pages: IndexRecord[][] = [];
  let path: string | undefined;
  for (const record of records) {
    const own = record.url.split('#')[0];
    if (record.type === 'lvl1' || own !== path) pages.push([]);
    path = own;
    pages.at(-1)!.push(record);
  }
  return pages;
}

/** The words of a record, each with the fields it occurs in: a page's own record holds its group and title. */
function addWords(words: Map<string, number>, record: IndexRecord) {
  const add = (text: string | null, field: number) => {
    for (const word of textWords(text ?? '', field !== FIELD.content)) words.set(word, (words.get(word) ?? 0) | field);
  };
  if (record.type === 'lvl1') {
    add(record.hierarchy[0]!, FIELD.group);
    add(record.hierarchy[1]!, FIELD.title);
    add(record.summary ?? null, FIELD.summary);
  } else if (record.type === 'content') {
    add(record.content, FIELD.content);
    add(record.more ?? null, FIELD.content);
  } else add(record.hierarchy[Number(record.type.slice(3))]!, FIELD.heading);
}

/**
 * A page's sections: its records merged by URL, so that a heading and its text are one hit (the
 * text's, under the heading), and the page's own hit carries the text before its first heading.
 */
function sections(page: IndexRecord[]): { record: IndexRecord; words: Map<string, number> }[] {
  const merged = new Map<string, { record: IndexRecord; words: Map<string, number> }>();
  for (const record of page) {
    const section = merged.get(record.url);
    if (!section) {
      merged.set(record.url, { record: { ...record }, words: new Map() });
    } else if (record.content !== null) {
      section.record.content =
        section.record.content === null ? record.content : `${section.record.content} ${record.content}`;
      if (section.record.type !== 'lvl1') section.record.type = 'content';
    }
    addWords(merged.get(record.url)!.words, record);
  }
  return [...merged.values()];
}

/** A record as its page's fragment holds it: the page's group and title are in the meta file. */
function fragmentRecord(record: IndexRecord): FragmentRecord {
  const headings = record.hierarchy.slice(2);
  while (headings.length && headings.at(-1) === null) headings.pop();
  return [record.url.split('#')[1] ?? '', RECORD_TYPES.indexOf(record.type), record.content, ...headings];
}

/**
 * The size a fragment file is filled to with the fragments of pages next to each other: an API
 * reference's pages of a few hundred bytes share files, a guide's page of a kilobyte or more
 * shares with one or two. Larger files would be fewer, but a reader typing a query fetches the
 * fragments of every page the modal shows on the way, and each would bring more of its neighbours.
 */
export const FRAGMENT_FILE_CHARS = 2 * 1024;

/** Packs pages' fragments (JSON texts, in page order) into files of about `FRAGMENT_FILE_CHARS`; answers the first page of each. */
function packFragments(fragments: string[], files: IndexFiles): number[] {
  const starts: number[] = [];
  let run: string[] = [];
  let chars = 0;
  const close = () => {
    files.set(fragmentFile(starts.length - 1), `[${run.join(',')}]`);
    run = [];
    chars = 0;
  };
  fragments.forEach((fragment, page) => {
    if (run.length && chars + fragment.length > FRAGMENT_FILE_CHARS) close();
    if (!run.length) starts.push(page);
    run.push(fragment);
    chars += fragment.length;
  });
  if (run.length) close();
  return starts;
}

/** The synonym groups with a word the index has (by stem): the others lead a query nowhere. */
function usedSynonyms(groups: string[][], words: Iterable<string>): string[][] {
  const stems = new Set<string>();
  for (const word of words) stems.add(stem(word));
  return groups.filter((group) => group.some((word) => stems.has(stem(word))));
}

/** Splits a version's records into its index files: meta.json, a shard per word prefix, fragments of pages' text. */
export function indexFiles(
  records: IndexRecord[],
  isApiPage: (url: string) => boolean,
  synonyms: string[][] = [],
): IndexFiles {
  const pages = byPage(records);
  const postings = new Map<string, number[]>();
  const last = new Map<string, number>();
  const files: IndexFiles = new Map();
  const fragments: string[] = [];
  pages.forEach((page, p) => {
    const merged = sections(page);
    merged.forEach(({ words }, r) => {
      for (const [word, fields] of words) {
        let list = postings.get(word);
        if (!list) postings.set(word, (list = []));
        list.push(p - (last.get(word) ?? 0), r, fields);
        last.set(word, p);
      }
    });
    fragments.push(JSON.stringify(merged.map(({ record }) => fragmentRecord(record))));
  });
  const fragmentStarts = packFragments(fragments, files);
  const shards = new Map<string, Shard>();
  for (const [word, list] of [...postings].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const key = shardKey(word);
    let shard = shards.get(key);
    if (!shard) shards.set(key, (shard = {}));
    shard[word] = list;
  }
  for (const [key, shard] of shards) files.set(shardFile(key), JSON.stringify(shard));
  const meta: Meta = {
    pages: pages.map(([own]): MetaPage => {
      const page: MetaPage = [own!.url, own!.hierarchy[0]!, own!.hierarchy[1]!, isApiPage(own!.url) ? 1 : 0];
      if (own!.label) page.push(own!.label);
      return page;
    }),
    shards: [...shards.keys()],
    fragments: fragmentStarts,
  };
  const groups = usedSynonyms(synonyms, postings.keys());
  if (groups.length) meta.synonyms = groups;
  files.set('meta.json', JSON.stringify(meta));
  return files;
}

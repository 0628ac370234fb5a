import { escapeHtml } from '../../common/escape-html.js';
import type { IndexRecord } from '../../common/search/index-format.js';
import type { SearchIndex } from './open-index.js';
import { rankPages, type RankedPage } from './rank.js';
import { matchTerm, queryTerms, WORD, wordParts } from '../../common/search/words.js';

/** The part of DocSearch's request this engine honours. */
export interface SearchParams {
  query: string;
  hitsPerPage?: number;
  page?: number;
  /** `attribute:words`, e.g. `content:10`. */
  attributesToSnippet?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
}

interface Highlight {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

export interface SearchHit {
  objectID: string;
  url: string;
  type: IndexRecord['type'];
  hierarchy: Record<string, string | null>;
  content: string | null;
  _highlightResult: { hierarchy: Record<string, Highlight>; content?: Highlight };
  _snippetResult: { hierarchy: Record<string, Highlight>; content?: Highlight };
}

export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  params: string;
  processingTimeMS: number;
  exhaustiveNbHits: boolean;
}

interface Tags {
  pre: string;
  post: string;
  ellipsis: string;
}

interface Range {
  start: number;
  end: number;
}

/** The ranges in order, those that touch or overlap joined into one. */
function joinRanges(ranges: Range[]): Range[] {
  const joined: Range[] = [];
  for (const r of [...ranges].sort((x, y) => x.start - y.start)) {
    const last = joined.at(-1);
    if (last && r.start <= last.end) last.end = Math.max(last.end, r.end);
    else joined.push({ ...r });
  }
  return joined;
}

/** Marks matched words: the text is escaped first, so a record can never inject HTML. */
function highlight(value: string, terms: string[], tags: Tags, snippetWords?: number): Highlight {
  const words = [...value.matchAll(WORD)];
  const marks = new Map<number, Range[]>();
  const matched = new Set<string>();
  words.forEach((w, i) => {
    // Each term marks the first part of the word it matches; several terms may mark one word
    // ("command kit" marks both halves of CommandKit), and touching marks join into one.
    const ranges: Range[] = [];
    terms.forEach((term, t) => {
      for (const part of wordParts(w[0])) {
        const m = matchTerm(term, part.text, t === terms.length - 1);
        if (!m) continue;
        const start = w.index! + part.offset;
        ranges.push({ start, end: Math.min(start + m.length, w.index! + w[0].length) });
        matched.add(term);
        break;
      }
    });
    if (ranges.length) marks.set(i, joinRanges(ranges));
  });
  let from = 0;
  let to = value.length;
  let prefix = '';
  let suffix = '';
  if (snippetWords && words.length > snippetWords) {
    const first = Math.min(...marks.keys(), words.length);
    const startWord = first === words.length ? 0 : Math.max(0, Math.min(first - 1, words.length - snippetWords));
    const endWord = startWord + snippetWords - 1;
    from = startWord === 0 ? 0 : words[startWord]!.index!;
    to = endWord >= words.length - 1 ? value.length : words[endWord]!.index! + words[endWord]![0].length;
    if (from > 0) prefix = tags.ellipsis;
    if (to < value.length) suffix = tags.ellipsis;
  }
  let out = '';
  let at = from;
  for (const mark of [...marks.values()].flat().sort((a, b) => a.start - b.start)) {
    if (mark.start < from || mark.end > to) continue;
    out +=
      escapeHtml(value.slice(at, mark.start)) + tags.pre + escapeHtml(value.slice(mark.start, mark.end)) + tags.post;
    at = mark.end;
  }
  out += escapeHtml(value.slice(at, to));
  const level = matched.size === 0 ? 'none' : matched.size === terms.length ? 'full' : 'partial';
  return { value: prefix + out + suffix, matchLevel: level, matchedWords: [...matched] };
}

function hierarchyObject(record: IndexRecord): Record<string, string | null> {
  return Object.fromEntries(record.hierarchy.map((v, i) => [`lvl${i}`, v]));
}

function toHit(record: IndexRecord, terms: string[], params: SearchParams): SearchHit {
  const tags: Tags = {
    pre: params.highlightPreTag ?? '<mark>',
    post: params.highlightPostTag ?? '</mark>',
    ellipsis: params.snippetEllipsisText ?? '…',
  };
  const snippetLength = new Map(
    (params.attributesToSnippet ?? []).map((a) => {
      const [name, words] = a.split(':');
      return [name!, Number(words ?? 10)] as const;
    }),
  );
  const hierarchyHighlight: Record<string, Highlight> = {};
  const hierarchySnippet: Record<string, Highlight> = {};
  record.hierarchy.forEach((value, i) => {
    if (value === null) return;
    hierarchyHighlight[`lvl${i}`] = highlight(value, terms, tags);
    const words = snippetLength.get(`hierarchy.lvl${i}`);
    if (words) hierarchySnippet[`lvl${i}`] = highlight(value, terms, tags, words);
  });
  const contentWords = snippetLength.get('content');
  return {
    objectID: `${record.url}:${record.type}`,
    url: record.url,
    type: record.type,
    hierarchy: hierarchyObject(record),
    content: record.content,
    _highlightResult: {
      hierarchy: hierarchyHighlight,
      ...(record.content !== null ? { content: highlight(record.content, terms, tags) } : {}),
    },
    _snippetResult: {
      hierarchy: hierarchySnippet,
      ...(record.content !== null && contentWords
        ? { content: highlight(record.content, terms, tags, contentWords) }
        : {}),
    },
  };
}

/** The hits a ranking makes: each page's own, then its best sections nested under it (DocSearch nests a lvl1's). */
function layout(ranked: RankedPage[]): { page: number; record: number }[] {
  return ranked.flatMap(({ page, sections }) => [0, ...sections].map((record) => ({ page, record })));
}

/**
 * Answers a query as the hosted service would, in its format: pages matching more of the words
 * first (the last word as a prefix, typos tolerated by length, stems matched), ranked by rank.ts;
 * each page a hit with its best sections after it. Fetches only the shards and fragments it needs.
 */
export async function search(index: SearchIndex, params: SearchParams): Promise<SearchResponse> {
  const started = Date.now();
  const terms = queryTerms(params.query);
  const hitsPerPage = params.hitsPerPage ?? 20;
  const page = params.page ?? 0;
  const all = terms.length ? layout(await rankPages(index, terms, params.query)) : [];
  const shown = all.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
  const records = new Map(
    await Promise.all([...new Set(shown.map((h) => h.page))].map(async (p) => [p, await index.records(p)] as const)),
  );
  return {
    hits: shown.map((h) => toHit(records.get(h.page)![h.record]!, terms, params)),
    nbHits: all.length,
    page,
    nbPages: Math.ceil(all.length / hitsPerPage),
    hitsPerPage,
    query: params.query,
    params: '',
    processingTimeMS: Date.now() - started,
    exhaustiveNbHits: true,
  };
}

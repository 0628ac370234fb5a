import { escapeHtml } from '../../templates/escape-html.js';
import { RECORD_TYPES, type IndexRecord } from './index-format.js';

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

/** Longest query DocSearch sends; longer input is cut like it does. */
export const MAX_QUERY_LENGTH = 64;

const WORD = /[\p{L}\p{N}_]+/gu;

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** A word and its camelCase parts (`cacheTag` is also `cache` and `tag`), each with its offset in the word. */
function wordParts(word: string): { text: string; offset: number }[] {
  const parts = [{ text: fold(word), offset: 0 }];
  const camel = /[A-Z]?[a-z\d]+|[A-Z]+(?![a-z])/g;
  const pieces = [...word.matchAll(camel)];
  if (pieces.length > 1) for (const p of pieces) parts.push({ text: fold(p[0]), offset: p.index! });
  return parts;
}

/** Damerau-Levenshtein distance, giving up above `max`. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      let d = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}

/** Typos a query word may have: none under 4 letters, one from 4, two from 8 (Algolia's defaults). */
function allowedTypos(term: string): number {
  return term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;
}

interface TermMatch {
  typos: number;
  /** The word was matched whole, not by prefix. */
  exact: boolean;
  /** Characters of the word to mark. */
  length: number;
}

/** How `term` matches a word part: exactly, as a prefix (last query word only), or with typos. */
function matchTerm(term: string, part: string, isLast: boolean): TermMatch | undefined {
  if (part === term) return { typos: 0, exact: true, length: part.length };
  if (isLast && part.startsWith(term)) return { typos: 0, exact: false, length: term.length };
  const max = allowedTypos(term);
  if (!max) return;
  const whole = distance(term, part, max);
  if (whole <= max) return { typos: whole, exact: true, length: part.length };
  if (isLast && part.length > term.length) {
    const prefix = distance(term, part.slice(0, term.length), max);
    if (prefix <= max) return { typos: prefix, exact: false, length: term.length };
  }
  return;
}

const FIELDS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'] as const;

export interface SearchIndex {
  records: IndexRecord[];
  /** Every folded word (and camelCase part) to the records and fields it occurs in. */
  vocabulary: Map<string, { record: number; field: number }[]>;
}

export function createIndex(records: IndexRecord[]): SearchIndex {
  const vocabulary: SearchIndex['vocabulary'] = new Map();
  records.forEach((record, index) => {
    const seen = new Set<string>();
    [...record.hierarchy, record.content].forEach((value, field) => {
      for (const m of (value ?? '').matchAll(WORD)) {
        for (const { text } of wordParts(m[0])) {
          const key = `${field}:${text}`;
          if (seen.has(key)) continue;
          seen.add(key);
          let postings = vocabulary.get(text);
          if (!postings) vocabulary.set(text, (postings = []));
          postings.push({ record: index, field });
        }
      }
    });
  });
  return { records, vocabulary };
}

function queryTerms(query: string): string[] {
  return [...fold(query.slice(0, MAX_QUERY_LENGTH)).matchAll(WORD)].map((m) => m[0]);
}

interface Scored {
  record: number;
  typos: number;
  field: number;
  exact: number;
}

type Best = TermMatch & { field: number };

const better = (m: Best, than: Best | undefined) =>
  !than ||
  m.typos < than.typos ||
  (m.typos === than.typos && (m.field < than.field || (m.field === than.field && m.exact && !than.exact)));

/** Records holding every term (all words must match), each with its best match per term. */
function score(index: SearchIndex, terms: string[]): Scored[] {
  let totals: Map<number, Scored> | undefined;
  terms.forEach((term, t) => {
    const bests = new Map<number, Best>();
    for (const [word, postings] of index.vocabulary) {
      const m = matchTerm(term, word, t === terms.length - 1);
      if (!m) continue;
      for (const p of postings) {
        const candidate = { ...m, field: p.field };
        if (better(candidate, bests.get(p.record))) bests.set(p.record, candidate);
      }
    }
    const next = new Map<number, Scored>();
    for (const [record, best] of bests) {
      const before = totals ? totals.get(record) : { record, typos: 0, field: FIELDS.length, exact: 0 };
      if (!before) continue;
      next.set(record, {
        record,
        typos: before.typos + best.typos,
        field: Math.min(before.field, best.field),
        exact: before.exact + (best.exact ? 1 : 0),
      });
    }
    totals = next;
  });
  return [...(totals?.values() ?? [])];
}

interface Tags {
  pre: string;
  post: string;
  ellipsis: string;
}

/** Marks matched words: the text is escaped first, so a record can never inject HTML. */
function highlight(value: string, terms: string[], tags: Tags, snippetWords?: number): Highlight {
  const words = [...value.matchAll(WORD)];
  const marks = new Map<number, { start: number; end: number }>();
  const matched = new Set<string>();
  words.forEach((w, i) => {
    for (const part of wordParts(w[0])) {
      for (let t = 0; t < terms.length; t++) {
        const m = matchTerm(terms[t]!, part.text, t === terms.length - 1);
        if (!m) continue;
        const start = w.index! + part.offset;
        marks.set(i, { start, end: Math.min(start + m.length, w.index! + w[0].length) });
        matched.add(terms[t]!);
        break;
      }
      if (marks.has(i)) break;
    }
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
  for (const [, mark] of [...marks].sort((a, b) => a[1].start - b[1].start)) {
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

/**
 * Answers a query like the hosted service would: every word must match (the last as a prefix,
 * typos tolerated by length), ranked by typos, the attribute matched (section and title before
 * text), exact words, record level and position; one hit per URL.
 */
export function search(index: SearchIndex, params: SearchParams): SearchResponse {
  const started = Date.now();
  const terms = queryTerms(params.query);
  const hitsPerPage = params.hitsPerPage ?? 20;
  const page = params.page ?? 0;
  let scored: Scored[] = [];
  if (terms.length) {
    const typeRank = (s: Scored) => RECORD_TYPES.indexOf(index.records[s.record]!.type);
    scored = score(index, terms).sort(
      (a, b) =>
        a.typos - b.typos || a.field - b.field || b.exact - a.exact || typeRank(a) - typeRank(b) || a.record - b.record,
    );
    const seen = new Set<string>();
    scored = scored.filter((s) => {
      const url = index.records[s.record]!.url;
      return !seen.has(url) && !!seen.add(url);
    });
  }
  const hits = scored
    .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
    .map((s) => toHit(index.records[s.record]!, terms, params));
  return {
    hits,
    nbHits: scored.length,
    page,
    nbPages: Math.ceil(scored.length / hitsPerPage),
    hitsPerPage,
    query: params.query,
    params: '',
    processingTimeMS: Date.now() - started,
    exhaustiveNbHits: true,
  };
}

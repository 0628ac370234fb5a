// Ranks a version's pages for a query, and the sections of each page. Pages that match more of the
// query's words come first (a partial match still shows, below the full ones; a question's answer
// may lack one of its words, so its pages go by score alone, scaled by the share of it they hold);
// among those, a score: each word's best match (exact, stem, prefix, typo) in the page's title,
// headings, description and text, weighted by how rare the word is, with the title counting most
// when the query covers it (a guide titled "Rate Limiter" before the symbol `MemoryRateLimitStorage` that
// merely contains the words). A question's first pages are then reordered by its words found side
// by side in their text. A guide and an API symbol of one name are shown side by side.
import { FIELD, type IndexRecord, type MetaPage } from '../../common/search/index-format.js';
import type { Posting, SearchIndex } from './open-index.js';
import {
  fold,
  matchTerm,
  stem,
  STEM_WEIGHT,
  STOP_WORDS,
  WORD,
  wordParts,
  type TermMatch,
} from '../../common/search/words.js';

/** A ranked page and its best sections (record numbers), best first. */
export interface RankedPage {
  page: number;
  sections: number[];
}

/**
 * How much a word found in a page's body counts, by the best field it was found in. The page's
 * description sums the whole page up, often in words its title does not use; for a question it
 * counts more than a heading, as a question asks what a page is for, which its description says.
 */
function fieldWeight(fields: number, question: boolean): number {
  const summary = fields & FIELD.summary ? (question ? 4 : 2) : 0;
  return Math.max(fields & FIELD.heading ? 3 : 0, summary, fields & FIELD.content ? 1 : 0);
}
/** A word of the page's group ("Caching"), which counts as a part of its title would. */
const GROUP_WEIGHT = 3;
/** The same on the group's first guide page when the query names the group alone, as a whole title: that page is its overview. */
const GROUP_FIRST_WEIGHT = 8;

/** Each group's first guide page, the one a query naming the group lands on. */
const groupFirsts = new WeakMap<MetaPage[], Set<number>>();
function firstsOfGroups(pages: MetaPage[]): Set<number> {
  let firsts = groupFirsts.get(pages);
  if (!firsts) {
    const seen = new Set<string>();
    firsts = new Set();
    pages.forEach(([, group, , api], page) => {
      if (api || seen.has(group)) return;
      seen.add(group);
      firsts!.add(page);
    });
    groupFirsts.set(pages, firsts);
  }
  return firsts;
}

/** Sections a page shows under it at most: the first screen then holds several pages. */
const SECTIONS_PER_PAGE = 2;
/** Exact title matches: the page named like the query (a symbol, a plugin) goes first. */
const EXACT_TITLE = 50;
/** A page holding the query's very word, not only its stem or a prefix. */
const EXACT_WORD = 0.5;
/** An API page counts a little less than a guide matching as well: guides explain, and link to the API. */
const API_FACTOR = 0.7;
/** Less again for a question of three words or more: it asks for an explanation, a symbol is named in one or two. */
const QUESTION_API_FACTOR = 0.5;
const QUESTION_TERMS = 3;

/**
 * The words of a title, as readers name it: camelCase parts count one by one (`RateLimiter` is two
 * words), and neither a package's scope (`@commandkit/redis` is `redis`) nor a file's extension
 * (`+middleware.ts` is `middleware`) counts.
 */
function titleWords(title: string): { whole: string; parts: string[] }[] {
  const named = title.replace(/^@[\w-]+\//, '').replace(/\.(?:[cm]?[jt]sx?|json)$/, '');
  return [...named.matchAll(WORD)]
    .map((m) => {
      const [whole, ...parts] = wordParts(m[0]).map((p) => p.text);
      return { whole: whole!, parts: parts.length ? parts : [whole!] };
    })
    .filter((w) => !STOP_WORDS.has(w.whole));
}

/** Words that ask for a symbol's members, its page's lists. */
const MEMBER_WORDS = new Set(
  'fields properties props members methods parameters params options values arguments args'.split(' '),
);

/** How much of `word` a match spans: a prefix covers the share it typed. */
const spanned = (word: string, m: TermMatch) => Math.min(1, m.length / word.length);

interface TitleMatch {
  /** Each term's best match in the title (0 if none). */
  best: number[];
  /** The share of the title's words the query covers. */
  coverage: number;
  /** The query names the page: every word of each matched exactly (an API symbol: written as one word). */
  exact: boolean;
}

function titleMatch(title: string, terms: string[], api: boolean, match: typeof matchTerm): TitleMatch {
  const words = titleWords(title);
  const best = terms.map(() => 0);
  let covered = 0;
  let units = 0;
  let exactUnits = 0;
  let wholeWords = 0;
  words.forEach(({ whole, parts }, w) => {
    const next = words[w + 1];
    units += parts.length;
    const wordCovered = new Map<string, number>();
    terms.forEach((term, t) => {
      const isLast = t === terms.length - 1;
      const m = match(term, whole, isLast);
      // A match of the whole word covers its parts; a prefix of it ("commandkit" of
      // `CommandKitButtonBuilder`) only the parts it spans, found below.
      if (m && m.length >= whole.length - 1) {
        best[t] = Math.max(best[t]!, m.weight);
        parts.forEach((p) => wordCovered.set(p, Math.max(wordCovered.get(p) ?? 0, m.weight === 1 ? 2 : 1)));
        if (m.weight === 1) wholeWords++;
        return;
      }
      for (const part of parts) {
        const pm = match(term, part, isLast);
        if (!pm) continue;
        // A symbol that merely contains the word (`MemoryRateLimitStorage` for "limit") names it less than a guide's title.
        best[t] = Math.max(best[t]!, api ? pm.weight / 2 : pm.weight);
        // 2 marks an exact match of the part, else the share of it matched.
        wordCovered.set(part, Math.max(wordCovered.get(part) ?? 0, pm.weight === 1 ? 2 : spanned(part, pm)));
      }
    });
    // Two title words a query writes as one ("setup" for "Set up").
    terms.forEach((term, t) => {
      if (!next || wordCovered.size) return;
      if (term === whole + next.whole) {
        best[t] = 1;
        wordCovered.set(whole, 2);
        // The next word is covered too.
        covered++;
        exactUnits++;
      }
    });
    covered += [...wordCovered.values()].reduce((sum, w) => sum + Math.min(w, 1), 0);
    exactUnits += [...wordCovered.values()].filter((w) => w === 2).length;
  });
  // A symbol's members asked for by its name ("CommandMetadata fields"): its page lists them.
  if (api && best.some((b) => b === 1))
    terms.forEach((term, t) => {
      if (!best[t] && MEMBER_WORDS.has(term)) best[t] = 1;
    });
  const coverage = units ? Math.min(1, covered / units) : 0;
  const named = exactUnits === units && units > 0 && best.every((b) => b === 1);
  return { best, coverage, exact: named && (!api || wholeWords === words.length) };
}

/** Of a page's title and sidebar label, the one the query names better. */
function betterTitle(title: TitleMatch, label: TitleMatch | undefined | ''): TitleMatch {
  const named = (m: TitleMatch) => (m.exact ? EXACT_TITLE : 0) + m.best.reduce((sum, b) => sum + b, 0) * m.coverage;
  return label && named(label) > named(title) ? label : title;
}

/**
 * The pages whose title, headings or description hold the two words of a query side by side, as
 * one word ("create-commandkit", "command file"): the index keeps each pair of neighbouring words
 * of those fields joined (common/search/words.ts: textWords), in the first word's shard. In a
 * question, neighbouring words are rarely a name the page uses ("command runs"): it has none.
 * Answers each page's weight: 3 for the title, 2 for a heading or the description.
 */
async function sideBySide(index: SearchIndex, terms: string[]): Promise<Map<number, number>> {
  const pages = new Map<number, number>();
  // A one-letter first word's shard is not the pair's.
  if (terms.length !== 2 || terms[0]!.length < 2) return pages;
  const joined = terms.join('');
  for (const [word, postings] of await index.wordsLike(joined)) {
    const m = matchTerm(joined, word, true);
    if (!m || m.typos) continue;
    for (const { page, fields } of postings) {
      const weight = m.weight * (fields & FIELD.title ? 3 : fields & (FIELD.heading | FIELD.summary) ? 2 : 0);
      pages.set(page, Math.max(weight, pages.get(page) ?? 0));
    }
  }
  return pages;
}

/** A synonym's match counts a little less than the reader's own word: the page may use it in another sense. */
const SYNONYM_WEIGHT = 0.7;

/** The words of the index that are a synonym of `term` or of its stem's other forms ("chooses" for "picking"). */
async function synonymMatches(index: SearchIndex, term: string) {
  const found: { m: TermMatch; postings: Posting[] }[] = [];
  const others = index.synonyms.get(stem(term)) ?? [];
  // Their shards are fetched together: a first query would otherwise wait for each in turn.
  const shards = await Promise.all(others.map((other) => index.wordsLike(other)));
  others.forEach((other, i) => {
    for (const [word, postings] of shards[i]!) {
      if (stem(word) !== stem(other)) continue;
      const weight = SYNONYM_WEIGHT * (word === other ? 1 : STEM_WEIGHT);
      found.push({ m: { weight, length: word.length, typos: 0 }, postings });
    }
  });
  return found;
}

/**
 * A name from the code that the reader typed as written (`userPermissions`, `CommandMetadata`)
 * counts this many times its rarity: it is the most precise word of a question.
 */
const IDENTIFIER_WEIGHT = 3;

/** The query's camelCase words, folded as its terms are. */
function identifiersOf(typed: string): Set<string> {
  return new Set([...typed.matchAll(/\b[a-z]+[A-Z]\w*|\b[A-Z][a-z\d]+[A-Z]\w*/g)].map((m) => m[0].toLowerCase()));
}

interface PageScore {
  page: number;
  matched: number;
  score: number;
  /** The query is the page's title. */
  named: boolean;
}

/**
 * The pages matching any of the terms, best first, each with its best sections. `typed` is the
 * query as the reader wrote it, case included.
 */
export async function rankPages(index: SearchIndex, terms: string[], typed = ''): Promise<RankedPage[]> {
  // Titles share their words: each word is compared with a term once per query.
  const matches = new Map<string, TermMatch | undefined>();
  const match = (term: string, word: string, isLast: boolean) => {
    const key = `${term}\0${word}\0${isLast}`;
    if (!matches.has(key)) matches.set(key, matchTerm(term, word, isLast));
    return matches.get(key);
  };
  // Per term: each page's best body match, and each record's.
  const pageBest = terms.map(() => new Map<number, number>());
  const groupBest = terms.map(() => new Map<number, number>());
  // Pages holding the very word: among pages as good otherwise, they go first.
  const exactly = terms.map(() => new Set<number>());
  const recordBest = new Map<number, Map<number, number[]>>();
  const question = terms.length >= QUESTION_TERMS;
  // Fetched beside the terms' postings, from the first term's shard.
  const pairs = sideBySide(index, terms);
  await Promise.all(
    terms.map(async (term, t) => {
      const isLast = t === terms.length - 1;
      const found = [...(await index.wordsLike(term))].map(([word, postings]) => ({
        m: matchTerm(term, word, isLast),
        postings,
      }));
      const synonyms = await synonymMatches(index, term);
      // A word the site spells as the reader did (or has a synonym of) is the one they meant: its
      // near-misses are other words.
      const spelled = synonyms.length > 0 || found.some(({ m }) => m && m.weight >= STEM_WEIGHT);
      found.push(...synonyms);
      for (const { m, postings } of found) {
        if (!m || (spelled && m.typos)) continue;
        for (const { page, record, fields } of postings) {
          // A word in the title only makes the page a candidate: the title is scored from the page's entry.
          const weight = m.weight * fieldWeight(fields, question);
          pageBest[t]!.set(page, Math.max(weight, pageBest[t]!.get(page) ?? 0));
          if (fields & FIELD.group) groupBest[t]!.set(page, m.weight);
          if (m.weight === 1 && fields & (FIELD.heading | FIELD.content | FIELD.summary)) exactly[t]!.add(page);
          if (!weight) continue;
          let records = recordBest.get(page);
          if (!records) recordBest.set(page, (records = new Map()));
          let best = records.get(record);
          if (!best) records.set(record, (best = terms.map(() => 0)));
          best[t] = Math.max(best[t]!, weight);
        }
      }
    }),
  );
  const total = index.pages.length;
  const identifiers = identifiersOf(typed);
  const rarity = pageBest.map(
    (pages, t) => Math.log(1 + total / Math.max(1, pages.size)) * (identifiers.has(terms[t]!) ? IDENTIFIER_WEIGHT : 1),
  );
  const candidates = new Set(pageBest.flatMap((pages) => [...pages.keys()]));
  const firsts = firstsOfGroups(index.pages);
  const apiFactor = question ? QUESTION_API_FACTOR : API_FACTOR;
  const queryWeight = rarity.reduce((sum, r) => sum + r, 0);
  const typedName = /\p{Lu}/u.test(typed) ? typed.trim() : undefined;
  const sideBySidePages = await pairs;
  const scored: PageScore[] = [...candidates].map((page) => {
    const [, , title, api, label] = index.pages[page] as MetaPage;
    const inTitle = betterTitle(
      titleMatch(title, terms, api === 1, match),
      label && titleMatch(label, terms, api === 1, match),
    );
    let matched = 0;
    // The rarity of the query's words the page holds.
    let held = 0;
    // Two symbols whose names differ in case only (`configureAI`, `ConfigureAI`): a query written
    // with capitals spells one of them (one in lower case only may just be typed so).
    const asTyped = title === typedName ? EXACT_TITLE : 0;
    let score =
      (inTitle.exact ? EXACT_TITLE : 0) +
      asTyped +
      together(recordBest.get(page), rarity, queryWeight) +
      (sideBySidePages.get(page) ?? 0) * queryWeight;
    const namesGroup = firsts.has(page) && groupBest.every((pages) => pages.has(page));
    terms.forEach((_, t) => {
      const body = pageBest[t]!.get(page) ?? 0;
      const head = Math.max(
        inTitle.best[t]! * (2 + 6 * inTitle.coverage),
        (groupBest[t]!.get(page) ?? 0) * (namesGroup ? GROUP_FIRST_WEIGHT : GROUP_WEIGHT),
      );
      if (body || head) {
        matched++;
        held += rarity[t]!;
      }
      score += rarity[t]! * (body + head + (exactly[t]!.has(page) ? EXACT_WORD : 0));
    });
    if (api) score *= apiFactor;
    // A question is in the reader's words, not the page's: its answer may lack one of them (a page
    // on middleware for "check members before every command runs"). Its pages go by score, scaled
    // by the share of its words they hold, each word weighing its rarity; a question holding the
    // whole of a title of two words or more is on that page's topic, whatever else it asks
    // ("shorter name for a message command"), and loses nothing.
    const onTopic = inTitle.coverage === 1 && inTitle.best.filter((b) => b > 0).length >= 2;
    const named = inTitle.exact || asTyped > 0;
    return question
      ? { page, matched: 0, score: onTopic ? score : (score * held) / queryWeight, named }
      : { page, matched, score, named };
  });
  scored.sort(byScore);
  if (question) await byProximity(index, scored, terms, rarity, match);
  pairWithNamesake(index.pages, scored);
  return scored.map(({ page }) => ({
    page,
    sections: bestSections(recordBest.get(page), rarity).slice(0, SECTIONS_PER_PAGE),
  }));
}

const byScore = (a: PageScore, b: PageScore) => b.matched - a.matched || b.score - a.score || a.page - b.page;

/** A question's first pages, whose text is read for its words side by side: those the reader sees first. */
const PROXIMITY_PAGES = 10;
/** What a pair of the question's words side by side adds, times the two words' rarity. */
const PROXIMITY_WEIGHT = 0.5;

/**
 * Reorders a question's first pages by the pairs of its words found side by side in a section (a
 * page saying "reply within three seconds" for "reply takes three seconds"): words apart answer a
 * question less than words together. The index keeps no word's position, so the pages' text is
 * read, fetched as the results would fetch it to show them.
 */
async function byProximity(
  index: SearchIndex,
  scored: PageScore[],
  terms: string[],
  rarity: number[],
  match: typeof matchTerm,
) {
  const top = scored.slice(0, PROXIMITY_PAGES);
  const pages = await Promise.all(top.map(({ page }) => index.records(page)));
  top.forEach((entry, i) => {
    for (const record of pages[i]!) entry.score += PROXIMITY_WEIGHT * sideBySideIn(record, terms, rarity, match);
  });
  scored.splice(0, top.length, ...top.sort(byScore));
}

/**
 * The rarity of the query's words that a record's heading (on the page's own record, its title) or
 * text holds side by side, stop words between them skipped, in either order; each pair once.
 */
function sideBySideIn(record: IndexRecord, terms: string[], rarity: number[], match: typeof matchTerm): number {
  const heading = record.hierarchy
    .slice(1)
    .filter((h) => h !== null)
    .at(-1);
  const pairs = new Set<string>();
  let weight = 0;
  for (const text of [heading, record.content]) {
    let previous = -1;
    for (const m of (text ?? '').matchAll(WORD)) {
      const word = fold(m[0]);
      if (STOP_WORDS.has(word)) continue;
      // Only the word itself or its stem: a prefix or a typo of a word is too loose to pair.
      const t = terms.findIndex((term) => (match(term, word, false)?.weight ?? 0) >= STEM_WEIGHT);
      const pair = `${Math.min(t, previous)} ${Math.max(t, previous)}`;
      if (t >= 0 && previous >= 0 && t !== previous && !pairs.has(pair)) {
        pairs.add(pair);
        weight += rarity[t]! + rarity[previous]!;
      }
      previous = t;
    }
  }
  return weight;
}

/** Words a guide's title adds to the name of the symbol it is about ("cacheLife Function"). */
const KIND_WORDS = new Set(['function', 'class', 'interface', 'type', 'variable', 'enum', 'component']);

/** The name a title gives its page: its words joined, less stop words and kind words ("Action Row" is `actionrow`). */
function nameOf(title: string): string {
  return titleWords(title)
    .map((w) => w.whole)
    .filter((w) => !KIND_WORDS.has(w))
    .join('');
}

/**
 * A guide and an API symbol of the same name (the ButtonKit guide, the `ButtonKit` class) answer
 * together: when one of them comes first, the other comes second, so the reader sees both. A
 * symbol the query names that no guide is named after (`Label`) comes with the guide ranked best,
 * the page that shows it in use.
 */
function pairWithNamesake(pages: MetaPage[], scored: PageScore[]) {
  const [first] = scored;
  if (!first) return;
  const [, , title, api] = pages[first.page]!;
  const name = nameOf(title);
  let at = scored.findIndex(({ page }) => pages[page]![3] !== api && nameOf(pages[page]![2]) === name);
  if (at < 0 && api && first.named) at = scored.findIndex(({ page }) => !pages[page]![3]);
  if (at > 1) scored.splice(1, 0, ...scored.splice(at, 1));
}

/**
 * The best section holding two or more of the words: words found together answer the query better.
 * Each section's weight is scaled by the share of the query (by rarity) it holds: a section with
 * every word of a question answers it better than one repeating two of them in weightier fields.
 */
function together(records: Map<number, number[]> | undefined, rarity: number[], queryWeight: number): number {
  let best = 0;
  for (const weights of records?.values() ?? []) {
    if (weights.filter((w) => w > 0).length < 2) continue;
    const share = weights.reduce((sum, w, t) => sum + (w > 0 ? rarity[t]! : 0), 0) / queryWeight;
    best = Math.max(best, share * weights.reduce((sum, w, t) => sum + w * rarity[t]!, 0));
  }
  return best;
}

/** A page's sections that match, best first: those matching more terms, then by weight; the page's own record aside. */
function bestSections(records: Map<number, number[]> | undefined, rarity: number[]): number[] {
  if (!records) return [];
  const scored = [...records]
    .filter(([record]) => record > 0)
    .map(([record, best]) => ({
      record,
      matched: best.filter((b) => b > 0).length,
      score: best.reduce((sum, b, t) => sum + b * rarity[t]!, 0),
    }));
  scored.sort((a, b) => b.matched - a.matched || b.score - a.score || a.record - b.record);
  return scored.map((s) => s.record);
}

import { isBlogPage } from '../blog/routes.js';
import { PLUGIN_MARKDOWN_VERSION } from '../pages/plugin-markdown.js';
import type { CompiledDoc } from '../mdx/types.js';
import type { SearchSection } from '../mdx/remark-search-sections.js';
import type { Route } from '../routes/types.js';
import type { ApiChangesData, ApiPageData } from '../../common/api-data.js';
import type { IndexRecord, RecordType } from '../../common/search/index-format.js';
import { unescapeHtml } from '../../common/escape-html.js';

/** One searchable unit, in DocSearch's record shape (hierarchy lvl0..lvl6, content, type, url). */
export type SearchRecord = IndexRecord;

/** The group of the API's pages in search results. */
const API_GROUP = 'API Reference';

/** Longest content kept per record: enough for a snippet, small enough for a compact index. */
const MAX_CONTENT = 400;

function truncate(text: string): string {
  if (text.length <= MAX_CONTENT) return text;
  const cut = text.slice(0, MAX_CONTENT);
  return cut.slice(0, Math.max(cut.lastIndexOf(' '), MAX_CONTENT - 40));
}

/** An HTML fragment's text: its tags as spaces, its character references read back. */
function stripHtml(html: string): string {
  return unescapeHtml(html.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/** What a page is named and summed up by, besides its title. */
interface PageNames {
  /** Its sidebar label. */
  label?: string;
  /** Its description and keywords (front matter). */
  summary?: string;
}

/** Records of one page from its sections: a record per heading and one per section's text. */
function pageRecords(
  path: string,
  lvl0: string,
  title: string,
  { label, summary }: PageNames,
  sections: SearchSection[],
): SearchRecord[] {
  const own: SearchRecord = { url: path, type: 'lvl1', hierarchy: [lvl0, title], content: null };
  if (label && label !== title) own.label = label;
  if (summary) own.summary = summary;
  const records = [own];
  const trail: (string | null)[] = [lvl0, title];
  for (const section of sections) {
    const url = section.id ? `${path}#${section.id}` : path;
    const level = Math.min(section.depth, 6);
    if (section.title && level > 1) {
      trail.length = level;
      trail[level] = section.title;
      records.push({ url, type: `lvl${level}` as RecordType, hierarchy: [...trail], content: null });
    }
    if (section.text) {
      const content = truncate(section.text);
      const record: SearchRecord = { url, type: 'content', hierarchy: [...trail], content };
      // The rest of a long section is searched too, though its snippet shows the start only.
      if (content.length < section.text.length) record.more = section.text.slice(content.length);
      records.push(record);
    }
  }
  return records.map((r) => ({ ...r, hierarchy: Array.from({ length: 7 }, (_, i) => r.hierarchy[i] ?? null) }));
}

/** An API page as sections: the symbol's summary, then each member under its anchor. */
function apiSections(api: ApiPageData): SearchSection[] {
  return [
    { depth: 1, text: stripHtml(api.bodyHtml) },
    ...api.groups.flatMap((g) =>
      g.members.map((m) => ({ id: m.anchor, depth: 2, title: m.name, text: stripHtml(m.bodyHtml) })),
    ),
  ];
}

/** The API changes page as sections: each of Added, Removed… with the names it lists. */
function changesSections(changes: ApiChangesData): SearchSection[] {
  return changes.sections.map((s) => ({
    id: s.id,
    depth: 2,
    title: `${s.title} (${s.count})`,
    text: s.groups.flatMap((g) => g.entries.map((e) => (e.after ?? e.before)!.name)).join(' '),
  }));
}

/**
 * Every record of one docs version. lvl0 (the group the search modal shows) is the page's
 * top sidebar category, else its sidebar's name; an API page's says it is the API's, so that a
 * reader tells a symbol from the guide page of the same name at a glance.
 */
export function versionRecords(
  routes: readonly Route[],
  version: string,
  compiled: Map<NonNullable<Route['doc']>, CompiledDoc>,
): { records: SearchRecord[]; apiPages: string[] } {
  const apiPages: string[] = [];
  const records = routes.flatMap((route) => {
    const doc = route.page.doc;
    // Version roots repeat their main doc under another path: index the doc once.
    // Unlisted pages are found by their link only.
    if (!doc || doc.version !== version || route.path !== doc.permalink || route.page.unlisted) return [];
    const category = doc.breadcrumbs.length > 1 ? doc.breadcrumbs[0]!.label : undefined;
    const lvl0 = doc.sidebar === 'api' ? (category ? `${API_GROUP} › ${category}` : API_GROUP) : (category ?? 'Guide');
    const sections = route.page.api
      ? apiSections(route.page.api)
      : route.page.apiIndex
        ? [{ depth: 1, text: route.page.apiIndex.groups.flatMap((g) => g.items.map((i) => i.name)).join(' ') }]
        : route.page.apiChanges
          ? changesSections(route.page.apiChanges)
          : route.page.generatedIndex?.description
            ? [{ depth: 1, text: route.page.generatedIndex.description }]
            : ((route.doc && compiled.get(route.doc)?.searchSections) ?? []);
    if (doc.sidebar === 'api') apiPages.push(route.path);
    const fm = route.doc?.frontMatter;
    const summary = fm && [fm.description ?? '', ...fm.keywords].join(' ').trim();
    // A symbol is also named with its kind, as readers write it: "CommandKit class", "after function".
    const label = route.page.api ? `${route.page.api.name} ${route.page.api.kind.toLowerCase()}` : fm?.sidebar_label;
    return pageRecords(route.path, lvl0, doc.title, { label, summary }, sections);
  });
  return { records, apiPages };
}

/**
 * Records of the site's own pages, which belong to no version: a Markdown page's sections, a
 * component page's title alone (its text is the component's to make). `siteTitle` is taken off
 * the pages' titles, which end with it.
 */
export function sitePageRecords(
  routes: readonly Route[],
  compiled: Map<NonNullable<Route['doc']>, CompiledDoc>,
  siteTitle: string,
): SearchRecord[] {
  return routes.flatMap((route) => {
    const { kind, title } = route.page;
    // Unlisted pages are found by their link only.
    if ((kind !== 'page' && kind !== 'mdxPage') || route.page.unlisted) return [];
    const own = title.endsWith(` | ${siteTitle}`) ? title.slice(0, -` | ${siteTitle}`.length) : title;
    // A Markdown page, or a plugin's page showing its Markdown (a blog post), is found by its text.
    const sections = route.doc ? (compiled.get(route.doc)?.searchSections ?? []) : [];
    const group = route.doc?.version === PLUGIN_MARKDOWN_VERSION || isBlogPage(route) ? 'Blog' : 'Pages';
    return pageRecords(route.path, group, own, {}, sections);
  });
}

import type { ApiLabels } from '../api/types.js';
import type { SiteSetup } from '../stages/config.js';
import { apiLabels } from '../stages/bundle-locale.js';
import { llmsIncludes } from '../config/schemas/llms.js';
import type { CompiledDoc } from '../mdx/types.js';
import type { Route } from '../routes/types.js';
import { withBase } from '../routes/navbar.js';
import { filterDocCardListItems, findFirstSidebarItemLink, siblingsOf } from '../../common/sidebar-items.js';
import { localFile } from '../mdx/remark-local-files.js';
import { PLUGIN_MARKDOWN_VERSION, type MarkdownPage } from '../pages/plugin-markdown.js';
import { apiMarkdown } from './api-markdown.js';
import { DOC_CARDS_PLACEHOLDER, LINK_PLACEHOLDER } from './reduce-mdx.js';

/** The site's address, for making links absolute. */
export interface SiteAddress {
  /** Scheme and host, e.g. https://commandkit.dev. */
  origin: string;
  baseUrl: string;
}

/** A link of a page (at `pagePath`) as an absolute URL; a root path without the base URL gets it. */
export function absoluteUrl(url: string, pagePath: string, site: SiteAddress): string {
  const page = `${site.origin}${pagePath}`;
  if (url.startsWith('/') && !url.startsWith('//'))
    return `${site.origin}${url.startsWith(site.baseUrl) ? url : withBase(site.baseUrl, url)}`;
  // A link no URL can be made of is left as written.
  return URL.canParse(url, page) ? new URL(url, page).href : url;
}

const PLACEHOLDER_LINK = new RegExp(`${LINK_PLACEHOLDER}([^\\s)>\\]]*)`, 'g');

/** Files beside pages, by absolute path, with the URLs of their copies (`ClientBundle.files`). */
export type FileUrls = Map<string, string>;

/**
 * A link of a doc's Markdown as an absolute URL: an image or file beside the doc leads to the
 * copy the bundle made of it, as its HTML does; any other link as `absoluteUrl` makes it.
 */
function copyLink(route: Route, site: CopySite, files: FileUrls): (url: string) => string {
  return (url) => {
    const copy = copyOf(route, url, files, site.siteDir);
    return copy ? `${site.origin}${copy}` : absoluteUrl(url, route.path, site);
  };
}

/** The URL of the bundle's copy of the file beside the doc that `url` names, if it is one. */
function copyOf(route: Route, url: string, files: FileUrls, siteDir?: string): string | undefined {
  const local = files.size && route.doc ? localFile(url, route.doc.file, siteDir) : undefined;
  return local && files.get(local.target);
}

/** The links a `<DocCardList />` shows: the page's sidebar category, each with its card's description. */
function docCardsList(route: Route, link: (href: string) => string): string {
  const items = filterDocCardListItems(siblingsOf(route.sidebar ?? [], route.path));
  const descriptions = route.page.doc?.cardDescriptions ?? {};
  return items
    .flatMap((item) => {
      // A category's card leads to its own page, else to its first (as the card does).
      const href = findFirstSidebarItemLink(item);
      if (item.type === 'html' || !href) return [];
      const description =
        item.type === 'link' && item.docId
          ? descriptions[item.docId]
          : item.type === 'category'
            ? item.description
            : undefined;
      return [`- [${item.label}](${link(href)})${description ? `: ${description}` : ''}`];
    })
    .join('\n');
}

/** A generated index as Markdown: its title, its description, and its cards as a list of links. */
function generatedIndexMarkdown(route: Route, link: (href: string) => string): string {
  const { title } = route.page.doc!;
  const description = route.page.generatedIndex?.description;
  return [`# ${title}`, ...(description ? [description] : []), docCardsList(route, link)].join('\n\n');
}

/** Whether a route shows a plugin's Markdown whole (a blog post): it has a Markdown copy too. */
export const isPluginMarkdown = (route: Route) => route.doc?.version === PLUGIN_MARKDOWN_VERSION;

/** A page's title as its copy and llms.txt give it: the doc's, else the plugin Markdown's own. */
export function copyTitle(route: Route): string {
  const doc = route.doc as MarkdownPage | undefined;
  return route.page.doc?.title ?? doc?.frontMatter.title ?? doc?.contentTitle ?? route.page.title;
}

/** What a page's Markdown copy is made from: its route, its compiled page, the site's address and its copied files' URLs. */
type CopyInput = [route: Route, compiled: CompiledDoc | undefined, site: CopySite, files: FileUrls];

/** A site as its pages' Markdown copies need it: its address, and its API pages' words in the locale built. */
export interface CopySite extends SiteAddress {
  apiLabels: ApiLabels;
  /** The same as one string, made once: part of each API page's copy's key. */
  apiLabelsKey: string;
  /** A Docusaurus site's folder, where a page's `@site/` files are. */
  siteDir?: string;
}

/** Whether a page has a Markdown copy: a doc, an API page, a generated index or a plugin's post. */
const hasMarkdownCopy = (route: Route) => Boolean(route.page.doc) || isPluginMarkdown(route);

/**
 * A page of the docs or the API reference, or a blog post, as Markdown: its title as the h1, its
 * content with every link absolute. Undefined for a page that has neither (the home page, search).
 */
export function pageMarkdown(...[route, compiled, site, files]: CopyInput): string | undefined {
  if (!hasMarkdownCopy(route)) return undefined;
  const { page } = route;
  const link = copyLink(route, site, files);
  if (page.api || page.apiIndex) return apiMarkdown(page, link, site.apiLabels);
  if (page.generatedIndex) return generatedIndexMarkdown(route, link);
  if (!compiled) return undefined;
  const body = compiled.markdown
    .replace(PLACEHOLDER_LINK, (_, url: string) => link(url))
    .replace(DOC_CARDS_PLACEHOLDER, () => docCardsList(route, link));
  return page.doc?.hasOwnH1 ? body : `# ${copyTitle(route)}\n\n${body}`;
}

/**
 * Everything a page's Markdown is made of, as one string (undefined where `pageMarkdown` is): a
 * warm build keeps the copy it wrote for the same string instead of converting the page again.
 */
export function markdownSource(...[route, compiled, site, files]: CopyInput): string | undefined {
  if (!hasMarkdownCopy(route)) return undefined;
  const { page } = route;
  const head = `${site.origin}${site.baseUrl}\0${route.path}\0${copyTitle(route)}\0${page.doc?.hasOwnH1}`;
  if (page.api || page.apiIndex) return `${head}\0${site.apiLabelsKey}\0${JSON.stringify(page.api ?? page.apiIndex)}`;
  // The cards are the sidebar's: listed here, they stand for it.
  const link = copyLink(route, site, files);
  if (page.generatedIndex) return `${head}\0${generatedIndexMarkdown(route, link)}`;
  if (!compiled) return undefined;
  const cards = compiled.markdown.includes(DOC_CARDS_PLACEHOLDER) ? docCardsList(route, link) : '';
  // A copied file's URL changes with its content, and the copy's text with it.
  const copies = files.size
    ? [...compiled.markdown.matchAll(PLACEHOLDER_LINK)]
        .map(([, url]) => copyOf(route, url!, files, site.siteDir) ?? '')
        .join('\0')
    : '';
  return `${head}\0${compiled.markdown}\0${cards}\0${copies}`;
}

/** A setup's site as its copies need it: its URL's origin and base URL, its API pages' words. */
export function copySite(setup: SiteSetup): CopySite {
  const labels = apiLabels(setup);
  return {
    origin: setup.config.url.replace(/\/$/, ''),
    baseUrl: setup.config.baseUrl,
    apiLabels: labels,
    apiLabelsKey: JSON.stringify(labels),
    siteDir: setup.mdx.siteDir,
  };
}

/**
 * `serve`'s answer to a request for `url`, when it is a page's Markdown copy (`markdownCopy`'s
 * URL) of a version the config includes, or a blog post's: the copy, made as the build makes it.
 */
export function servedMarkdown(
  setup: SiteSetup,
  url: string,
  routes: Map<string, Route>,
  compiled: Map<NonNullable<Route['doc']>, CompiledDoc>,
  files: FileUrls,
): string | undefined {
  if (!url.endsWith('.md')) return undefined;
  const { config } = setup;
  const route = routes.get(url === `${config.baseUrl}index.md` ? withBase(config.baseUrl, '/') : url.slice(0, -3));
  const doc = route?.page.doc;
  // A blog post belongs to no version: it has its copy whenever the site writes copies.
  const copied = doc
    ? route.path === doc.permalink && llmsIncludes(config.llms, doc.version)
    : route && isPluginMarkdown(route) && config.llms.enabled;
  if (!route || !copied) return undefined;
  return pageMarkdown(route, route.doc && compiled.get(route.doc), copySite(setup), files);
}

// Data shapes shared by the build (which writes them) and the theme (which renders them).
import type { ApiChangesData, ApiIndexData, ApiPageData } from './api-data.js';

export interface TocItem {
  id: string;
  text: string;
  depth: number;
  /** The text in pieces, where the heading has inline code: the table of contents shows it as code. */
  pieces?: TocPiece[];
}

/** A piece of a heading's text in the table of contents: plain, or inline code. */
export interface TocPiece {
  text: string;
  code?: true;
}

/**
 * What any item may carry for the site's own CSS and components, as Docusaurus's do: `className`
 * on its `<li>`, and `customProps` for a swizzled component that reads the sidebar.
 */
interface SidebarItemExtras {
  className?: string;
  customProps?: Record<string, unknown>;
  /** Names a category or link in the translation files in place of its label, which another may share. */
  key?: string;
}

export type SidebarItem =
  /**
   * A doc (with its id), a link to a doc of another sidebar, or a link out (no id); `description`
   * for its doc card. `translatable`: a doc's label that the sidebar gives (the doc's front matter
   * names none), which the locale's translations of the sidebar translate.
   */
  | ({
      type: 'link';
      label: string;
      href: string;
      docId?: string;
      unlisted?: boolean;
      description?: string;
      translatable?: true;
    } & SidebarItemExtras)
  /** HTML of the site's, shown as it is; `defaultStyle` pads it as a link. */
  | ({ type: 'html'; value: string; defaultStyle?: boolean } & SidebarItemExtras)
  /**
   * A category; `href` when its label opens a page, `docId` when that page is a doc; `description`
   * for its doc card. `collapsible: false`: always open, with no toggle (unset: collapsible).
   */
  | ({
      type: 'category';
      label: string;
      href?: string;
      docId?: string;
      collapsed: boolean;
      collapsible?: boolean;
      items: SidebarItem[];
      description?: string;
    } & SidebarItemExtras);

export interface NavLink {
  label: string;
  href: string;
}

/** A footer item: a link, or HTML shown as it is. */
export interface FooterItem {
  label?: string;
  href?: string;
  /** The path or address as the config gave it as `to`, where it gave no `href`. */
  to?: string;
  html?: string;
  className?: string;
  attributes?: Record<string, string>;
}

export interface NavbarItemData {
  type: string;
  label?: string;
  /** Resolved URL: internal paths carry the base URL, external ones are absolute. */
  href?: string;
  external?: boolean;
  /** The address the config gave as `to`: the classic theme marks only an `href` leaving the site. */
  to?: string;
  position: 'left' | 'right';
  className?: string;
  ariaLabel?: string;
  /** Sidebar id that marks the item active on pages of that sidebar. */
  activeSidebar?: string;
  /** Marks the item active on pages whose path starts with it (base URL included). */
  activeBasePath?: string;
  /** Marks the item active on pages whose path matches it. */
  activeBaseRegex?: string;
  /** Per docs version, where the item leads when a page of that version is shown. */
  versionHrefs?: Record<string, string>;
  /** Other attributes of its link (`target`, `rel`, `title`, `data-*`). */
  attributes?: Record<string, string>;
  items?: NavbarItemData[];
  /** An html item's HTML, or a link item's content in place of its label. */
  html?: string;
  /** Docs version an item of a version dropdown switches to. */
  version?: string;
  /** A version dropdown never marked as the page shown's (config `dropdownActiveClassDisabled`): drawn as a link, one of one version. */
  activeClassDisabled?: true;
  /** The locale an item of a locale dropdown switches to: the page shown, under its base URL. */
  locale?: { lang: string; baseUrl: string };
  /** The props of an item of the site's own type (`custom-<name>`), for its component. */
  props?: Record<string, unknown>;
}

export interface VersionData {
  name: string;
  /** Its set of docs (Docusaurus's docs plugin id), when not the main one. */
  instance?: string;
  label: string;
  path: string;
  isLast: boolean;
  /** Id of the version's main doc. */
  mainDocId: string;
  /** URL of the version's main doc. */
  mainDocHref: string;
  banner: 'none' | 'unreleased' | 'unmaintained';
  /** Its pages show a "Version" badge (unset: where no banner names the version). */
  badge?: boolean;
  /** Its pages have a Markdown copy beside them and show "Copy page as Markdown" (config `llms`, `copyButton` on). */
  markdown?: true;
  /** Its docs show no breadcrumbs (config `docs.breadcrumbs: false`, or its set of docs' own). */
  noBreadcrumbs?: true;
  /**
   * A component of the site's draws its docs (config `docItemComponent`), title, breadcrumbs,
   * table of contents and pagination included: the doc page holds only the sidebar around it.
   */
  docItem?: true;
}

/** The id of the element the app renders into: Docusaurus's on a Docusaurus site, whose CSS may name it. */
export const appRootId = (site: Pick<SiteData, 'classicClassNames'>) =>
  site.classicClassNames ? '__docusaurus' : '__ck';

/**
 * The name of the meta element a server render writes for the `<html>` classes a page's `<Head>`
 * sets: the build moves them onto the document's `<html>` (cli/render/html.ts).
 */
export const HTML_CLASS_META = 'ck-html-class';

/**
 * The name of the meta element a server render writes for a `<Head>`'s `<title>`, which the build
 * makes the document's title (cli/render/hoisted-head.ts). React hoists a `<title>` without the
 * mark that keeps the text on either side two nodes, which the browser's render then finds one
 * (a page's `<Head>` between two lines of its Markdown); a meta keeps it.
 */
export const TITLE_META = 'ck-title';

/** Plugin name -> plugin id -> that instance's data, as Docusaurus's `useGlobalData` gives it. */
export type GlobalData = Record<string, Record<string, unknown>>;

/** The browser storage of the reader's choices, and what follows each key in it (`-docs`, or nothing). */
export interface SiteStorage {
  type: 'localStorage' | 'sessionStorage';
  suffix: string;
}

/** A doc of a version, as the docs plugin's client API gives it to a site's code. */
export interface VersionDoc {
  id: string;
  title: string;
  description?: string;
  sidebar?: string;
}

/** The navbar's or the footer's logo. */
export interface LogoData {
  src: string;
  srcDark?: string;
  alt: string;
  /** Pixels, or a CSS length (`'30px'`). */
  width?: number | string;
  height?: number | string;
  /** Resolved as links are: internal paths carry the base URL. */
  href?: string;
  target?: string;
  className?: string;
  style?: Record<string, string | number>;
}

/** Site-wide data: identical on every page, shipped once in the main bundle. */
export interface SiteData {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  /** The config's `trailingSlash` when it is `true` or `false`: what `@docusaurus/Link` gives internal links. */
  trailingSlash?: boolean;
  /** Whether the theme's markup carries the classic theme's class names too (a Docusaurus site's). */
  classicClassNames?: true;
  /** The site has no page at its base URL (a Docusaurus site's, as Docusaurus makes none there): links to it load its 404 page. */
  noHome?: true;
  /**
   * The base URLs of the site's other locales under this locale's (the default one's, at the root):
   * their pages are another locale's site, which a link loads whole.
   */
  localesWithin?: string[];
  /** What stands between a page's title and the site's in its `<title>`, when not `|` (config `titleDelimiter`). */
  titleDelimiter?: string;
  /** Opening a sidebar category leaves its siblings open (docs.autoCollapseCategories: false). */
  sidebarKeepsOpen?: true;
  /** Readers can hide the docs sidebar (config `docs.hideableSidebar`). */
  hideableSidebar?: true;
  /** Where the reader's choices are kept, when not in localStorage under plain keys (config `storage`). */
  storage?: SiteStorage;
  /** What the site's plugins gave `setGlobalData`: plugin name -> plugin id -> data (`useGlobalData`). */
  globalData?: GlobalData;
  /** On a Docusaurus site, each docs plugin instance's base path by id (cli/docusaurus/docs-paths.ts). */
  docsPaths?: Record<string, string>;
  /** The config's `customFields`, as `useDocusaurusContext().siteConfig.customFields` gives them. */
  customFields?: Record<string, unknown>;
  /** Mermaid's theme per colour mode and its options, when the config sets them. */
  mermaid?: { theme: { light?: string; dark?: string }; options: Record<string, unknown> };
  colorMode: { defaultMode: 'dark' | 'light'; respectPrefersColorScheme: boolean; disableSwitch: boolean };
  navbar: {
    /** Null for none; an empty title still has its element on a Docusaurus site, as the classic theme's. */
    title: string | null;
    logo?: LogoData;
    hideOnScroll: boolean;
    /** A dark navbar, or one in the primary colour (config `navbar.style`). */
    style?: 'dark' | 'primary';
    items: NavbarItemData[];
  };
  footer: {
    style: 'dark' | 'light';
    columns: { title: string | null; className?: string; items: FooterItem[] }[];
    links: FooterItem[];
    logo?: LogoData;
    copyright: string;
  };
  announcementBar?: { id: string; content: string; backgroundColor: string; textColor: string; isCloseable: boolean };
  versions: VersionData[];
  search: {
    placeholder: string;
    /** The navbar's search button's text, where the site sets one; else the theme's. */
    buttonText?: string;
    /**
     * Hosted (Algolia DocSearch) credentials; absent means the embedded index. `hosts`, when set,
     * replace Algolia's hosts (in Algolia's host shape), tried in order.
     */
    hosted?: {
      appId: string;
      apiKey: string;
      indexName: string;
      hosts?: { protocol: 'http' | 'https'; url: string; port?: number }[];
      /** Results whose URL matches this regular expression lead there. */
      externalUrlRegex?: string;
      /** Replaces every match of `from` (a regular expression's source) in a result's path with `to`. */
      replaceSearchResultPathname?: { from: string; to: string };
      /** Algolia parameters of every query; their facetFilters join contextual search's. */
      searchParameters?: { facetFilters?: string | (string | string[])[] } & Record<string, unknown>;
    };
    /** Filter results to the current docs version. */
    contextualSearch: boolean;
    /** The locale's name, which DocSearch's records and contextual search call the language, when not `en` (`zh-CN`). */
    language?: string;
    insights: boolean;
    /** ckdocs version, sent as an agent tag with hosted queries. */
    generatorVersion: string;
    /** Link prefix for reporting a query that should return results (the query is appended). */
    missingResultsUrl?: string;
  };
}

export interface DocData {
  id: string;
  version: string;
  title: string;
  hideTitle: boolean;
  /** The content has its own h1, so the theme renders none. */
  hasOwnH1: boolean;
  toc: TocItem[];
  hideToc: boolean;
  /** On a Docusaurus site: the doc has headings, none of the levels its table of contents lists. */
  unlistedHeadings?: true;
  sidebar?: string;
  breadcrumbs: { label: string; href?: string }[];
  prev?: NavLink;
  next?: NavLink;
  lastUpdate?: { author?: string; time?: number };
  editUrl?: string;
  permalink: string;
  /** The same doc in the other versions that have it: version name to URL. */
  alternates?: Record<string, string>;
  /** Inline code names in the content that are API symbols of this version, to their pages. */
  apiLinks?: Record<string, string>;
  /** Its tags, each linking to its tag's page. */
  tags?: DocTag[];
  /**
   * On pages that show doc cards (`@theme/DocCardList`), the description of each doc of the
   * page's sidebar category, by doc id: what a card shows under its title.
   */
  cardDescriptions?: Record<string, string>;
  /**
   * On a Docusaurus site, on pages whose code reads the version's docs (`useDocsVersion().docs`,
   * `useDocById`): every doc of the version, by id (cli/routes/version-docs.ts).
   */
  versionDocs?: Record<string, VersionDoc>;
  /** On a Docusaurus site, its front matter as written: the site's components read it (`useDoc().frontMatter`). */
  frontMatter?: Record<string, unknown>;
}

/** A tag of docs (front matter `tags`): its label, its page's URL, and what it means, if said. */
export interface DocTag {
  label: string;
  permalink: string;
  description?: string;
}

/**
 * A version's tags pages: the list of its tags (with how many docs each has), or one tag's page
 * listing its docs.
 */
export type TagsPageData =
  | { list: (DocTag & { count: number })[] }
  | { tag: DocTag; allTagsPath: string; docs: { title: string; permalink: string; description?: string }[] };

/** A Markdown page of the site's own (src/pages/): what the theme shows around its content. */
export interface MdxPageData {
  toc: TocItem[];
  hideToc: boolean;
  /** Class of the page's wrapper (front matter `wrapperClassName`). */
  wrapperClassName?: string;
  /** Drawn, layout and all, by a theme's own MDXPage (cli/bundle/doc-item-module.ts), which is given its title. */
  drawnByTheme?: boolean;
  title?: string;
}

/** The home page's calls to action and feature cards (config `home`). */
export interface HomeData {
  actions: { label: string; href: string; primary: boolean }[];
  features: { title: string; description: string; icon?: string; href?: string }[];
}

/** Everything one route needs besides the site data and its sidebar. */
export interface PageData {
  /** `page`: a React component of the site's own, drawing its whole page; `mdxPage`: a Markdown page of it. */
  kind: 'home' | 'doc' | 'search' | 'notFound' | 'page' | 'mdxPage' | 'tags';
  path: string;
  title: string;
  description: string;
  /** URL of the page's content module (docs and the site's own pages). */
  chunk?: string;
  /** URL of the sidebar JSON (docs with a sidebar). */
  sidebarUrl?: string;
  /** URL of the site stylesheet, for a page whose code imports CSS (cli/bundle/site-styles.ts). */
  stylesheet?: string;
  doc?: DocData;
  mdxPage?: MdxPageData;
  /** API reference content (API pages have no content chunk). */
  api?: ApiPageData;
  apiIndex?: ApiIndexData;
  apiChanges?: ApiChangesData;
  /** The home page's content, in its own data rather than every page's site data. */
  home?: HomeData;
  /** A category's generated index: cards for the category's items under its title and this description. */
  generatedIndex?: { description?: string };
  /** A version's list of tags, or a tag's page. */
  tags?: TagsPageData;
  /** The docs version of a page that is no doc but belongs to one (its tags pages). */
  version?: string;
  /** On a Docusaurus site, the classes its theme gives the page's `<html>` (cli/docusaurus/html-classes.ts). */
  htmlClassName?: string;
  /**
   * Reached only by its link (front matter `unlisted`, or a tag of unlisted docs only): a banner
   * says so, search engines are asked not to index it, and neither the sitemap nor search lists it.
   */
  unlisted?: true;
  /**
   * On a Docusaurus site, the paths this page's links lead to where no page is (a broken link the
   * config lets through, a client redirect's old path, a static file): the browser loads them, and
   * nothing fetches their page data first (runtime/not-pages.ts). As route keys.
   */
  notPages?: string[];
}

/** A sidebar's items; in the browser, while a page hydrates, the promise of its JSON. */
export type SidebarData = SidebarItem[] | Promise<SidebarItem[]>;

/** What a page renders from; the HTML embeds only `page` (the sidebar comes as JSON). */
export interface BootData {
  page: PageData;
  sidebar?: SidebarData;
}

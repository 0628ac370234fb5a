declare module 'ck:site-data' {
  const site: import('../common/data.js').SiteData;
  export default site;
}

declare module 'ck:docsearch-css' {
  const css: string;
  export default css;
}

declare module 'ck:page-imports' {
  /** What a page's compiled code may import without a bundle (React's and the theme's modules), by specifier. */
  const modules: Record<string, unknown>;
  export default modules;
}

declare module 'ck:client-modules' {
  /** The site's client modules' `onRouteUpdate`: before a page loads (by default, the one shown); returns what to call once it has. */
  export function routeUpdate(url?: URL): () => void;
  /** Their `onRouteDidUpdate`: once a page is shown. */
  export function routeDidUpdate(): void;
}

declare module 'ck:docusaurus-context' {
  /** A Docusaurus site's own context for `useDocusaurusContext` (its validated config, locales); undefined on a ckdocs site. */
  const context: Record<string, unknown> | undefined;
  export default context;
}

declare module 'ck:docusaurus-code-translations' {
  /** The site's code translations in the locale built, by id; undefined on a ckdocs site that has none. */
  const translations: Record<string, string> | undefined;
  export default translations;
}

declare module 'ck:docusaurus-docs' {
  /** A Docusaurus site's docs per version, as Docusaurus's global data lists them; undefined on a ckdocs site. */
  const versions: Record<string, Record<string, unknown>> | undefined;
  export default versions;
}

declare module 'ck:docusaurus-providers' {
  /** theme-common's providers on a Docusaurus site whose code reads them; on any other, its children as they are. */
  const Providers: (props: { children?: import('react').ReactNode }) => import('react').ReactNode;
  export default Providers;
}

declare module 'ck:docusaurus-route-providers' {
  /** theme-common's providers around a plugin's route on a Docusaurus site whose pages lack them; else its children as they are. */
  const Providers: (props: { children?: import('react').ReactNode }) => import('react').ReactNode;
  export default Providers;
}

declare module 'ck:doc-item-pages' {
  /**
   * The docs' main column around a doc that a DocItem draws (`@theme/DocRoot/Layout/Main`: a
   * theme's own, else ckdocs's), where a docs version of the site names its own DocItem component
   * (`VersionData.docItem`); else undefined, which leaves it out of the browser bundle. Always set
   * on the server.
   */
  export const DocItemFrame:
    | import('react').ComponentType<{ hiddenSidebarContainer?: boolean; children?: import('react').ReactNode }>
    | undefined;
}

declare module 'ck:docusaurus-sidebar-menu' {
  /**
   * Fills the classic theme's navbar menu with the doc's sidebar on narrow screens, where that
   * navbar is drawn and nothing else fills it (cli/bundle/docusaurus-client.ts); else undefined.
   */
  const SidebarMenu:
    import('react').ComponentType<{ items: import('../common/data.js').SidebarData; pathname: string }> | undefined;
  export default SidebarMenu;
}

declare module 'ck:docusaurus-menu-items' {
  /**
   * The doc's sidebar in ckdocs's menu on narrow screens as the classic theme's items, where the
   * classic DocSidebar draws the sidebar (cli/bundle/docusaurus-client.ts); else undefined.
   */
  const MenuItems:
    import('react').ComponentType<{ items: import('../common/data.js').SidebarData; pathname: string }> | undefined;
  export default MenuItems;
}

declare module '@theme/DocSidebarItems' {
  /** The classic theme's list of a sidebar's items (a site's DocSidebarItem pieces among them). */
  const DocSidebarItems: import('react').ComponentType<{
    items: import('../common/data.js').SidebarItem[];
    activePath: string;
    level: number;
    onItemClick?: (item: import('../common/data.js').SidebarItem) => void;
  }>;
  export default DocSidebarItems;
}

declare module 'ck:theme-layout' {
  /**
   * The Layout of the site's theme or of a plugin's, where one replaces `@theme/Layout`
   * (cli/bundle/swizzled.ts): every page is then drawn inside it, as Docusaurus draws it.
   */
  const ThemeLayout: import('react').ComponentType<{ children?: import('react').ReactNode }> | undefined;
  export default ThemeLayout;
}

declare module 'ck:social-icons' {
  /** The icons of authors' profiles the site's themes have, by `socials` key (cli/bundle/swizzled.ts). */
  const icons: Record<string, import('react').ComponentType<{ className?: string }> | undefined>;
  export default icons;
}

declare module 'ck:classic-blog' {
  /** How the site's classic theme draws a blog post's parts, where its versions differ (cli/bundle/swizzled.ts). */
  const parts: {
    /** Authors as Infima's plain avatars, without profiles (before Docusaurus 3.5). */
    plainAuthors: boolean;
    /** The post's footer as one column: its tags, then its edit link (before the theme's `EditMetaRow`). */
    footerColumn: boolean;
  };
  export default parts;
}

declare module 'ck:classic-docs' {
  /** How the site's classic theme reads a doc's metadata, where its versions differ (cli/bundle/swizzled.ts). */
  const docs: {
    /** The last update's time in seconds, with the date formatted beside it (before Docusaurus 3.2). */
    lastUpdateInSeconds: boolean;
    /** The sidebar's labels in spans that keep them to two lines, a category's beside its caret (from Docusaurus 3.9). */
    clampedLabels: boolean;
  };
  export default docs;
}

declare module 'ck:text-code-highlighter' {
  /**
   * The site's Prism, drawing code a component hands the CodeBlock as text into a block's lines,
   * as the build draws a fence's (cli/bundle/text-code-highlighter.ts); undefined without one.
   */
  export function highlight(code: string, language: string): string | undefined;
}

declare module 'ck:docsearch-sign-keys' {
  /** Whether the search theme's DocSearch is before 4, whose button draws the Control key as a sign (cli/bundle/docsearch-css.ts). */
  const signKeys: boolean;
  export default signKeys;
}

declare module 'ck:admonition-icons' {
  /** The admonitions' icons the site's themes have, by type (cli/bundle/swizzled.ts). */
  const icons: Record<string, import('react').ComponentType | undefined>;
  export default icons;
}

declare module 'ck:language-icon' {
  /** The locale dropdown's icon, where the site's themes have one (cli/bundle/swizzled.ts). */
  const Language: import('react').ComponentType<{ className?: string }> | undefined;
  export default Language;
}

declare module 'ck:arrow-icon' {
  /** The hideable sidebar's arrow, where the site's themes have one (cli/bundle/swizzled.ts). */
  const Arrow: import('react').ComponentType<{ className?: string }> | undefined;
  export default Arrow;
}

declare module 'ck:theme-navbar-item-types' {
  /** The navbar item types of the site's installed themes, by type (cli/bundle/swizzled.ts). */
  const types: Record<string, import('react').ComponentType<never>>;
  export default types;
}

declare module 'ck:color-mode-icons' {
  /** The colour mode toggle's icons the site's themes have, by mode (cli/bundle/swizzled.ts). */
  const icons: Record<
    string,
    import('react').ComponentType<{ className?: string; 'aria-hidden'?: boolean }> | undefined
  >;
  export default icons;
}

declare module 'ck:home-icon' {
  /** The breadcrumbs' home icon, where the site's themes have one (cli/bundle/swizzled.ts). */
  const Home: import('react').ComponentType<{ className?: string; 'aria-hidden'?: boolean }> | undefined;
  export default Home;
}

/** The theme's strings in the locale built, written in by the bundler (common/theme-labels.ts). */
declare const THEME_LABELS: Record<import('../common/theme-labels.js').ThemeLabel, string>;

/**
 * Whether the site is a Docusaurus site (`SiteData.classicClassNames` at run time), written in by the
 * bundler (cli/bundle/docusaurus-client.ts) so that a ckdocs site's bundles leave out what only
 * those show: the classic theme's class names, version banner, external-link icon and menu toggle.
 */
declare const DOCUSAURUS_SITE: boolean;

/** The locale built, written in by the bundler (common/bundle-locale.ts `localeDefines`). */
declare const SITE_LOCALE: {
  /** Its name, which dates and plural forms follow. */
  name: string;
  /** The calendar of its dates. */
  calendar: string;
  /** The site has other locales (the locale dropdown's links lead to them). */
  several: boolean;
  /** It has code translations (`<Translate>` looks its strings up). */
  translated: boolean;
};

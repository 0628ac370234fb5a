import { Fields, isRecord, type ConfigNote } from './fields.js';

/** The parts of ckdocs's config that Docusaurus keeps in `themeConfig`. */
export interface ThemeParts {
  navbar?: Record<string, unknown>;
  footer?: Record<string, unknown>;
  announcementBar?: Record<string, unknown>;
  colorMode: Record<string, unknown>;
  search?: Record<string, unknown>;
  toc?: Record<string, unknown>;
  prism?: Record<string, unknown>;
  /** The social cards' image. */
  image?: string;
  /** Meta tags of every page. */
  metadata?: Record<string, string>[];
  /** Goes into ckdocs's `markdown.mermaidConfig`. */
  mermaidConfig?: Record<string, unknown>;
  /** Goes into ckdocs's `docs`: Docusaurus leaves open categories open unless told otherwise. */
  autoCollapseCategories: boolean;
  /** Goes into ckdocs's `docs` (`docs.sidebar.hideable`). */
  hideableSidebar: boolean;
}

const NAVBAR_ITEM_KEYS = [
  'type',
  'label',
  'to',
  'href',
  'position',
  'className',
  'activeBasePath',
  'activeBaseRegex',
  'aria-label',
  'docId',
  'sidebarId',
  'docsPluginVersion',
  'docsPluginId',
  'value',
  'html',
  'dropdownActiveClassDisabled',
];
const DROPDOWN_ITEM_KEYS = ['type', 'label', 'to', 'href', 'className', 'docId', 'docsPluginId', 'value', 'html'];

/**
 * The `themeConfig` keys of the Docusaurus themes ckdocs draws itself (classic, search, Mermaid);
 * the live code block theme runs as it is and reads its `liveCodeBlock` from the context.
 */
const OWN_THEME_KEYS = new Set([
  'colorMode',
  'image',
  'metadata',
  'docs',
  'blog',
  'announcementBar',
  'navbar',
  'footer',
  'prism',
  'tableOfContents',
  'algolia',
  'docsearch',
  'mermaid',
]);

/** Maps `themeConfig`, with Docusaurus's defaults where they differ from ckdocs's. */
export function themeParts(theme: Fields): ThemeParts {
  const parts: ThemeParts = {
    navbar: navbarOf(theme.child('navbar')),
    footer: footerOf(theme.child('footer')),
    announcementBar: read(theme.child('announcementBar'), [
      'id',
      'content',
      'backgroundColor',
      'textColor',
      'isCloseable',
    ]),
    colorMode: read(theme.child('colorMode'), ['defaultMode', 'respectPrefersColorScheme', 'disableSwitch'], {
      defaultMode: 'light',
    }) ?? { defaultMode: 'light' },
    // DocSearch's own adapter reads either key (one only); Docusaurus's search theme, `algolia`.
    search: algoliaOf(theme.child('docsearch') ?? theme.child('algolia')),
    toc: read(theme.child('tableOfContents'), ['minHeadingLevel', 'maxHeadingLevel']),
    mermaidConfig: mermaidOf(theme.child('mermaid')),
    autoCollapseCategories: false,
    hideableSidebar: false,
  };
  const docs = theme.child('docs');
  const sidebar = docs?.child('sidebar');
  parts.autoCollapseCategories = sidebar?.get('autoCollapseCategories') === true;
  parts.hideableSidebar = sidebar?.get('hideable') === true;
  sidebar?.done();
  docs?.done();
  // The blog's sidebar reads its grouping from the theme config the pages get.
  const blog = theme.child('blog');
  const blogSidebar = blog?.child('sidebar');
  blogSidebar?.get('groupByYear');
  blogSidebar?.done();
  blog?.done();
  parts.prism = prismOf(theme.child('prism'));
  const image = theme.get('image');
  if (typeof image === 'string') parts.image = image;
  const metadata = theme.get('metadata');
  if (Array.isArray(metadata) && metadata.length) parts.metadata = metadata as Record<string, string>[];
  // A key of none of Docusaurus's own themes is for the site's components and its other themes
  // (a code block theme's `codeblock`): it is in the context the pages get, as in Docusaurus.
  theme.ignore(...theme.keys().filter((key) => !OWN_THEME_KEYS.has(key)));
  theme.done();
  return parts;
}

/** Code colours from the themes, and the magic comments; Prism's other settings, for a highlighter that runs in the browser, are reported. */
function prismOf(prism: Fields | undefined): Record<string, unknown> | undefined {
  if (!prism) return undefined;
  const out = prism.pick(['theme', 'darkTheme', 'magicComments', 'defaultLanguage', 'additionalLanguages']);
  prism.done();
  return out;
}

/**
 * Docusaurus draws diagrams in Mermaid's `default` and `dark` themes where the site names none
 * (ckdocs's own sites, in the theme's colours).
 */
function mermaidOf(mermaid: Fields | undefined): Record<string, unknown> {
  const out = read(mermaid, ['theme', 'options']) ?? {};
  return { ...out, theme: { light: 'default', dark: 'dark', ...(out.theme as object | undefined) } };
}

/** The given keys of an object with `defaults` under them; every other key of it is reported. */
function read(
  fields: Fields | undefined,
  keys: readonly string[],
  defaults: Record<string, unknown> = {},
): Record<string, unknown> | undefined {
  if (!fields) return undefined;
  const out = { ...defaults, ...fields.pick(keys) };
  fields.done();
  return out;
}

/** Hosted search; the search page's path and parameters are reported only when the site set them. */
function algoliaOf(algolia: Fields | undefined): Record<string, unknown> | undefined {
  if (!algolia) return undefined;
  const out = algolia.pick([
    'appId',
    'apiKey',
    'indexName',
    'contextualSearch',
    'insights',
    'placeholder',
    'externalUrlRegex',
    'replaceSearchResultPathname',
    'searchParameters',
  ]);
  // DocSearch 2's options, which the search theme hands the DocSearch 3 modal, which reads neither.
  algolia.ignore('container', 'debug');
  // Of DocSearch's own words, the navbar button's text; the modal's are ckdocs's, in the locale.
  const translations = algolia.child('translations');
  const button = translations?.child('button');
  const buttonText = button?.get('buttonText');
  if (typeof buttonText === 'string') out.buttonText = buttonText;
  button?.done();
  translations?.done();
  // A regular expression as its source, as the search theme's options validation gives it.
  const replace = out.replaceSearchResultPathname as { from?: unknown } | undefined;
  if (replace?.from instanceof RegExp) out.replaceSearchResultPathname = { ...replace, from: replace.from.source };
  // The search algolia theme's defaults, which ckdocs's own search page and requests match.
  const page = algolia.get('searchPagePath');
  if (page !== undefined && page !== 'search') algolia.report('searchPagePath', "ckdocs's search page is /search");
  algolia.done();
  return out;
}

/** A footer item's keys of its own; any other is an attribute of its link, as Docusaurus passes them. */
const FOOTER_ITEM_KEYS = new Set(['label', 'to', 'href', 'html', 'className']);

function footerItem(item: unknown): unknown {
  if (!isRecord(item)) return item;
  const own = Object.entries(item).filter(([key]) => FOOTER_ITEM_KEYS.has(key));
  const attributes = Object.entries(item).filter(([key, value]) => !FOOTER_ITEM_KEYS.has(key) && value !== undefined);
  return {
    ...Object.fromEntries(own),
    ...(attributes.length && { attributes: Object.fromEntries(attributes.map(([k, v]) => [k, String(v)])) }),
  };
}

function footerOf(footer: Fields | undefined): Record<string, unknown> | undefined {
  const links = footer?.get('links');
  const out = read(footer, ['style', 'logo', 'copyright'], { style: 'light' });
  if (!out || !Array.isArray(links)) return out;
  return {
    ...out,
    links: links.map((link) =>
      isRecord(link) && Array.isArray(link.items) ? { ...link, items: link.items.map(footerItem) } : footerItem(link),
    ),
  };
}

function navbarOf(navbar: Fields | undefined): Record<string, unknown> | undefined {
  if (!navbar) return undefined;
  const items = navbar.list('items').map((item) => (item instanceof Fields ? navbarItem(item) : item));
  // Docusaurus's navbar shows the title it is given, and none without: not the site's.
  return read(navbar, ['title', 'logo', 'hideOnScroll', 'style'], { title: null, hideOnScroll: false, items });
}

/**
 * The navbar items a site's plugins added to the config they were made with, past the `known`
 * ones the config had (Docusaurus's navbar shows its config as the plugins leave it), mapped as
 * `navbarOf` maps the config's own.
 */
export function addedNavbarItems(themeConfig: unknown, known: number, notes: ConfigNote[]): unknown[] {
  const navbar = isRecord(themeConfig) ? themeConfig.navbar : undefined;
  const items = isRecord(navbar) && Array.isArray(navbar.items) ? (navbar.items as unknown[]) : [];
  return items
    .slice(known)
    .map((item, i) =>
      isRecord(item) ? navbarItem(new Fields(item, `themeConfig.navbar.items.${known + i}`, notes)) : item,
    );
}

/** An item of the site's own type (`custom-<name>`): where it goes, and every key as its component's props. */
function customItem(item: Fields): Record<string, unknown> {
  const props = item.all();
  return { type: props.type, position: props.position ?? 'left', props };
}

/** Keys of a navbar item that Docusaurus's theme hands its link as they are: HTML attributes. */
const LINK_ATTRIBUTE = /^(target|rel|title|download|hreflang|data-.+)$/;

/** A navbar item's link attributes (`target: '_blank'`), read. */
function linkAttributes(item: Fields): { attributes?: Record<string, string> } {
  // Only these keys count as read: any other the item sets is still reported.
  const given = Object.entries(item.pick(item.keys().filter((key) => LINK_ATTRIBUTE.test(key)))).filter(
    ([, value]) => value !== null,
  );
  return given.length ? { attributes: Object.fromEntries(given.map(([key, value]) => [key, String(value)])) } : {};
}

function navbarItem(item: Fields): Record<string, unknown> {
  // A site's own item type is drawn by its component, which gets the item's every key.
  if (/^custom-/.test(String(item.get('type')))) return customItem(item);
  const out: Record<string, unknown> = { ...item.pick(NAVBAR_ITEM_KEYS), ...linkAttributes(item) };
  // Docusaurus's navbar link is active on every page under its `to`'s path (its query or hash
  // aside, as react-router's NavLink matches it), not on that page alone.
  if (typeof out.to === 'string' && out.activeBasePath === undefined && out.activeBaseRegex === undefined)
    out.activeBasePath = out.to.replace(/[?#].*$/, '');
  // ckdocs never marks a version dropdown's toggle active, as `true` asks (read above, for a
  // dropdown of one version, drawn as a link): `false` asks what it does not do.
  if (item.get('dropdownActiveClassDisabled') === false) item.unsupported('dropdownActiveClassDisabled');
  // An item with items and no type is a dropdown, as Docusaurus's NavbarItem reads it.
  if (out.type === undefined && Array.isArray(item.get('items'))) out.type = 'dropdown';
  const versions = item.get('versions');
  // Docusaurus also takes `{ [name]: { label } }`; ckdocs lists names and labels them as the docs do.
  if (versions !== undefined) out.versions = Array.isArray(versions) ? versions : Object.keys(versions as object);
  const entry = (e: unknown) => (e instanceof Fields ? { ...linkAttributes(e), ...read(e, DROPDOWN_ITEM_KEYS) } : e);
  // A version or locale dropdown's own links around its versions or locales (Docusaurus gives
  // every such dropdown these lists, empty unless the site fills them).
  for (const key of ['dropdownItemsBefore', 'dropdownItemsAfter']) {
    const list = item.list(key);
    if (list.length) out[key] = list.map(entry);
  }
  const entries = item.list('items');
  if (entries.length) out.items = entries.map(entry);
  item.done();
  return out;
}

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { blocksOf } from './css-blocks.js';

/** The rules of Infima's stylesheet that set its variables (and nothing else). */
const VARIABLE_RULES = new Set([':root', "html[data-theme='dark']"]);

/** Infima's rules that size the headings from its variables (`h2 { font-size: var(--ifm-h2-font-size) }`). */
const HEADING_RULES = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** Infima's stylesheet as the `infima` package ships it. */
export const infimaStylesheet = (): string =>
  createRequire(import.meta.url).resolve('infima/dist/css/default/default.css');

let variables: string | undefined;

/**
 * Infima's own `--ifm-*` variables, light and dark, from the `infima` package Docusaurus styles
 * with, and the headings' sizes it sets from them: a site's stylesheets and CSS modules use any of
 * them (a badge's radius and padding, say), and a variable left undefined drops the whole
 * declaration. Only its top-level rules: the few its media queries change are for its own layout classes.
 */
export function infimaVariables(): string {
  variables ??= blocksOf(infimaCss())
    .filter(
      ({ selector, body }) => (VARIABLE_RULES.has(selector) || HEADING_RULES.has(selector)) && !body.includes('{'),
    )
    .map(({ selector, body }) => `${selector} {${body}}`)
    .join('\n');
  return variables;
}

/**
 * Infima's class families that ckdocs's theme leaves to Infima: the grid, spacing and text
 * utilities, and the components (avatars, buttons, cards, paginators, tabs...) a site's pages, a
 * theme's (an API theme's response codes) and the classic theme's own components (a blog's) are
 * laid out with; ckdocs's own tabs restyle them after. The ones ckdocs's theme draws itself
 * (navbar, menu, footer, Markdown, admonitions) are left out: they would restyle it.
 */
const LAYOUT_FAMILIES = new Set(
  [
    'container row col shadow clean-list clean-btn close text thin-scrollbar',
    'margin margin-top margin-bottom margin-left margin-right margin-vert margin-horiz',
    'padding padding-top padding-bottom padding-left padding-right padding-vert padding-horiz',
    'avatar badge button button-group card hero pills pagination pagination-nav table-of-contents markdown tabs',
  ]
    .join(' ')
    .split(' '),
);

/**
 * A class's family: `col--3` and `card__body` are of `col` and `card`; the navbar's search input is
 * of a family of its own, which a search box draws with inside ckdocs's navbar.
 */
const familyOf = (name: string) =>
  name.startsWith('navbar__search') ? 'navbar__search' : name.replace(/(--|__).*$/, '');

/** Whether each class of a selector list is of the families. */
function ofLayoutFamilies(selector: string, families: Set<string>): boolean {
  const classes = [...selector.matchAll(/\.([a-zA-Z][\w-]*)/g)].map((m) => familyOf(m[1]!));
  return classes.length > 0 && classes.every((name) => families.has(name));
}

/** The layout stylesheet, by the extra families it has. */
const layouts = new Map<string, string>();

/** Infima's rules that only set its variables for a variant of a part ckdocs draws (a dark footer, an alert's type). */
const VARIANT_RULES = new Set([
  '.footer--dark',
  ...['secondary', 'success', 'info', 'warning', 'danger'].map((type) => `.alert--${type}`),
]);

/**
 * The families of the parts ckdocs's theme draws, by the component a site or a plugin's theme
 * replaces (`src/theme/Navbar`): that component draws with Infima's classes, and needs their rules.
 */
const SWIZZLED_FAMILIES: Record<string, string[]> = {
  Navbar: ['navbar', 'navbar__search', 'navbar-sidebar', 'dropdown', 'menu'],
  // A local search's box (the site's, or one wrapping a plugin's) draws its input as Infima's.
  SearchBar: ['navbar__search'],
  Footer: ['footer'],
  // A site's own item types (`NavbarItem/ComponentTypes`) are often the classic theme's dropdown.
  NavbarItem: ['navbar', 'dropdown'],
  DocSidebar: ['menu'],
  // The classic theme's sidebar draws around a site's own items (swizzled.ts, `DRAWN_INSIDE`).
  DocSidebarItem: ['menu'],
  DocSidebarItems: ['menu'],
};

/**
 * Infima's rules for elements ckdocs's theme leaves to it, below any selector: a `pre` and the code
 * in it, but for ckdocs's own code blocks (the classic theme's, which a site's own CodeBlock draws
 * with, and a writer's own `pre` are the scrolling box Infima makes them, which holds the classic
 * block's floated lines); a writer's `kbd` and DocSearch's keys; lists' margins and indent, which
 * the classic theme's parts and a site's components draw with (no space above a breadcrumbs' list);
 * a rule between them (a theme's table of contents over its edit link); an embedded frame's
 * missing border (a video a page embeds).
 */
const ELEMENT_RULES: Record<string, string> = {
  pre: ':where(pre:not(.code-block pre))',
  'pre code': ':where(pre:not(.code-block pre) code)',
  kbd: ':where(kbd)',
  hr: ':where(hr)',
  iframe: ':where(iframe)',
  'ul,\nol': ':where(ul, ol)',
  'ul ul,\nul ol,\nol ol,\nol ul': ':where(ul ul, ul ol, ol ol, ol ul)',
};

/** The Infima families a site's own components of `SWIZZLED_FAMILIES` draw with. */
export function swizzledFamilies(components: Iterable<string>): string[] {
  const families = [...components].flatMap((name) => SWIZZLED_FAMILIES[name.split('/')[0]!] ?? []);
  return [...new Set(families)].sort();
}

/**
 * Infima's rules of `LAYOUT_FAMILIES` and the `extra` families (media queries kept),
 * `VARIANT_RULES` and `ELEMENT_RULES`, for a Docusaurus site's stylesheet.
 */
export function infimaLayout(extra: string[] = []): string {
  const key = extra.join(' ');
  let css = layouts.get(key);
  if (css !== undefined) return css;
  const families = new Set([...LAYOUT_FAMILIES, ...extra]);
  const ofFamilies = (selector: string) => ofLayoutFamilies(selector, families);
  css = blocksOf(infimaCss())
    .map(({ selector, body }) => {
      if (Object.hasOwn(ELEMENT_RULES, selector)) return `${ELEMENT_RULES[selector]} {${body}}`;
      if (!selector.startsWith('@media'))
        return ofFamilies(selector) || VARIANT_RULES.has(selector) ? `${selector} {${body}}` : '';
      const inner = blocksOf(body).filter((rule) => ofFamilies(rule.selector));
      return inner.length ? `${selector} {${inner.map((rule) => `${rule.selector} {${rule.body}}`).join('\n')}}` : '';
    })
    .filter(Boolean)
    .join('\n');
  layouts.set(key, css);
  return css;
}

const infimaCss = () => readFileSync(infimaStylesheet(), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

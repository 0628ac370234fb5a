import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { algoliaSearchTheme, type ListedPlugin } from '../docusaurus/plugin-list.js';
import { blocksOf } from './css-blocks.js';

/** The rules of DocSearch's navbar button, and the selectors that set its variables (light and dark). */
const BUTTON = /\.DocSearch-Button/;
const VARIABLES = new Set([':root', 'html[data-theme=dark]', "html[data-theme='dark']"]);

/** The selectors of a rule's list that `keep` takes; each rule of an at-rule's body, so too. */
function filtered(css: string, keep: (selector: string) => string | undefined): string {
  return blocksOf(css)
    .map(({ selector, body }) => {
      if (selector.startsWith('@')) {
        const inner = selector.startsWith('@media') || selector.startsWith('@supports') ? filtered(body, keep) : body;
        return inner ? `${selector}{${inner}}` : '';
      }
      const kept = selector
        .split(',')
        .map((part) => keep(part.trim()))
        .filter(Boolean);
      return kept.length ? `${kept.join(',')}{${body}}` : '';
    })
    .join('');
}

/**
 * DocSearch's stylesheet (`@docsearch/css`), in two: the navbar button's rules with its variables,
 * which a page's stylesheet holds as Docusaurus's does; and the rest, the search modal's, with its
 * variables set on the modal alone (at no specificity): the modal's stylesheet comes with its code
 * once a reader searches, and it changed the button and a site's own variables when it came.
 */
export function splitDocSearchCss(css: string): { button: string; modal: string } {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return {
    button: filtered(text, (selector) => (BUTTON.test(selector) || VARIABLES.has(selector) ? selector : undefined)),
    modal: filtered(text, (selector) => {
      if (BUTTON.test(selector)) return undefined;
      if (selector === ':root') return ':where(.DocSearch-Container)';
      return VARIABLES.has(selector) ? `:where(${selector} .DocSearch-Container)` : selector;
    }),
  };
}

/** The `@docsearch/react` module the site's Algolia search theme imports, or undefined without the theme. */
function searchThemeDocSearch(plugins: ListedPlugin[] | undefined): { theme: string; react: string } | undefined {
  const entry = algoliaSearchTheme(plugins)?.config.entryPath;
  if (!entry) return undefined;
  try {
    return { theme: entry, react: createRequire(entry).resolve('@docsearch/react') };
  } catch {
    return undefined;
  }
}

/**
 * The stylesheets of a Docusaurus site's Algolia search theme that style its navbar button:
 * `@docsearch/css` as the theme's DocSearch installs it (whose version decides the button's look),
 * and the theme's own. Undefined without the theme.
 */
export function docSearchButtonStyles(
  plugins: ListedPlugin[] | undefined,
): { docsearch: string; theme?: string } | undefined {
  const found = searchThemeDocSearch(plugins);
  if (!found) return undefined;
  try {
    const theme = join(dirname(found.theme), 'theme/SearchBar/styles.css');
    return {
      docsearch: createRequire(found.react).resolve('@docsearch/css/dist/style.css'),
      ...(existsSync(theme) && { theme }),
    };
  } catch {
    return undefined;
  }
}

/**
 * Whether the DocSearch that the site's Algolia search theme installs is before 4, whose navbar
 * button shows the Control key as a sign on a key of one width where 4 writes the word. False
 * without the theme (ckdocs's own button).
 */
export function docSearchBefore4(plugins: ListedPlugin[] | undefined): boolean {
  const found = searchThemeDocSearch(plugins);
  if (!found) return false;
  // The package's own folder: its builds' folders may hold a package.json of their own (a module type).
  const folder = join('@docsearch', 'react');
  const at = found.react.lastIndexOf(folder);
  if (at < 0) return false;
  try {
    const file = join(found.react.slice(0, at + folder.length), 'package.json');
    const { name, version } = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    return name === '@docsearch/react' && Number(version?.split('.')[0]) < 4;
  } catch {
    return false;
  }
}

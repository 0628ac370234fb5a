import type Prism from 'prismjs';
import type { PrismTheme } from '../config/schemas/prism.js';
import type { SitePrismSource } from './site-prism.js';
import type { CodeRun } from '../../common/code-lines.js';

/** A site's Prism themes (Docusaurus's `themeConfig.prism`): the light mode's, and the dark mode's if it differs. */
export interface CodeThemes {
  light: PrismTheme;
  dark?: PrismTheme;
  /** A Docusaurus site's own highlighter, and the languages its config adds to it. */
  highlighter?: { source: SitePrismSource; additionalLanguages?: string[] };
}

type Style = Record<string, string | number | undefined>;
type Mode = 'l' | 'd';

/** A theme's style property (camelCase, as React takes it) as CSS names it. */
const cssName = (property: string) => property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** One style value of a theme as a class: `tl0-3` is the light theme's fourth value of the first property its themes use. */
interface PaletteEntry {
  mode: Mode;
  /** The CSS property (`font-style`), from the theme's camelCase one. */
  property: string;
  value: string | number;
  className: string;
}

/**
 * Every value the themes give each style property, each a class: what a run of code can look
 * like is known from the themes alone, so the stylesheet holds every class (code-colors.ts)
 * before any page is compiled, and a page compiled later (a writer's edit) finds its classes there.
 */
export function stylePalette(themes: CodeThemes): PaletteEntry[] {
  const properties = [
    ...new Set(
      [themes.light, themes.dark].flatMap((theme) => theme?.styles.flatMap((e) => Object.keys(e.style)) ?? []),
    ),
  ];
  const entries: PaletteEntry[] = [];
  for (const [mode, theme] of modesOf(themes))
    properties.forEach((property, p) => {
      const values = [...new Set(theme.styles.map((entry) => entry.style[property]))].filter(
        (value): value is string | number => value !== undefined && value !== '',
      );
      values.forEach((value, v) =>
        entries.push({
          mode,
          property: cssName(property),
          value,
          className: `t${mode}${p}-${v}`,
        }),
      );
    });
  return entries;
}

/** The modes whose theme styles a run: the light one, and the dark one where it has its own. */
const modesOf = (themes: CodeThemes): [Mode, PrismTheme][] =>
  themes.dark
    ? [
        ['l', themes.light],
        ['d', themes.dark],
      ]
    : [['l', themes.light]];

/**
 * A theme's styles by token type for one language, as prism-react-renderer reads a theme: each
 * type's entries merged in order, entries kept to other languages left out; `plain` is the
 * block's own text colour.
 */
function themeDictionary(theme: PrismTheme, language: string): Map<string, Style> {
  const dictionary = new Map<string, Style>();
  for (const { types, style, languages } of theme.styles) {
    if (languages && !languages.includes(language)) continue;
    for (const type of types) dictionary.set(type, { ...dictionary.get(type), ...style });
  }
  dictionary.set('plain', { ...theme.plain, backgroundColor: undefined });
  return dictionary;
}

interface ThemesLookup {
  classOf: Map<string, string>;
  dictionaries: Map<string, Map<string, Style>>;
  runs: Map<string, string>;
}

/** What styling one site's runs needs, kept while its themes are: code repeats languages and token types. */
const lookups = new WeakMap<CodeThemes, ThemesLookup>();

function lookupOf(themes: CodeThemes): ThemesLookup {
  let lookup = lookups.get(themes);
  if (!lookup) {
    const classOf = new Map(
      stylePalette(themes).map(({ mode, property, value, className }) => [`${mode}\0${property}\0${value}`, className]),
    );
    lookups.set(themes, (lookup = { classOf, dictionaries: new Map(), runs: new Map() }));
  }
  return lookup;
}

/**
 * A run's classes in both modes: its token types' styles merged in order, a later type winning,
 * as prism-react-renderer merges them, each value its palette class. A value that sets what the
 * block's text already has (the plain colour) takes none, nor does a top-level string.
 */
function runClasses(themes: CodeThemes, language: string, types: string[]): string {
  const lookup = lookupOf(themes);
  const key = `${language}\0${types.join(' ')}`;
  let classes = lookup.runs.get(key);
  if (classes === undefined) {
    const names: string[] = [];
    if (types[0] !== 'plain')
      for (const [mode, theme] of modesOf(themes)) {
        const dictionaryKey = `${mode}\0${language}`;
        let dictionary = lookup.dictionaries.get(dictionaryKey);
        if (!dictionary) lookup.dictionaries.set(dictionaryKey, (dictionary = themeDictionary(theme, language)));
        const merged: Style = Object.assign({}, ...types.map((type) => dictionary!.get(type)));
        for (const [property, value] of Object.entries(merged)) {
          if (value === undefined || value === '' || (property === 'color' && value === theme.plain.color)) continue;
          const name = lookup.classOf.get(`${mode}\0${cssName(property)}\0${value}`);
          if (name) names.push(name);
        }
      }
    lookup.runs.set(key, (classes = names.join(' ')));
  }
  return classes;
}

/** Types with `add` after them, unless the last one is it already (prism-react-renderer's rule). */
const appendTypes = (types: string[], add: string | string[]) =>
  types.length && types[types.length - 1] === add ? types : types.concat(add);

/**
 * Flattens Prism's token tree into runs as prism-react-renderer does: each run has the types of
 * every token around it, outermost first, each token's type then its aliases, and a string at
 * the top level is `plain`. Neighbouring runs of the same style join.
 */
export function themedRuns(stream: Prism.TokenStream, language: string, themes: CodeThemes): CodeRun[] {
  const runs: CodeRun[] = [];
  const visit = (part: Prism.TokenStream, types: string[]) => {
    if (typeof part === 'string') {
      if (!part) return;
      const classes = runClasses(themes, language, types.length ? types : ['plain']);
      const last = runs.at(-1);
      if (last && last.classes === classes) last.text += part;
      else runs.push({ text: part, classes });
    } else if (Array.isArray(part)) {
      for (const each of part) visit(each, types);
    } else {
      const typed = appendTypes(types, part.type);
      visit(part.content, part.alias === undefined ? typed : appendTypes(typed, part.alias));
    }
  };
  visit(stream, []);
  return runs;
}

/**
 * A site's themes from its `prism` config, as Docusaurus's code blocks take them: the dark mode
 * has the light mode's theme unless it has another; with a Docusaurus site's highlighter. None
 * without a light theme: ckdocs's own colours then.
 */
export function codeThemesOf(
  prism: { theme?: PrismTheme; darkTheme?: PrismTheme; additionalLanguages?: string[] } | undefined,
  highlighter?: SitePrismSource,
): CodeThemes | undefined {
  if (!prism?.theme) return undefined;
  const { theme, darkTheme, additionalLanguages } = prism;
  const ownDark = darkTheme && JSON.stringify(darkTheme) !== JSON.stringify(theme);
  return {
    light: theme,
    ...(ownDark && { dark: darkTheme }),
    ...(highlighter && { highlighter: { source: highlighter, additionalLanguages } }),
  };
}

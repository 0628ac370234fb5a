import labels from './theme-labels.json';

/** A theme string: Docusaurus's key for it (or ckdocs's own, `ckdocs.*`), its English text. */
interface ThemeLabelText {
  key: string;
  text: string;
  /** Shown outside English only where the locale translates it (common/bundle-locale.ts). */
  englishOnly?: boolean;
  /**
   * Its English is the classic theme's as the component it stands for writes it, where the theme
   * gives one key two texts: a Docusaurus site's themes' English for the key is the other's.
   */
  ownEnglish?: boolean;
}

/**
 * The theme's own strings: each by the name templates write it as (`THEME_LABELS.<name>`, which
 * the bundler replaces with the text of the locale built), with the key Docusaurus's theme gives
 * the same string, so that a site's code.json translates it, and its English text. A `{name}`
 * in a text is filled at render (templates/fill-label.ts); a text with `|` has a form per plural
 * category of the locale, Docusaurus's way. The search modal's strings are under
 * the names @docsearch gives its texts; admonition titles show in capitals.
 */
export const THEME_LABELS: Record<keyof typeof labels, ThemeLabelText> = labels;

export type ThemeLabel = keyof typeof THEME_LABELS;

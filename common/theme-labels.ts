import labels from './theme-labels.json';

/**
 * The theme's own strings: each by the name templates write it as (`THEME_LABELS.<name>`, which
 * the bundler replaces with the text of the locale built), with the key Docusaurus's theme gives
 * the same string, so that a site's code.json translates it, and its English text. A `{name}`
 * in a text is filled at render (templates/fill-label.ts). The search modal's strings are under
 * the names @docsearch gives its texts; admonition titles show in capitals.
 */
export const THEME_LABELS: Record<keyof typeof labels, { key: string; text: string }> = labels;

export type ThemeLabel = keyof typeof THEME_LABELS;

/** The bundler's constants of the theme's strings in a locale: a code translation of its key, else the English text. */
export function themeLabelDefines(codeTranslations: Record<string, string> = {}): Record<string, string> {
  return Object.fromEntries(
    Object.entries(THEME_LABELS).map(([name, { key, text }]) => [
      `THEME_LABELS.${name}`,
      JSON.stringify(codeTranslations[key] ?? text),
    ]),
  );
}

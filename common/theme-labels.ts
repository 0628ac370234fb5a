/**
 * The theme's own strings: each by the name templates write it as (`THEME_LABELS.<name>`, which
 * the bundler replaces with the text of the locale built), with the key Docusaurus's theme gives
 * the same string, so that a site's code.json translates it, and its English text.
 */
export const THEME_LABELS = {
  skipToContent: { key: 'theme.common.skipToMainContent', text: 'Skip to main content' },
  onThisPage: { key: 'theme.TOCCollapsible.toggleButtonLabel', text: 'On this page' },
  editThisPage: { key: 'theme.common.editThisPage', text: 'Edit this page' },
  previous: { key: 'theme.docs.paginator.previous', text: 'Previous' },
  next: { key: 'theme.docs.paginator.next', text: 'Next' },
  docsPages: { key: 'theme.docs.paginator.navAriaLabel', text: 'Docs pages' },
  notFound: { key: 'theme.NotFound.title', text: 'Page Not Found' },
} as const;

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

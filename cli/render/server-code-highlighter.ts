import type { CodeThemes } from '../mdx/themed-tokens.js';

/**
 * The highlighter the theme's CodeBlock draws code with that a site's component hands it as text
 * (templates/theme/text-code.ts): the one pages' fences are drawn with, in the site's themes.
 * Imported when asked for, beside the theme's bundle, so that loading it costs the render little.
 */
export async function serverCodeHighlighter(themes?: CodeThemes): Promise<(code: string, language: string) => string> {
  const { highlightToHtml } = await import('../mdx/highlight.js');
  return (code, language) => highlightToHtml(code, language, new Map(), { themes });
}

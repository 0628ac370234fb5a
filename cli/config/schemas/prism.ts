import * as z from 'zod';
import { DEFAULT_MAGIC_COMMENTS } from '../../mdx/magic-comments.js';

/** A theme of prism-react-renderer (`themes.dracula`), as Docusaurus's `themeConfig.prism` takes them. */
export interface PrismTheme {
  plain: { color?: string; backgroundColor?: string };
  /** Styles by token type (React's camelCase properties: `color`, `fontStyle`, `opacity`…), some kept to `languages`. */
  styles: { types: string[]; languages?: string[]; style: Record<string, string | number | undefined> }[];
}

// Checked only as far as ckdocs reads it.
const prismThemeSchema = z.custom<PrismTheme>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as PrismTheme).plain === 'object' &&
    Array.isArray((value as PrismTheme).styles) &&
    (value as PrismTheme).styles.every((entry) => Array.isArray(entry?.types) && typeof entry.style === 'object'),
  {
    message:
      "Expected a prism-react-renderer theme: { plain, styles: [{ types, style }] } (from prism-react-renderer's themes)",
  },
);

/** Code blocks' colours: themes of prism-react-renderer, `theme` in light mode, `darkTheme` in dark. */
export const prismSchema = z
  .strictObject({
    /** The light mode's theme, and the dark mode's when `darkTheme` is not set. */
    theme: prismThemeSchema.optional(),
    /** The dark mode's theme. */
    darkTheme: prismThemeSchema.optional(),
    /**
     * Comments that mark lines of code blocks, as Docusaurus's `magicComments`: `// highlight-next-line`
     * and `// highlight-start` … `// highlight-end` by default. The first one's lines are the
     * highlighted lines (also those a fence's `{1,3-5}` names); the others' lines get their `className`.
     */
    magicComments: z
      .array(
        z.strictObject({
          /** The class of the lines it marks. */
          className: z.string().min(1),
          /** The comment that marks the line after it. */
          line: z.string().min(1).optional(),
          /** The comments that mark the lines between them. */
          block: z.strictObject({ start: z.string().min(1), end: z.string().min(1) }).optional(),
        }),
      )
      .default(DEFAULT_MAGIC_COMMENTS),
    /** The language of a code block that names none, highlighted as it (`javascript`); unset, plain text. */
    defaultLanguage: z.string().optional(),
    /** Prism's languages to highlight besides the theme's own set (`['php', 'powershell']`). */
    additionalLanguages: z.array(z.string()).optional(),
  })
  .optional();

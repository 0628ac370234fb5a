import type { Pluggable } from 'unified';
import * as z from 'zod';

/** A remark or rehype plugin as Docusaurus takes them: `plugin` or `[plugin, options]`. */
const pluginEntry = z.custom<Pluggable>(
  (value) => typeof value === 'function' || (Array.isArray(value) && typeof value[0] === 'function'),
  { message: "Expected a plugin function (the package's default export), or [plugin, options]" },
);
const pluginList = z.array(pluginEntry).default([]);

/** How Markdown renders. */
export const markdownSchema = z
  .strictObject({
    /** Render ```mermaid fences as diagrams. */
    mermaid: z.boolean().default(true),
    /** Turn `:name:` shortcodes into emoji (`:tada:` is 🎉), as Docusaurus's `markdown.emoji` does. */
    emoji: z.boolean().default(false),
    /** How headings' anchors are made from their text, as Docusaurus's `markdown.anchors`. */
    anchors: z
      .strictObject({
        /** Keep the heading's capitals in its anchor (`## Getting Started` is `#Getting-Started`). */
        maintainCase: z.boolean().default(false),
      })
      .prefault({}),
    /**
     * How pages are read: `detect` (a `.md` page as Markdown, `.mdx` as MDX), `mdx` (every page as
     * MDX, Docusaurus's default) or `md` (every page as Markdown).
     */
    format: z.enum(['detect', 'mdx', 'md']).default('detect'),
    /**
     * The older MDX syntax an MDX page may still use, as Docusaurus's `markdown.mdx1Compat`: HTML
     * comments (`<!-- -->`), an admonition's title after its type (`:::tip Careful`) and a heading's
     * `{#id}`. Each turned off is a syntax error in MDX, as in MDX itself.
     */
    mdx1Compat: z
      .strictObject({
        /** `<!-- a note -->` in an MDX page, read as an MDX comment. */
        comments: z.boolean().default(true),
        /** `:::tip Careful`, read as `:::tip[Careful]`. */
        admonitions: z.boolean().default(true),
        /** `## Heading {#its-id}` in an MDX page. */
        headingIds: z.boolean().default(true),
      })
      .prefault({}),
    /**
     * How diagrams are drawn, as Docusaurus's `themeConfig.mermaid`: Mermaid's theme in each colour
     * mode, and options handed to `mermaid.initialize`.
     */
    mermaidConfig: z
      .strictObject({
        /**
         * Mermaid's theme name (`default`, `dark`, `forest`, `neutral`, `base`) in each colour mode;
         * a mode without one draws in the site theme's colours.
         */
        theme: z.strictObject({ light: z.string().optional(), dark: z.string().optional() }).prefault({}),
        /** Handed to `mermaid.initialize` (themeVariables, flowchart settings...). */
        options: z.record(z.string(), z.unknown()).default({}),
      })
      .optional(),
    /** Remark plugins (Markdown tree) that run before ckdocs's own: they see the page as parsed. */
    beforeDefaultRemarkPlugins: pluginList,
    /**
     * Remark plugins that run after ckdocs's own (admonitions, heading ids, GFM) and before code
     * blocks are highlighted, links recorded and search text taken, as Docusaurus orders them:
     * `[[require('@docusaurus/remark-plugin-npm2yarn'), { sync: true }]]`.
     */
    remarkPlugins: pluginList,
    /** Rehype plugins (HTML tree) that run first. */
    beforeDefaultRehypePlugins: pluginList,
    /** Rehype plugins that run after the `beforeDefault` ones. */
    rehypePlugins: pluginList,
  })
  .prefault({});

/** The config's lists of remark and rehype plugins, named as Docusaurus's docs options name them. */
export const MARKDOWN_PLUGIN_LISTS = [
  'beforeDefaultRemarkPlugins',
  'remarkPlugins',
  'beforeDefaultRehypePlugins',
  'rehypePlugins',
] as const;

/** The older MDX syntax MDX pages may use (`markdown.mdx1Compat`). */
export type Mdx1Compat = z.output<typeof markdownSchema>['mdx1Compat'];

/** The site's own remark and rehype plugins, as the config lists them. */
export type MarkdownPlugins = Pick<z.output<typeof markdownSchema>, (typeof MARKDOWN_PLUGIN_LISTS)[number]>;

/** Heading levels in each page's table of contents (a page's front matter may override them). */
export const tocSchema = z
  .strictObject({
    /** Smallest heading level listed (2 is `##`). */
    minHeadingLevel: z.number().int().min(2).max(6).default(2),
    /** Largest heading level listed. */
    maxHeadingLevel: z.number().int().min(2).max(6).default(3),
  })
  .prefault({})
  .refine((toc) => toc.minHeadingLevel <= toc.maxHeadingLevel, {
    message: 'minHeadingLevel must not exceed maxHeadingLevel',
  });

import { z } from 'zod';

/** How Markdown renders. */
export const markdownSchema = z
  .strictObject({
    /** Render ```mermaid fences as diagrams. */
    mermaid: z.boolean().default(true),
  })
  .prefault({});

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

import * as z from 'zod';

/**
 * Docs for AI assistants and tools: `/llms.txt` (an index of the docs in the llmstxt.org format),
 * `/llms-full.txt` (every page of the latest version as Markdown) and each docs page as Markdown
 * beside its HTML (`/docs/guide/x.md` for `/docs/guide/x`), which the page's "Copy page" button copies.
 */
export const llmsSchema = z
  .strictObject({
    /** Writes the files above; `false` writes none of them and shows no copy button. */
    enabled: z.boolean().default(true),
    /** Names of the docs versions to include (as in `docs.versions`); all of them when left out. */
    versions: z.array(z.string()).optional(),
    /** Shows the "Copy page" button on docs pages; `false` writes the files all the same. */
    copyButton: z.boolean().default(true),
  })
  .prefault({});

export type LlmsConfig = z.output<typeof llmsSchema>;

/** Whether a version's pages get their Markdown copy. */
export function llmsIncludes(llms: LlmsConfig, version: string): boolean {
  return llms.enabled && (llms.versions?.includes(version) ?? true);
}

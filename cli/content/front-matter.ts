import { parse as parseYaml, YAMLParseError } from 'yaml';
import { z } from 'zod';
import { UserError, codeFrame } from '../util/errors.js';
import { formatIssues } from '../config/format-issues.js';

/** The front matter keys a doc may set (Docusaurus names). */
export const frontMatterSchema = z
  .object({
    id: z.string().optional(),
    title: z.string().optional(),
    description: z.string().optional(),
    slug: z.string().optional(),
    sidebar_label: z.string().optional(),
    sidebar_position: z.number().optional(),
    hide_title: z.boolean().default(false),
    hide_table_of_contents: z.boolean().default(false),
    toc_min_heading_level: z.number().int().min(2).max(6).optional(),
    toc_max_heading_level: z.number().int().min(2).max(6).optional(),
    draft: z.boolean().default(false),
    unlisted: z.boolean().default(false),
    keywords: z.array(z.string()).default([]),
    image: z.string().optional(),
    last_update: z.object({ author: z.string().optional(), date: z.union([z.string(), z.date()]).optional() }).optional(),
  })
  .passthrough();
export type FrontMatter = z.output<typeof frontMatterSchema>;

const FENCE = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(\r?\n|$)/;

/** Splits front matter from the body; the body keeps its line numbers (the block becomes blank lines). */
export function splitFrontMatter(source: string, file: string): { frontMatter: FrontMatter; body: string } {
  const match = FENCE.exec(source);
  let data: unknown = {};
  if (match) {
    try {
      data = parseYaml(match[1] ?? '') ?? {};
    } catch (error) {
      const pos = error instanceof YAMLParseError ? error.linePos?.[0] : undefined;
      const line = pos ? pos.line + 1 : 1;
      // YAML's own position counts from the block's first line: the file's is given instead.
      const reason = (error as Error).message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
      throw new UserError(`Invalid front matter: ${reason}`, {
        file,
        line,
        column: pos?.col,
        frame: codeFrame(source, line, pos?.col ?? 1),
        problems: ['Front matter is YAML between two `---` lines: quote a value that holds `: `, ` #`, or starts with `[`, `{`, `*`, `&` or a quote (title: "[Beta] Caching").'],
      });
    }
  }
  const parsed = frontMatterSchema.safeParse(data);
  if (!parsed.success) {
    throw new UserError('Invalid front matter', { file, line: 1, problems: formatIssues(parsed.error.issues, data) });
  }
  const body = match ? '\n'.repeat(match[0].split('\n').length - 1) + source.slice(match[0].length) : source;
  return { frontMatter: parsed.data, body };
}

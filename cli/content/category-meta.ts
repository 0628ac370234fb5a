import { z } from 'zod';
import { UserError } from '../util/errors.js';
import { formatIssues } from '../config/format-issues.js';

/** `_category_.json`: how a folder appears in its sidebar. */
export const categoryMetaSchema = z.object({
  /** Label; the folder name without its number prefix when omitted. */
  label: z.string().optional(),
  /** Order among its siblings. */
  position: z.number().optional(),
  /** Start collapsed (true unless the current page is inside). */
  collapsed: z.boolean().default(true),
  /** Page opened by clicking the category: a doc id relative to the version folder. */
  link: z.object({ type: z.literal('doc'), id: z.string() }).optional(),
});
export type CategoryMeta = z.output<typeof categoryMetaSchema>;

export function parseCategoryMeta(text: string, file: string): CategoryMeta {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new UserError(`Invalid JSON: ${(error as Error).message}`, { file });
  }
  const parsed = categoryMetaSchema.safeParse(data);
  if (!parsed.success)
    throw new UserError('Invalid _category_.json', {
      file,
      problems: formatIssues(parsed.error.issues, data, categoryMetaSchema),
    });
  return parsed.data;
}

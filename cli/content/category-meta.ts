import * as z from 'zod';
import { parse as parseYaml } from 'yaml';
import { UserError } from '../util/errors.js';
import { formatIssues } from '../config/format-issues.js';
import { categoryLinkSchema, itemExtras } from '../config/schemas/sidebar-items.js';

/** The names a folder's category file may have, as Docusaurus reads them. */
export const CATEGORY_FILE = /^_category_\.(json|ya?ml)$/;

/** `_category_.json` (or `.yml`, `.yaml`): how a folder appears in its sidebar. */
export const categoryMetaSchema = z.strictObject({
  /** Label; the folder name without its number prefix when omitted. */
  label: z.string().optional(),
  /** Order among its siblings. */
  position: z.number().optional(),
  /** Start collapsed, unless the current page is inside (the docs' `sidebarCollapsed` unless set). */
  collapsed: z.boolean().optional(),
  /** Whether readers can collapse it (the docs' `sidebarCollapsible` unless set); false: always open. */
  collapsible: z.boolean().optional(),
  ...itemExtras,
  /**
   * What clicking the category opens: a doc (its id relative to the version folder), or a
   * generated index of its items. Without it, the folder's index doc; null: nothing.
   */
  link: categoryLinkSchema.optional(),
  /** What the category's doc card says under its label (its number of items unless set). */
  description: z.string().optional(),
});
export type CategoryMeta = z.output<typeof categoryMetaSchema>;

/** A category file's text as data: JSON, or YAML for `.yml` and `.yaml`. */
function parseData(text: string, file: string): unknown {
  try {
    return file.endsWith('.json') ? JSON.parse(text) : parseYaml(text);
  } catch (error) {
    throw new UserError(`Invalid ${file.endsWith('.json') ? 'JSON' : 'YAML'}: ${(error as Error).message}`, { file });
  }
}

export function parseCategoryMeta(text: string, file: string): CategoryMeta {
  const data = parseData(text, file);
  const parsed = categoryMetaSchema.safeParse(data);
  if (!parsed.success)
    throw new UserError(`Invalid ${file.split(/[\\/]/).pop()}`, {
      file,
      problems: [
        ...formatIssues(parsed.error.issues, data, categoryMetaSchema),
        ...(parsed.error.issues.some((issue) => issue.code === 'unrecognized_keys')
          ? ['Docusaurus refuses such a file too. Data for your own components goes in `customProps`.']
          : []),
      ],
    });
  return parsed.data;
}

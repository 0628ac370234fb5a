import * as z from 'zod';

/** Files of a content folder that are not pages, as Docusaurus's content plugins skip them: `_` prefixed files and folders (partials), tests. */
export const NOT_CONTENT = ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**'];

/** A content folder's `exclude`: globs from the folder of files that are not pages; `NOT_CONTENT` when omitted. */
export const excludeSchema = z.array(z.string()).default(NOT_CONTENT);

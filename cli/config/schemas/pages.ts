import * as z from 'zod';
import { excludeSchema } from './content-globs.js';
import { orFalse } from './or-false.js';

/**
 * Pages of the site's own outside the docs, as Docusaurus's pages plugin makes them: each file
 * of the folder is a route (`index.tsx` is `/`, `about/team.mdx` is `/about/team`). A React
 * component's default export is the page; Markdown renders with the navbar, footer and table of
 * contents. `false`: no pages.
 */
export const pagesSchema = orFalse(
  z.strictObject({
    /** The folder, relative to the site folder; nothing is built when it does not exist. */
    path: z.string().default('src/pages'),
    /** The locale's translations of those files, relative to the site folder: a page found there is read from it. */
    localizedPath: z.string().optional(),
    /** URL path the pages are served under, from the base URL. */
    routeBasePath: z.string().default('/'),
    /** Files that are pages, as globs from the folder. */
    include: z.array(z.string()).default(['**/*.{js,jsx,ts,tsx,md,mdx}']),
    /** Files that are not: private (`_` prefixed) files and folders, and tests. */
    exclude: excludeSchema,
  }),
).prefault({});

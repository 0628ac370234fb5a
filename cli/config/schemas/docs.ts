import { z } from 'zod';
import { apiSchema } from './api.js';

/** Code samples marked `check`, type-checked by `ckdocs check`. */
const codeSamplesSchema = z
  .strictObject({
    /** Module names the samples import, mapped to declaration files (relative to the site folder). */
    paths: z.record(z.string(), z.array(z.string())).default({}),
  })
  .prefault({});

/** One version of the docs. */
const versionSchema = z.strictObject({
  /** Version name, used in URLs of the API and as the dropdown's value. */
  name: z.string().min(1),
  /** Text in the version dropdown. */
  label: z.string(),
  /** URL base of the version, e.g. /docs or /docs/next. */
  path: z.string().startsWith('/'),
  /** Folder holding the version's docs, relative to the site folder. */
  dir: z.string(),
  /** Id of the doc opened at the version root; when omitted, as Docusaurus picks it: the doc at the root, else the first of the first sidebar. */
  mainDocId: z.string().optional(),
  /** Banner shown on its pages: unreleased, unmaintained or none. */
  banner: z.enum(['none', 'unreleased', 'unmaintained']).default('none'),
  /** Sidebar ids mapped to the top-level folders they are generated from. */
  sidebars: z.record(z.string(), z.string()).default({ guide: 'guide', api: 'api-reference' }),
  /** API reference generated from the version's TypeScript sources. */
  api: apiSchema.optional(),
  /** Code samples marked `check`: what their imports resolve to. */
  codeSamples: codeSamplesSchema,
});

/** The docs and their versions. */
export const docsSchema = z.strictObject({
  /** Versions, newest first. */
  versions: z.array(versionSchema).min(1),
  /** Name of the version marked latest; the first one when omitted. */
  lastVersion: z.string().optional(),
  /** Show who last changed each page (from git). */
  showLastUpdateAuthor: z.boolean().default(true),
  /** Show when each page last changed (from git). */
  showLastUpdateTime: z.boolean().default(true),
  /** Base of "Edit this page" links; the source path is appended. */
  editUrl: z.string().optional(),
});

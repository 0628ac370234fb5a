import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_DOCS } from '../../common/docs-instances.js';
import { UserError } from '../util/errors.js';
import { countFiles, type VersionWrite } from './writes.js';

/** What cutting a version writes, and what the reader should know about it. */
export interface VersionPlan {
  writes: VersionWrite[];
  notes: string[];
}

export interface CutOptions {
  name: string;
  /** Make the new version the latest (served at the shared path). */
  latest: boolean;
  /** The set of docs to version: a docs plugin's `id` or a ckdocs site's `instance` (the main one by default). */
  instance?: string;
}

/**
 * What the files of a set of docs' versions start with, as Docusaurus names them: nothing for the
 * main set, `<id>_` for another (`crew_versioned_docs/`, `crew_versions.json`).
 */
export const versionFilesPrefix = (instance: string) => (instance === DEFAULT_DOCS ? '' : `${instance}_`);

/** Stops the command before anything is written, with the fix. */
export function refuse(message: string, fix: string): never {
  throw new UserError(message, { problems: [fix] });
}

/** The copy of the current docs folder `from` to `to`; refused when it is missing or empty, or `to` exists. */
export async function docsCopy(siteDir: string, from: string, to: string): Promise<VersionWrite> {
  const files = existsSync(join(siteDir, from)) ? await countFiles(join(siteDir, from)) : 0;
  if (!files) refuse(`No current docs to version: ${from}/ is missing or empty`, `Write the docs in ${from}/ first.`);
  return folderCopy(siteDir, from, to, files);
}

/** The copy of a folder of the site to a new one; refused when `to` exists. */
export async function folderCopy(siteDir: string, from: string, to: string, files?: number): Promise<VersionWrite> {
  if (existsSync(join(siteDir, to)))
    refuse(`${to}/ already exists`, 'Pick another version name, or remove that folder.');
  const count = files ?? (await countFiles(join(siteDir, from)));
  return { kind: 'copy', path: to, from, about: `copy of ${from}/, ${count} file(s)` };
}

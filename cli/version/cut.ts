import { relative, join } from 'node:path';
import { cacheDirOf, loadConfig } from '../config/load.js';
import { isDocusaurusConfig } from '../docusaurus/site-config.js';
import { UserError } from '../util/errors.js';
import { planDocusaurusVersion } from './docusaurus-version.js';
import { versionNameProblem } from './name.js';
import type { CutOptions, VersionPlan } from './plan.js';
import { planSiteVersion } from './site-version.js';
import { applyWrites } from './writes.js';

export interface VersionOptions extends CutOptions {
  configPath: string;
  /** Plan and report only: write nothing. */
  dryRun: boolean;
}

/** A version cut (or planned, with --dry-run): each path written, relative to the working folder, and what it is. */
export interface VersionResult extends VersionPlan {
  written: { path: string; about: string }[];
}

/**
 * `ckdocs version <name>`: snapshots the current docs (and API sources) as a release of the site,
 * in a ckdocs site or a Docusaurus site folder. Everything is checked and prepared before the first
 * write; then it is written all at once or not at all.
 */
export async function cutVersion(options: VersionOptions): Promise<VersionResult> {
  const problem = versionNameProblem(options.name);
  if (problem)
    throw new UserError(`Invalid version name "${options.name}": ${problem}`, {
      problems: ['Name it after the release, like 1.0 or 2.3.0.'],
    });
  const loaded = await loadConfig(options.configPath);
  const plan = isDocusaurusConfig(loaded.file)
    ? await planDocusaurusVersion(loaded, options)
    : await planSiteVersion(loaded, options);
  if (!options.dryRun) await applyWrites(loaded.siteDir, cacheDirOf(loaded.siteDir), plan.writes);
  const written = plan.writes.map((write) => ({
    path: relative(process.cwd(), join(loaded.siteDir, write.path)) + (write.kind === 'copy' ? '/' : ''),
    about: write.about,
  }));
  return { ...plan, written };
}

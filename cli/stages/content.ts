import { readLastUpdates, type LastUpdate } from '../content/last-update.js';
import { unknownKeyWarnings } from '../content/front-matter.js';
import { scanVersion } from '../content/scan.js';
import type { VersionContent } from '../content/types.js';
import type { Reporter } from '../util/reporter.js';
import type { SiteSetup } from './config.js';

/** The content stage's output: every version's docs and sidebars, and the files' last commits. */
export interface SiteContent {
  versions: VersionContent[];
  /** By file, when the config shows last updates (else empty). */
  lastUpdates: Map<string, LastUpdate>;
}

/** Stage 2: reads every version's docs folder (front matter, ids, sidebars) and, if shown, git's last updates. */
export async function scanContent(setup: SiteSetup, reporter: Reporter): Promise<SiteContent> {
  const { config, siteDir } = setup;
  const [versions, lastUpdates] = await Promise.all([
    Promise.all(
      setup.versions.map((v) =>
        scanVersion(siteDir, v, v.name === setup.lastVersion, config.docs.sidebarItemsGenerator),
      ),
    ),
    config.docs.showLastUpdateAuthor || config.docs.showLastUpdateTime
      ? readLastUpdates(siteDir)
      : new Map<string, LastUpdate>(),
  ]);
  reporter.stage('content', versions.map((v) => `${v.name}: ${v.docs.length} docs`).join(', '));
  for (const warning of unknownKeyWarnings(versions.flatMap((v) => v.unknownKeys))) reporter.warn(warning);
  return { versions, lastUpdates };
}

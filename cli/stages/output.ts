import { createHash } from 'node:crypto';
import { join, resolve } from 'node:path';
import { stagingDir, type OpenStaging, type Staging } from '../render/output.js';
import type { Reporter } from '../util/reporter.js';
import type { SiteSetup } from './config.js';
import type { SiteRoutes } from './routes.js';
import { assertOutputApart } from '../render/output-folder.js';

/**
 * The folder a build writes into, beside `outDir`; the swap puts it in place only at the end, so
 * a failed build leaves the previous output as it was. The output a build replaces is kept in the
 * site's cache and staged into next time (see render/output.ts).
 */
export async function openStaging(setup: SiteSetup, outDir: string): Promise<OpenStaging> {
  // Before anything moves: an output folder holding the site or its sources would take them in the swap.
  assertOutputApart(outDir, setup.siteDir, setup.config);
  const recycleDir = join(
    setup.cacheDir,
    'output',
    createHash('sha1').update(resolve(outDir)).digest('hex').slice(0, 12),
  );
  return stagingDir(resolve(outDir), recycleDir);
}

/** What each stage that writes into the staging folder takes, beside its own inputs. */
export interface StagedWrite {
  setup: SiteSetup;
  routes: SiteRoutes;
  staging: Staging;
  reporter: Reporter;
}

import type { Staging } from '../render/output.js';
import { writeSearchFilesAside } from '../search/search-aside.js';
import type { Reporter } from '../util/reporter.js';
import type { SiteSetup } from './config.js';
import type { CompiledSite } from './mdx.js';
import type { SiteRoutes } from './routes.js';

/** Stage 8: each version's search index (and Algolia-format records) into the staging folder, on a worker thread. */
export async function writeSearchIndex(input: {
  setup: SiteSetup;
  mdx: CompiledSite;
  routes: SiteRoutes;
  staging: Staging;
  reporter: Reporter;
}): Promise<void> {
  const { records } = await writeSearchFilesAside(
    input.staging.dir,
    input.setup.config,
    input.routes.routes,
    input.mdx.compiled,
  );
  input.reporter.stage('search', `${records} records indexed`);
}

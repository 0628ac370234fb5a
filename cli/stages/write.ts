import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ClientBundle } from '../bundle/client.js';
import { copyStatic } from '../render/copy-static.js';
import { headScript } from '../render/html.js';
import { manifestEntry, routePageData, sidebarFiles, type DocumentContext } from '../render/route-document.js';
import { sitemapItems, sitemapXml } from '../render/sitemap.js';
import { ROUTE_MANIFEST_FILE } from '../../common/route-files.js';
import type { SiteSetup } from './config.js';
import type { StagedWrite } from './output.js';
import type { SiteRoutes } from './routes.js';
import { staticDirs } from '../config/static-dirs.js';

/** What every route's document shares: the site, the bundle's URLs, the sidebars' JSON files by URL. */
export interface SiteDocuments extends DocumentContext {
  sidebarJson: Map<string, string>;
}

/** The context the render and write stages make documents in. */
export function siteDocuments(input: {
  setup: SiteSetup;
  routes: SiteRoutes;
  client: ClientBundle;
  extraScripts?: string[];
}): SiteDocuments {
  const { config } = input.setup;
  const sidebars = sidebarFiles(config.baseUrl, input.routes.versions);
  return {
    config,
    site: input.routes.site,
    client: input.client,
    headScript: headScript(input.routes.site),
    sidebarUrls: sidebars.urls,
    sidebarJson: sidebars.files,
    extraScripts: input.extraScripts,
    htmlTags: input.setup.fromPlugins?.htmlTags,
  };
}

/**
 * Stage 7: the site's files besides the pages: sidebars (JSON, fetched by pages), the static
 * folder, the route manifest the browser's router reads, and the sitemap.
 */
export async function writeSiteFiles(input: StagedWrite & { documents: SiteDocuments }): Promise<void> {
  const { config, siteDir } = input.setup;
  const { routes } = input.routes;
  const dir = input.staging.dir;
  await mkdir(join(dir, 'assets/sidebars'), { recursive: true });
  await Promise.all(
    [...input.documents.sidebarJson].map(([url, json]) => writeFile(join(dir, url.slice(config.baseUrl.length)), json)),
  );
  // In turn: where two hold a file of one name, the later folder's is copied over the earlier's, as Docusaurus's build does.
  for (const staticDir of staticDirs(siteDir, config.staticDir))
    if (existsSync(staticDir)) await copyStatic(staticDir, input.staging, input.reporter);
  // In route order: the same site gives the same file.
  const manifest = routes.map((r) => [r.path, manifestEntry(r, routePageData(input.documents, r))]);
  await writeFile(join(dir, ROUTE_MANIFEST_FILE), JSON.stringify(Object.fromEntries(manifest)));
  // Each doc once (not again at its version's root); unlisted pages are for those given the link.
  // A site that asks search engines to index nothing lists nothing for them.
  if (!config.sitemap || config.noIndex) return;
  const listed = routes.filter((r) => (!r.page.doc || r.path === r.page.doc.permalink) && !r.page.unlisted);
  const pages = listed.map((r) => ({ path: r.path, lastmod: r.page.doc?.lastUpdate?.time }));
  const items = await sitemapItems(config.url, config.sitemap, pages, input.setup.source);
  await writeFile(join(dir, config.sitemap.filename), sitemapXml(items));
}

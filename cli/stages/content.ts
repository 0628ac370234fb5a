import { docsOptionsOf } from '../content/set-options.js';
import { scanBlog } from '../blog/scan.js';
import type { BlogContent } from '../blog/types.js';
import { readLastUpdates, type LastUpdate } from '../content/last-update.js';
import { unknownKeyWarnings } from '../content/front-matter.js';
import { largePageWarnings } from '../content/large-pages.js';
import { reportInlineTags, tagOptions } from '../content/inline-tags.js';
import { scanVersion } from '../content/scan.js';
import { translatedVersions } from '../docusaurus/translate-docs.js';
import { versionsInLocale } from '../i18n/docs-version.js';
import { sidebarOptions } from '../content/sidebar-options.js';
import type { VersionContent } from '../content/types.js';
import { pluginRoutePages, type AddedRoute } from '../pages/plugin-routes.js';
import { scanPages, type SitePages } from '../pages/scan.js';
import type { Reporter } from '../util/reporter.js';
import type { SiteSetup } from './config.js';

/** The content stage's output: every version's docs and sidebars, and the files' last commits. */
export interface SiteContent {
  readonly versions: readonly VersionContent[];
  /** By file, when the config shows last updates (else empty). */
  readonly lastUpdates: Map<string, LastUpdate>;
  /** The site's own pages (src/pages/), and the routes plugins added, as component pages. */
  readonly pages: SitePages;
  /** The blog's posts and pages, when the config has a blog. */
  readonly blog?: BlogContent;
}

/**
 * Stage 2: reads every version's docs folder (front matter, ids, sidebars, translated in the
 * locale built), the pages folder,
 * the blog's posts and, if shown, git's last updates. `addedRoutes` are the routes plugins added;
 * `showDrafts` (serve) keeps the blog's drafts in.
 */
export async function scanContent(
  setup: SiteSetup,
  reporter: Reporter,
  addedRoutes: AddedRoute[] = [],
  { showDrafts = false } = {},
): Promise<SiteContent> {
  const { config, siteDir } = setup;
  // Each version with its set of docs' options.
  const setConfigs = setup.versions.map((v) => ({ ...config, docs: docsOptionsOf(config.docs, v) }));
  const [scanned, lastUpdates, pages, blog] = await Promise.all([
    Promise.all(
      setup.versions.map((v, i) =>
        scanVersion(
          siteDir,
          v,
          v.isLast,
          sidebarOptions(setConfigs[i]!, setup.docusaurus !== undefined),
          tagOptions(setConfigs[i]!),
        ),
      ),
    ),
    [config, ...setConfigs].some(({ docs }) => docs.showLastUpdateAuthor || docs.showLastUpdateTime)
      ? readLastUpdates(siteDir)
      : new Map<string, LastUpdate>(),
    scanPages(config, siteDir, {
      mdxPageComponent: setup.fromPlugins?.mdxPageComponent,
      docusaurus: setup.docusaurus !== undefined,
    }),
    scanBlog(config, siteDir, reporter, showDrafts),
  ]);
  // The sidebars and version labels in the locale built: a Docusaurus site's by its docs plugin's translations.
  const versions = setup.docusaurus
    ? await translatedVersions(setup.docusaurus, scanned)
    : versionsInLocale(setup, scanned);
  const style = { baseUrl: config.baseUrl, trailingSlash: config.trailingSlash };
  pages.components.push(...pluginRoutePages(addedRoutes, { siteDir, configFile: setup.configFile, reporter, style }));
  const pageCount = pages.markdown.docs.length + pages.components.length;
  const counts = versions.map((v) => `${v.name}: ${v.docs.length} docs`);
  if (pageCount) counts.push(`${pageCount} pages`);
  if (blog) counts.push(`${blog.posts.length} blog posts`);
  reporter.stage('content', counts.join(', '));
  const unknownKeys = versions.flatMap((v) => v.unknownKeys);
  for (const warning of unknownKeyWarnings(unknownKeys, { docusaurus: setup.docusaurus !== undefined }))
    reporter.warn(warning);
  reportInlineTags(versions, config, reporter);
  const docs = [...versions, pages.markdown].flatMap((v) => v.docs);
  for (const warning of largePageWarnings(docs)) reporter.warn(warning);
  return { versions, lastUpdates, pages, blog };
}

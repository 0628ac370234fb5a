import { join } from 'node:path';
import sirv from 'sirv';
import { compileAndRoute, loadSiteAndPlugins, prepareSite } from '../build.js';
import type { ClientInput } from '../bundle/client.js';
import { siteCss, type SiteCss } from '../bundle/site-css.js';
import { prepareVendors } from '../bundle/vendor.js';
import { writeGeneratedContent } from '../docusaurus/generated-files.js';
import { cachedCompiler, docFiles, siteFiles } from '../mdx/compile-all.js';
import { startApiModels } from '../stages/api.js';
import { bundleLocale } from '../stages/bundle-locale.js';
import { scanContent } from '../stages/content.js';
import type { Reporter } from '../util/reporter.js';
import { compileQueue } from './compile-queue.js';
import { devRenderer } from './dev-render.js';
import { partialSite } from './partial-site.js';
import type { ServedSite } from './site-updates.js';
import { atBaseUrl, devServerFiles, staticFiles } from './static-files.js';
import { staticDirs } from '../config/static-dirs.js';

/**
 * What `serve` makes of the config as it starts: the content scanned, TypeDoc started, the compiler
 * requests and the whole site's compilation share, the placeholder site that answers meanwhile
 * (partial-site.ts), and the input the client bundle and the server renderer read (which the dev
 * state updates as the site changes). Writers see their drafts as they write them. `locale`: the
 * Docusaurus site's locale served (unset: the default one).
 */
export async function launchSite(configPath: string, reporter: Reporter, locale?: string) {
  const silent: Reporter = { ...reporter, stage() {} };
  const { setup, plugins } = await loadSiteAndPlugins(configPath, silent, undefined, locale, true);
  const content = await scanContent(
    setup,
    silent,
    plugins.flatMap((plugin) => plugin.routes),
    { showDrafts: true },
  );
  const api = await startApiModels(setup);
  const base = setup.config.baseUrl;
  // Requests and the whole site's compilation share one compiler: each page compiles once.
  // A Docusaurus site's links may name a doc by its file from anywhere, as a build resolves them.
  const compiler = cachedCompiler({ cacheDir: setup.cacheDir, ...setup.mdx }, siteFiles(setup.mdx, content.versions));
  const compiles = compileQueue(compiler.compile);
  const vendors = await compiles.hold(prepareVendors(base));
  const partial = partialSite(setup, content, api, async (doc, version) => (await compiles.now(doc, version)).result);
  const outDir = join(setup.cacheDir, 'serve');
  if (setup.docusaurus) await writeGeneratedContent(setup.cacheDir, partial.versions, partial.paths);
  const input = {
    outDir,
    baseUrl: base,
    siteDir: setup.siteDir,
    cacheDir: setup.cacheDir,
    locale: bundleLocale(setup),
    site: partial.site,
    pages: partial.modules,
    vendors: vendors.urls,
    // The site's PostCSS as a build has it: postcss.config.* and its plugins' configurePostCss.
    css: await siteCss(setup, plugins),
    clientModules: setup.fromPlugins?.clientModules,
    fromPlugins: setup.fromPlugins,
    mdx: setup.mdx,
    docFiles: docFiles(content.versions),
  } satisfies ClientInput;

  return {
    setup,
    content,
    api,
    compiler,
    compiles,
    vendors,
    partial,
    outDir,
    input,
    renderer: devRenderer(input),
    /** What `serve` writes into its folder (vendor libraries, search indexes), and the site's static folder. */
    writtenFiles: atBaseUrl(base, sirv(outDir, { dev: true })),
    staticFiles: atBaseUrl(base, staticFiles(staticDirs(setup.siteDir, setup.config.staticDir))),
    /** The folders the site's plugins have Docusaurus's development server answer. */
    devServerFiles: devServerFiles(setup.fromPlugins?.devStatic ?? []),

    /** The whole site (stages 3 and 4), through the compiler requests share. */
    async complete(): Promise<ServedSite> {
      const next = {
        setup,
        content,
        api,
        ...(await compileAndRoute(setup, content, api, silent, { compile: compiles.later })),
      };
      await api.sourcesChecked();
      return next;
    },

    /** Stages 1 to 4 again, for the whole site, with the PostCSS of the config as it is now. */
    async prepare(): Promise<{ site: ServedSite; css: SiteCss }> {
      const next = await prepareSite(configPath, silent, undefined, { development: true, locale });
      await next.api.sourcesChecked();
      return { site: next, css: await siteCss(next.setup, next.plugins) };
    },
  };
}

export type Launch = Awaited<ReturnType<typeof launchSite>>;

import { checkClient } from '../bundle/client.js';
import { needsBundle } from '../bundle/runtime-specifiers.js';
import { siteCss } from '../bundle/site-css.js';
import { checkServerPages } from '../bundle/server.js';
import { prepareVendors } from '../bundle/vendor.js';
import type { SitePlugin } from '../plugins/lifecycle.js';
import type { Reporter } from '../util/reporter.js';
import type { SiteSetup } from './config.js';
import { bundleLocale } from './bundle-locale.js';
import type { CompiledSite } from './mdx.js';
import type { SiteRoutes } from './routes.js';

/**
 * `check`'s stand-in for the bundle and render stages: the pages that import more than React and
 * the theme, bundled for the browser and then for the server as a build bundles them, in memory,
 * with the stylesheets through the site's PostCSS.
 * So `check` fails on every import that a build cannot resolve, with the same errors.
 */
export async function checkBundles(input: {
  setup: SiteSetup;
  plugins: SitePlugin[];
  mdx: CompiledSite;
  routes: SiteRoutes;
  reporter: Reporter;
}): Promise<void> {
  const { setup } = input;
  const pages = new Map([...input.mdx.modules].filter(([, page]) => needsBundle(page)));
  const vendors = await prepareVendors(setup.config.baseUrl);
  await checkClient({
    // Where the files would go: nothing is written.
    outDir: setup.cacheDir,
    baseUrl: setup.config.baseUrl,
    siteDir: setup.siteDir,
    cacheDir: setup.cacheDir,
    locale: bundleLocale(setup),
    site: input.routes.site,
    pages,
    vendors: vendors.urls,
    css: await siteCss(setup, input.plugins),
    clientModules: setup.fromPlugins?.clientModules,
    fromPlugins: setup.fromPlugins,
    mdx: setup.mdx,
  });
  if (pages.size)
    await checkServerPages({
      siteDir: setup.siteDir,
      cacheDir: setup.cacheDir,
      locale: bundleLocale(setup),
      baseUrl: setup.config.baseUrl,
      pages,
      mdx: setup.mdx,
      fromPlugins: setup.fromPlugins,
    });
  input.reporter.stage('bundle', `imports of ${pages.size} page(s) resolved`);
}

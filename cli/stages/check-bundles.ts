import { checkClient } from '../bundle/client.js';
import { needsBundle } from '../bundle/runtime-specifiers.js';
import { siteCss } from '../bundle/site-css.js';
import { checkServerPages } from '../bundle/server.js';
import { prepareVendors } from '../bundle/vendor.js';
import type { SitePlugin } from '../plugins/lifecycle.js';
import type { Reporter } from '../util/reporter.js';
import type { SiteSetup } from './config.js';
import { bundleLocale, serverBundleSite } from './bundle-locale.js';
import { renderBodies } from '../render/render-bodies.js';
import type { PageLinks } from '../../common/page-links.js';
import type { CompiledSite } from './mdx.js';
import type { SiteRoutes } from './routes.js';

/**
 * `check`'s stand-in for the bundle and render stages: the pages that import more than React and
 * the theme, bundled for the browser and then for the server as a build bundles them, in memory,
 * with the stylesheets through the site's PostCSS.
 * So `check` fails on every import that a build cannot resolve, with the same errors. A Docusaurus
 * site's pages are rendered too, as a build renders them, for the links their components render
 * (returned, by route path), which Docusaurus checks.
 */
export async function checkBundles(input: {
  setup: SiteSetup;
  plugins: SitePlugin[];
  mdx: CompiledSite;
  routes: SiteRoutes;
  reporter: Reporter;
}): Promise<Map<string, PageLinks> | undefined> {
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
  // A Docusaurus site's render bundles them for the server, as a build's does.
  if (pages.size && !setup.docusaurus)
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
  return setup.docusaurus ? renderedPageLinks(input) : undefined;
}

/** Every route rendered as a build renders it, its HTML let go: what its components told the link checker. */
async function renderedPageLinks({ setup, mdx, routes, reporter }: Parameters<typeof checkBundles>[0]) {
  const pageLinks = new Map<string, PageLinks>();
  const all = [...routes.routes, routes.notFound];
  await renderBodies(
    all,
    {
      ...serverBundleSite(setup),
      site: routes.site,
      modules: mdx.modules,
      markdown: mdx.markdown,
      docFiles: mdx.docFiles,
    },
    {
      done() {},
      stream: () => ({ write() {}, end() {}, abort() {} }),
      links: (route, links) => pageLinks.set(route.path, links),
    },
  );
  reporter.stage('render', `${all.length} pages rendered for the links their components render`);
  return pageLinks;
}

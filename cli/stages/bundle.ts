import { readFileSync } from 'node:fs';
import type { ClientBundle } from '../bundle/client.js';
import { cachedClientBundle } from '../bundle/client-cache.js';
import { siteCss } from '../bundle/site-css.js';
import { unusedSwizzleWarnings } from '../bundle/swizzled.js';
import { installedThemeComponents } from '../bundle/docusaurus-modules.js';
import type { StylesheetMemo } from '../bundle/stylesheet-memo.js';
import { prepareVendors, vendorsInUse } from '../bundle/vendor.js';
import type { SitePlugin } from '../plugins/lifecycle.js';
import { bundleLocale } from './bundle-locale.js';
import type { CompiledSite } from './mdx.js';
import type { StagedWrite } from './output.js';

/**
 * Stage 5: the browser's code into the staging folder: the runtime and theme, a chunk per page
 * (content-hashed names), the stylesheets (the site's through its PostCSS, which its `plugins`
 * may configure), and the prebuilt vendor libraries its pages use (Mermaid). Returns the chunks' URLs.
 */
export async function bundleClientCode(
  input: StagedWrite & { plugins: SitePlugin[]; mdx: CompiledSite; minify: boolean; stylesheets?: StylesheetMemo },
): Promise<ClientBundle> {
  const { setup, staging } = input;
  const vendors = await prepareVendors(setup.config.baseUrl);
  const css = await siteCss(setup, input.plugins, input.stylesheets);
  const { bundle, cached, inputs } = await cachedClientBundle({
    staging,
    baseUrl: setup.config.baseUrl,
    siteDir: setup.siteDir,
    cacheDir: setup.cacheDir,
    locale: bundleLocale(setup),
    site: input.routes.site,
    pages: input.mdx.modules,
    minify: input.minify,
    vendors: vendors.urls,
    css,
    clientModules: setup.fromPlugins?.clientModules,
    fromPlugins: setup.fromPlugins,
    mdx: setup.mdx,
    markdown: input.mdx.markdown,
    docFiles: input.mdx.docFiles,
  });
  await vendors.copyTo(staging.dir, vendorsInUse(bundle.siteVendors, input.mdx.modules.values()));
  input.reporter.stage(
    'bundle',
    `${bundle.pages.size} page chunks${cached ? ' (client bundle unchanged, from cache)' : ''}`,
  );
  // What the site's src/theme/ holds that no page draws with (a component ckdocs's theme has not).
  const configSource = readFileSync(setup.configFile, 'utf8');
  const drawn = () => installedThemeComponents(setup.siteDir, setup.fromPlugins?.themePaths);
  for (const warning of unusedSwizzleWarnings(setup.siteDir, inputs, configSource, drawn)) input.reporter.warn(warning);
  return bundle;
}

import { DEFAULT_DOCS } from '../../common/docs-instances.js';
import type { DocusaurusSite } from './site-config.js';

/**
 * Each docs plugin instance's base path, by id, as its global data gives it (`path`): the locale's
 * base URL and its `routeBasePath` (`/docs`), which its versions' paths are under whatever their own
 * `path` (`/docs/v6`). theme-common finds the docs of the page shown by it.
 */
export function docsPluginPaths(site: Pick<DocusaurusSite, 'plugins' | 'context'>): Record<string, string> {
  const { baseUrl } = site.context;
  return Object.fromEntries(
    site.plugins
      .filter((plugin) => plugin.packageName === '@docusaurus/plugin-content-docs')
      .map((plugin) => [
        String(plugin.options.id ?? DEFAULT_DOCS),
        `${baseUrl}/${String(plugin.options.routeBasePath)}`.replace(/\/{2,}/g, '/'),
      ]),
  );
}

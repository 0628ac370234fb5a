import { relative } from 'node:path';
import type { DocusaurusCore } from './core.js';
import type { DocusaurusContext } from './plugin-context.js';

/**
 * Where the locale built has its translations of a content plugin instance's files, from the site
 * folder, as the plugin finds them (`i18n/<locale>/docusaurus-plugin-content-pages`); unset when
 * the locale's config turns translations off.
 */
export function localizedDir(
  core: DocusaurusCore,
  context: DocusaurusContext,
  plugin: { name: string; id: unknown },
): string | undefined {
  const { currentLocale, localeConfigs } = context.i18n;
  if (localeConfigs[currentLocale]?.translate === false) return undefined;
  const dir = core.getPluginI18nPath({
    localizationDir: context.localizationDir,
    pluginName: plugin.name,
    pluginId: typeof plugin.id === 'string' ? plugin.id : undefined,
  });
  return relative(context.siteDir, dir).split('\\').join('/');
}

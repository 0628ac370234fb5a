import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { DocusaurusSite } from '../docusaurus/site-config.js';
import { countFiles, type VersionWrite } from './writes.js';
import { folderCopy } from './plan.js';

/**
 * What cutting version `name` writes for each other locale, as Docusaurus's `docs:version` does:
 * the locale's translated current docs copied to `version-<name>/` beside them, and its
 * `current.json` (sidebar labels, the version's label) to `version-<name>.json`. A locale that
 * translates none of the docs gets nothing, and a note saying so.
 */
export async function translatedDocsWrites(
  site: DocusaurusSite,
  docsId: string | undefined,
  name: string,
): Promise<{ writes: VersionWrite[]; notes: string[] }> {
  const { siteDir, i18n } = site.context;
  const writes: VersionWrite[] = [];
  const notes: string[] = [];
  for (const locale of i18n.locales.filter((locale) => locale !== i18n.defaultLocale)) {
    const localizationDir = resolve(siteDir, i18n.path ?? 'i18n', i18n.localeConfigs[locale]?.path ?? locale);
    const pluginDir = site.core.getPluginI18nPath({
      localizationDir,
      pluginName: 'docusaurus-plugin-content-docs',
      pluginId: docsId,
    });
    const path = (file: string) => relative(siteDir, join(pluginDir, file)).split('\\').join('/');
    const current = join(pluginDir, 'current');
    if (existsSync(current) && (await countFiles(current)) > 0)
      writes.push(await folderCopy(siteDir, path('current'), path(`version-${name}`)));
    else notes.push(`${locale} translates none of the current docs (${path('current')}/): nothing to copy for it`);
    const labels = join(pluginDir, 'current.json');
    if (existsSync(labels)) {
      const target = join(pluginDir, `version-${name}.json`);
      writes.push({
        kind: 'file',
        path: path(`version-${name}.json`),
        text: readFileSync(labels, 'utf8'),
        before: existsSync(target) ? readFileSync(target, 'utf8') : undefined,
        about: `copy of ${path('current.json')}`,
      });
    }
  }
  return { writes, notes };
}

import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { localizationDirOf } from '../docusaurus/plugin-context.js';
import type { DocusaurusSite } from '../docusaurus/site-config.js';
import { countFiles, type VersionWrite } from './writes.js';
import { folderCopy } from './plan.js';

/**
 * What cutting version `name` of a Docusaurus site writes for each other locale (see
 * `localeDocsWrites`), in the docs plugin's folders of translations as its own Docusaurus names them.
 */
export async function translatedDocsWrites(
  site: DocusaurusSite,
  docsId: string | undefined,
  name: string,
): Promise<{ writes: VersionWrite[]; notes: string[] }> {
  const { siteDir, i18n } = site.context;
  const folders = i18n.locales
    .filter((locale) => locale !== i18n.defaultLocale)
    .map((locale) => {
      const localizationDir = localizationDirOf(siteDir, i18n, locale);
      const pluginName = 'docusaurus-plugin-content-docs';
      return { locale, dir: site.core.getPluginI18nPath({ localizationDir, pluginName, pluginId: docsId }) };
    });
  return localeDocsWrites(siteDir, folders, name);
}

/**
 * What cutting version `name` writes for each other locale, as Docusaurus's `docs:version` does:
 * in the locale's folder of the docs' translations (`dir`), its translated current docs copied to
 * `version-<name>/` beside them, and its `current.json` (sidebar labels, the version's label) to
 * `version-<name>.json`. A locale that translates none of the docs gets nothing, and a note saying so.
 */
export async function localeDocsWrites(
  siteDir: string,
  folders: { locale: string; dir: string }[],
  name: string,
): Promise<{ writes: VersionWrite[]; notes: string[] }> {
  const writes: VersionWrite[] = [];
  const notes: string[] = [];
  for (const { locale, dir } of folders) {
    const path = (file: string) => relative(siteDir, join(dir, file)).split('\\').join('/');
    const current = join(dir, 'current');
    if (existsSync(current) && (await countFiles(current)) > 0)
      writes.push(await folderCopy(siteDir, path('current'), path(`version-${name}`)));
    else notes.push(`${locale} translates none of the current docs (${path('current')}/): nothing to copy for it`);
    const labels = join(dir, 'current.json');
    if (existsSync(labels)) {
      const target = join(dir, `version-${name}.json`);
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

import { join, relative, resolve } from 'node:path';
import type { SiteConfig } from '../config/schema.js';
import { ownVersionName } from '../../common/version-names.js';

const posix = (path: string) => path.split('\\').join('/');

/**
 * A doc's "Edit this page" address from its version's `editUrl`, else the config's `docs.editUrl`: a base the file's path from
 * the site folder is added to, or a function of the doc, as Docusaurus takes both.
 */
export function docEditUrl(
  config: SiteConfig,
  siteDir: string,
  doc: { file: string; relPath: string; permalink: string },
  versionName: string,
): string | undefined {
  const version = config.docs.versions.find((v) => v.name === versionName);
  const editUrl = version?.editUrl === undefined ? config.docs.editUrl : version.editUrl;
  if (!editUrl) return undefined;
  if (typeof editUrl === 'string') return `${editUrl.replace(/\/$/, '')}/${posix(relative(siteDir, doc.file))}`;
  const versionDir = resolve(siteDir, version?.dir ?? '.');
  return (
    editUrl({
      version: ownVersionName(version ?? { name: versionName }),
      versionDocsDirPath: posix(relative(siteDir, versionDir)),
      // From the folder it is read from: a translated doc's, in the locale's folder, has the same path.
      docPath: posix(doc.relPath),
      permalink: doc.permalink,
      locale: config.localization?.current ?? config.i18n?.defaultLocale ?? 'en',
      localized: resolve(doc.file) !== join(versionDir, doc.relPath),
    }) ?? undefined
  );
}

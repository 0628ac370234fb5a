import { join } from 'node:path';
import type { SidebarItem, VersionContent } from '../content/types.js';
import type { SiteSetup } from '../stages/config.js';
import { translatedMessages } from './translation-file.js';
import { fromMessages, type Translate } from './translator.js';

/**
 * A ckdocs site's versions in the locale built, each from the translation file beside its folder
 * of translated docs (`<localizedDir>.json`); as they are on a site without `i18n`.
 */
export function versionsInLocale(setup: SiteSetup, versions: VersionContent[]): VersionContent[] {
  if (!setup.config.localization) return versions;
  return versions.map((version, i) => {
    const dir = setup.versions[i]!.localizedDir;
    const messages = dir === undefined ? {} : translatedMessages(join(setup.siteDir, `${dir}.json`));
    return translatedVersion(version, fromMessages(messages));
  });
}

/**
 * A docs version in the locale, from its translation file (`current.json`, `version-<name>.json`
 * beside its translated docs), under the keys Docusaurus's docs plugin gives them: its label, and
 * its sidebars' category labels and links' labels (a doc's label is its title, which its
 * translated file gives). An item's `key` names it in place of its label.
 */
export function translatedVersion(version: VersionContent, t: Translate): VersionContent {
  const item = (sidebar: string, entry: SidebarItem): SidebarItem => {
    const name = entry.type === 'html' ? '' : (entry.key ?? entry.label);
    if (entry.type === 'category') {
      const label = t(
        `sidebar.${sidebar}.category.${name}`,
        entry.label,
        `The label of the category "${entry.label}" in the sidebar "${sidebar}"`,
      );
      return { ...entry, label, items: entry.items.map((child) => item(sidebar, child)) };
    }
    if (entry.type === 'link' && entry.docId === undefined) {
      const label = t(
        `sidebar.${sidebar}.link.${name}`,
        entry.label,
        `The label of the link "${entry.label}" in the sidebar "${sidebar}"`,
      );
      return { ...entry, label };
    }
    return entry;
  };
  const sidebars = Object.fromEntries(
    Object.entries(version.sidebars).map(([id, items]) => [id, items.map((entry) => item(id, entry))]),
  );
  const label = t('version.label', version.label, `The label of the version ${version.name}`);
  return { ...version, label, sidebars };
}

import { createRequire } from 'node:module';
import { isAbsolute, join } from 'node:path';
import type { CategoryIndex, SidebarItem, VersionContent } from '../content/types.js';
import { DEFAULT_DOCS } from '../../common/docs-instances.js';
import type { DocusaurusSite } from './site-config.js';
import { translatePlugin } from './translations.js';

/** A sidebar item as the docs plugin's translations read it: categories, their generated indexes, links, docs' own labels. */
interface TranslatedItem {
  type: string;
  label?: string;
  key?: string;
  href?: string;
  id?: string;
  translatable?: boolean;
  items?: TranslatedItem[];
  link?: { type: 'generated-index'; title?: string; description?: string; permalink: string };
}

/** A version of the docs plugin's loaded content, with what its translations read and change. */
interface LoadedVersion {
  versionName: string;
  label: string;
  sidebars: Record<string, TranslatedItem[]>;
  docs: never[];
}

/** The installed docs plugin's translations module, from the file that named the plugin. */
type DocsTranslations = {
  getLoadedContentTranslationFiles(content: { loadedVersions: LoadedVersion[] }): never;
  translateLoadedContent(content: unknown, files: unknown): { loadedVersions: LoadedVersion[] };
};

/**
 * Each docs version in the locale built, as the installed docs plugin translates its content
 * (`current.json`, `version-<name>.json`): its label, its sidebars' category and link labels and
 * their docs' own labels, its generated indexes' titles and descriptions. ckdocs's versions are handed to the plugin's own
 * translation functions as the content it would have loaded, then read back.
 */
export async function translatedVersions(
  site: DocusaurusSite,
  versions: readonly VersionContent[],
): Promise<VersionContent[]> {
  const out = [...versions];
  for (const listed of site.plugins.filter((plugin) => plugin.packageName === '@docusaurus/plugin-content-docs')) {
    const instance = String(listed.options.id ?? DEFAULT_DOCS);
    const entry = listed.config.entryPath;
    const from = createRequire(isAbsolute(entry) ? entry : join(site.context.siteDir, 'package.json'));
    const translations = from('@docusaurus/plugin-content-docs/lib/translations.js') as DocsTranslations;
    const own = out.flatMap((version, i) => (version.instance === instance ? [i] : []));
    const prefix = instance === DEFAULT_DOCS ? '' : `${instance}-`;
    const loadedVersions = own.map((i) => loadedVersion(out[i]!, prefix));
    const hooks = {
      name: 'docusaurus-plugin-content-docs',
      options: listed.options,
      getTranslationFiles: ({ content }: { content: unknown }) =>
        translations.getLoadedContentTranslationFiles(content as { loadedVersions: LoadedVersion[] }),
      translateContent: ({ content, translationFiles }: { content: unknown; translationFiles: unknown }) =>
        translations.translateLoadedContent(content, translationFiles),
    };
    const translated = (await translatePlugin(site.core, site.context, hooks, { loadedVersions })) as {
      loadedVersions: LoadedVersion[];
    };
    own.forEach((i, n) => (out[i] = readBack(out[i]!, translated.loadedVersions[n]!)));
  }
  return out;
}

/** A version as the docs plugin's loaded content has it, for its translations. */
function loadedVersion(version: VersionContent, prefix: string): LoadedVersion {
  const indexes = new Map(version.categoryIndexes.map((index) => [index.permalink, index]));
  const item = (sidebarItem: SidebarItem): TranslatedItem => {
    if (sidebarItem.type === 'category') {
      const index = sidebarItem.href === undefined ? undefined : indexes.get(sidebarItem.href);
      return {
        type: 'category',
        label: sidebarItem.label,
        key: sidebarItem.key,
        items: sidebarItem.items.map(item),
        ...(index && { link: { type: 'generated-index', ...index } }),
      };
    }
    // A doc's label is its title, which its translated file gives, unless the sidebar gives its own
    // (only the docs plugins that know `translatable` translate that); a link out is the sidebar's.
    if (sidebarItem.type === 'link' && sidebarItem.translatable) {
      const { docId, label, key } = sidebarItem;
      return { type: docId ? 'doc' : 'ref', id: docId ?? sidebarItem.href, label, key, translatable: true };
    }
    if (sidebarItem.type === 'link' && sidebarItem.docId === undefined)
      return { type: 'link', label: sidebarItem.label, key: sidebarItem.key, href: sidebarItem.href };
    return { type: sidebarItem.type === 'link' ? 'doc' : sidebarItem.type };
  };
  const sidebars = Object.fromEntries(Object.entries(version.sidebars).map(([id, items]) => [id, items.map(item)]));
  return { versionName: version.name.slice(prefix.length), label: version.label, sidebars, docs: [] };
}

/** `version` with the labels, titles and descriptions of its translated content. */
function readBack(version: VersionContent, translated: LoadedVersion): VersionContent {
  const indexes = new Map<string, Pick<CategoryIndex, 'title' | 'description'>>();
  const item = (original: SidebarItem, done: TranslatedItem): SidebarItem => {
    if (original.type === 'html' || done.label === undefined) return original;
    if (original.type === 'link') return { ...original, label: done.label };
    if (done.link) {
      const index = version.categoryIndexes.find((candidate) => candidate.permalink === done.link!.permalink)!;
      // An index titled by its category's label takes the translated label.
      const title = index.title === original.label && done.link.title === index.title ? done.label : done.link.title;
      indexes.set(index.permalink, { title: title ?? index.title, description: done.link.description });
    }
    return { ...original, label: done.label, items: original.items.map((child, i) => item(child, done.items![i]!)) };
  };
  const sidebars = Object.fromEntries(
    Object.entries(version.sidebars).map(([id, items]) => [
      id,
      items.map((child, i) => item(child, translated.sidebars[id]![i]!)),
    ]),
  );
  const categoryIndexes = version.categoryIndexes.map((index) => ({ ...index, ...indexes.get(index.permalink) }));
  return { ...version, label: translated.label, sidebars, categoryIndexes };
}

import { readSidebar, useCurrentPage, useLocation, useSiteData } from '../context.js';
import type { SidebarItem } from '../../common/data.js';
import { categoriesTo, siblingsOf } from '../../common/sidebar-items.js';
import { globalDataOf, type GlobalVersion } from './global-data.js';
import { DEFAULT_DOCS } from '../../common/docs-instances.js';
import { ownVersionName } from '../../common/version-names.js';

type Category = Extract<SidebarItem, { type: 'category' }>;

export { filterDocCardListItems, findFirstSidebarItemLink, isActiveSidebarItem } from '../../common/sidebar-items.js';

/** `useDocsSidebar`: the sidebar of the doc shown (its name and items), or null. */
export function useDocsSidebar(): { name: string; items: SidebarItem[] } | null {
  const { page, sidebar } = useCurrentPage();
  return page.doc?.sidebar && sidebar ? { name: page.doc.sidebar, items: readSidebar(sidebar) } : null;
}

/** The doc's own path: a version's root shows its main doc, which the sidebar lists under its own. */
function useDocPath(): string {
  const { page } = useCurrentPage();
  return page.doc?.permalink ?? page.path;
}

function useSidebarItems(hook: string): SidebarItem[] {
  const sidebar = useDocsSidebar();
  if (!sidebar) throw new Error(`${hook}() needs a doc page with a sidebar; ${useDocPath()} has none.`);
  return sidebar.items;
}

/** `useCurrentSidebarCategory`: the innermost sidebar category of the page shown (on category index pages). */
export function useCurrentSidebarCategory(): Category {
  const pathname = useDocPath();
  const category = categoriesTo(useSidebarItems('useCurrentSidebarCategory'), pathname).at(-1);
  if (!category)
    throw new Error(
      `${pathname} is in no sidebar category: useCurrentSidebarCategory() is for pages of a category, such as its index page.`,
    );
  return category;
}

/** `useCurrentSidebarSiblings`: the items of the page's innermost category, or the sidebar's top level. */
export function useCurrentSidebarSiblings(): SidebarItem[] {
  const pathname = useDocPath();
  return siblingsOf(useSidebarItems('useCurrentSidebarSiblings'), pathname);
}

/** `useVersions`: every version of a docs plugin instance (`pluginId`), newest configured first. */
export function useVersions(pluginId?: string): GlobalVersion[] {
  const docs = globalDataOf(useSiteData())['docusaurus-plugin-content-docs']![pluginId ?? DEFAULT_DOCS] as
    { versions: GlobalVersion[] } | undefined;
  if (!docs) throw new Error(`No docs plugin instance with id "${String(pluginId)}".`);
  return docs.versions;
}

/** `useLatestVersion`: the version marked last (the one served at the docs' root path). */
export function useLatestVersion(pluginId?: string): GlobalVersion {
  const versions = useVersions(pluginId);
  return versions.find((v) => v.isLast) ?? versions[0]!;
}

/** `useActiveVersion`: the version of the doc shown, or undefined off that instance's docs. */
export function useActiveVersion(pluginId?: string): GlobalVersion | undefined {
  const versions = useVersions(pluginId);
  const site = useSiteData();
  const { version } = useLocation();
  const shown = site.versions.find((v) => v.name === version);
  return shown && (shown.instance ?? DEFAULT_DOCS) === (pluginId ?? DEFAULT_DOCS)
    ? versions.find((v) => v.name === ownVersionName(shown))
    : undefined;
}

/**
 * A doc as `useDocById` gives it: ckdocs knows the descriptions of the docs that doc cards show,
 * and every doc of the version on a page whose code reads them (cli/routes/version-docs.ts).
 */
export interface DocSummary {
  id: string;
  title?: string;
  description?: string;
  sidebar?: string;
}

/**
 * `useDocsVersion`: the version of the doc shown, with the docs the page's doc cards show. Off the
 * docs it is an error, as in Docusaurus.
 */
export function useDocsVersion() {
  const { page } = useCurrentPage();
  const version = useSiteData().versions.find((v) => v.name === page.doc?.version);
  if (!page.doc || !version) throw new Error(`useDocsVersion() is for doc pages; ${page.path} is not one.`);
  const descriptions = page.doc.cardDescriptions ?? {};
  const docs: Record<string, DocSummary> =
    page.doc.versionDocs ??
    Object.fromEntries(Object.entries(descriptions).map(([id, description]) => [id, { id, description }]));
  return {
    pluginId: version.instance ?? DEFAULT_DOCS,
    version: ownVersionName(version),
    label: version.label,
    isLast: version.isLast,
    banner: version.banner === 'none' ? null : version.banner,
    // Docusaurus's docs plugin says it of every version (shown where a site has several).
    badge: version.badge ?? false,
    docs,
  };
}

/** `useDocById`: a doc of the version shown, for a doc card; undefined without an id or when ckdocs did not ship it. */
export function useDocById(id?: string): DocSummary | undefined {
  const { docs } = useDocsVersion();
  return id === undefined ? undefined : docs[id];
}

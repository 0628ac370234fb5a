// The global data of Docusaurus's plugins that ckdocs stands in for.
import docsOfVersions from 'ck:docusaurus-docs';
import type { GlobalData, SiteData } from '../../common/data.js';
import { DEFAULT_DOCS, versionsOf } from '../../common/docs-instances.js';
import { ownVersionName } from '../../common/version-names.js';

export const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/** A docs version as Docusaurus's global data lists it; its docs on a Docusaurus site (docs-global-data.ts). */
export interface GlobalVersion {
  name: string;
  label: string;
  isLast: boolean;
  path: string;
  mainDocId: string;
}

/** The versions of one set of docs as Docusaurus's global data lists them, by Docusaurus's names. */
function globalVersions(site: SiteData, instance = DEFAULT_DOCS): GlobalVersion[] {
  return versionsOf(site.versions, instance).map((version) => ({
    name: ownVersionName(version),
    label: version.label,
    isLast: version.isLast,
    path: version.path,
    mainDocId: version.mainDocId,
    // A Docusaurus site's code reads each version's docs too, as Docusaurus lists them.
    ...docsOfVersions?.[version.name],
  }));
}

function makeGlobalData(site: SiteData): GlobalData {
  const docs: Record<string, unknown> = {};
  for (const instance of new Set([DEFAULT_DOCS, ...site.versions.map((v) => v.instance ?? DEFAULT_DOCS)])) {
    const versions = globalVersions(site, instance);
    const latest = versions.find((v) => v.isLast) ?? versions[0];
    const path = site.docsPaths?.[instance] ?? latest?.path ?? site.baseUrl;
    const breadcrumbs = !site.versions.find((v) => (v.instance ?? DEFAULT_DOCS) === instance)?.noBreadcrumbs;
    docs[instance] = { path, versions, breadcrumbs };
  }
  return { ...site.globalData, [DOCS_PLUGIN]: docs };
}

const globalData = new WeakMap<SiteData, GlobalData>();

/**
 * The global data of a site: its plugins', and its docs versions under the docs plugin's name (an
 * id per set of docs, `default` first); made once per site.
 */
export function globalDataOf(site: SiteData): GlobalData {
  let data = globalData.get(site);
  if (!data) globalData.set(site, (data = makeGlobalData(site)));
  return data;
}

// The global data of Docusaurus's plugins that ckdocs stands in for.
import docsOfVersions from 'ck:docusaurus-docs';
import type { SiteData } from '../data.js';

export const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/** A docs version as Docusaurus's global data lists it; its docs on a Docusaurus site (docs-global-data.ts). */
export interface GlobalVersion {
  name: string;
  label: string;
  isLast: boolean;
  path: string;
  mainDocId: string;
}

/** Plugin name -> plugin id -> that instance's data. ckdocs has one docs plugin, `default`. */
export type GlobalData = Record<string, Record<string, unknown>>;

function makeGlobalData(site: SiteData): GlobalData {
  const versions: GlobalVersion[] = site.versions.map(({ name, label, isLast, path, mainDocId }) => ({
    name,
    label,
    isLast,
    path,
    mainDocId,
    // A Docusaurus site's code reads each version's docs too, as Docusaurus lists them.
    ...docsOfVersions?.[name],
  }));
  const latest = versions.find((v) => v.isLast) ?? versions[0];
  const docs = { default: { path: latest?.path ?? site.baseUrl, versions, breadcrumbs: true } };
  return { ...site.globalData, [DOCS_PLUGIN]: docs };
}

const globalData = new WeakMap<SiteData, GlobalData>();

/** The global data of a site: its plugins', and its docs versions under the docs plugin's name; made once per site. */
export function globalDataOf(site: SiteData): GlobalData {
  let data = globalData.get(site);
  if (!data) globalData.set(site, (data = makeGlobalData(site)));
  return data;
}

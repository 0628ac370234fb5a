import { useSiteData } from '../context.js';
import type { SiteData } from '../data.js';

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/** A docs version as Docusaurus's global data lists it (without its list of docs). */
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
  }));
  const latest = versions.find((v) => v.isLast) ?? versions[0];
  return { [DOCS_PLUGIN]: { default: { path: latest?.path ?? site.baseUrl, versions, breadcrumbs: true } } };
}

const globalData = new WeakMap<SiteData, GlobalData>();

/** The global data of a site: its docs versions, under the docs plugin's name; made once per site. */
export function globalDataOf(site: SiteData): GlobalData {
  let data = globalData.get(site);
  if (!data) globalData.set(site, (data = makeGlobalData(site)));
  return data;
}

/** `@docusaurus/useGlobalData`: each plugin's data, by plugin name and id. */
export default function useGlobalData(): GlobalData {
  return globalDataOf(useSiteData());
}

/** Every instance's data of one plugin, by id; a plugin ckdocs does not have is an error that names it. */
export function useAllPluginInstancesData(pluginName: string): Record<string, unknown> {
  const data = useGlobalData()[pluginName];
  if (!data) throw new Error(`No global data for the plugin "${pluginName}": ckdocs provides "${DOCS_PLUGIN}".`);
  return data;
}

/** One plugin instance's data. */
export function usePluginData(pluginName: string, pluginId = 'default'): unknown {
  const data = useAllPluginInstancesData(pluginName)[pluginId];
  if (!data) throw new Error(`No global data for the plugin "${pluginName}" with id "${pluginId}".`);
  return data;
}

import { useSiteData } from '../context.js';
import { DOCS_PLUGIN, globalDataOf, type GlobalData } from './global-data.js';

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

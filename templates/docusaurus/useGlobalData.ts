import { useSiteData } from '../context.js';
import type { GlobalData } from '../../common/data.js';
import { globalDataOf } from './global-data.js';

/** `@docusaurus/useGlobalData`: each plugin's data, by plugin name and id. */
export default function useGlobalData(): GlobalData {
  return globalDataOf(useSiteData());
}

/** Every instance's data of one plugin, by id; a plugin ckdocs does not have is an error that names it. */
export function useAllPluginInstancesData(pluginName: string): Record<string, unknown> {
  const all = useGlobalData();
  const data = all[pluginName];
  if (!data) {
    const names = Object.keys(all).join('", "');
    throw new Error(`No global data for the plugin "${pluginName}": the site has global data of "${names}".`);
  }
  return data;
}

/** One plugin instance's data. */
export function usePluginData(pluginName: string, pluginId = 'default'): unknown {
  const data = useAllPluginInstancesData(pluginName)[pluginId];
  if (!data) throw new Error(`No global data for the plugin "${pluginName}" with id "${pluginId}".`);
  return data;
}

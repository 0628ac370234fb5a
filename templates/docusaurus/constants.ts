/** `@docusaurus/constants`: the id of a plugin instance given none. */
export const DEFAULT_PLUGIN_ID = 'default';

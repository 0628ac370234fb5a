import { MARKDOWN_PLUGIN_LISTS } from '../config/schemas/markdown.js';
import { Fields, type ConfigNote } from '../docusaurus/fields.js';
import type { ListedPlugin } from '../docusaurus/plugin-list.js';

/**
 * The pages plugin's options as ckdocs's `pages`: the folder, its URL base and its globs, as
 * Docusaurus validated them, and where the locale built has its translations (`localized`). No pages plugin (the preset's `pages: false`) builds none; a second
 * instance and the options ckdocs does not take are reported.
 */
export function pagesOptions(
  instances: ListedPlugin[],
  notes: ConfigNote[],
  localized: (plugin: ListedPlugin) => string | undefined,
): Record<string, unknown> | false {
  const [plugin, ...others] = instances;
  if (!plugin) return false;
  for (const other of others)
    notes.push({ text: `the pages plugin instance \`${String(other.options.id)}\` is not built by ckdocs yet` });
  const pages = new Fields(plugin.options, 'pages', notes, plugin.defaults);
  const out = { ...pages.pick(['path', 'routeBasePath', 'include', 'exclude']), localizedPath: localized(plugin) };
  // A Markdown page's edit link and last update (editUrl, showLastUpdate*) are reported when set: ckdocs's pages show neither.
  // Its remark and rehype plugins are compared with the docs' (site-config.ts).
  pages.ignore('id', ...MARKDOWN_PLUGIN_LISTS);
  pages.done();
  return out;
}

import { createRequire } from 'node:module';
import { moduleHook, type ListedPlugin } from './plugin-list.js';

const BLOG_PLUGIN = '@docusaurus/plugin-content-blog';

/**
 * The entry file of the installed blog plugin when `listed` is it, or is a plugin of the site's
 * that wraps it (to add pages or data) and takes its options: one that exports the blog plugin's
 * own `validateOptions`, as such wrappers re-export the blog plugin's module.
 */
export function blogPluginFile(listed: ListedPlugin): string | undefined {
  if (listed.packageName === BLOG_PLUGIN) return listed.config.entryPath;
  const validate = moduleHook(listed.config, 'validateOptions');
  if (!validate) return undefined;
  const require = createRequire(listed.config.entryPath);
  let file: string;
  try {
    file = require.resolve(BLOG_PLUGIN);
  } catch {
    return undefined;
  }
  const blog = require(file) as { validateOptions?: unknown; default?: { validateOptions?: unknown } };
  return (blog.validateOptions ?? blog.default?.validateOptions) === validate ? file : undefined;
}

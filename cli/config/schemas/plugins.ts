import * as z from 'zod';
import type { PluginEntry } from '../../plugins/types.js';

/**
 * Plugins with Docusaurus's lifecycle, each a function `(context, options) => plugin` or
 * `[plugin, options]`; ckdocs runs their `loadContent`, `contentLoaded` and `postBuild`.
 */
export const pluginsSchema = z
  .array(
    z.custom<PluginEntry>(
      (value) => typeof value === 'function' || (Array.isArray(value) && typeof value[0] === 'function'),
      'expected a plugin function `(context, options) => plugin`, or [plugin, options]',
    ),
  )
  .default([]);

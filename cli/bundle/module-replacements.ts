import type { PluginBuild } from 'esbuild';
import { dirname, isAbsolute, join } from 'node:path';
import type { ModuleReplacement } from '../plugins/types.js';

/**
 * The modules the plugins' `configureWebpack` replaces (webpack's NormalModuleReplacementPlugin),
 * those of the bundle's side: the browser's, or the server's (`platform: 'node'`), where a theme
 * may render with a module of its own (the styles it collects on the server). As webpack does, an
 * import whose path as written matches is resolved as `to` from the importer's folder, and a module
 * whose file matches is `to`'s module (from the file's folder when `to` is relative).
 */
export function replaceModules(
  build: PluginBuild,
  replacements: { client: ModuleReplacement[]; server: ModuleReplacement[] } | undefined,
): void {
  const side = build.initialOptions.platform === 'node' ? replacements?.server : replacements?.client;
  for (const { pattern, to } of side ?? []) {
    const filter = new RegExp(pattern);
    build.onResolve({ filter }, (args) =>
      isAbsolute(to) ? { path: to } : build.resolve(to, { resolveDir: args.resolveDir, kind: args.kind }),
    );
    build.onLoad({ filter, namespace: 'file' }, (args) => {
      const replacement = isAbsolute(to) ? to : join(dirname(args.path), to);
      // The new module may match too: it is itself.
      if (replacement === args.path) return undefined;
      return { contents: `module.exports = require(${JSON.stringify(replacement)});`, loader: 'js' };
    });
  }
}

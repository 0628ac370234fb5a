import type { PluginBuild } from 'esbuild';

/** Marks the resolve that asks whether a module resolves without its fallback. */
const UNAIDED = Symbol('ckdocs.unaided');

const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * Webpack's `resolve.fallback` (a plugin's `configureWebpack`): an import of one of `fallbacks`'
 * modules that resolves to nothing takes the file given instead, or an empty module for `false`.
 * A Node module a browser lacks (`path`) so gets its browser version; on the server, Node's own
 * still resolves first. A module aliased to `false` (`emptied`) is an empty module wherever it is.
 */
export function resolveFallbacks(
  build: PluginBuild,
  fallbacks: Record<string, string | false>,
  emptied: readonly string[],
): void {
  const names = Object.keys(fallbacks);
  if (!names.length && !emptied.length) return;
  if (emptied.length)
    build.onResolve({ filter: new RegExp(`^(${emptied.map(escape).join('|')})$`) }, (args) => ({
      path: args.path,
      namespace: 'ck-empty',
    }));
  if (names.length)
    build.onResolve({ filter: new RegExp(`^(${names.map(escape).join('|')})$`) }, async (args) => {
      if (args.pluginData === UNAIDED) return undefined;
      const { resolveDir, importer, kind } = args;
      const found = await build.resolve(args.path, { resolveDir, importer, kind, pluginData: UNAIDED });
      // Resolved: esbuild's own resolution goes on, which also knows a package's `browser` field
      // turning the module off (`"stream": false`), a result no plugin may return as its own.
      if (!found.errors.length) return undefined;
      const target = fallbacks[args.path]!;
      return target === false ? { path: args.path, namespace: 'ck-empty' } : { path: target };
    });
  build.onLoad({ filter: /.*/, namespace: 'ck-empty' }, () => ({ contents: '', loader: 'js' }));
}

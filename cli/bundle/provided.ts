import type { PluginBuild } from 'esbuild';

/** A free name that stands for a module's value, as webpack's `ProvidePlugin` gives it. */
export interface ProvidedName {
  /** The module's file. */
  module: string;
  /** The path to the value in the module; none for the module itself. */
  path: string[];
  /** The folder the module resolves from: the plugin's that provides it. */
  from: string;
}

/** Globals Node has that a browser lacks; Node's others (`console`, `setTimeout`) every platform has. */
const NODE_ONLY = new Set(['process', 'Buffer', 'global', 'setImmediate', 'clearImmediate']);

/**
 * Has each free use of a provided name (`Buffer`, `process` in a package written for Node) take
 * its module's value, as webpack's `ProvidePlugin` does: esbuild injects a module exporting them.
 * A name the platform already has stays its own: on the server, Node's (`process`, `Buffer`); in
 * the browser, those every platform has (a Node polyfill plugin's `console`, whose module, loaded
 * first, would read names the others provide before they are set).
 */
export function provideNames(build: PluginBuild, provided: Record<string, ProvidedName>): void {
  const onNode = build.initialOptions.platform === 'node';
  const own = (name: string) => name in globalThis && (onNode || !NODE_ONLY.has(name));
  const names = Object.entries(provided).filter(([name]) => !own(name));
  if (!names.length) return;
  build.initialOptions.inject = [...(build.initialOptions.inject ?? []), 'ck-provided:names'];
  build.onResolve({ filter: /^ck-provided:names$/ }, () => ({ path: 'names', namespace: 'ck-provided' }));
  build.onLoad({ filter: /.*/, namespace: 'ck-provided' }, () => ({
    contents: names
      .map(
        ([name, { module, path }]) =>
          `export const ${name} = require(${JSON.stringify(module)})${path.map((key) => `[${JSON.stringify(key)}]`).join('')};`,
      )
      .join('\n'),
    loader: 'js',
    // Its paths are absolute: any folder will do, so long as it has one.
    resolveDir: names[0]![1].from,
  }));
}

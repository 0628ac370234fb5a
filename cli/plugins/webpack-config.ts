import { resolve } from 'node:path';
import { isRecord } from '../docusaurus/fields.js';
import { loaderRule, type LoaderRule } from './loader-rules.js';
import { markdownRule, type MarkdownRule } from './markdown-rules.js';
import type { DevStaticFolder, ModuleReplacement, PluginInstance } from './types.js';

/** What of a plugin's `configureWebpack` the bundles apply: module aliases and defined constants. */
export interface WebpackParts {
  /** Module name (or prefix) -> the file or folder it stands for, as esbuild's `alias` takes them. */
  aliases: Record<string, string>;
  /** Module names aliased to `false`: webpack makes each an empty module. */
  emptied: string[];
  /** Identifier -> the code it is replaced with (webpack's `DefinePlugin`), as esbuild's `define`. */
  defines: Record<string, string>;
  /**
   * Module name -> the file that stands for it where it resolves to nothing (`resolve.fallback`:
   * a Node module's browser version), or false for an empty module.
   */
  fallbacks: Record<string, string | false>;
  /**
   * Free names that stand for a module (webpack's `ProvidePlugin`): its module, or its module and
   * the path to the value in it (`Buffer: ['buffer', 'Buffer']`).
   */
  provides: Record<string, string | string[]>;
  /** Its rules for its own Markdown (Docusaurus's mdx-loader): ckdocs compiles those files as they say. */
  markdown: MarkdownRule[];
  /** Its rules whose loaders make modules of files (a YAML or text loader): ckdocs runs them. */
  loaders: LoaderRule[];
  /** The modules it replaces (NormalModuleReplacementPlugin), in the browser's bundle and the server's. */
  replacements: { client: ModuleReplacement[]; server: ModuleReplacement[] };
  /** The folders its `devServer.static` has Docusaurus's development server answer: `serve` answers them too. */
  devStatic: DevStaticFolder[];
  /** The other keys of its `devServer` (a proxy, headers), which `serve` does not apply, to warn of there. */
  devServerIgnored: string[];
  /** What it asks that ckdocs does not do (its other loaders and webpack plugins), to warn of. */
  ignored: string[];
}

/**
 * `devServer.static` as webpack-dev-server reads it: a folder, an entry (`directory`, `publicPath`,
 * one or several), or a list of them; a relative folder is the site's, where Docusaurus runs.
 */
function devStaticFolders(devServer: unknown, siteDir: string): DevStaticFolder[] {
  const given: unknown = isRecord(devServer) ? devServer.static : undefined;
  return [given].flat().flatMap((entry): DevStaticFolder[] => {
    if (typeof entry === 'string') return [{ directory: resolve(siteDir, entry), publicPath: '/' }];
    if (!isRecord(entry) || typeof entry.directory !== 'string') return [];
    const directory = resolve(siteDir, entry.directory);
    const paths = [entry.publicPath ?? '/'].flat().filter((path): path is string => typeof path === 'string');
    return paths.map((publicPath) => ({ directory, publicPath }));
  });
}

const REPLACEMENT = 'NormalModuleReplacementPlugin';

/** A webpack plugin's class name. */
const kindOf = (plugin: unknown) =>
  (plugin as { constructor?: { name?: string } } | undefined)?.constructor?.name ?? 'given';

/** The webpack plugins of a config, as set on it or returned. */
const webpackPlugins = (...configs: unknown[]): unknown[] =>
  configs.flatMap((made) => (isRecord(made) && Array.isArray(made.plugins) ? (made.plugins as unknown[]) : []));

/** A NormalModuleReplacementPlugin's replacement, when it names its new module (not a function, which ckdocs cannot run). */
function replacementOf(plugin: unknown): ModuleReplacement | undefined {
  if (kindOf(plugin) !== REPLACEMENT || !isRecord(plugin)) return undefined;
  const { resourceRegExp, newResource } = plugin;
  return resourceRegExp instanceof RegExp && typeof newResource === 'string'
    ? { pattern: resourceRegExp.source, to: newResource }
    : undefined;
}

/**
 * What a webpack plugin of no kind ckdocs knows does to the compiler's options when applied, for a
 * plugin that does nothing else (node-polyfill-webpack-plugin adds a ProvidePlugin and fallbacks):
 * the plugins it added and the `resolve` it left, `fallback` starting from `fallbacks`. Undefined
 * for a plugin that taps the compiler's hooks or reads anything else of it, or throws.
 */
function appliedToOptions(
  plugin: unknown,
  fallbacks: Record<string, string | false>,
): { plugins: unknown[]; resolve: Record<string, unknown> } | undefined {
  if (!isRecord(plugin) || typeof plugin.apply !== 'function') return undefined;
  const options = { plugins: [] as unknown[], resolve: { fallback: { ...fallbacks } } as Record<string, unknown> };
  let other = false;
  const compiler = new Proxy(
    { options },
    {
      get: (target, key) => (key === 'options' ? target.options : void (other = true)),
      set: () => !(other = true),
    },
  );
  try {
    (plugin.apply as (compiler: unknown) => void)(compiler);
  } catch {
    return undefined;
  }
  return other ? undefined : options;
}

/**
 * The parts of a webpack config ckdocs reads or leaves as they are, without a warning: among them
 * `devServer`, the dev server's, which a build does not use (Docusaurus's neither; `serve` answers
 * its static folders), and
 * `mergeStrategy`, how Docusaurus merges the rest into its config.
 */
const QUIET_KEYS = new Set([
  'resolve',
  'plugins',
  'devtool',
  'output',
  'optimization',
  'stats',
  'performance',
  'devServer',
  'mergeStrategy',
]);

/**
 * Whether a rule only hands Sass files to sass-loader (docusaurus-plugin-sass's): ckdocs compiles
 * Sass itself (cli/bundle/sass.ts), with the site's own compiler. The loader's options but its
 * source maps are not applied, and are added to `ignored`.
 */
function isSassRule(rule: unknown, ignored: string[]): boolean {
  const loaders: Record<string, unknown>[] = [];
  const walk = (item: unknown): void => {
    if (Array.isArray(item)) return item.forEach(walk);
    if (typeof item === 'string') return void loaders.push({ loader: item });
    if (!isRecord(item)) return;
    if (typeof item.loader === 'string') loaders.push(item);
    for (const key of ['use', 'oneOf', 'rules']) walk(item[key]);
  };
  walk(rule);
  const sass = loaders.filter((item) => /[\\/]sass-loader([\\/]|$)|^sass-loader$/.test(String(item.loader)));
  if (!sass.length || sass.length !== loaders.length) return false;
  const options = new Set(sass.flatMap((item) => (isRecord(item.options) ? Object.keys(item.options) : [])));
  options.delete('sourceMap');
  if (options.size) ignored.push(`the Sass options ${[...options].map((key) => `\`${key}\``).join(', ')}`);
  return true;
}

/** Whether esbuild's `define` takes `code`: a JSON literal or a name (`process.env.X`), not any expression. */
function definable(code: string): boolean {
  if (/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/.test(code)) return true;
  try {
    JSON.parse(code);
    return true;
  } catch {
    return false;
  }
}

/** `resolve.alias` or `resolve.fallback`: each module name (webpack's `name$`, an exact match, as the name) and what stands for it. */
function resolveMap(resolve: unknown, key: 'alias' | 'fallback'): [string, unknown][] {
  const map = isRecord(resolve) ? resolve[key] : undefined;
  return isRecord(map) ? Object.entries(map).map(([name, target]) => [name.replace(/\$$/, ''), target]) : [];
}

/** What a DefinePlugin or ProvidePlugin was given: webpack keeps it as `definitions`, Rspack as its first argument. */
const definitionsOf = (plugin: Record<string, unknown>) =>
  plugin.definitions ?? (Array.isArray(plugin._args) ? (plugin._args[0] as unknown) : undefined);

/**
 * The constants of webpack's (or Rspack's) `EnvironmentPlugin`: `process.env.KEY` as the
 * environment has it when the build runs, else the plugin's default (a PWA's service worker URL).
 */
function environmentDefinitions(plugin: Record<string, unknown>): Record<string, unknown> {
  const keys = Array.isArray(plugin.keys) ? (plugin.keys as string[]) : [];
  const defaults = isRecord(plugin.defaultValues) ? plugin.defaultValues : {};
  return Object.fromEntries(
    keys.map((key) => [`process.env.${key}`, JSON.stringify(process.env[key] ?? defaults[key] ?? null)]),
  );
}

/**
 * Calls a plugin's `configureWebpack` as Docusaurus does for its client bundle, on a config with
 * nothing in it but Docusaurus's aliases of the site and generated folders (`sites`), which
 * plugins read to find them, and reads what esbuild can do the same way: `resolve.alias` (set or
 * returned, but those it was given; `name$` is webpack's exact match, the only one esbuild has;
 * `false`, an empty module),
 * `resolve.fallback`, DefinePlugin's constants and ProvidePlugin's names, NormalModuleReplacementPlugin's
 * modules. Called a second time as Docusaurus calls it for its server bundle, for the modules it
 * replaces there alone.
 */
export async function webpackParts(
  instance: PluginInstance,
  content: unknown,
  {
    currentBundler,
    siteDir,
    generatedDir,
    plugin,
    from,
  }: { currentBundler: unknown; siteDir: string; generatedDir?: string; plugin: string; from: string },
) {
  const given: Record<string, string> = { '@site': siteDir, ...(generatedDir && { '@generated': generatedDir }) };
  const configure = async (isServer: boolean) => {
    const config = { resolve: { alias: { ...given } as Record<string, unknown> }, module: { rules: [] }, plugins: [] };
    const utils = { getStyleLoaders: () => [], getJSLoader: () => ({}), currentBundler };
    const configureWebpack = instance.configureWebpack as (...args: unknown[]) => unknown;
    return { config, returned: await configureWebpack(config, isServer, utils, content) };
  };
  const { config, returned } = await configure(false);
  const parts: WebpackParts = {
    aliases: {},
    emptied: [],
    defines: {},
    fallbacks: {},
    provides: {},
    markdown: [],
    loaders: [],
    replacements: { client: [], server: [] },
    devStatic: [],
    devServerIgnored: [],
    ignored: [],
  };
  // Of the config it makes for Docusaurus's server bundle, the modules it replaces there.
  const server = await configure(true);
  parts.replacements.server = webpackPlugins(server.config, server.returned).flatMap(
    (plugin) => replacementOf(plugin) ?? [],
  );
  // A plugin that only edits the options adds what it made to the configs read.
  const configs: unknown[] = [config, returned];
  for (const made of configs) {
    if (!isRecord(made)) continue;
    parts.devStatic.push(...devStaticFolders(made.devServer, siteDir));
    if (isRecord(made.devServer))
      parts.devServerIgnored.push(...Object.keys(made.devServer).filter((key) => key !== 'static'));
    for (const [name, target] of resolveMap(made.resolve, 'alias'))
      if (typeof target === 'string' && given[name] !== target) parts.aliases[name] = target;
      else if (target === false) parts.emptied.push(name);
    for (const [name, target] of resolveMap(made.resolve, 'fallback'))
      if (typeof target === 'string' || target === false) parts.fallbacks[name] = target;
    for (const plugin of webpackPlugins(made)) {
      const kind = kindOf(plugin);
      const replacement = replacementOf(plugin);
      if (replacement) {
        parts.replacements.client.push(replacement);
        continue;
      }
      const given = isRecord(plugin) ? definitionsOf(plugin) : undefined;
      if (kind === 'ProvidePlugin' && isRecord(given)) {
        for (const [name, target] of Object.entries(given))
          if (typeof target === 'string' || (Array.isArray(target) && target.every((t) => typeof t === 'string')))
            parts.provides[name] = target as string | string[];
          else parts.ignored.push(`the provided name ${name}`);
        continue;
      }
      const definitions = !isRecord(plugin)
        ? undefined
        : kind === 'DefinePlugin'
          ? given
          : kind === 'EnvironmentPlugin'
            ? environmentDefinitions(plugin)
            : undefined;
      if (!isRecord(definitions)) {
        const applied = appliedToOptions(plugin, parts.fallbacks);
        if (applied) configs.push(applied);
        else parts.ignored.push(`the webpack plugin ${kind}`);
        continue;
      }
      for (const [name, value] of Object.entries(definitions)) {
        // webpack writes `undefined` for a constant whose value is (`JSON.stringify` of an unset variable).
        const code = typeof value === 'string' ? value : value === undefined ? 'undefined' : JSON.stringify(value);
        if (code !== undefined && definable(code)) parts.defines[name] = code;
        else parts.ignored.push(`the constant ${name}`);
      }
    }
    if (made === returned) {
      const rules = isRecord(made.module) && Array.isArray(made.module.rules) ? made.module.rules : [];
      const markdown = rules.map(markdownRule);
      parts.markdown.push(...markdown.filter((rule) => rule !== undefined));
      const loaders = rules.map((rule, i) => (markdown[i] ? undefined : loaderRule(rule, plugin, from, siteDir)));
      for (const rule of loaders)
        if (rule && 'missing' in rule)
          parts.ignored.push(`its rule for ${rule.missing}, a loader that is not installed`);
        else if (rule) parts.loaders.push(rule);
      const others = rules.filter(
        (rule, i) => markdown[i] === undefined && loaders[i] === undefined && !isSassRule(rule, parts.ignored),
      ).length;
      if (others) parts.ignored.push(`its ${others} module rule(s) (loaders)`);
      for (const key of Object.keys(made))
        if (!QUIET_KEYS.has(key) && key !== 'module') parts.ignored.push(`\`${key}\``);
    }
  }
  return parts;
}

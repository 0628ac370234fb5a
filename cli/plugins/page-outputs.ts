import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, extname, isAbsolute, join, relative, resolve } from 'node:path';
import { escapeHtml } from '../../common/escape-html.js';
import type { GlobalData } from '../../common/data.js';
import { markdownModules, type MarkdownRule } from './markdown-rules.js';
import { webpackParts } from './webpack-config.js';
import type { LoaderRule } from './loader-rules.js';
import { markdownOwner } from '../mdx/markdown-plugins.js';
import { UserError } from '../util/errors.js';
import { hook, type SitePlugin } from './lifecycle.js';
import type { DevStaticFolder, HtmlTag, HtmlTags, PluginHtmlTags, PluginOutputs } from './types.js';
import type { ProvidedName } from '../bundle/provided.js';

/** What of the plugins' outputs the bundles take (cli/bundle/site-esbuild-plugin.ts). */
export type PluginBundleParts = Pick<
  PluginOutputs,
  | 'themePaths'
  | 'aliases'
  | 'defines'
  | 'fallbacks'
  | 'emptied'
  | 'loaderRules'
  | 'replacements'
  | 'markdown'
  | 'provided'
  | 'generatedDir'
  | 'ownBlog'
  | 'docSearchSignKeys'
>;

/** Those parts alone: what a render worker is sent of them. */
export const bundlePartsOf = (outputs: PluginOutputs | undefined): PluginBundleParts | undefined =>
  outputs && {
    themePaths: outputs.themePaths,
    aliases: outputs.aliases,
    defines: outputs.defines,
    fallbacks: outputs.fallbacks,
    emptied: outputs.emptied,
    loaderRules: outputs.loaderRules,
    replacements: outputs.replacements,
    markdown: outputs.markdown,
    provided: outputs.provided,
    generatedDir: outputs.generatedDir,
    ownBlog: outputs.ownBlog,
    docSearchSignKeys: outputs.docSearchSignKeys,
  };

/**
 * The provided names (ProvidePlugin) with their modules' files: as Node resolves them from the
 * plugin's folder, or where that is Node's own module (`buffer`), the browser version the
 * plugins' `resolve.fallback` gives. One that is neither is left out, with a warning.
 */
function providedFiles(
  providing: (ProvidedName & { plugin: string; name: string })[],
  fallbacks: Record<string, string | false>,
  warn: (text: string) => void,
): Record<string, ProvidedName> {
  const provided: Record<string, ProvidedName> = {};
  for (const { plugin, name, module, path, from } of providing) {
    const resolveFrom = createRequire(join(from, 'package.json')).resolve;
    // A package named as Node names its own module (`buffer`) is the package, as a bundler finds it.
    let file = [module, `${module}/`]
      .map((request) => {
        try {
          return resolveFrom(request);
        } catch {
          return undefined;
        }
      })
      .find((found) => found !== undefined && isAbsolute(found)) as string | false | undefined;
    file ??= fallbacks[module];
    if (file) provided[name] = { module: file, path, from };
    else
      warn(
        `plugin ${plugin}: its ProvidePlugin's \`${name}\` is left out: \`${module}\` does not resolve from ${from}`,
      );
  }
  return provided;
}

/** Elements HTML writes without a closing tag. */
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/** A plugin's tag as HTML: a string is HTML already; `true` attributes are written bare, `false` ones left out. */
function tagHtml(tag: HtmlTag): string {
  if (typeof tag === 'string') return tag;
  const attributes = Object.entries(tag.attributes ?? {})
    .filter(([, value]) => value !== false && value !== undefined)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeHtml(String(value))}"`))
    .join('');
  const open = `<${tag.tagName}${attributes}>`;
  return VOID.has(tag.tagName) ? open : `${open}${tag.innerHTML ?? ''}</${tag.tagName}>`;
}

const tagsOf = (tags: PluginHtmlTags[keyof PluginHtmlTags]) =>
  (tags === undefined ? [] : Array.isArray(tags) ? tags : [tags]).map(tagHtml);

/**
 * A client module's path as the bundle imports it: a relative one from the plugin's folder (the
 * site folder for the config's own); a file that is not there is an error.
 */
function clientModulePath(plugin: string, path: string, from: string): string {
  const file = path.startsWith('.') ? resolve(from, path) : path;
  if (isAbsolute(file) && extname(file) && !existsSync(file)) {
    throw new UserError(`Plugin ${plugin}: getClientModules gave ${path}, and there is no such file`, {
      problems: [
        'Give the module as an absolute path (`path.join(__dirname, …)`), one from the site folder, or a package the site has.',
      ],
    });
  }
  return file;
}

/** The folder a glob's files are in (`/site/blog/**\/*.md` is in `/site/blog`): what a watcher is given. */
function folderOfGlob(glob: string): string {
  const wild = glob.search(/[*?{}[\]!]/);
  return wild < 0 ? glob : dirname(`${glob.slice(0, wild)}x`);
}

const isInside = (path: string, folder: string) => !relative(folder, path).startsWith('..');

/** A plugin's theme folder (`getThemePath`), absolute: from its package, else from the site folder. */
export async function pluginThemeDir({ instance, name }: SitePlugin, siteDir: string): Promise<string | undefined> {
  if (!instance.getThemePath) return undefined;
  const path = await hook(name, 'getThemePath', () => instance.getThemePath!());
  return path ? resolve(typeof instance.path === 'string' ? instance.path : siteDir, path) : undefined;
}

/**
 * Calls the plugins' `configureWebpack`, `injectHtmlTags`, `getClientModules`, `getThemePath` and `getPathsToWatch`,
 * and gathers their global data, as Docusaurus does once their content is loaded. A client module's relative path is from the site folder.
 * `development` (serve): what of a `devServer` ckdocs does not apply is warned of too.
 */
export async function pluginOutputs(
  plugins: SitePlugin[],
  siteDir: string,
  {
    warn,
    currentBundler,
    generatedDir,
    development,
  }: { warn: (text: string) => void; currentBundler?: unknown; generatedDir?: string; development?: boolean },
): Promise<PluginOutputs> {
  const htmlTags: HtmlTags = { head: [], preBody: [], postBody: [] };
  const clientModules: string[] = [];
  const themePaths: string[] = [];
  const globalData: GlobalData = {};
  const aliases: Record<string, string> = {};
  const defines: Record<string, string> = {};
  const fallbacks: Record<string, string | false> = {};
  const emptied = new Set<string>();
  const providing: (ProvidedName & { plugin: string; name: string })[] = [];
  const markdownRules: MarkdownRule[] = [];
  const loaderRules: LoaderRule[] = [];
  const replacements: PluginOutputs['replacements'] = { client: [], server: [] };
  const watchPaths = new Set<string>();
  const devStatic: DevStaticFolder[] = [];
  for (const plugin of plugins) {
    const { instance, name } = plugin;
    if (instance.configureWebpack) {
      // A bare module name resolves from the plugin's package, whose dependency it is.
      const from = typeof instance.path === 'string' ? instance.path : siteDir;
      const parts = await hook(name, 'configureWebpack', () =>
        webpackParts(instance, plugin.content, { currentBundler, siteDir, generatedDir, plugin: name, from }),
      );
      Object.assign(aliases, parts.aliases);
      Object.assign(defines, parts.defines);
      Object.assign(fallbacks, parts.fallbacks);
      for (const name of parts.emptied) emptied.add(name);
      loaderRules.push(...parts.loaders);
      replacements.client.push(...parts.replacements.client);
      replacements.server.push(...parts.replacements.server);
      devStatic.push(...parts.devStatic);
      for (const [given, target] of Object.entries(parts.provides))
        providing.push({
          plugin: name,
          name: given,
          module: [target].flat()[0]!,
          path: [target].flat().slice(1),
          from,
        });
      markdownRules.push(...parts.markdown.map((rule) => ({ ...rule, owner: markdownOwner(name, plugin.id) })));
      if (development && parts.devServerIgnored.length)
        warn(
          `plugin ${name}: of its configureWebpack's devServer, ckdocs serve answers the static folders, not ${parts.devServerIgnored.map((key) => `\`${key}\``).join(', ')}`,
        );
      if (parts.ignored.length)
        warn(
          `plugin ${name}: of its configureWebpack, ckdocs applies aliases, fallbacks, constants, provided names and loaders of its own, not ${parts.ignored.join(', ')}`,
        );
    }
    if (instance.injectHtmlTags) {
      const tags = await hook(name, 'injectHtmlTags', () => instance.injectHtmlTags!({ content: plugin.content }));
      htmlTags.head.push(...tagsOf(tags?.headTags));
      htmlTags.preBody.push(...tagsOf(tags?.preBodyTags));
      htmlTags.postBody.push(...tagsOf(tags?.postBodyTags));
    }
    if (instance.getClientModules) {
      const modules = await hook(name, 'getClientModules', () => instance.getClientModules!());
      const from = typeof instance.path === 'string' ? instance.path : siteDir;
      clientModules.push(...modules.map((path) => clientModulePath(name, path, from)));
    }
    const themePath = await pluginThemeDir(plugin, siteDir);
    // Docusaurus: a theme listed later overrides one before it.
    if (themePath) themePaths.unshift(themePath);
    if (instance.getPathsToWatch) {
      const paths = await hook(name, 'getPathsToWatch', () => instance.getPathsToWatch!());
      for (const folder of paths.map(folderOfGlob)) if (!isInside(folder, siteDir)) watchPaths.add(folder);
    }
    if (plugin.globalData !== undefined) (globalData[name] ??= {})[plugin.id] = plugin.globalData;
  }
  const provided = providedFiles(providing, fallbacks, warn);
  const data = Object.keys(globalData).length ? globalData : undefined;
  const written = new Set(plugins.flatMap((plugin) => [...plugin.dataFiles]));
  const markdown = await markdownModules(markdownRules, written);
  return {
    globalData: data,
    htmlTags,
    clientModules,
    themePaths,
    aliases,
    defines,
    fallbacks,
    emptied: [...emptied],
    loaderRules,
    replacements,
    markdown,
    provided,
    watchPaths: [...watchPaths],
    devStatic,
    ...(generatedDir && { generatedDir }),
  };
}

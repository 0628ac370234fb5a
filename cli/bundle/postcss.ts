import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { loadSiteModule } from '../docusaurus/load-module.js';
import { hook } from '../plugins/lifecycle.js';
import type { PluginInstance } from '../plugins/types.js';
import { UserError } from '../util/errors.js';
import { rewritesLayers } from './css-layers.js';
import { memoBy } from '../util/memo.js';

/** The site's PostCSS, run on each of its stylesheets before esbuild takes them. */
export interface SitePostCss {
  /**
   * `css` (the content of `file`) through the site's PostCSS plugins, with the files it read and the
   * folders whose files it scanned (Tailwind's sources: a class written in one changes the CSS).
   */
  process(css: string, file: string): Promise<{ css: string; dependencies: string[]; scannedDirs: string[] }>;
  /** Where its plugins come from: its config file, the site plugins that configure it. */
  sources: string[];
}

/** A CSS syntax error as PostCSS throws it. */
interface PostCssSyntaxError {
  name: 'CssSyntaxError';
  reason: string;
  file?: string;
  line?: number;
  column?: number;
}

export const isPostCssSyntaxError = (error: unknown): error is PostCssSyntaxError =>
  (error as { name?: string })?.name === 'CssSyntaxError';

const CONFIG_FILES = ['js', 'cjs', 'mjs', 'ts', 'cts', 'mts'].map((ext) => `postcss.config.${ext}`);

type PluginSpec = unknown;
interface PostCssOptions {
  plugins?: PluginSpec[] | Record<string, unknown>;
  [option: string]: unknown;
}

/**
 * The site's PostCSS setup, as Docusaurus makes it: `presetEnv` (the postcss-preset-env Docusaurus's
 * bundler starts with, if it does), the plugins of its `postcss.config.*`, then what its plugins'
 * `configurePostCss(options)` return. Undefined when it has none of them: then CSS goes to
 * esbuild as written, and PostCSS is never loaded.
 */
export async function loadSitePostCss(
  siteDir: string,
  cacheDir: string,
  plugins: { name: string; instance: PluginInstance }[],
  { presetEnv }: { presetEnv?: string } = {},
): Promise<SitePostCss | undefined> {
  const configFile = CONFIG_FILES.map((name) => join(siteDir, name)).find((file) => existsSync(file));
  const hooks = plugins.filter((plugin) => typeof plugin.instance.configurePostCss === 'function');
  if (!configFile && !hooks.length && !presetEnv) return undefined;
  const require = createRequire(join(siteDir, 'package.json'));
  const base = presetEnv ? [[presetEnv, {}]] : [];
  let options: PostCssOptions = { ident: 'postcss', plugins: base };
  if (configFile) {
    const loaded = await loadSiteModule(configFile, cacheDir);
    const config = (typeof loaded === 'function' ? await loaded({ env: 'production', cwd: siteDir }) : loaded) as
      PostCssOptions | undefined;
    options = { ...options, ...config, plugins: [...base, ...postcssPlugins(config?.plugins, require, configFile)] };
  }
  for (const { name, instance } of hooks) {
    const configure = instance.configurePostCss as (options: PostCssOptions) => PostCssOptions | undefined;
    options = (await hook(name, 'configurePostCss', () => configure(options))) ?? options;
  }
  const { layers, others } = layersRewrite(options.plugins, presetEnv);
  const listed = postcssPlugins(others, require, configFile ?? 'configurePostCss');
  const processor = listed.length ? loadPostCss(require, configFile)(listed) : undefined;
  return {
    sources: [configFile ?? '', ...hooks.map((hook) => hook.name), ...(layers ? [presetEnv!] : [])],
    async process(css, file) {
      const result = processor
        ? await processor.process(css, { from: file, to: file, map: false })
        : { css, messages: [] };
      const dependencies = result.messages
        .filter((message) => message.type === 'dependency' && typeof message.file === 'string')
        .map((message) => message.file as string);
      const scannedDirs = result.messages
        .filter((message) => message.type === 'dir-dependency' && typeof message.dir === 'string')
        .map((message) => message.dir as string);
      return {
        css: layers && result.css.includes('@layer') ? await layers(result.css, file) : result.css,
        dependencies,
        scannedDirs,
      };
    },
  };
}

/**
 * Docusaurus's postcss-preset-env among the `plugins` (unless a plugin's `configurePostCss` took it
 * out), apart from the others. Of what it does for the site's browsers, what a current browser
 * shows differently is its rewrite of cascade layers: it takes their rules out of the layers, with
 * selectors made stronger in the layers' order, so that they now beat Infima's unlayered rules (a
 * Tailwind 4 site's colours in its `@layer base`). The rest are mostly prefixes and fallbacks a
 * current browser reads as the CSS it had, though not all (a Tailwind 4 gradient's colours differ
 * without them, so the whole preset runs, not its layers plugin alone). Its seventy plugins are
 * slow to load: it runs, last, on a stylesheet that has a layer when the site's browsers have it
 * rewrite them, loaded for the first.
 */
function layersRewrite(
  plugins: PostCssOptions['plugins'],
  presetEnv: string | undefined,
): { layers?: (css: string, file: string) => Promise<string>; others: PostCssOptions['plugins'] } {
  if (!presetEnv || !Array.isArray(plugins)) return { others: plugins };
  const isPresetEnv = (entry: unknown) => (Array.isArray(entry) ? entry[0] : entry) === presetEnv;
  const entry = plugins.find(isPresetEnv) as [string, unknown] | string | undefined;
  if (!entry) return { others: plugins };
  const options = Array.isArray(entry) ? entry[1] : undefined;
  let processor: ReturnType<PostCss> | undefined;
  const rewrite = async (css: string, file: string) => {
    if (!processor) {
      const require = createRequire(presetEnv);
      processor = (require('postcss') as PostCss)([(require(presetEnv) as (o: unknown) => unknown)(options ?? {})]);
    }
    return (await processor.process(css, { from: file, to: file, map: false })).css;
  };
  const layers = (css: string, file: string) => {
    if (!rewritesLayers(presetEnv)) return Promise.resolve(css);
    const key = createHash('sha256')
      .update(`${presetEnv}\0${JSON.stringify(options)}\0${file}\0${css}`)
      .digest('hex');
    return rewrittenOnce(key, () => rewrite(css, file));
  };
  return { layers, others: plugins.filter((plugin) => !isPresetEnv(plugin)) };
}

/**
 * Stylesheets the preset rewrote, by a hash of what they were rewritten from: `serve` bundles the
 * site's CSS again at each save, and a Tailwind stylesheet comes out of Tailwind as it was unless
 * the save brought a new class, while the preset's pass over it is most of the time its CSS takes.
 */
const rewrittenOnce = memoBy(
  (key: string, _rewrite: () => Promise<string>) => key,
  (_key, rewrite) => rewrite(),
  64,
);

type PostCss = (plugins: unknown[]) => {
  process(
    css: string,
    options: object,
  ): Promise<{ css: string; messages: { type: string; file?: unknown; dir?: unknown }[] }>;
};

/** The site's own `postcss`: its plugins are written against it. */
function loadPostCss(require: NodeJS.Require, configFile: string | undefined): PostCss {
  try {
    return require('postcss') as PostCss;
  } catch {
    throw new UserError('The site configures PostCSS, but the `postcss` package is not installed in it', {
      file: configFile,
      problems: ['Install it in the site folder: `npm install --save-dev postcss`.'],
    });
  }
}

/**
 * PostCSS plugins as a config gives them, as PostCSS takes them: a list (plugins, or names and
 * `[name, options]` pairs as postcss-loader takes them) or an object of names to options.
 */
function postcssPlugins(plugins: PostCssOptions['plugins'], require: NodeJS.Require, where: string): unknown[] {
  const load = (name: unknown, options?: unknown) => {
    if (typeof name !== 'string') return options === undefined ? name : (name as (o: unknown) => unknown)(options);
    let plugin: (o?: unknown) => unknown;
    try {
      plugin = require(name) as typeof plugin;
    } catch {
      throw new UserError(`PostCSS plugin \`${name}\` is not installed in the site folder`, {
        file: where,
        problems: [`Install it: \`npm install --save-dev ${name}\`, or take it out of the PostCSS plugins.`],
      });
    }
    return options === undefined || (typeof options === 'object' && !Object.keys(options ?? {}).length)
      ? plugin
      : plugin(options);
  };
  if (Array.isArray(plugins))
    return plugins
      .filter((entry) => entry !== false && entry != null)
      .map((entry) => (Array.isArray(entry) ? load(entry[0], entry[1]) : load(entry)));
  return Object.entries(plugins ?? {})
    .filter(([, options]) => options !== false)
    .map(([name, options]) => load(name, options));
}

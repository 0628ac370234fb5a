import { createRequire } from 'node:module';
import { isRecord } from '../docusaurus/fields.js';
import type { ListedPlugin } from '../docusaurus/plugin-list.js';

/** The plugin Docusaurus's classic preset adds for `future.v4.useCssCascadeLayers`. */
const LAYERS_PLUGIN = '@docusaurus/plugin-css-cascade-layers';

/**
 * A Docusaurus site's CSS cascade layers, as its layers plugin's options name them: their order,
 * and each stylesheet's layer. A rule in a layer loses to every rule outside one (the site's own
 * CSS) and to every rule of a later layer, whatever their selectors.
 */
export interface CssLayers {
  /** The layers, first the weakest: declared before any stylesheet, which sets their order. */
  order: string[];
  /** The layer of a stylesheet: the first whose test takes its path, as the plugin's PostCSS picks it. */
  layerOf(file: string): string | undefined;
  /** What the layers are made of, for the stylesheets' caches: names and tests. */
  key: string;
}

/** The site's layers, when it has the plugin (`plugins` as Docusaurus lists them, options validated). */
export function cssLayers(plugins: ListedPlugin[] | undefined): CssLayers | undefined {
  const layers = plugins?.find((plugin) => plugin.packageName === LAYERS_PLUGIN)?.options.layers;
  if (!isRecord(layers)) return undefined;
  const tests = Object.entries(layers).filter(
    (entry): entry is [string, (file: string) => boolean] => typeof entry[1] === 'function',
  );
  return {
    order: tests.map(([name]) => name),
    layerOf: (file) => tests.find(([, test]) => test(file))?.[0],
    key: tests.map(([name, test]) => `${name} ${String(test)}`).join('\n'),
  };
}

/**
 * The layers, where the stylesheets of ckdocs's own theme in `themeDir` (the blog's, which its
 * templates import) take the layer of `themeFile` (Infima's): they stand for the classic theme's,
 * which the site's own CSS outside any layer overrides, whatever its selectors.
 */
export function withOwnTheme(layers: CssLayers, themeDir: string, themeFile: string): CssLayers {
  const themeLayer = layers.layerOf(themeFile);
  return { ...layers, layerOf: (file) => (file.startsWith(themeDir) ? themeLayer : layers.layerOf(file)) };
}

/** A stylesheet's `@import`, in `layer` when it has one (the bundler wraps the file's rules in it). */
export const layeredImport = (file: string, layer: string | undefined): string =>
  `@import ${JSON.stringify(file)}${layer ? ` layer(${layer})` : ''};`;

/** The browsers postcss-preset-env weighs a feature's support for (others it leaves out of its targets). */
const PRESET_ENV_BROWSERS = [
  'and_chr',
  'and_ff',
  'android',
  'chrome',
  'edge',
  'firefox',
  'ie',
  'ios_saf',
  'op_mini',
  'op_mob',
  'opera',
  'safari',
  'samsung',
];

interface CssdbFeature {
  id: string;
  stage: number;
  browser_support?: Record<string, string>;
}

const rewrites = new Map<string, boolean>();

/**
 * Whether Docusaurus's postcss-preset-env (`presetEnv`, with the options Docusaurus gives it: none)
 * rewrites cascade layers, as it does when some of the site's browsers (its browserslist, read
 * from the working folder as preset-env reads it) lack them: it then takes each stylesheet's rules
 * out of their layers, and Docusaurus's own layers are gone from its build. Worked out from
 * preset-env's own data (cssdb's support of the feature, at its default stage) as preset-env
 * weighs it, without loading preset-env, whose seventy plugins are slow to load.
 */
export function rewritesLayers(presetEnv: string): boolean {
  let known = rewrites.get(presetEnv);
  if (known !== undefined) return known;
  try {
    const require = createRequire(presetEnv);
    const browserslist = require('browserslist') as (queries?: string[], options?: object) => string[];
    const feature = (require('cssdb') as CssdbFeature[]).find((entry) => entry.id === 'cascade-layers');
    const support = feature?.browser_support ?? {};
    // preset-env's queries for the browsers without the feature: before the version that has it.
    const lacking = PRESET_ENV_BROWSERS.map((browser) => {
      const version = support[browser];
      if (version === undefined && browser === 'op_mini') return 'op_mini all';
      return version !== undefined && /^[0-9|.]+$/.test(version) ? `${browser} < ${version}` : `${browser} >= 1`;
    });
    const options = { ignoreUnknownVersions: true };
    const targets = new Set(
      browserslist(undefined, options).filter((browser) => PRESET_ENV_BROWSERS.includes(browser.split(' ')[0]!)),
    );
    known = feature !== undefined && feature.stage >= 2 && browserslist(lacking, options).some((b) => targets.has(b));
  } catch {
    known = false;
  }
  rewrites.set(presetEnv, known);
  return known;
}

import { describe, expect, it } from 'vitest';
import { webpackParts } from '../../cli/plugins/webpack-config.js';
import type { PluginInstance } from '../../cli/plugins/types.js';

/** A plugin whose configureWebpack hands `.scss` files to sass-loader, as docusaurus-plugin-sass does. */
function sassPlugin(options: Record<string, unknown>, extraLoader?: string): PluginInstance {
  const sass = { loader: '/site/node_modules/sass-loader/dist/cjs.js', options: { sourceMap: false, ...options } };
  return {
    name: 'docusaurus-plugin-sass',
    configureWebpack: (_config: unknown, _isServer: boolean, utils: { getStyleLoaders(): unknown[] }) => ({
      module: {
        rules: [
          {
            test: /\.s[ca]ss$/,
            oneOf: [
              { test: /\.module\.s[ca]ss$/, use: [...utils.getStyleLoaders(), sass] },
              { use: [...utils.getStyleLoaders(), ...(extraLoader ? [extraLoader] : []), sass] },
            ],
          },
        ],
      },
    }),
  } as unknown as PluginInstance;
}

/** Where the site and its generated files are, and which bundler Docusaurus would run. */
const SITE = {
  currentBundler: undefined,
  siteDir: '/site',
  generatedDir: '/site/.cache/generated',
  plugin: 'a-plugin',
  from: '/site',
};

describe("a plugin's configureWebpack", () => {
  it("finds the site's and generated files' folders by Docusaurus's aliases, and gives the bundles only the aliases it adds", async () => {
    const plugin = {
      name: 'lunr-client',
      // As docusaurus-lunr-search finds where to write the module its theme imports.
      configureWebpack: (config: { resolve: { alias: Record<string, string> } }) => {
        config.resolve.alias['lunr-languages'] = `${config.resolve.alias['@generated']}/lunr.client.js`;
        return {
          resolve: {
            alias: { 'site-logo': `${config.resolve.alias['@site']}/static/logo.svg`, '@mermaid-js/layout-elk': false },
          },
        };
      },
    } as unknown as PluginInstance;
    const parts = await webpackParts(plugin, undefined, SITE);
    expect(parts.aliases).toEqual({
      'lunr-languages': '/site/.cache/generated/lunr.client.js',
      'site-logo': '/site/static/logo.svg',
    });
    // Aliased to false: an empty module, as webpack makes it (a theme's optional package not installed).
    expect(parts.emptied).toEqual(['@mermaid-js/layout-elk']);
  });

  it("that hands Sass to sass-loader asks nothing ckdocs leaves out: ckdocs compiles Sass with the site's compiler", async () => {
    expect((await webpackParts(sassPlugin({}), undefined, SITE)).ignored).toEqual([]);
  });

  it('names the sass-loader options ckdocs does not apply', async () => {
    const parts = await webpackParts(sassPlugin({ additionalData: '$brand: teal;' }), undefined, SITE);
    expect(parts.ignored).toEqual(['the Sass options `additionalData`']);
  });

  it('reports a Sass rule with a loader of another kind as a rule it does not apply', async () => {
    const parts = await webpackParts(sassPlugin({}, 'postcss-rtl-loader'), undefined, SITE);
    expect(parts.ignored).toEqual(['its 1 module rule(s) (loaders)']);
  });

  it("takes a rule of the plugin's own loaders to run, and names one whose loaders' work ckdocs does its own way", async () => {
    const own = { loader: '/site/src/loaders/pairs-loader.js', options: { upper: true } };
    const plugin = {
      name: 'data-files',
      configureWebpack: () => ({
        module: {
          rules: [
            { test: /\.ya?ml$/i, include: '/site/data', use: [own] },
            {
              test: /\.css$/,
              use: ['/site/node_modules/style-loader/dist/cjs.js', '/site/node_modules/css-loader/index.js'],
            },
          ],
        },
      }),
    } as unknown as PluginInstance;
    const parts = await webpackParts(plugin, undefined, SITE);
    expect(parts.loaders).toEqual([
      {
        plugin: 'a-plugin',
        test: [{ pattern: ['\\.ya?ml$', 'i'] }],
        include: [{ under: '/site/data' }],
        exclude: [],
        loaders: [own],
      },
    ]);
    expect(parts.ignored).toEqual(['its 1 module rule(s) (loaders)']);
  });

  it('names the loader a rule lacks, where the site has not installed it', async () => {
    const plugin = {
      name: 'data-files',
      configureWebpack: () => ({ module: { rules: [{ test: /\.ya?ml$/i, use: ['yaml-loader-not-installed'] }] } }),
    } as unknown as PluginInstance;
    const parts = await webpackParts(plugin, undefined, SITE);
    expect(parts.loaders).toEqual([]);
    expect(parts.ignored).toEqual(['its rule for yaml-loader-not-installed, a loader that is not installed']);
  });

  it("asks nothing of a build with its dev server's options and how Docusaurus merges it, and names what a build would use", async () => {
    const plugin = {
      name: 'dev-files',
      configureWebpack: () => ({
        mergeStrategy: { 'module.rules': 'prepend' },
        devServer: { static: [{ directory: 'build/pagefind', publicPath: '/pagefind' }] },
        externals: { jquery: 'jQuery' },
      }),
    } as unknown as PluginInstance;
    expect((await webpackParts(plugin, undefined, SITE)).ignored).toEqual(['`externals`']);
  });

  it('defines a constant whose value is unset as `undefined`, as webpack writes it, with no warning', async () => {
    class DefinePlugin {
      constructor(readonly definitions: Record<string, unknown>) {}
    }
    const plugin = {
      name: 'debug-flag',
      configureWebpack: () => ({ plugins: [new DefinePlugin({ 'process.env.DEBUG': JSON.stringify(undefined) })] }),
    } as unknown as PluginInstance;
    const parts = await webpackParts(plugin, undefined, SITE);
    expect(parts.defines).toEqual({ 'process.env.DEBUG': 'undefined' });
    expect(parts.ignored).toEqual([]);
  });

  it("applies a webpack plugin that only edits the options, its fallbacks after the config's, and names one that taps hooks", async () => {
    class ProvidePlugin {
      constructor(readonly definitions: Record<string, unknown>) {}
    }
    // As node-polyfill-webpack-plugin adds its browser stand-ins.
    class Polyfills {
      apply(compiler: { options: { plugins: unknown[]; resolve: { fallback?: Record<string, string> } } }) {
        compiler.options.plugins.push(new ProvidePlugin({ Buffer: ['buffer/', 'Buffer'] }));
        compiler.options.resolve.fallback = {
          zlib: '/site/node_modules/browserify-zlib/index.js',
          path: '/site/node_modules/path-browserify/index.js',
          ...compiler.options.resolve.fallback,
        };
      }
    }
    class Timer {
      apply(compiler: { hooks: { done: { tap(name: string, run: () => void): void } } }) {
        compiler.hooks.done.tap('timer', () => {});
      }
    }
    const plugin = {
      name: 'api-theme',
      configureWebpack: () => ({
        resolve: { fallback: { path: false } },
        plugins: [new Polyfills(), new Timer()],
      }),
    } as unknown as PluginInstance;
    const parts = await webpackParts(plugin, undefined, SITE);
    expect(parts.provides).toEqual({ Buffer: ['buffer/', 'Buffer'] });
    expect(parts.fallbacks).toEqual({ zlib: '/site/node_modules/browserify-zlib/index.js', path: false });
    expect(parts.ignored).toEqual(['the webpack plugin Timer']);
  });
});

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

describe("a plugin's configureWebpack", () => {
  it("that hands Sass to sass-loader asks nothing ckdocs leaves out: ckdocs compiles Sass with the site's compiler", async () => {
    expect((await webpackParts(sassPlugin({}), undefined, undefined)).ignored).toEqual([]);
  });

  it('names the sass-loader options ckdocs does not apply', async () => {
    const parts = await webpackParts(sassPlugin({ additionalData: '$brand: teal;' }), undefined, undefined);
    expect(parts.ignored).toEqual(['the Sass options `additionalData`']);
  });

  it('reports a Sass rule with a loader of another kind as a rule it does not apply', async () => {
    const parts = await webpackParts(sassPlugin({}, 'postcss-rtl-loader'), undefined, undefined);
    expect(parts.ignored).toEqual(['its 1 module rule(s) (loaders)']);
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
    expect((await webpackParts(plugin, undefined, undefined)).ignored).toEqual(['`externals`']);
  });
});

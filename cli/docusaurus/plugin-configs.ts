import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { UserError } from '../util/errors.js';
import type { DocusaurusCore, NormalizedPluginConfig } from './core.js';
import { isRecord } from './fields.js';
import { loadSiteModule } from './load-module.js';

/** A plugin, theme or preset as a config lists it: a module name or path, a function, either with options. */
type ConfigEntry = string | ((...args: unknown[]) => unknown) | [unknown, unknown?] | false | null | undefined;

type Loaded = Record<string, unknown> & { default?: Record<string, unknown> };

/**
 * The module of each plugin ckdocs builds itself that holds its `validateOptions` and
 * `validateThemeConfig`: ckdocs never constructs these plugins, and their own modules hold only
 * their validation, where the package's entry loads the whole plugin. A version without the file
 * has its entry loaded instead.
 */
const VALIDATION_MODULES: Record<string, string> = {
  'plugin-content-docs': 'lib/options.js',
  'plugin-content-pages': 'lib/options.js',
  'plugin-sitemap': 'lib/options.js',
  'plugin-svgr': 'lib/options.js',
  'plugin-css-cascade-layers': 'lib/options.js',
  'theme-classic': 'lib/options.js',
  'theme-search-algolia': 'lib/validateThemeConfig.js',
  'theme-mermaid': 'lib/validateThemeConfig.js',
};

/** The file of a native plugin's validation for its package entry, when it has one (`VALIDATION_MODULES`). */
function validationModule(entry: string): string | undefined {
  const match = /^(.*[\\/]node_modules[\\/]@docusaurus[\\/]([\w-]+))[\\/]lib[\\/]index\.js$/.exec(entry);
  const file = match && VALIDATION_MODULES[match[2]!] && join(match[1]!, VALIDATION_MODULES[match[2]!]!);
  return file && existsSync(file) ? file : undefined;
}

/**
 * Every plugin and theme of the config in Docusaurus's order (the presets' plugins, then their
 * themes, then the config's plugins and themes), each normalized as Docusaurus's
 * `loadPluginConfigs` does, with its module shorthands (`'vercel-analytics'`) and the presets'
 * own functions. Modules load through Node's module cache, where Docusaurus loads each afresh
 * (for its dev server's reloads): its packages' shared code then loads once, not once per plugin.
 * The site's own plugin files compile into `siteCache`, its cache folder.
 */
export async function pluginConfigs(
  core: DocusaurusCore,
  context: { siteConfig: Record<string, unknown>; siteConfigPath: string },
  siteCache: string,
): Promise<NormalizedPluginConfig[]> {
  const siteRequire = createRequire(context.siteConfigPath);
  const siteDir = dirname(context.siteConfigPath);
  // Packages' CommonJS through Node's require; the rest (the site's TypeScript, and packages' ESM,
  // which may import without extensions as Docusaurus's loader lets it) as the config is loaded.
  const load = async (file: string): Promise<Loaded> => {
    if (file.includes(`${sep}node_modules${sep}`) && /\.c?js$/.test(file)) {
      try {
        return siteRequire(file) as Loaded;
      } catch {
        // Loaded again below, which says what fails.
      }
    }
    try {
      return (await loadSiteModule(file, siteCache, 'module')) as Loaded;
    } catch (error) {
      const [first, ...rest] = String((error as Error)?.message ?? error).split('\n');
      throw new UserError(`Cannot load ${relative(siteDir, file)}: ${first}`, {
        file: context.siteConfigPath,
        problems: rest
          .map((line) => line.trim())
          .filter(Boolean)
          .slice(0, 5),
      });
    }
  };
  const shorthand = (entry: ConfigEntry, type: 'plugin' | 'theme'): ConfigEntry => {
    if (typeof entry === 'string') return core.resolveModuleName(entry, siteRequire, type);
    if (Array.isArray(entry) && typeof entry[0] === 'string')
      return [core.resolveModuleName(entry[0], siteRequire, type), entry[1] ?? {}];
    return entry;
  };
  const presets = await Promise.all(
    listOf(context.siteConfig.presets).map(async (entry) => {
      const [name, options] = Array.isArray(entry) ? entry : [entry, {}];
      const module = await load(siteRequire.resolve(core.resolveModuleName(String(name), siteRequire, 'preset')));
      const preset = (module.default ?? module) as unknown as (context: unknown, options: unknown) => unknown;
      const made = await preset(context, options ?? {});
      return isRecord(made) ? made : {};
    }),
  );
  const entries = [
    ...presets.flatMap((preset) => listOf(preset.plugins).map((entry) => shorthand(entry, 'plugin'))),
    ...presets.flatMap((preset) => listOf(preset.themes).map((entry) => shorthand(entry, 'theme'))),
    ...listOf(context.siteConfig.plugins).map((entry) => shorthand(entry, 'plugin')),
    ...listOf(context.siteConfig.themes).map((entry) => shorthand(entry, 'theme')),
  ].filter(Boolean);
  return Promise.all(
    entries.map(async (entry) => {
      const [plugin, options] = Array.isArray(entry) ? entry : [entry, {}];
      if (typeof plugin !== 'string')
        return { plugin, options: options ?? {}, entryPath: context.siteConfigPath } as NormalizedPluginConfig;
      const entryPath = siteRequire.resolve(plugin);
      const validation = validationModule(entryPath);
      const module = await load(validation ?? entryPath);
      return {
        // A native plugin is never constructed: it is built by ckdocs, from its validated options.
        plugin: validation ? () => null : (module.default ?? module),
        options: options ?? {},
        pluginModule: { path: plugin, module },
        entryPath,
      } as NormalizedPluginConfig;
    }),
  );
}

const listOf = (value: unknown): ConfigEntry[] => (Array.isArray(value) ? value : []);

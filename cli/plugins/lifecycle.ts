import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SiteSetup } from '../stages/config.js';
import type { AddedRoute } from '../pages/plugin-routes.js';
import { UserError } from '../util/errors.js';
import type { Reporter } from '../util/reporter.js';
import type { PluginActions, PluginContext, PluginInstance, PluginModule } from './types.js';

/** A site plugin, made and its content loaded. */
export interface SitePlugin {
  name: string;
  /** Its `id` option: Docusaurus keys a plugin's global data by name, then id. */
  id: string;
  instance: PluginInstance;
  content: unknown;
  /** Routes it added in `contentLoaded`, built as component pages (cli/pages/plugin-routes.ts). */
  routes: AddedRoute[];
  /** What its `contentLoaded` gave `setGlobalData`, if it did. */
  globalData?: unknown;
}

/** Hooks ckdocs calls; any other hook a plugin has is reported once as not supported. */
const RUN_HOOKS = new Set([
  'name',
  'loadContent',
  'contentLoaded',
  'postBuild',
  'configurePostCss',
  'injectHtmlTags',
  'getClientModules',
]);

/**
 * Makes each plugin of the config with Docusaurus's context and options, then runs `loadContent`
 * and `contentLoaded` on each, as Docusaurus does before it builds anything.
 */
export async function loadPlugins(setup: SiteSetup, outDir: string, reporter: Reporter): Promise<SitePlugin[]> {
  const context: PluginContext = {
    siteDir: setup.siteDir,
    siteConfig: setup.source,
    siteConfigPath: setup.configFile,
    outDir,
    baseUrl: setup.config.baseUrl,
    generatedFilesDir: join(setup.cacheDir, 'generated'),
    i18n: { defaultLocale: 'en', locales: ['en'], currentLocale: 'en', localeConfigs: {} },
    codeTranslations: {},
  };
  const plugins: SitePlugin[] = [];
  for (const [i, entry] of setup.config.plugins.entries()) {
    const [make, options] = Array.isArray(entry) ? entry : [entry as PluginModule, {}];
    const instance = await hook(make.name || `plugins[${i}]`, 'its function', () => make(context, options ?? {}));
    const name = instance.name ?? (make.name || `plugins[${i}]`);
    for (const key of Object.keys(instance)) {
      if (!RUN_HOOKS.has(key) && typeof instance[key] === 'function') {
        reporter.warn(`plugin ${name}: \`${key}\` is not supported by ckdocs: ignored`);
      }
    }
    const content = instance.loadContent ? await hook(name, 'loadContent', () => instance.loadContent!()) : undefined;
    const id = (options as { id?: unknown } | undefined)?.id;
    plugins.push({ name, id: typeof id === 'string' ? id : 'default', instance, content, routes: [] });
  }
  const allContent = Object.fromEntries(plugins.map((p) => [p.name, p.content]));
  for (const plugin of plugins) {
    if (!plugin.instance.contentLoaded) continue;
    const actions = pluginActions(plugin, context.generatedFilesDir);
    await hook(plugin.name, 'contentLoaded', () =>
      plugin.instance.contentLoaded!({ content: plugin.content, actions, allContent }),
    );
  }
  return plugins;
}

/** Runs each plugin's `postBuild` on the staged output, before it replaces the previous one. */
export async function postBuild(
  plugins: SitePlugin[],
  props: { setup: SiteSetup; outDir: string; routesPaths: string[] },
): Promise<void> {
  for (const plugin of plugins) {
    if (!plugin.instance.postBuild) continue;
    await hook(plugin.name, 'postBuild', () =>
      plugin.instance.postBuild!({
        siteDir: props.setup.siteDir,
        siteConfig: props.setup.source,
        outDir: props.outDir,
        baseUrl: props.setup.config.baseUrl,
        routesPaths: props.routesPaths,
        content: plugin.content,
      }),
    );
  }
}

function pluginActions(plugin: SitePlugin, generatedDir: string): PluginActions {
  const { name, routes } = plugin;
  return {
    async createData(file, data) {
      const dir = join(generatedDir, name.replace(/[^\w.-]+/g, '-'));
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, file), data);
      return join(dir, file);
    },
    setGlobalData: (data) => {
      plugin.globalData = data;
    },
    addRoute: (route) => void routes.push({ plugin: name, route }),
  };
}

/** Runs a plugin's hook; what it throws fails the build, naming the plugin and the hook. */
export async function hook<T>(plugin: string, name: string, run: () => T | Promise<T>): Promise<Awaited<T>> {
  try {
    return await run();
  } catch (error) {
    throw new UserError(`Plugin ${plugin} failed in ${name}: ${(error as Error)?.message ?? String(error)}`, {
      problems: [`Fix the plugin, or take it out of the config's plugins.`],
    });
  }
}

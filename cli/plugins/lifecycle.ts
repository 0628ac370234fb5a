import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { SiteSetup } from '../stages/config.js';
import { DOCS_PLUGIN, loadedDocsVersions, postBuildRoutes } from './route-configs.js';
import type { Route } from '../routes/types.js';
import type { VersionContent } from '../content/types.js';
import type { AddedRoute } from '../pages/plugin-routes.js';
import { UserError } from '../util/errors.js';
import { writeWhole } from '../util/write-whole.js';
import type { Reporter } from '../util/reporter.js';
import type { ListedPlugin } from '../docusaurus/plugin-list.js';
import { withQuickReadingTime } from '../docusaurus/blog-reading-time.js';
import { withRenderedFeedItems } from '../docusaurus/blog-feed-items.js';
import { withoutMdxProcessors } from './mdx-processors.js';
import { translatePlugin, wholePlugin, type TranslationHooks } from '../docusaurus/translations.js';
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
  /** The files its `createData` wrote in this load: the generated folder keeps those of loads before. */
  dataFiles: Set<string>;
  /** Set where its `postBuild` is not run: it makes a search index that ckdocs's own search leaves unread (cli/plugins/local-search.ts). */
  postBuildLeftOut?: true;
}

/** Hooks ckdocs calls; any other hook a plugin has is reported once as not supported. */
const RUN_HOOKS = new Set([
  'name',
  'getPathsToWatch',
  'loadContent',
  'contentLoaded',
  'allContentLoaded',
  'postBuild',
  'configurePostCss',
  'injectHtmlTags',
  'getClientModules',
  'getThemePath',
  'configureWebpack',
  // A Docusaurus site's plugins are translated for the locale built (cli/docusaurus/translations.ts).
  'getTranslationFiles',
  'translateContent',
  'translateThemeConfig',
  'getDefaultCodeTranslationMessages',
]);

/**
 * Hooks with nothing to do in a build (CLI commands and swizzle lists are for Docusaurus's CLI),
 * and the fields Docusaurus adds to every plugin it constructs.
 */
const QUIET_HOOKS = new Set([
  'extendCli',
  'getSwizzleComponentList',
  // The theme's TypeScript sources, for `docusaurus swizzle`; its compiled files come from getThemePath.
  'getTypeScriptThemePath',
  'options',
  'version',
  'path',
]);

/**
 * Makes each plugin of the config with Docusaurus's context and options, then runs `loadContent`,
 * `contentLoaded` and `allContentLoaded`, as Docusaurus does before it builds anything. A
 * Docusaurus site's plugins are constructed by its own Docusaurus (`initPluginsConfigs`).
 */
export async function loadPlugins(setup: SiteSetup, outDir: string, reporter: Reporter): Promise<SitePlugin[]> {
  const context = pluginContextOf(setup, outDir);
  const plugins: SitePlugin[] = [];
  for (const listed of setup.docusaurus?.lifecycle ?? []) {
    const made = await constructed(listed, context);
    if (made) plugins.push(sitePlugin(made, String(listed.options.id ?? 'default')));
  }
  for (const [i, entry] of setup.config.plugins.entries()) {
    const [make, options] = Array.isArray(entry) ? entry : [entry as PluginModule, {}];
    const instance = await hook(make.name || `plugins[${i}]`, 'its function', () => make(context, options ?? {}));
    instance.name ??= make.name || `plugins[${i}]`;
    const id = (options as { id?: unknown } | undefined)?.id;
    plugins.push(sitePlugin(instance, typeof id === 'string' ? id : 'default'));
  }
  for (const plugin of plugins) {
    for (const key of Object.keys(plugin.instance)) {
      if (!RUN_HOOKS.has(key) && !QUIET_HOOKS.has(key) && typeof plugin.instance[key] === 'function') {
        reporter.warn(`plugin ${plugin.name}: \`${key}\` is not supported by ckdocs: ignored`);
      }
    }
  }
  await Promise.all(
    plugins.map(async (plugin) => {
      const { instance } = plugin;
      if (instance.loadContent) plugin.content = await hook(plugin.name, 'loadContent', () => instance.loadContent!());
      const docusaurus = setup.docusaurus;
      if (docusaurus)
        plugin.content = await hook(plugin.name, 'its translations', () =>
          translatePlugin(docusaurus.core, docusaurus.context, instance as TranslationHooks, plugin.content),
        );
    }),
  );
  // Docusaurus's allContent: plugin name, then id.
  const allContent: Record<string, Record<string, unknown>> = {};
  for (const plugin of plugins) (allContent[plugin.name] ??= {})[plugin.id] = plugin.content;
  for (const step of ['contentLoaded', 'allContentLoaded'] as const) {
    await Promise.all(
      plugins.map(async (plugin) => {
        const run = plugin.instance[step];
        if (typeof run !== 'function') return;
        const actions = pluginActions(plugin, context.generatedFilesDir as string);
        await hook(plugin.name, step, () =>
          run.call(plugin.instance, { content: plugin.content, actions, allContent }),
        );
      }),
    );
  }
  return plugins;
}

/**
 * A Docusaurus site's plugin constructed as Docusaurus constructs it: its function called with the
 * context and its validated options; `null` turns it off, and one without a name is refused.
 */
async function constructed(listed: ListedPlugin, context: PluginContext): Promise<PluginInstance | undefined> {
  const { config } = listed;
  const options = withRenderedFeedItems(listed, withQuickReadingTime(listed));
  const label = listed.packageName ?? config.pluginModule?.path ?? (config.plugin.name || 'a plugin of the config');
  // A package ckdocs builds itself is listed with its validation only: its hooks are its entry's.
  const make = listed.hooks ? wholePlugin(listed) : config.plugin;
  const instance = (await hook(label, 'its constructor', () =>
    withoutMdxProcessors(async () => make(context, options)),
  )) as PluginInstance | null;
  if (instance === null) return undefined;
  if (!instance?.name) {
    throw new UserError(`Plugin ${label} has no name: Docusaurus refuses it too`, {
      problems: ["Return an object with a `name` from the plugin's function (or `null` to turn it off)."],
    });
  }
  // Of a package ckdocs builds itself, only the hooks it leaves to the package.
  const kept = listed.hooks
    ? Object.fromEntries(Object.entries(instance).filter(([key]) => key === 'name' || listed.hooks!.includes(key)))
    : instance;
  // Docusaurus resolves a plugin's relative client modules and theme paths from its own folder.
  return { ...(kept as PluginInstance), options, path: dirname(config.entryPath) };
}

function sitePlugin(instance: PluginInstance, id: string): SitePlugin {
  return { name: instance.name ?? 'plugin', id, instance, content: undefined, routes: [], dataFiles: new Set() };
}

/**
 * The context plugins are made with: a Docusaurus site's own (cli/docusaurus/plugin-context.ts),
 * or, for a ckdocs site, the same fields made from its config.
 */
function pluginContextOf(setup: SiteSetup, outDir: string): PluginContext {
  if (setup.docusaurus) return { ...setup.docusaurus.context, outDir };
  return {
    siteDir: setup.siteDir,
    siteConfig: setup.source,
    siteConfigPath: setup.configFile,
    outDir,
    baseUrl: setup.config.baseUrl,
    generatedFilesDir: join(setup.cacheDir, 'generated'),
    i18n: { defaultLocale: 'en', locales: ['en'], currentLocale: 'en', localeConfigs: {} },
    codeTranslations: {},
  };
}

/**
 * Runs each plugin's `postBuild` on the staged output, before it replaces the previous one, with
 * the site's routes as Docusaurus hands them over (made only when a plugin has the hook).
 */
export async function postBuild(
  plugins: SitePlugin[],
  props: {
    setup: SiteSetup;
    outDir: string;
    routes: { routes: readonly Route[]; versions: readonly VersionContent[] };
  },
): Promise<void> {
  const withHook = plugins.filter((plugin) => plugin.instance.postBuild && !plugin.postBuildLeftOut);
  if (!withHook.length) return;
  const context = pluginContextOf(props.setup, props.outDir);
  const routesPaths = props.routes.routes.map((route) => route.path);
  const routes = postBuildRoutes(
    props.routes.routes,
    props.routes.versions,
    plugins.flatMap((plugin) => plugin.routes),
  );
  for (const plugin of withHook) {
    await hook(plugin.name, 'postBuild', () =>
      plugin.instance.postBuild!({
        ...context,
        routesPaths,
        routes,
        plugins: loadedPlugins(plugins, props.setup, props.routes),
        head: {},
        content: plugin.content,
      }),
    );
  }
}

/**
 * The site's plugins as `postBuild` finds them, Docusaurus's loaded plugins: each constructed one
 * with its content; each that ckdocs builds itself (docs, pages, sitemap, the classic theme) by its
 * name and validated options, the docs plugin with its loaded versions too (search plugins read
 * both); on a ckdocs site, each set of docs as the docs plugin.
 */
function loadedPlugins(
  plugins: SitePlugin[],
  setup: SiteSetup,
  routes: { routes: readonly Route[]; versions: readonly VersionContent[] },
): unknown[] {
  const versions = loadedDocsVersions(routes.routes, routes.versions);
  const ran = plugins.map((plugin) => ({ ...plugin.instance, content: plugin.content }));
  const docusaurus = setup.docusaurus;
  if (!docusaurus) {
    const docs = [...versions].map(([id, loadedVersions]) => ({
      name: DOCS_PLUGIN,
      options: { id },
      content: { loadedVersions },
    }));
    return [...docs, ...ran];
  }
  const constructed = new Set(docusaurus.lifecycle.map((listed) => listed.config));
  const native = docusaurus.plugins.flatMap(({ packageName, options, config }) => {
    if (constructed.has(config) || !packageName?.startsWith('@docusaurus/')) return [];
    const name = `docusaurus-${packageName.slice('@docusaurus/'.length)}`;
    const loadedVersions = versions.get(String(options.id ?? 'default')) ?? [];
    return [{ name, options, ...(name === DOCS_PLUGIN && { content: { loadedVersions } }) }];
  });
  return [...native, ...ran];
}

function pluginActions(plugin: SitePlugin, generatedDir: string): PluginActions {
  const { name, routes } = plugin;
  return {
    async createData(file, data) {
      const dir = join(generatedDir, name.replace(/[^\w.-]+/g, '-'), plugin.id);
      const path = join(dir, file);
      await mkdir(dir, { recursive: true });
      // Data that is not text is written as JSON, as Docusaurus writes it.
      await writeWhole(path, typeof data === 'string' ? data : JSON.stringify(data, null, 2));
      plugin.dataFiles.add(path);
      return path;
    },
    setGlobalData: (data) => {
      plugin.globalData = data;
    },
    addRoute: (route) => void routes.push({ plugin: name, id: plugin.id, route }),
  };
}

/** Runs a plugin's hook; what it throws fails the build, naming the plugin and the hook. */
export async function hook<T>(plugin: string, name: string, run: () => T | Promise<T>): Promise<Awaited<T>> {
  try {
    return await run();
  } catch (error) {
    throw new UserError(`Plugin ${plugin} failed in ${name}: ${(error as Error)?.message ?? String(error)}`, {
      problems: [...causesOf(error), `Fix the plugin, or take it out of the config's plugins.`],
    });
  }
}

/** What an error says it was caused by (Docusaurus wraps a post's or a doc's failure so): the first lines of each cause. */
function causesOf(error: unknown): string[] {
  const causes: string[] = [];
  for (let cause = (error as Error)?.cause; cause !== undefined && causes.length < 5; cause = (cause as Error)?.cause) {
    const message = cause instanceof Error ? cause.message : String(cause);
    causes.push(`Caused by: ${message.split('\n').slice(0, 6).join('\n')}`);
  }
  return causes;
}

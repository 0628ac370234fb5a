import type { OutputFile } from 'esbuild';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import pc from 'picocolors';
import { contentNamed } from '../bundle/client-files.js';
import { devClient, type ClientBundle, type DevClient } from '../bundle/client.js';
import { pageKey } from '../bundle/page-module.js';
import type { SiteCss } from '../bundle/site-css.js';
import { decidingModulesNamed } from '../bundle/site-code.js';
import type { DocSource } from '../content/types.js';
import { sidebarFiles } from '../render/route-document.js';
import { bundleLocale } from '../stages/bundle-locale.js';
import type { Route } from '../routes/types.js';
import { UserError } from '../util/errors.js';
import { within } from '../util/within.js';
import { printUserError, type Reporter } from '../util/reporter.js';
import { routeKey } from '../../common/route-files.js';
import { errorEvent, type EventHub } from './events.js';
import { launchSite, type Launch } from './launch.js';
import { filesPreparingReads } from './prepare-reads.js';
import { compileBodies, searchRefresh, touchesTheme, type ServedSite } from './site-updates.js';

/** Every change to what `serve` answers: each goes through `DevState.apply`. */
export type DevChange =
  /**
   * `serve` starts, or a save comes while there is no site: the config is loaded and the content
   * scanned, then the rest of the site comes in behind the pages answered meanwhile (`completing`).
   */
  | { type: 'launch' }
  /** Files saved, made or removed, a batch at a time: pages, config, sidebars, theme, what plugins watch. */
  | { type: 'saved'; files: string[] }
  /** A page answered before the whole site is in: it reloads if the whole site shows it otherwise. */
  | { type: 'served-early'; route: Route }
  /** A client bundle finished: pages link its files from now on. */
  | { type: 'bundled'; bundle: ClientBundle }
  /**
   * Work apart from any update failed (a client bundle made after its update had answered, a
   * page's imports as a request rendered it): its error is every open page's.
   */
  | { type: 'failed'; error: unknown };

/** How the client bundle under way ended: the error that stopped it, if one did. */
interface Assets {
  error?: unknown;
}

/** A stylesheet, and one whose class names are local to the module that imports it. */
const STYLESHEET = /\.(css|scss|sass|less)$/;
const CSS_MODULE = /\.module\.(css|scss|sass|less)$/;
/** A module of JavaScript or TypeScript. */
const CODE = /\.[cm]?[jt]sx?$/;

/** How many client bundles `serve` keeps answering for: saves in quick succession leave pages of each. */
const KEPT_BUNDLES = 3;

/** A client bundle made, of the site of `generation` (see `DevState.generation`). */
interface MadeBundle {
  generation: number;
  files: Map<string, OutputFile>;
  /** Page key -> URL of its chunk (`ClientBundle.pages`). */
  pages: Map<string, string>;
  /** The other way: a page chunk's URL -> its page's key. */
  pageOfChunk: Map<string, string>;
  /** The files it read. */
  inputs: Set<string>;
}

export interface DevStateOptions {
  configPath: string;
  reporter: Reporter;
  /** The open pages, told to reload or shown the error. */
  events: EventHub;
  /** Scripts every page loads besides its own (the live reload client). */
  extraScripts: string[];
  /** The Docusaurus site's locale served (unset: the default one). */
  locale?: string;
  /**
   * Served beside the locale `serve` started with, under its own base URL: its reloads of every
   * page are of the pages under that URL, and the terminal names the locale.
   */
  besideFirst?: boolean;
}

/** What an update changed: route paths to reload ('*' for all) and what was redone. */
interface DevUpdate {
  paths: string[];
  summary: string;
}

const keysOf = (site: ServedSite) => [...site.mdx.modules.keys()].join('\n');

/**
 * What `serve` answers from, and the one way it changes (`apply`); requests (requests.ts) read
 * it. Pages are answered from the placeholder site (partial-site.ts) as soon as the content is
 * scanned; the complete site takes its place once TypeDoc and every page are in, and each save
 * replaces that. Errors never stop the server: the last good site stays served, the error over it.
 */
export class DevState {
  /** What open pages show, until an update goes through. */
  error: unknown;
  /** The launched site; none until a launch goes through, nor after its completion failed (the next save launches). */
  launch?: Launch;
  /** Settles once the launch's whole site is in, or failed to come in. */
  completing: Promise<void> = Promise.resolve();
  /** The complete site: none before the launch's completion, then each update's. */
  served?: ServedSite;
  /** The complete site's routes, by `routeKey`. */
  routes = new Map<string, Route>();
  /** The sidebars' files by URL, and each sidebar's URL. */
  sidebars!: ReturnType<typeof sidebarFiles>;
  /** The last client bundle made: the URLs pages link (none yet: the names the dev bundle gives). */
  bundle?: ClientBundle;
  /** Settles once the client bundle under way is made: requests for its files wait for it. */
  assets: Promise<Assets> = Promise.resolve({});
  /**
   * Counts the client bundles asked for: a page's HTML and the scripts it runs are of one when they
   * agree (its words and code alike), as requests.ts checks.
   */
  generation = 0;
  /**
   * The latest bundles made (`KEPT_BUNDLES`), the latest first: a page opened before a save runs the
   * code of its own bundle until its reload comes, and asks for it (its chunks, the pages it
   * prefetches); a page rendered while a bundle was under way preloads the chunks of the one before.
   */
  private made: MadeBundle[] = [];
  /** Settles once the bundle under way, if any, is made or failed. */
  private bundling: Promise<unknown> = Promise.resolve();
  /** The bundle begun last, and the generation whose site it reads. */
  private begun?: { generation: number; made: ReturnType<DevClient['rebuild']> };
  /** The bundles under way that may write other stylesheets than the last one made, by generation. */
  private readonly restyling = new Set<number>();
  private client?: DevClient;
  /** The pages the client was made with: its entry points are fixed, so other pages need a new one. */
  private clientKeys = '';
  private refresh?: ReturnType<typeof searchRefresh>;
  /** Which modules deciding how the bundles are made the site's code names (`decidingModulesNamed`). */
  private decided?: string;
  private closed = false;
  private readonly siteDir: string;

  constructor(readonly options: DevStateOptions) {
    this.siteDir = dirname(resolve(options.configPath));
  }

  /** Applies a change and tells the open pages. Never rejects: an error is the site's, shown on every page. */
  async apply(change: DevChange): Promise<void> {
    switch (change.type) {
      case 'launch':
        return this.launchSite();
      case 'saved':
        return this.saved(change.files);
      case 'served-early':
        return this.launch?.partial.served(change.route);
      case 'bundled':
        this.bundle = change.bundle;
        return;
      case 'failed':
        return this.fail(change.error);
    }
  }

  private async launchSite(): Promise<void> {
    try {
      const launch = await launchSite(this.options.configPath, this.options.reporter, this.options.locale);
      // The launch's own sidebars, and nothing of one whose completion failed.
      this.served = undefined;
      this.routes = new Map();
      this.sidebars = sidebarFiles(launch.input.baseUrl, launch.partial.versions);
      this.refresh = searchRefresh(launch.setup, this.options.reporter, launch.outDir);
      this.launch = launch;
      this.error = undefined;
      this.completing = this.complete(launch);
    } catch (error) {
      this.fail(error);
    }
  }

  /** The whole site (TypeDoc, every page): pages served before it reload if it changed them. */
  private async complete(launch: Launch): Promise<void> {
    const started = performance.now();
    try {
      const next = await launch.complete();
      const paths = launch.partial.changed(next.routes);
      await launch.vendors.copyTo(launch.outDir);
      this.decided = await this.decidingModules(next);
      this.adopt(next);
      const client = this.newClient(next);
      // Requests are answered from `next` from here on: its assets wait for its first bundle, not
      // the launch's (which has none of its files).
      this.rebundleLater(client);
      await client;
      this.refresh!.after(next);
      if (paths.length) this.reload(paths);
      const api = [...next.apiModels].map(([name, model]) => `${name}: ${model.pages.length} API pages`);
      const guides = `${next.mdx.compiled.size} guides`;
      this.done(`site complete: ${next.routes.routes.length} pages (${[guides, ...api].join(', ')})`, started);
    } catch (error) {
      // No good site yet: the next save launches again, with a compiler of its own. This launch's
      // queued compiles stop and its compiler writes nothing more, as close() would have it: close()
      // only reaches the launch it still holds, and the site's folder may go as soon as it returns.
      if (this.launch === launch) this.launch = undefined;
      this.fail(error);
      launch.compiles.stop();
      await launch.compiler.close();
    }
  }

  private async saved(files: string[]): Promise<void> {
    const started = performance.now();
    try {
      // A save changes the complete site.
      await this.completing;
      if (!this.launch) {
        await this.launchSite();
        await this.completing;
        if (this.launch) this.reload(['*']);
        return;
      }
      const update = await this.update(this.launch, files);
      this.error = undefined;
      this.reload(update.paths);
      this.done(update.summary, started);
    } catch (error) {
      this.fail(error);
    }
  }

  /**
   * Saved stylesheets, and saved code only the bundles read, are bundled again; a saved page whose
   * front matter is unchanged is compiled alone and the routes made again from it; anything else
   * (config, front matter, theme, translations, new files) prepares the site again. Throws a
   * UserError for bad content: the last good site stays served.
   */
  private async update(launch: Launch, files: string[]): Promise<DevUpdate> {
    // Stylesheets are read by the bundles alone, never by what the site is prepared from. A CSS
    // module's class names are in the server's bundle too.
    if (files.every((file) => STYLESHEET.test(file) && existsSync(file))) {
      if (files.some((file) => CSS_MODULE.test(file))) launch.renderer.reset();
      const { error } = await this.rebundle();
      if (error) throw error;
      return { paths: ['*'], summary: 'stylesheets bundled again' };
    }
    // Code only the bundles read (a component, a page's code) is bundled again, as long as it
    // changes none of the decisions the bundles were made with.
    if (await this.onlyBundledCode(files)) {
      launch.renderer.reset();
      const { error } = await this.rebundle();
      if (error) throw error;
      return { paths: ['*'], summary: 'site code bundled again' };
    }
    const current = this.served!;
    const themeChanged = touchesTheme(files, this.siteDir);
    const allDocs = current.content.versions.flatMap((v) => v.docs);
    const docs = files.map((file) => allDocs.find((d) => d.file === resolve(file)));
    // A deleted page goes the long way: the site is scanned again without it.
    if (!themeChanged && docs.every((d): d is DocSource => !!d && existsSync(d.file))) {
      const next = await compileBodies(current, docs, this.options.reporter);
      if (next) {
        const stylesKept = keepsStyles(docs, current, next, launch.input.css);
        this.adopt(next);
        // The reload goes out once the page's HTML is ready; the bundle runs after it, so the two do
        // not share the CPU. Script requests wait for it from now on, as pages show the new content.
        const prepared = Promise.all(docs.map((doc) => launch.renderer.prepare(pageKey(doc))));
        this.rebundleLater(prepared, stylesKept);
        await prepared;
        this.refresh!.after(next);
        // By file: the next site's docs are new values.
        const saved = new Set(docs.map((doc) => doc.file));
        const paths = next.routes.routes.filter((r) => r.doc && saved.has(r.doc.file)).map((r) => r.path);
        return { paths, summary: `${docs.length} page(s) recompiled` };
      }
    }
    const { site: next, css } = await launch.prepare();
    const decided = await this.decidingModules(next);
    // The config, and so its PostCSS plugins, may have changed: the next client takes these.
    launch.input.css = css;
    launch.input.mdx = next.setup.mdx;
    // The theme's strings are constants its bundles are made with: a locale's new code.json needs new ones.
    const locale = bundleLocale(next.setup);
    const relabelled = JSON.stringify(locale) !== JSON.stringify(launch.input.locale);
    launch.input.locale = locale;
    // Pages and their scripts change together, with nothing awaited between: a page rendered
    // from the next site never runs the code of the last one (its words differ).
    this.adopt(next);
    const redecided = decided !== this.decided;
    this.decided = decided;
    const renewed = keysOf(next) !== this.clientKeys || themeChanged || relabelled || redecided;
    const client = renewed ? this.newClient(next) : Promise.resolve();
    // Site code (components, their CSS and SVGs) is in the bundles of pages that import it.
    if (themeChanged || relabelled || docs.some((doc) => !doc)) launch.renderer.reset();
    const assets = this.rebundle(client);
    await client;
    const { error } = await assets;
    if (error) throw error;
    this.refresh!.after(next);
    return { paths: ['*'], summary: 'site prepared again' };
  }

  /**
   * Whether every saved file is an existing module the last client bundle read, that neither the
   * theme is made of nor preparing the site reads (its config, plugins, sidebars and what they
   * import), and the site's code still names the same deciding modules.
   */
  private async onlyBundledCode(files: string[]): Promise<boolean> {
    const bundled = this.made[0]?.inputs;
    if (!bundled || !this.served || touchesTheme(files, this.siteDir)) return false;
    if (!files.every((file) => CODE.test(file) && bundled.has(resolve(file)) && existsSync(file))) return false;
    const prepared = await filesPreparingReads();
    if (!prepared || files.some((file) => prepared.has(resolve(file)))) return false;
    return (await this.decidingModules(this.served)) === this.decided;
  }

  /** `decidingModulesNamed` of a Docusaurus site: a ckdocs site's bundles depend on no such module. */
  private decidingModules(site: ServedSite): Promise<string> {
    const { docusaurus, fromPlugins } = site.setup;
    return docusaurus ? decidingModulesNamed(this.siteDir, fromPlugins?.themePaths ?? []) : Promise.resolve('');
  }

  /** Serves `next` from now on: every request after it is answered from it. */
  private adopt(next: ServedSite): void {
    const { input } = this.launch!;
    this.served = next;
    input.site = next.routes.site;
    input.pages = next.mdx.modules;
    input.clientModules = next.setup.fromPlugins?.clientModules;
    input.fromPlugins = next.setup.fromPlugins;
    this.routes = new Map(next.routes.routes.map((r) => [routeKey(r.path), r]));
    this.sidebars = sidebarFiles(input.baseUrl, next.routes.versions);
  }

  /** A new esbuild context, for the pages of `site`. */
  private async newClient(site: ServedSite): Promise<void> {
    await this.client?.dispose();
    this.client = await devClient(this.launch!.input);
    this.clientKeys = keysOf(site);
  }

  /**
   * Bundles once `ready` (a new client) is; requests for assets wait for it from now on. It never
   * rejects: a failure leaves the last good bundle's files answering.
   */
  private rebundle(ready: Promise<unknown> = Promise.resolve(), stylesKept = false): Promise<Assets> {
    const asked = ++this.generation;
    if (!stylesKept) this.restyling.add(asked);
    // One bundle at a time, each of the site as the latest generation left it when it begins:
    // esbuild answers a rebuild asked during another with that one's files, which may predate a save.
    const begun = this.bundling
      .then(() => ready)
      .then(() => {
        if (this.begun?.generation !== this.generation)
          this.begun = { generation: this.generation, made: this.client!.rebuild() };
        return this.begun;
      });
    this.bundling = begun.then(({ made }) => made).catch(() => undefined);
    return (this.assets = begun
      .then(async ({ generation, made }) => ({ generation, ...(await made) }))
      .finally(() => this.restyling.delete(asked))
      .then(
        ({ generation, bundle, files, inputs }) => {
          // Bundles asked for close together may be one, made for the latest of them; the latest
          // are kept, and the latest one's URLs are what pages link.
          if (!this.made.some((made) => made.generation === generation)) {
            const made = { generation, files, inputs, ...pageChunks(bundle.pages) };
            this.made = [made, ...this.made].slice(0, KEPT_BUNDLES);
          }
          if (this.made[0]!.generation === generation) void this.apply({ type: 'bundled', bundle });
          return {};
        },
        (error: unknown) => ({ error }),
      ));
  }

  /**
   * `rebundle`, once the update has answered: the bundle's error is then the site's. A client that
   * could not be made (`ready` failed) is the caller's to tell.
   */
  private rebundleLater(ready: Promise<unknown> = Promise.resolve(), stylesKept = false): void {
    const made = ready.then(
      () => true,
      () => false,
    );
    void this.rebundle(ready, stylesKept).then(async ({ error }) => {
      if (error && (await made)) void this.apply({ type: 'failed', error });
    });
  }

  /**
   * A file of the client bundle, and the bundle it is of: of bundle `generation` when a page asks
   * for its own and it is kept; one named by its content from any bundle kept (a page preloads the
   * chunks of the bundle made before its own); else of the bundle under way once made, or of one
   * before it for a name it lacks.
   */
  async clientFile(path: string, generation?: number): Promise<{ file: OutputFile; generation: number } | undefined> {
    const kept = (made: MadeBundle) => {
      const file = made.files.get(path);
      return file && { file, generation: made.generation };
    };
    const own = this.made.find((made) => made.generation === generation);
    // A page's chunk that an earlier bundle named waits for the page's own bundle (`ownPageChunk`):
    // named by its content, it is still that earlier code.
    const earlierPage = generation !== undefined && this.made.some((made) => made.pageOfChunk.has(path));
    const now = own ? [own] : contentNamed(path, this.launch!.input.baseUrl) && !earlierPage ? this.made : [];
    const found = now.map(kept).find(Boolean);
    if (found) return found;
    // A stylesheet holds back a page's first paint: the last one made, at once, where no bundle
    // under way may write another (a save of a page's words alone).
    const latest = STYLESHEET_FILE.test(path) && !this.restyling.size && this.made[0] && kept(this.made[0]);
    if (latest) return latest;
    await this.assets;
    return this.ownPageChunk(path, generation) ?? this.made.map(kept).find(Boolean);
  }

  /**
   * The chunk of bundle `generation` for the page whose chunk an earlier bundle named `path`: a
   * page rendered while its own bundle was under way names the chunks of the one made before, whose
   * code would draw the page as an earlier save left it.
   */
  private ownPageChunk(path: string, generation?: number): { file: OutputFile; generation: number } | undefined {
    const own = this.made.find((made) => made.generation === generation);
    const key = own && this.made.map((made) => made.pageOfChunk.get(path)).find((page) => page !== undefined);
    const file = key === undefined ? undefined : own!.files.get(own!.pages.get(key) ?? '');
    return file && { file, generation: own!.generation };
  }

  /** Tells open pages to reload: those at `paths`, '*' for every page this state answers. */
  private reload(paths: string[]): void {
    const every = this.options.besideFirst ? `${this.launch!.input.baseUrl}*` : '*';
    this.options.events.send({ type: 'reload', paths: paths.map((path) => (path === '*' ? every : path)) });
  }

  private fail(error: unknown): void {
    if (this.closed) return; // work stopped by close() ends in errors nobody needs
    this.error = error;
    if (error instanceof UserError) printUserError(error);
    else process.stderr.write(`${pc.red('internal error')} ${(error as Error).stack ?? String(error)}\n`);
    this.options.events.send(errorEvent(error));
  }

  private done(summary: string, started: number): void {
    const locale = this.options.besideFirst ? `locale ${this.options.locale}: ` : '';
    this.options.reporter.info(`${pc.green('✔')} ${locale}${summary} in ${Math.round(performance.now() - started)} ms`);
  }

  /** Errors from now on are nobody's: the server is closing. */
  close(): void {
    this.closed = true;
  }

  /** Ends what the launch still has running (TypeDoc, background compiles): its completion then fails. */
  stop(): void {
    if (!this.launch || this.served) return;
    this.launch.compiles.stop();
    this.launch.api.stop();
  }

  /** Resolves once the search indexes follow the last update (for tests and tools). */
  searchUpdated(): Promise<void> {
    return this.refresh?.written() ?? Promise.resolve();
  }

  async dispose(): Promise<void> {
    const launch = this.launch;
    if (!launch) return;
    await this.completing;
    await this.refresh!.dispose();
    await this.client?.dispose();
    await launch.compiler.close();
  }
}

/** A bundle's page chunks by page, and its pages by chunk. */
const pageChunks = (pages: Map<string, string>) => ({
  pages,
  pageOfChunk: new Map([...pages].map(([key, url]) => [url, key])),
});

/** A stylesheet of the client bundle, by its URL. */
const STYLESHEET_FILE = /\.css$/;

/**
 * Whether saving `docs` leaves the client's stylesheets as they were: their pages import what they
 * did (so the same CSS), and the site's PostCSS neither read them nor scanned their folder
 * (Tailwind writes the classes it finds in a page's text).
 */
function keepsStyles(docs: DocSource[], before: ServedSite, after: ServedSite, css: SiteCss): boolean {
  const scanned = [...css.scannedDirs];
  const importsOf = (site: ServedSite, doc: DocSource) => site.mdx.modules.get(pageKey(doc))?.imports.join('\n');
  return docs.every((doc) => {
    const imported = importsOf(before, doc);
    return (
      imported !== undefined &&
      imported === importsOf(after, doc) &&
      !css.dependencies.has(doc.file) &&
      !scanned.some((dir) => within(doc.file, dir))
    );
  });
}

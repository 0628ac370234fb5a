import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Localization } from '../config/schemas/i18n.js';
import { localizedDir } from '../docusaurus/localized-dir.js';
import { localeOfPath } from '../docusaurus/locales.js';
import { NO_LOCALES_WARNING } from '../i18n/later-locales.js';
import type { Reporter } from '../util/reporter.js';
import { within } from '../util/within.js';
import { DevState, type DevStateOptions } from './dev-state.js';
import type { ServedSite } from './site-updates.js';

/**
 * Whether `site`'s locale shows `file`, a doc or a post of the default locale's blog, from its
 * translation, as Docusaurus's content plugins read a file the locale's folder has: saving it
 * changes none of that locale's pages. Not once it is deleted, which takes it out of every locale.
 */
function shownTranslated(site: ServedSite, file: string): boolean {
  if (!existsSync(file)) return false;
  const { siteDir, config, docusaurus } = site.setup;
  const docs = new Set(site.content.versions.flatMap((version) => version.docs.map((doc) => doc.file)));
  const translation = (dir: string, localized: string | undefined) => {
    const root = resolve(siteDir, dir);
    return localized === undefined || !within(file, root) ? undefined : join(siteDir, localized, relative(root, file));
  };
  const doc = config.docs.versions.some(({ dir, localizedDir }) => {
    const translated = translation(dir, localizedDir);
    return translated !== undefined && docs.has(translated);
  });
  // A Docusaurus site's blog posts (the blog plugin's own instances: a plugin wrapping it may read them otherwise).
  const post = docusaurus?.plugins
    .filter((plugin) => plugin.packageName === '@docusaurus/plugin-content-blog')
    .some(({ options }) => {
      const name = { name: 'docusaurus-plugin-content-blog', id: options.id };
      const translated = translation(String(options.path), localizedDir(docusaurus.core, docusaurus.context, name));
      return translated !== undefined && existsSync(translated);
    });
  return doc || post === true;
}

/** A locale served beside the first, and its launch: saves wait for it, so that none is missed. */
interface LaterLocale {
  state: DevState;
  launched: Promise<void>;
}

/**
 * The locales `serve` answers, each its own dev state (dev-state.ts) under its base URL: the one it
 * started with (`--locale`, else the default one) and, without `--locale`, each other locale from
 * the first request under its base URL (the locale dropdown leads there).
 * A site of one locale has the first state alone, which answers every request as it always did.
 */
export class ServedLocales {
  readonly first: DevState;
  private readonly later = new Map<string, LaterLocale>();
  /** Whether other locales are made on request: not when `--locale` named the one to serve. */
  private readonly switching: boolean;

  /** What has been warned of: the other locales read the same config and code, and do not say it again. */
  private readonly warned = new Set<string>();

  constructor(private readonly options: DevStateOptions) {
    const { reporter } = options;
    const warn = (message: string) => {
      this.warned.add(message);
      reporter.warn(message);
    };
    this.first = new DevState({ ...options, reporter: { ...reporter, warn } });
    this.switching = options.locale === undefined;
  }

  /** Launches the first state; `--locale` on a site without locales is warned of, as `build` does. */
  async launch(): Promise<void> {
    await this.first.apply({ type: 'launch' });
    const setup = this.first.launch?.setup;
    if (this.options.locale && setup && !setup.config.localization) this.options.reporter.warn(NO_LOCALES_WARNING);
  }

  /** Every state made so far, the first one first. */
  get states(): DevState[] {
    return [this.first, ...[...this.later.values()].map((locale) => locale.state)];
  }

  /** The error open pages show: the first state's, else a later locale's. */
  get error(): unknown {
    return this.states.find((state) => state.error !== undefined)?.error;
  }

  /**
   * The state that answers `path`: the locale whose base URL it is under, launched on its first
   * request (which waits for it), or the first state.
   */
  async stateFor(path: string): Promise<DevState> {
    const i18n = this.i18n();
    const locale = this.switching && i18n ? localeOfPath(i18n, path) : undefined;
    if (!locale || locale === i18n!.current) return this.first;
    let later = this.later.get(locale);
    if (!later) {
      const base = i18n!.locales.find(({ name }) => name === locale)!.baseUrl;
      this.options.reporter.info(`locale ${locale}: preparing it for its first request (${base}), then serving it too`);
      const state = new DevState({ ...this.options, reporter: this.reporterOf(locale), locale, besideFirst: true });
      later = { state, launched: state.apply({ type: 'launch' }) };
      this.later.set(locale, later);
    }
    await later.launched;
    return later.state;
  }

  /** A later locale's reporter: its warnings name it, and what was said already is not said again. */
  private reporterOf(locale: string): Reporter {
    const { reporter } = this.options;
    const warn = (message: string) => {
      if (this.warned.has(message)) return;
      this.warned.add(message);
      reporter.warn(`locale ${locale}: ${message}`);
    };
    return { ...reporter, warn };
  }

  /** Applies saved files to each locale's state that one of them concerns. */
  async saved(files: string[]): Promise<void> {
    const first = { state: this.first, launched: Promise.resolve() };
    await Promise.all(
      [first, ...this.later.values()].map(async ({ state, launched }) => {
        await launched;
        const own = this.filesOf(state, files);
        if (own.length) await state.apply({ type: 'saved', files: own });
      }),
    );
  }

  /**
   * `files` but those none of the state's pages are made from: the translation folders of other
   * locales (`i18n/<locale>/`), and the default locale's copy of a doc the state shows translated.
   */
  private filesOf(state: DevState, files: string[]): string[] {
    const i18n = this.i18n();
    if (!i18n) return files;
    const own = state.options.locale ?? i18n.default;
    const dirs = i18n.locales.filter(({ name }) => name !== own).map((locale) => locale.translations);
    return files.filter(
      (file) => !dirs.some((dir) => within(file, dir)) && !(state.served && shownTranslated(state.served, file)),
    );
  }

  /** The site's locales as the first state last read them; none on a site of one locale, nor before a launch went through. */
  private i18n(): Localization | undefined {
    const i18n = this.setup()?.config.localization;
    return i18n && i18n.locales.length > 1 ? i18n : undefined;
  }

  /** Errors from now on are nobody's: the server is closing. */
  close(): void {
    for (const state of this.states) state.close();
  }

  /** Ends what the states still have running (a later locale's launch first goes through). */
  async stop(): Promise<void> {
    await Promise.all([...this.later.values()].map((locale) => locale.launched));
    for (const state of this.states) state.stop();
  }

  async dispose(): Promise<void> {
    await Promise.all(this.states.map((state) => state.dispose()));
  }

  private setup() {
    return this.first.served?.setup ?? this.first.launch?.setup;
  }
}

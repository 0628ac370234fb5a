/*
 * Structural stand-ins for the parts of `i18next` that the public API of `@commandkit/i18n` refers to.
 * This file is not re-exported by the module entry point.
 */

/** Kinds of i18next plugin modules. */
export type ModuleType =
  | 'backend'
  | 'logger'
  | 'languageDetector'
  | 'postProcessor'
  | 'i18nFormat'
  | 'formatter'
  | '3rdParty';

/** An i18next plugin object, such as a backend or a post processor. */
export interface Module {
  /** What kind of plugin this is. */
  type: ModuleType;
}

/** A class whose instances are of type `T`. */
export type Newable<T> = new (...args: any[]) => T;

/** A plugin class that also states its module type as a static property. */
export type NewableModule<T extends Module> = Newable<T> & { type: T['type'] };

/** A translation function: looks a key up and interpolates the given values. */
export interface TFunction {
  (key: string | string[], options?: Record<string, unknown>): string;
}

/** Initialisation options of i18next. */
export interface InitOptions {
  /** Logs what i18next does to the console. */
  debug?: boolean;
  /** Language to use when none is detected. */
  lng?: string;
  /** Language(s) used when a key is missing in the requested one. */
  fallbackLng?: string | readonly string[] | false;
  /** Namespaces to load. */
  ns?: string | readonly string[];
  /** Namespace used when a key names none. */
  defaultNS?: string | readonly string[] | false;
  /** Languages to load up front. */
  preload?: readonly string[] | false;
  /** Which variants of a language code to load. */
  load?: 'all' | 'currentOnly' | 'languageOnly';
  /** Languages allowed; others fall back. */
  supportedLngs?: readonly string[] | false;
  /** Reports missing keys to the backend. */
  saveMissing?: boolean;
  /** Allows bundled resources to be completed by a backend. */
  partialBundledLanguages?: boolean;
  /** Interpolation settings such as `escapeValue`. */
  interpolation?: Record<string, unknown>;
  /** Options passed to the backend plugin. */
  backend?: Record<string, unknown>;
  /** Any other i18next option. */
  [option: string]: unknown;
}

/** An i18next instance. */
export interface i18n {
  /** Language currently selected. */
  language: string;
  /** Languages in lookup order (current language first, then fallbacks). */
  languages: readonly string[];
  /** Translates a key in the current language. */
  t: TFunction;
  /** Returns a translation function bound to a language, a namespace and a key prefix. */
  getFixedT(lng: string | readonly string[] | null, ns?: string | readonly string[] | null, keyPrefix?: string): TFunction;
  /** Changes the current language. */
  changeLanguage(lng?: string): Promise<TFunction>;
  /** Tells whether a translation exists for a key. */
  exists(key: string | string[], options?: Record<string, unknown>): boolean;
  /** Registers a plugin module. */
  use(module: Module | NewableModule<Module> | Newable<Module>): this;
  /** Reloads translation resources from the backend. */
  reloadResources(lngs?: string | readonly string[], ns?: string | readonly string[]): Promise<void>;
}

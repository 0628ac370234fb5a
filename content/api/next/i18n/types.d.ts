import type { Module, Newable, NewableModule } from './external';

/**
 * An i18next plugin given to {@link LocalizationPluginOptions.plugins}: a plugin object, a plugin class, or
 * a plugin class that declares its module type.
 */
export type LocalizationModule = NewableModule<Module> | Module | Newable<Module>;

/**
 * A function that produces an i18next plugin, possibly asynchronously, for plugins that should only be
 * imported when the i18n plugin activates.
 *
 * @example
 * ```ts
 * import { i18n } from '@commandkit/i18n';
 *
 * i18n({
 *   plugins: [async () => (await import('i18next-icu')).default],
 * });
 * ```
 */
export type DynamicLocalizationModule = () => Promise<LocalizationModule> | LocalizationModule;

import type { Locale } from 'discord.js';
import type {
  COMMAND_METADATA_KEY,
  MESSAGE_CTX_COMMAND_METADATA_KEY,
  USER_CTX_COMMAND_METADATA_KEY,
} from './variables';
import type { DynamicLocalizationModule, LocalizationModule } from './types';
import type { i18n, InitOptions } from './external';

/**
 * Translation of a context menu command, which only has a name.
 */
export interface BasicCommandTranslationMetadata {
  /** Localized name of the command. */
  name?: string;
}

/**
 * Translation helpers of the current command or event, as returned by {@link locale} and by
 * `ctx.locale()` in commands.
 *
 * @example
 * ```ts
 * import type { ChatInputCommand } from 'commandkit';
 *
 * export const chatInput: ChatInputCommand = async (ctx) => {
 *   const { t } = ctx.locale();
 *   await ctx.interaction.reply(t('daily_reward', { coins: 50 }));
 * };
 * ```
 */
export interface CommandLocalizationContext {
  /** The i18next instance. */
  i18n: i18n;
  /**
   * Translates a key of the current command's (or event's) translation file in the selected locale.
   *
   * @param key - The key to translate.
   * @param options - Values to interpolate and other i18next options.
   * @returns The translated text.
   */
  t: (key: string, options?: Record<string, unknown>) => string;
  /** The locale translations are made in. */
  locale: Locale;
  /**
   * `true` when the context was created for an event handler; `t` then reads the event's translation file
   * instead of a command's.
   */
  isEventWorker?: boolean;
}

/**
 * Localized texts of a slash command, stored under {@link COMMAND_METADATA_KEY} in a translation file.
 *
 * @remarks
 * `options` follows the order of the command's options. Each item gives the name and description of one
 * option, or, for subcommands and groups, an object keyed by nested option.
 */
export interface CommandTranslationMetadata {
  /** Localized name of the command. */
  name?: string;
  /** Localized description of the command. */
  description?: string;
  /** Localized names and descriptions of the options, in the order the options are declared. */
  options?: (
    | Record<'name' | 'description', string>
    | Record<string, Record<'name' | 'description', string>>
  )[];
}

/**
 * Shape of the translation file of one command in one locale
 * (`src/app/locales/<locale>/<command>.json`).
 *
 * @remarks
 * Besides the three metadata entries, the file holds the keys your command translates with `t()`.
 */
export interface CommandTranslation {
  /** Texts of the slash command. */
  [COMMAND_METADATA_KEY]: CommandTranslationMetadata;
  /** Name of the user context menu command. */
  [USER_CTX_COMMAND_METADATA_KEY]: BasicCommandTranslationMetadata;
  /** Name of the message context menu command. */
  [MESSAGE_CTX_COMMAND_METADATA_KEY]: BasicCommandTranslationMetadata;
  /** The translated strings of the command, by key. */
  translations: Record<string, unknown>;
}

/**
 * Options of the {@link I18nPlugin}, given to {@link i18n}.
 *
 * @example
 * ```ts
 * import { i18n } from '@commandkit/i18n';
 *
 * i18n({
 *   i18nOptions: { fallbackLng: 'en-GB', debug: process.env.NODE_ENV !== 'production' },
 * });
 * ```
 */
export interface LocalizationPluginOptions {
  /** i18next plugins to register, applied in the given order. */
  plugins?: Array<LocalizationModule | DynamicLocalizationModule>;
  /** Options merged into the i18next initialisation options. */
  i18nOptions?: InitOptions;
}

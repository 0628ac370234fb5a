import type { Locale } from 'discord.js';

/**
 * Key of the entry of a translation file that holds the localized name, description and option texts of a
 * slash command.
 *
 * @remarks
 * The value is `"$command"`. See {@link CommandTranslationMetadata} for the shape of the entry.
 *
 * @example
 * ```json
 * {
 *   "$command": {
 *     "name": "rang",
 *     "description": "Zeigt deinen Rang in der Bestenliste"
 *   },
 *   "rank_line": "{{user}} ist auf Platz {{position}}"
 * }
 * ```
 */
export declare const COMMAND_METADATA_KEY: '$command';

/**
 * Every locale code Discord accepts for localized names and descriptions (the values of discord.js's
 * `Locale` enum).
 *
 * @remarks
 * Locale folders whose name is not in this set are ignored when translation files are loaded.
 *
 * @example
 * ```ts
 * import { DISCORD_LOCALES } from '@commandkit/i18n';
 *
 * DISCORD_LOCALES.has('pt-BR'); // true
 * ```
 */
export declare const DISCORD_LOCALES: Set<Locale>;

/**
 * Key of the entry of a translation file that holds the localized name of the message context menu
 * variant of a command.
 *
 * @remarks
 * The value is `"$command:message-ctx"`. See {@link BasicCommandTranslationMetadata}.
 */
export declare const MESSAGE_CTX_COMMAND_METADATA_KEY: '$command:message-ctx';

/**
 * Key of the entry of a translation file that holds the localized name of the user context menu variant of
 * a command.
 *
 * @remarks
 * The value is `"$command:user-ctx"`. See {@link BasicCommandTranslationMetadata}.
 */
export declare const USER_CTX_COMMAND_METADATA_KEY: '$command:user-ctx';

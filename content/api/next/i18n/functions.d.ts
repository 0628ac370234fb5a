import type { Locale } from 'discord.js';
import type { CommandKit } from 'commandkit';
import type { I18nCliTemplatePlugin, I18nPlugin } from './classes';
import type { CommandLocalizationContext, LocalizationPluginOptions } from './interfaces';
import type { i18n as I18nInstance, TFunction } from './external';

/**
 * Returns an i18next translation function fixed to a language, and optionally to a namespace and a key
 * prefix.
 *
 * @remarks
 * Useful outside commands, for example in scheduled jobs or utility modules, where no command context is
 * available.
 *
 * @param lng - Language, or languages in lookup order.
 * @param ns - Namespace (translation file name) to read from.
 * @param keyPrefix - Prefix added to every key.
 * @returns The translation function.
 *
 * @example
 * ```ts
 * import { fetchT } from '@commandkit/i18n';
 *
 * const t = fetchT('es-ES', 'announcements');
 * await channel.send(t('tournament_starts', { hour: '20:00' }));
 * ```
 */
export declare function fetchT(lng: string | string[], ns?: string | null, keyPrefix?: string): TFunction;

/**
 * Creates the localization plugins: the {@link I18nPlugin} runtime plugin and the
 * {@link I18nCliTemplatePlugin}.
 *
 * @remarks
 * Unless overridden in `i18nOptions`, the default namespace is `default`, the fallback language `en-US`,
 * only the current language is loaded and missing keys are not saved.
 *
 * @param options - Plugins and i18next options.
 * @returns The runtime plugin and the CLI plugin.
 *
 * @example
 * ```ts
 * // commandkit.config.ts
 * import { defineConfig } from 'commandkit';
 * import { i18n } from '@commandkit/i18n';
 *
 * export default defineConfig({
 *   plugins: [i18n()],
 * });
 * ```
 */
export declare function i18n(options?: LocalizationPluginOptions): [I18nPlugin, I18nCliTemplatePlugin];

/**
 * Returns the translation helpers of the command or event being handled.
 *
 * @remarks
 * In a command it behaves like `ctx.locale()`: `t` reads the command's translation file. In an event
 * handler, `t` reads the `<event>.event` file and `isEventWorker` is `true`. Without a locale argument, the
 * locale of the interaction (or CommandKit's default locale) is used.
 *
 * @param locale - Locale to translate into instead of the detected one.
 * @returns The translation helpers.
 * @throws When called outside a command or an event handler.
 *
 * @example
 * ```ts
 * // src/app/events/guildMemberAdd/welcome.ts
 * import type { GuildMember } from 'discord.js';
 * import { locale } from '@commandkit/i18n';
 *
 * export default async function (member: GuildMember) {
 *   const { t } = locale(member.guild.preferredLocale);
 *   await member.send(t('welcome', { server: member.guild.name }));
 * }
 * ```
 */
export declare function locale(locale?: Locale): CommandLocalizationContext;

/**
 * Returns the i18next instance set up by the {@link I18nPlugin}.
 *
 * @param commandkit - The CommandKit instance; the running one when omitted.
 * @returns The i18next instance.
 * @throws When the i18n plugin is not registered.
 *
 * @example
 * ```ts
 * import { useI18n } from '@commandkit/i18n';
 *
 * const i18next = useI18n();
 * console.log(`translations loaded for: ${i18next.languages.join(', ')}`);
 * ```
 */
export declare function useI18n(commandkit?: CommandKit): I18nInstance;

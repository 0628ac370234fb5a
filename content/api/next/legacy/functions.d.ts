import type { LegacyCommandsCLIPlugin, LegacyHandlerPlugin } from './classes';
import type { LegacyHandlerPluginOptions, ValidationProps } from './interfaces';

/**
 * Built-in validation behind the `devOnly` command option.
 *
 * @remarks
 * For a command whose options set `devOnly`, it replies with an ephemeral refusal and returns `true` when
 * the command is used in a server that is not a development server, or by someone who is neither a listed
 * developer nor holds a developer role. Autocomplete interactions are never blocked.
 *
 * @param props - The validation data, plus the developer ids from the plugin options.
 * @returns `true` when the command was refused, otherwise nothing.
 */
export declare function devOnlyValidation(
  props: ValidationProps & {
    handlerData: {
      devGuildIds: string[];
      devRoleIds: string[];
      devUserIds: string[];
    };
  },
): true | undefined;

/**
 * Creates the plugins that run commands, events and validations written for CommandKit's original handler:
 * the {@link LegacyHandlerPlugin} and the {@link LegacyCommandsCLIPlugin}.
 *
 * @param options - Folders and developer ids; missing fields take their defaults (`./commands`, `./events`,
 *   `./validations`, built-in validations on, no developers).
 * @returns The runtime plugin and the CLI plugin.
 *
 * @example
 * ```ts
 * // commandkit.config.ts
 * import { defineConfig } from 'commandkit';
 * import { legacy } from '@commandkit/legacy';
 *
 * export default defineConfig({
 *   plugins: [
 *     legacy({
 *       commandsPath: './legacy/commands',
 *       devGuildIds: ['1122334455667788990'],
 *       devUserIds: ['998877665544332211'],
 *     }),
 *   ],
 * });
 * ```
 */
export declare function legacy(
  options?: Partial<LegacyHandlerPluginOptions>,
): [LegacyHandlerPlugin, LegacyCommandsCLIPlugin];

/**
 * Built-in validation behind the `userPermissions` and `botPermissions` command options.
 *
 * @remarks
 * When the member or the bot lacks one of the required permissions, it replies with an ephemeral embed
 * listing what is missing and returns `true`. Autocomplete interactions are never blocked.
 *
 * @param props - The validation data.
 * @returns `true` when the command was refused, otherwise nothing.
 */
export declare function permissionValidation(props: ValidationProps): true | undefined;

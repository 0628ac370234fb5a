import type {
  AutocompleteInteraction,
  ChatInputCommandInteraction,
  Client,
  ContextMenuCommandInteraction,
  MessageContextMenuCommandInteraction,
  PermissionsString,
  UserContextMenuCommandInteraction,
} from 'discord.js';
import type { CommandKit } from 'commandkit';
import type { CommandData, CommandRunner, ValidationFunction } from './types';

/**
 * A legacy command file after it has been loaded: its data, options and the functions to run for each
 * kind of interaction.
 */
export interface CommandFileData {
  /** The command data sent to Discord. */
  data: CommandData;
  /** The `options` export of the file. */
  options?: CommandOptions;
  /** The `run` export, used for slash commands. */
  chatInput: CommandRunner<ChatInputCommandInteraction>;
  /** The `run` export, when the command is a message context menu command. */
  messageContextMenu?: CommandRunner<MessageContextMenuCommandInteraction>;
  /** The `run` export, when the command is a user context menu command. */
  userContextMenu?: CommandRunner<UserContextMenuCommandInteraction>;
  /** The `autocomplete` export. */
  autocomplete?: CommandRunner<AutocompleteInteraction>;
  /** Name of the sub-folder the file sits in, or `null` at the top of the commands folder. */
  category: string | null;
  /** Absolute path of the file. */
  path: string;
}

/**
 * The command as seen by validation functions (the `commandObj` of {@link ValidationProps}).
 */
export interface CommandObject {
  /** Name of the sub-folder the command file sits in, or `null`. */
  category: string | null;
  /** The command data. */
  data: CommandData;
  /** Absolute path of the command file. */
  filePath: string;
  /** The `options` export of the command file. */
  options: CommandOptions;
}

/**
 * The `options` export of a legacy command file, read by the built-in validations.
 *
 * @example
 * ```ts
 * import type { CommandOptions } from '@commandkit/legacy';
 *
 * export const options: CommandOptions = {
 *   guildOnly: true,
 *   userPermissions: ['BanMembers'],
 *   botPermissions: ['BanMembers'],
 * };
 * ```
 */
export interface CommandOptions {
  /** Permissions the bot needs; the built-in permission validation refuses the command when some are missing. */
  botPermissions?: PermissionsString[];
  /**
   * Comes from the original CommandKit handler, where it removed the command from Discord. The legacy plugin
   * accepts it for compatibility but does not act on it.
   */
  deleted?: boolean;
  /**
   * Restricts the command to the developers listed in {@link LegacyHandlerPluginOptions} (users, roles) and
   * to the development servers.
   */
  devOnly?: boolean;
  /**
   * Registers the command in the development servers listed in {@link LegacyHandlerPluginOptions.devGuildIds}
   * instead of globally.
   */
  guildOnly?: boolean;
  /** Permissions the member running the command must have. */
  userPermissions?: PermissionsString[];
}

/**
 * Options of the {@link LegacyHandlerPlugin}; every field has a default when passed to {@link legacy}.
 */
export interface LegacyHandlerPluginOptions {
  /** Folder of the command files, relative to the source directory. Defaults to `./commands`. */
  commandsPath: string;
  /** Folder of the event handlers, relative to the source directory. Defaults to `./events`. */
  eventsPath: string;
  /** Folder of the validation files, relative to the source directory. Defaults to `./validations`. */
  validationsPath: string;
  /** Set to `true` to turn off the built-in dev-only and permission validations. Defaults to `false`. */
  skipBuiltInValidations: boolean;
  /** Ids of the users allowed to run `devOnly` commands. */
  devUserIds: string[];
  /** Ids of the servers where `devOnly` commands may run. */
  devGuildIds: string[];
  /** Ids of the roles whose members may run `devOnly` commands. */
  devRoleIds: string[];
}

/**
 * A validation loaded from the validations folder (or one of the built-in ones).
 */
export interface ValidationFunctionData {
  /** Name of the validation (its file name without extension). */
  name: string;
  /** Path of the file the validation comes from, or `built-in`. */
  path: string;
  /** The validation itself. */
  validate: ValidationFunction;
}

/**
 * Everything a validation function receives about the command that is about to run.
 */
export interface ValidationProps {
  /** The logged-in discord.js client. */
  client: Client<true>;
  /** The interaction that triggered the command. */
  interaction: ChatInputCommandInteraction | AutocompleteInteraction | ContextMenuCommandInteraction;
  /** The command being run. */
  commandObj: CommandObject;
  /** The CommandKit instance. */
  handler: CommandKit;
}

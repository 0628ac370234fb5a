/**
 * Declarations of commandkit 0.1.10 that its sources define but its published bundle does not
 * export by name. They still shape the public API (the `CommandKit` constructor takes
 * {@link CommandKitOptions}, `reloadCommands` takes {@link ReloadOptions}), so they are documented
 * here, written from the 0.1.10 sources.
 *
 * @packageDocumentation
 */
import type { CacheType, Client, Interaction } from 'discord.js';
import type { CommandData, CommandKit, CommandOptions, ReloadType } from 'commandkit';

/**
 * What `new CommandKit(...)` accepts: the client to attach to and where your handler files live.
 *
 * @example
 * ```ts
 * import { Client, GatewayIntentBits } from 'discord.js';
 * import { CommandKit } from 'commandkit';
 * import path from 'node:path';
 *
 * const client = new Client({ intents: [GatewayIntentBits.Guilds] });
 *
 * new CommandKit({
 *   client,
 *   commandsPath: path.join(__dirname, 'commands'),
 *   eventsPath: path.join(__dirname, 'events'),
 *   devGuildIds: ['123456789012345678'],
 *   bulkRegister: true,
 * });
 * ```
 */
export interface CommandKitOptions {
  /** The discord.js client CommandKit registers commands for and listens on. */
  client: Client;
  /** Folder of command files; commands are not handled when it is left out. */
  commandsPath?: string;
  /** Folder of event folders, one per discord.js event name. */
  eventsPath?: string;
  /** Folder of validation functions that run before every command. */
  validationsPath?: string;
  /** Servers where commands marked `devOnly` are registered and allowed to run. */
  devGuildIds?: string[];
  /** Users allowed to run commands marked `devOnly`. */
  devUserIds?: string[];
  /** Roles whose members may run commands marked `devOnly`. */
  devRoleIds?: string[];
  /** Turns off the built-in checks (such as `devOnly`) so only your validations run. */
  skipBuiltInValidations?: boolean;
  /** Registers all application commands in one request instead of one request per command. */
  bulkRegister?: boolean;
}

/**
 * Which commands `CommandKit.reloadCommands()` registers again: `'dev'` for the development
 * servers, `'global'` for every server, or a {@link ReloadType} member for either.
 */
export type ReloadOptions = 'dev' | 'global' | ReloadType;

/**
 * The state a `CommandKit` instance keeps: its options plus the handlers it builds from them.
 *
 * @remarks Internal to CommandKit; the handler objects are not part of the public API and may
 * change between releases.
 */
export type CommandKitData = CommandKitOptions & {
  /** Loads command files, registers them with Discord and runs them. */
  commandHandler?: object;
  /** Loads event folders and attaches their functions to the client. */
  eventHandler?: object;
  /** Loads validation files and runs them before commands. */
  validationHandler?: object;
};

/**
 * What a command's `run` and `autocomplete` functions receive internally: the interaction, the
 * client it came from and the CommandKit instance handling it.
 *
 * @typeParam T - The kind of interaction.
 * @typeParam Cached - Whether the interaction's guild is cached.
 */
export type CommandContext<T extends Interaction, Cached extends CacheType> = {
  /** The interaction that started the command. */
  interaction: T extends Interaction<Cached> ? T : never;
  /** The ready client that received the interaction. */
  client: Client<true>;
  /** The CommandKit instance that handled it. */
  handler: CommandKit;
};

/**
 * A command file once CommandKit has loaded it: the exports of the file plus where it was found.
 */
export type CommandFileObject = {
  /** The command's registration data. */
  data: CommandData;
  /** Options such as `devOnly` or the permissions the command needs. */
  options?: CommandOptions;
  /** Runs the command. */
  run: <Cached extends CacheType = CacheType>(ctx: CommandContext<Interaction, Cached>) => void;
  /** Answers autocomplete requests for the command's options. */
  autocomplete?: <Cached extends CacheType = CacheType>(ctx: CommandContext<Interaction, Cached>) => void;
  /** Absolute path of the file. */
  filePath: string;
  /** Name of the folder the file is in, or `null` at the top of the commands folder. */
  category: string | null;
  /** Any other export of the file. */
  [key: string]: unknown;
};

/**
 * The version of CommandKit, as a semver string.
 *
 * @remarks The 0.1.10 sources declare it, but the published 0.1.10 bundle does not export it:
 * with that release, read `version` from `commandkit/package.json` instead.
 */
export declare const version: string;

import { EventEmitter } from 'node:events';
import {
  ButtonBuilder,
  ChannelSelectMenuBuilder,
  Collection,
  MentionableSelectMenuBuilder,
  ModalBuilder,
  RoleSelectMenuBuilder,
  StringSelectMenuBuilder,
  UserSelectMenuBuilder,
} from 'discord.js';
import type {
  Attachment,
  Awaitable,
  Channel,
  ChannelSelectMenuInteraction,
  Client,
  ClientEvents,
  CommandInteractionOption,
  Constructable,
  Guild,
  GuildMember,
  Interaction,
  Locale,
  MentionableSelectMenuInteraction,
  Message,
  Role,
  RoleSelectMenuInteraction,
  StringSelectMenuInteraction,
  TextBasedChannel,
  User,
  UserSelectMenuInteraction,
} from 'discord.js';
import type { CommandKitEnvironmentType, PluginType } from './enums';
import type { createElement, Fragment } from './functions';
import type {
  AnalyticsEvent,
  AnalyticsProvider,
  AppEventsHandlerLoadedData,
  AsyncQueueOptions,
  Command,
  CommandKitConfiguration,
  CommandKitEventDispatch,
  CommandKitHMREvent,
  CommandKitOptions,
  CommandMetadata,
  CommandsRouterOptions,
  ContextParameters,
  EventInterceptorContextData,
  EventsRouterOptions,
  FeatureFlagDefinition,
  FlagConfiguration,
  FlagProvider,
  ILogger,
  KvOptions,
  LoadedCommand,
  Middleware,
  MiddlewareContextArgs,
  MutexOptions,
  MutexStorage,
  ParsedCommandData,
  ParsedEvent,
  ParsedMessageCommand,
  PluginTransformParameters,
  PreparedAppCommandExecution,
  PreRegisterCommandsEvent,
  RateLimitOptions,
  RateLimitStorage,
  RunCommandOptions,
  SemaphoreOptions,
  SemaphoreStorage,
  TransformedResult,
} from './interfaces';
import type {
  AsyncFunction,
  AsyncQueueTask,
  AutocompleteCommandContext,
  ButtonKitPredicate,
  ChatInputCommandContext,
  CommandBuilderLike,
  CommandContextOptions,
  CommandData,
  CommandExecutionMode,
  CommandKitButtonBuilderInteractionCollectorDispatch,
  CommandKitButtonBuilderInteractionCollectorDispatchContextData,
  CommandKitButtonBuilderOnEnd,
  CommandKitModalBuilderInteractionCollectorDispatch,
  CommandKitModalBuilderInteractionCollectorDispatchContextData,
  CommandKitModalBuilderOnEnd,
  CommandKitSelectMenuBuilderInteractionCollectorDispatch,
  CommandKitSelectMenuBuilderInteractionCollectorDispatchContextData,
  CommandKitSelectMenuBuilderOnEnd,
  CommonDirectiveTransformerOptions,
  CommonPluginRuntime,
  EventInterceptorErrorHandler,
  EventsTree,
  FilterFunction,
  GenericFunction,
  IdentifyEvent,
  InteractionCommandContext,
  KvMathOperator,
  ListenerFunction,
  MessageCommandOptionsSchema,
  MessageContextMenuCommandContext,
  ModalKitPredicate,
  PluginOptions,
  ResolvableCommand,
  ResolvedCommandKitConfig,
  RunCommand,
  SelectMenuKitPredicate,
  TemplateHandler,
  UserContextMenuCommandContext,
} from './types';

/**
 * Minimal view of the `DatabaseSync` class of the `node:sqlite` module (Node.js 22.5 and later),
 * enough for what {@link KV} accepts and returns. Any real `DatabaseSync` instance matches it.
 */
interface DatabaseSync {
  /** Whether the connection is currently open. */
  readonly isOpen: boolean;
  /** Runs one or more SQL statements without returning rows. */
  exec(sql: string): void;
  /** Compiles a SQL statement for repeated execution. */
  prepare(sql: string): unknown;
  /** Closes the connection. */
  close(): void;
}

/** Result a compiler plugin's `transform` hook resolves to: a change, or a falsy value to leave the file alone. */
type MaybeTransformedResult = TransformedResult | false | null | undefined;

/** A command as sent to Discord by the {@link CommandRegistrar}, with the metadata CommandKit attached to it. */
type RegistrableCommandData = CommandData & {
  /** Metadata of the command (guild list, permissions…), if any. */
  __metadata?: CommandMetadata;
  /** Records the snowflake Discord assigned to the command after registration. */
  __applyId(id: string): void;
};

// ===========================================================================
// The CommandKit instance
// ===========================================================================

/**
 * The entry point of a CommandKit bot: wires a discord.js client to the file-based command and event handlers.
 *
 * @remarks
 * Only one instance should exist per process; the first one created is kept in {@link CommandKit.instance}
 * and exported as {@link commandkit}. When the project is started with the CommandKit CLI, the instance is
 * created for you and you only need to attach your client in `src/app.ts`. Calling {@link CommandKit.start}
 * loads the plugins, scans `app/commands` and `app/events`, registers the listeners and logs the client in.
 *
 * The class is also an `EventEmitter`; for instance it emits `unhandledDeferredFunctionRejection` when a
 * function scheduled with {@link after} throws.
 *
 * @example
 * ```ts
 * // src/app.ts
 * import { Client, GatewayIntentBits } from 'discord.js';
 *
 * const client = new Client({
 *   intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages, GatewayIntentBits.MessageContent],
 * });
 *
 * export default client;
 * ```
 *
 * @example
 * ```ts
 * // Starting CommandKit by hand instead of through the CLI
 * import { CommandKit } from 'commandkit';
 * import { Client, GatewayIntentBits } from 'discord.js';
 *
 * const client = new Client({ intents: [GatewayIntentBits.Guilds] });
 * const kit = new CommandKit({ client });
 *
 * await kit.start(process.env.DISCORD_TOKEN);
 * ```
 */
export declare class CommandKit extends EventEmitter {
  /**
   * Helper for short-lived listeners on client events, used by the interactive component kits.
   *
   * @remarks
   * It is created by {@link CommandKit.start}; reading it earlier gives `undefined`.
   */
  eventInterceptor: EventInterceptor;
  /** The JSX factory, also reachable as a static member for tooling that expects `CommandKit.createElement`. */
  static readonly createElement: typeof createElement;
  /** The JSX fragment component, also reachable as `CommandKit.Fragment`. */
  static readonly Fragment: typeof Fragment;
  /**
   * Settings that can be changed at runtime: the default locale (English, US unless changed) and the
   * function resolving prefixes of message commands (`!` unless changed).
   */
  readonly appConfig: CommandKitConfiguration;
  /** The resolved project configuration, from `commandkit.config.*` merged with the defaults. */
  config: ResolvedCommandKitConfig;
  /** A map for sharing arbitrary values across the whole application. */
  readonly store: Map<string, any>;
  /** Every feature flag created with {@link flag}, keyed by flag key. */
  readonly flags: FlagStore;
  /** Discovers command and middleware files. Available once the bot has started. */
  commandsRouter: CommandsRouter;
  /** Discovers event listener files. Available once the bot has started. */
  eventsRouter: EventsRouter;
  /** Loads, matches and runs commands. Available once the bot has started. */
  commandHandler: AppCommandHandler;
  /** Loads and runs event listeners. Available once the bot has started. */
  eventHandler: AppEventsHandler;
  /** The runtime that holds the registered {@link RuntimePlugin}s. */
  plugins: CommandKitPluginRuntime;
  /** Channel for emitting and listening to your own namespaced events. Available once the bot has started. */
  events: CommandKitEventsChannel;
  /** Forwards analytics events to the configured provider. */
  analytics: AnalyticsEngine;
  /** The first instance created in this process, or `undefined` before that. */
  static instance: CommandKit | undefined;
  /**
   * Creates the command and event handler.
   *
   * @remarks
   * Creating a second instance prints a warning: several instances in the same process may interfere.
   *
   * @param options - Optionally, the discord.js client to attach right away.
   */
  constructor(options?: CommandKitOptions);
  /**
   * Starts the application: loads plugins, commands and events, then logs the client in.
   *
   * @remarks
   * A client must be attached first (constructor option or {@link CommandKit.setClient}). When the client is
   * not logged in yet, the token used is, in order: `token`, `client.token`, then the `TOKEN` or
   * `DISCORD_TOKEN` environment variables. Calling it again after a successful start does nothing.
   *
   * @param token - Bot token to log in with, or `false` to skip logging in.
   * @throws Error when no client is attached or the app directory cannot be found.
   */
  start(token?: string | false): Promise<void>;
  /** Registers every runtime plugin listed in the configuration file. */
  loadPlugins(): Promise<void>;
  /** Whether {@link CommandKit.start} has completed. */
  get started(): boolean;
  /**
   * Changes how the prefix of message commands is determined.
   *
   * @param resolver - Receives the message and returns one prefix, several prefixes, or a regular expression.
   * @returns This instance, for chaining.
   *
   * @example
   * ```ts
   * import { commandkit } from 'commandkit';
   *
   * commandkit.setPrefixResolver((message) => (message.guildId ? ['!', '?'] : '!'));
   * ```
   */
  setPrefixResolver(resolver: (message: Message) => Awaitable<string | string[] | RegExp>): this;
  /**
   * Changes the locale used when neither the guild nor the user provides one.
   *
   * @param locale - The fallback locale.
   * @returns This instance, for chaining.
   */
  setDefaultLocale(locale: Locale): this;
  /**
   * The attached discord.js client.
   *
   * @remarks
   * Before a client is attached this returns a placeholder that forwards to the client once
   * {@link CommandKit.setClient} is called.
   */
  get client(): Client;
  /**
   * Attaches the discord.js client CommandKit works with.
   *
   * @param client - The client.
   * @returns This instance, for chaining.
   */
  setClient(client: Client): this;
  /** Drops every loaded command and middleware and loads them again from disk. */
  reloadCommands(): Promise<void>;
  /** Removes every event listener and loads them again from disk. */
  reloadEvents(): Promise<void>;
  /** Raises the client's maximum listener count by one, to avoid spurious leak warnings. */
  incrementClientListenersCount(): void;
  /** Lowers the client's maximum listener count by one. */
  decrementClientListenersCount(): void;
  /**
   * Finds the `app` directory of the project.
   *
   * @returns Its absolute path, or `null` when it does not exist.
   */
  getAppDirectory(): string | null;
  /**
   * Builds the path of the commands or events directory inside the app directory.
   *
   * @param to - Which directory.
   * @returns The absolute path, or `null` when the app directory is missing.
   */
  getPath(to: 'commands' | 'events'): string | null;
}

/**
 * The async context in which a command runs: holds shared variables, a store, deferred functions and timing.
 *
 * @remarks
 * The command runner creates one per command invocation and makes it available to everything called from the
 * handler. Obtain it with {@link useEnvironment}; functions such as {@link after} use it behind the scenes.
 *
 * @example
 * ```ts
 * import { useEnvironment, type ChatInputCommand } from 'commandkit';
 *
 * export const chatInput: ChatInputCommand = async (ctx) => {
 *   const env = useEnvironment();
 *   env.store.set('startedBy', ctx.interaction.user.id);
 *   await ctx.interaction.reply('Working on it…');
 * };
 * ```
 */
export declare class CommandKitEnvironment {
  /** The CommandKit instance the environment belongs to. */
  readonly commandkit: CommandKit;
  /**
   * Creates an environment.
   *
   * @param commandkit - The owning CommandKit instance.
   */
  constructor(commandkit: CommandKit);
  /**
   * Associates a command context with this environment.
   *
   * @param context - The context of the running command.
   */
  setContext(context: Context): void;
  /**
   * The context of the running command, or `null` before one was set.
   * @internal
   */
  get context(): Context | null;
  /**
   * The error thrown by the command handler, if any.
   * @internal
   */
  getExecutionError(): Error | null;
  /**
   * Records the error thrown by the command handler. Throws if one was already recorded.
   * @internal
   */
  setExecutionError(error: Error): void;
  /**
   * Tells what kind of execution this environment wraps.
   *
   * @throws Error when no type was set.
   */
  getType(): CommandKitEnvironmentType;
  /**
   * Sets the kind of execution.
   * @internal
   */
  setType(type: CommandKitEnvironmentType): void;
  /** Named values CommandKit and plugins attach to the execution (command name, handler kind…). */
  get variables(): Map<string, any>;
  /** Store shared by every middleware and context of this execution. */
  get store(): Collection<any, any>;
  /**
   * Schedules a function for after the command.
   * @internal
   */
  registerDeferredFunction(fn: GenericFunction<[CommandKitEnvironment]>): string;
  /**
   * Cancels a scheduled function.
   * @internal
   */
  clearDeferredFunction(id: string): void;
  /**
   * Runs and forgets every scheduled function, one after the other.
   * @internal
   */
  runDeferredFunctions(): Promise<void>;
  /**
   * Forgets every scheduled function without running it.
   * @internal
   */
  clearAllDeferredFunctions(): void;
  /**
   * Starts the execution timer.
   * @internal
   */
  markStart(marker: string): void;
  /**
   * Stops the execution timer.
   * @internal
   */
  markEnd(): void;
  /**
   * Label given to {@link CommandKitEnvironment.markStart}.
   * @internal
   */
  getMarker(): string;
  /**
   * Milliseconds between start and end marks.
   * @internal
   */
  getExecutionTime(): number;
}

// ===========================================================================
// Commands
// ===========================================================================

/**
 * Everything a command handler needs: the interaction or message, the guild and channel, options, locale and helpers.
 *
 * @remarks
 * Every exported handler of a command file (`chatInput`, `message`, `autocomplete`, `messageContextMenu`,
 * `userContextMenu`) receives one. The type parameter narrows what is available: a
 * {@link ChatInputCommandContext} has an `interaction`, a {@link MessageCommandContext} a `message`. Use the
 * `is…` type guards when a handler serves several modes.
 *
 * @typeParam ExecutionMode - How the command was invoked.
 * @typeParam Args - Extra arguments carried by the context (used by {@link MiddlewareContext}).
 *
 * @example
 * ```ts
 * import type { ChatInputCommand, CommandData, MessageCommand } from 'commandkit';
 *
 * export const command: CommandData = { name: 'ping', description: 'Replies with the latency' };
 *
 * export const chatInput: ChatInputCommand = async (ctx) => {
 *   await ctx.interaction.reply(`Pong! ${ctx.client.ws.ping}ms`);
 * };
 *
 * export const message: MessageCommand = async (ctx) => {
 *   await ctx.message.reply(`Pong! ${ctx.client.ws.ping}ms`);
 * };
 * ```
 */
export declare class Context<
  ExecutionMode extends CommandExecutionMode = CommandExecutionMode,
  Args extends Record<string, any> = Record<string, any>,
> {
  /** The CommandKit instance. */
  readonly commandkit: CommandKit;
  /** The parameters the context was created with. */
  protected readonly config: ContextParameters<ExecutionMode, Args>;
  /** The interaction that triggered the command; typed `never` for message commands. */
  readonly interaction: ContextParameters<ExecutionMode>['interaction'];
  /** The message that triggered the command; typed `never` for interaction commands. */
  readonly message: ContextParameters<ExecutionMode>['message'];
  /** The guild the command was used in, or `null` in direct messages. */
  readonly guild: Guild | null;
  /** The id of that guild, or `null`. */
  readonly guildId: string | null;
  /** The channel the command was used in, when known. */
  readonly channel: TextBasedChannel | null;
  /** The id of that channel, when known. */
  readonly channelId: string | null;
  /** The discord.js client. */
  readonly client: Client;
  /** The loaded command being run, with its metadata. */
  readonly command: LoadedCommand;
  /**
   * Creates a context. CommandKit does this for you before calling a handler.
   *
   * @param commandkit - The CommandKit instance.
   * @param config - What the context is made of.
   */
  constructor(commandkit: CommandKit, config: ContextParameters<ExecutionMode, Args>);
  /**
   * Key-value store for passing data between middlewares and the command.
   *
   * @remarks
   * All contexts of one execution, including clones and middleware contexts, share the same store.
   */
  get store(): Collection<any, any>;
  /** The real name of the command, with aliases of message commands resolved. */
  get commandName(): string;
  /** The name the user typed: for message commands, possibly an alias. */
  get invokedCommandName(): string;
  /**
   * The command's options: the interaction's option resolver, or a {@link MessageCommandOptions} for
   * message commands, which offers the same getters.
   */
  get options(): CommandContextOptions<ExecutionMode>;
  /** Whether the context was handed over by another command through {@link Context.forwardCommand}. */
  get forwarded(): boolean;
  /**
   * Hands the invocation over to another command, using the same kind of handler, then stops the current one.
   *
   * @param command - Name of the target command.
   * @returns Never resolves normally: it ends with the signal thrown by {@link redirect}.
   * @throws Error when the target command or its handler does not exist.
   *
   * @example
   * ```ts
   * import type { ChatInputCommand } from 'commandkit';
   *
   * export const chatInput: ChatInputCommand = async (ctx) => {
   *   // `/info` behaves exactly like `/help`
   *   await ctx.forwardCommand('help');
   * };
   * ```
   */
  forwardCommand<C extends ResolvableCommand>(command: C): Promise<never>;
  /** How the command was invoked. */
  get executionMode(): ExecutionMode;
  /** Whether the command came from any kind of interaction. */
  isInteraction(): this is InteractionCommandContext;
  /** Whether the command is a slash command. */
  isChatInputCommand(): this is ChatInputCommandContext;
  /** Whether this is an autocomplete request. */
  isAutocomplete(): this is AutocompleteCommandContext;
  /** Whether the command is a message context menu command. */
  isMessageContextMenu(): this is MessageContextMenuCommandContext;
  /** Whether the command is a user context menu command. */
  isUserContextMenu(): this is UserContextMenuCommandContext;
  /** Whether the command is a prefix (message) command. */
  isMessage(): this is Context<'message'>;
  /** The command name as invoked: the interaction's command name, or the first word of the message without its prefix character. */
  getCommandIdentifier(): string;
  /** The guild's preferred locale, or `null` outside guilds. */
  getGuildLocale(): Locale | null;
  /** The user's client locale for interactions; always `null` for message commands. */
  getUserLocale(): Locale | null;
  /**
   * Picks the locale to answer in.
   *
   * @param preferUser - Use the user's locale instead of the guild's. Defaults to `false`.
   * @returns A locale set with {@link Context.setLocale}, else the preferred one, else the default locale.
   */
  getLocale(preferUser?: boolean): Locale;
  /**
   * Overrides the locale returned by {@link Context.getLocale}.
   *
   * @param locale - The locale, or `null` to remove the override.
   */
  setLocale(locale: Locale | null): void;
  /**
   * Creates a copy of this context, optionally changing some of its parameters. The copy shares the store.
   *
   * @param config - Parameters to replace.
   */
  clone(config?: Partial<ContextParameters<ExecutionMode>>): Context<ExecutionMode>;
  /** Whether this is the context given to middlewares. */
  isMiddleware(): this is MiddlewareContext<ExecutionMode>;
  /**
   * The words typed after the command name of a message command.
   *
   * @returns The arguments, or an empty array for interaction commands.
   */
  args(): string[];
}

/**
 * The context received by the `beforeExecute` and `afterExecute` functions of a middleware file.
 *
 * @remarks
 * Besides everything a {@link Context} offers, it lets a middleware wrap the command's execution.
 * Call {@link stopMiddlewares} from `beforeExecute` to prevent the command from running.
 *
 * @typeParam T - How the command was invoked.
 *
 * @example
 * ```ts
 * // src/app/commands/+middleware.ts
 * import type { MiddlewareContext } from 'commandkit';
 *
 * export function beforeExecute(ctx: MiddlewareContext) {
 *   console.log(`${ctx.commandName} is about to run`);
 * }
 *
 * export function afterExecute(ctx: MiddlewareContext) {
 *   console.log(`${ctx.commandName} finished`);
 * }
 * ```
 */
export declare class MiddlewareContext<T extends CommandExecutionMode = CommandExecutionMode> extends Context<
  T,
  MiddlewareContextArgs
> {
  /**
   * Wraps the execution of the command in a function of your own.
   *
   * @param fn - Receives the function that runs the command and returns the function to run instead.
   *
   * @example
   * ```ts
   * import type { MiddlewareContext } from 'commandkit';
   *
   * export function beforeExecute(ctx: MiddlewareContext) {
   *   ctx.setCommandRunner((execute) => {
   *     return (async (...args: any[]) => {
   *       const started = Date.now();
   *       const result = await execute(...args);
   *       console.log(`took ${Date.now() - started}ms`);
   *       return result;
   *     }) as typeof execute;
   *   });
   * }
   * ```
   */
  setCommandRunner(fn: RunCommand): void;
}

/**
 * Splits a prefixed message into command name, subcommand group, subcommand and typed options.
 *
 * @remarks
 * The command handler creates one for every message that starts with an accepted prefix. The `schema`
 * callback tells it which option names and types the matched command declares, so values can be converted
 * (mentions to users, numbers, booleans…). Subcommands are written with colons: `!settings:set volume:5`.
 */
export declare class MessageCommandParser {
  /** The message being parsed. */
  message: Message;
  /**
   * Creates a parser.
   *
   * @param message - The message to parse.
   * @param prefix - Accepted prefixes, or a regular expression matching the prefix.
   * @param schema - Returns the option names and types of a command, given its name.
   */
  constructor(message: Message, prefix: string[] | RegExp, schema: (command: string) => MessageCommandOptionsSchema);
  /** The words that follow the command name. */
  getArgs(): string[];
  /** Typed accessors for the parsed options, created on first access. */
  get options(): MessageCommandOptions;
  /**
   * Reads the raw parsed value of an option.
   *
   * @typeParam T - Expected type of the value.
   * @param name - Option name.
   */
  getOption<T>(name: string): T | undefined;
  /** The command name, without prefix. */
  getCommand(): string;
  /** The subcommand, if one was given. */
  getSubcommand(): string | undefined;
  /** The subcommand group, if one was given. */
  getSubcommandGroup(): string | undefined;
  /** The prefix the message starts with, or `undefined` when none matches. */
  getPrefix(): string | undefined;
  /** Command, group and subcommand joined with spaces, such as `settings audio set`. */
  getFullCommand(): string;
  /**
   * Parses the message (once; later calls return the cached result).
   *
   * @throws A CommandKit error with code {@link CommandKitErrorCodes.InvalidCommandPrefix} when no prefix matches.
   */
  parse(): ParsedMessageCommand;
}

/**
 * Option getters for message commands, shaped like discord.js's `CommandInteractionOptionResolver`.
 *
 * @remarks
 * `ctx.options` returns one in a message command, so the same code can read options of slash and prefix
 * commands. Each getter returns `null` for a missing option, or throws when `required` is `true`.
 *
 * @example
 * ```ts
 * import type { MessageCommand } from 'commandkit';
 *
 * // !greet user:@someone times:3
 * export const message: MessageCommand = async (ctx) => {
 *   const user = ctx.options.getUser('user', true);
 *   const times = ctx.options.getInteger('times') ?? 1;
 *   await ctx.message.reply(`Hello ${user}! `.repeat(times));
 * };
 * ```
 */
export declare class MessageCommandOptions {
  /**
   * Creates the getters for a parser.
   *
   * @param parser - The parser holding the parsed options.
   */
  constructor(parser: MessageCommandParser);
  /** Reads a member option. */
  getMember(name: string): GuildMember | null;
  /** Reads a required member option; throws when it is missing. */
  getMember(name: string, required: true): GuildMember;
  /** Reads an attachment option. */
  getAttachment(name: string): Attachment | null;
  /** Reads a required attachment option; throws when it is missing. */
  getAttachment(name: string, required: true): Attachment;
  /** Reads a boolean option. */
  getBoolean(name: string): boolean | null;
  /** Reads a required boolean option; throws when it is missing. */
  getBoolean(name: string, required: true): boolean;
  /** Reads a number option. */
  getNumber(name: string): number | null;
  /** Reads a required number option; throws when it is missing. */
  getNumber(name: string, required: true): number;
  /** Reads a string option. */
  getString(name: string): string | null;
  /** Reads a required string option; throws when it is missing. */
  getString(name: string, required: true): string;
  /** Reads an integer option. */
  getInteger(name: string): number | null;
  /** Reads a required integer option; throws when it is missing. */
  getInteger(name: string, required: true): number;
  /** Reads a user option. */
  getUser(name: string): User | null;
  /** Reads a required user option; throws when it is missing. */
  getUser(name: string, required: true): User;
  /** Reads a channel option. */
  getChannel(name: string): Channel | null;
  /** Reads a required channel option; throws when it is missing. */
  getChannel(name: string, required: true): Channel;
  /** Reads a role option. */
  getRole(name: string): Role | null;
  /** Reads a required role option; throws when it is missing. */
  getRole(name: string, required: true): Role;
  /** Reads a mentionable option: a member, a user or a role. */
  getMentionable(name: string): NonNullable<CommandInteractionOption['member' | 'role' | 'user']> | null;
  /** Reads a required mentionable option; throws when it is missing. */
  getMentionable(name: string, required: true): NonNullable<CommandInteractionOption['member' | 'role' | 'user']>;
  /** The subcommand that was used. */
  getSubcommand(): string | null;
  /** The subcommand that was used; throws when there is none. */
  getSubcommand(required: true): string;
  /** The subcommand group that was used. */
  getSubcommandGroup(): string | null;
  /** The subcommand group that was used; throws when there is none. */
  getSubcommandGroup(required: true): string;
}

/**
 * Loads command and middleware files, matches incoming interactions and messages to commands, and runs them.
 *
 * @remarks
 * Reach it through {@link CommandKit.commandHandler}. Plugins use the `addExternal…` and
 * `registerExternal…` methods to contribute commands that do not live in `app/commands`.
 */
export declare class AppCommandHandler {
  /** The CommandKit instance. */
  readonly commandkit: CommandKit;
  /** Registers the loaded commands with Discord. */
  readonly registrar: CommandRegistrar;
  /** Runs prepared commands with their middlewares. */
  readonly commandRunner: AppCommandRunner;
  /** Command entries added by plugins, loaded together with the router's. */
  readonly externalCommandData: Collection<string, Command>;
  /** Middleware entries added by plugins, loaded together with the router's. */
  readonly externalMiddlewareData: Collection<string, Middleware>;
  /**
   * Creates the handler.
   *
   * @param commandkit - The CommandKit instance.
   */
  constructor(commandkit: CommandKit);
  /** Prints the tree of loaded commands, grouped by category, to the console. */
  printBanner(): void;
  /** Every loaded command. */
  getCommandsArray(): LoadedCommand[];
  /** Starts listening to `interactionCreate` and `messageCreate` on the client. */
  registerCommandHandler(): void;
  /**
   * Finds the command an interaction or message targets and collects the middlewares that apply to it.
   *
   * @param source - The interaction or message.
   * @param cmdName - Look this command up instead of the one named by `source`.
   * @returns The prepared execution, or `null` when there is nothing to run (unknown command, bot author,
   * command not available in this guild, prefix commands disabled…).
   */
  prepareCommandRun(source: Interaction | Message, cmdName?: string): Promise<PreparedAppCommandExecution | null>;
  /**
   * Turns a name or alias typed in a message into the command's real name.
   *
   * @param name - The typed name.
   * @returns The real name, or `name` itself when nothing matches.
   */
  resolveMessageCommandName(name: string): string;
  /** Forgets every command and middleware, including external ones, and loads them again. */
  reloadCommands(): Promise<void>;
  /**
   * Adds middleware entries to load alongside the ones found by the router.
   *
   * @param data - The entries; those without an id are ignored.
   */
  addExternalMiddleware(data: Middleware[]): Promise<void>;
  /**
   * Adds command entries to load alongside the ones found by the router.
   *
   * @param data - The entries; those without an id are ignored.
   */
  addExternalCommands(data: Command[]): Promise<void>;
  /**
   * Registers middlewares a plugin has already loaded.
   *
   * @param data - Middleware entries paired with their hooks.
   */
  registerExternalLoadedMiddleware(data: PreparedAppCommandExecution['middlewares']): Promise<void>;
  /**
   * Registers commands a plugin has already loaded.
   *
   * @param data - The loaded commands.
   */
  registerExternalLoadedCommands(data: LoadedCommand[]): Promise<void>;
  /** Imports every middleware and command file known to the router or added externally, and validates their exports. */
  loadCommands(): Promise<void>;
  /**
   * Reads the metadata of a command.
   *
   * @param command - Command name or alias.
   * @param hint - For context menu commands, which kind to look for.
   * @returns The metadata, or `null` when the command does not exist.
   */
  getMetadataFor(command: string, hint?: 'user' | 'message'): CommandMetadata | null;
}

/**
 * Runs a prepared command: sets up its environment, calls the middlewares and the handler, and cleans up.
 *
 * @remarks
 * Available as `commandkit.commandHandler.commandRunner`. Plugins can use it to run commands from sources
 * CommandKit does not handle by itself.
 */
export declare class AppCommandRunner {
  /**
   * Creates the runner.
   *
   * @param handler - The command handler whose commands are run.
   */
  constructor(handler: AppCommandHandler);
  /**
   * Runs a command and its middlewares inside a fresh {@link CommandKitEnvironment}.
   *
   * @param prepared - The result of {@link AppCommandHandler.prepareCommandRun}.
   * @param source - The interaction or message being answered.
   * @param options - Which handler export to call and whether to re-throw errors.
   * @returns What the handler returned.
   */
  runCommand(prepared: PreparedAppCommandExecution, source: Interaction | Message, options?: RunCommandOptions): Promise<unknown>;
  /**
   * Works out which handler export applies to a source.
   *
   * @param source - The interaction or message.
   */
  getExecutionMode(source: Interaction | Message): CommandExecutionMode;
}

/**
 * Sends application commands to Discord, globally or per guild depending on their metadata.
 *
 * @remarks
 * It runs automatically when the client is ready. The bot token comes from the client or from the
 * `DISCORD_TOKEN`/`TOKEN` environment variables. Plugins can alter or cancel registration through the
 * `onBeforeRegister…` hooks of {@link RuntimePlugin}.
 */
export declare class CommandRegistrar {
  /** The CommandKit instance. */
  readonly commandkit: CommandKit;
  /**
   * Creates the registrar.
   *
   * @param commandkit - The CommandKit instance.
   */
  constructor(commandkit: CommandKit);
  /** The JSON of every loaded command (one entry per context menu variant), with its metadata attached. */
  getCommandsData(): RegistrableCommandData[];
  /** Registers every command: global ones once, guild-specific ones in each listed guild. */
  register(): Promise<void>;
  /**
   * Overwrites the global application commands.
   *
   * @param commands - Commands to register globally.
   */
  updateGlobalCommands(commands: RegistrableCommandData[]): Promise<void>;
  /**
   * Registers commands in the guilds named by their metadata.
   *
   * @param commands - Commands with a guild list.
   */
  updateGuildCommands(commands: RegistrableCommandData[]): Promise<void>;
}

/**
 * Discovers command and middleware files in the commands directory.
 *
 * @remarks
 * Conventions it understands: `name.ts` is a command, a directory named `(Category)` groups commands,
 * `+middleware.ts` applies to its directory, `+global-middleware.ts` to every command, and
 * `+name.middleware.ts` to one command. Entries starting with `_` are ignored.
 */
export declare class CommandsRouter {
  /**
   * Creates a router.
   *
   * @param options - Where the commands directory is.
   */
  constructor(options: CommandsRouterOptions);
  /**
   * Fills the router with entries obtained elsewhere (for example from a previous scan).
   *
   * @param data - Commands and middlewares by id.
   */
  populate(data: ParsedCommandData): void;
  /** Whether the commands directory exists. */
  isValidPath(): boolean;
  /** Forgets every entry. */
  clear(): void;
  /** Walks the commands directory and links middlewares to commands. */
  scan(): Promise<ParsedCommandData>;
  /** The entries as collections keyed by id. */
  getData(): { commands: Collection<string, Command>; middlewares: Collection<string, Middleware> };
  /** The entries as plain objects keyed by id. */
  toJSON(): ParsedCommandData;
}

// ===========================================================================
// Events
// ===========================================================================

/**
 * Loads event listener files and attaches them to the client or to CommandKit's custom event channel.
 *
 * @remarks
 * Available as {@link CommandKit.eventHandler}. Listeners of `app/events/<event>/` are attached to the
 * client; those under a `(namespace)` directory listen on {@link CommandKit.events}.
 */
export declare class AppEventsHandler {
  /** The CommandKit instance. */
  readonly commandkit: CommandKit;
  /**
   * Creates the handler.
   *
   * @param commandkit - The CommandKit instance.
   */
  constructor(commandkit: CommandKit);
  /** A summary of every loaded event: name, namespace, listener counts and router data. */
  getEvents(): AppEventsHandlerLoadedData[];
  /** Removes every listener and loads the event files again. */
  reloadEvents(): Promise<void>;
  /** Imports the listener files found by the router and attaches them. */
  loadEvents(): Promise<void>;
  /** Detaches every listener. */
  unregisterAll(): void;
  /** Attaches every loaded listener to the client or the events channel. */
  registerAllClientEvents(): void;
  /** Detaches the listeners and forgets the loaded events. */
  unregisterAllClientListeners(): void;
}

/**
 * Discovers event listener files: every directory under the events directory is an event, every script inside it a listener.
 *
 * @remarks
 * Listeners run in file name order. A top-level directory named `(name)` is a namespace for custom events.
 * Entries starting with `_` are ignored.
 */
export declare class EventsRouter {
  /**
   * Creates a router.
   *
   * @param options - The directories to scan.
   * @throws Error when no directory is given.
   */
  constructor(options: EventsRouterOptions);
  /**
   * Adds more directories to scan.
   *
   * @param entrypoints - Directory paths; duplicates are ignored.
   */
  addEntrypoints(entrypoints: string[]): void;
  /**
   * Looks up an event by name.
   *
   * @param event - The event name.
   * @returns Its data, or `null` when unknown.
   */
  match(event: string): ParsedEvent | null;
  /** The directories scanned. */
  get entrypoints(): string[];
  /** Whether every directory exists. */
  isValidPath(): boolean;
  /** Forgets every event. */
  clear(): void;
  /** Forgets every event and scans again. */
  reload(): Promise<EventsTree>;
  /** Scans the directories for events and their listeners. */
  scan(): Promise<EventsTree>;
  /** The events found, as a plain object. */
  toJSON(): EventsTree;
}

/**
 * A channel for your own events, grouped in namespaces so they cannot collide with client events.
 *
 * @remarks
 * Available as {@link CommandKit.events}. Listener files placed under `app/events/(namespace)/<event>/`
 * receive what you emit here.
 *
 * @example
 * ```ts
 * import { commandkit } from 'commandkit';
 *
 * // Listened to by src/app/events/(game)/levelUp/announce.ts
 * commandkit.events.to('game').emit('levelUp', { userId: '123', level: 5 });
 * ```
 */
export declare class CommandKitEventsChannel {
  /** The CommandKit instance. */
  readonly commandkit: CommandKit;
  /**
   * Creates the channel.
   *
   * @param commandkit - The CommandKit instance.
   */
  constructor(commandkit: CommandKit);
  /**
   * Binds every method to one namespace.
   *
   * @param namespace - The namespace.
   * @returns The same methods without their first parameter.
   */
  to(namespace: string): {
    /** Adds a listener. */
    on: (event: string, listener: ListenerFunction) => void;
    /** Removes a listener. */
    off: (event: string, listener: ListenerFunction) => void;
    /** Adds a listener that runs at most once. */
    once: (event: string, listener: ListenerFunction) => void;
    /** Emits an event; `true` when it had listeners. */
    emit: (event: string, ...args: any[]) => boolean;
    /** Removes the listeners of one event, or of the whole namespace. */
    removeAllListeners: (event?: string) => void;
  };
  /**
   * Adds a listener.
   *
   * @param namespace - The namespace.
   * @param event - The event name.
   * @param listener - Called with the emitted arguments.
   */
  on(namespace: string, event: string, listener: ListenerFunction): void;
  /**
   * Removes a listener.
   *
   * @param namespace - The namespace.
   * @param event - The event name.
   * @param listener - The listener to remove.
   */
  off(namespace: string, event: string, listener: ListenerFunction): void;
  /**
   * Adds a listener that is removed after its first call.
   *
   * @param namespace - The namespace.
   * @param event - The event name.
   * @param listener - Called with the emitted arguments.
   */
  once(namespace: string, event: string, listener: ListenerFunction): void;
  /**
   * Calls the listeners of an event.
   *
   * @param namespace - The namespace.
   * @param event - The event name.
   * @param args - Passed to each listener.
   * @returns `true` when at least one listener was called.
   */
  emit(namespace: string, event: string, ...args: any[]): boolean;
  /**
   * Removes every listener of a namespace.
   *
   * @param namespace - The namespace.
   */
  removeAllListeners(namespace: string): void;
  /**
   * Removes every listener of one event.
   *
   * @param namespace - The namespace.
   * @param event - The event name.
   */
  removeAllListeners(namespace: string, event: string): void;
}

/**
 * Subscribes short-lived handlers to client events, with optional filters, expiry and end callbacks.
 *
 * @remarks
 * This is what powers the `onClick`, `onSubmit` and `onSelect` handlers of the component kits. Available as
 * {@link CommandKit.eventInterceptor}. Subscriptions with a `time` are removed once it has elapsed.
 *
 * @example
 * ```ts
 * import { commandkit } from 'commandkit';
 * import { Events } from 'discord.js';
 *
 * const unsubscribe = commandkit.eventInterceptor.subscribe(
 *   Events.MessageCreate,
 *   (message) => console.log(message.content),
 *   { time: 60_000, filter: (message) => !message.author.bot },
 * );
 *
 * // later
 * unsubscribe();
 * ```
 */
export declare class EventInterceptor {
  /** The client whose events are intercepted. */
  readonly client: Client;
  /**
   * Creates an interceptor and starts its expiry timer.
   *
   * @param client - The client to listen to.
   */
  constructor(client: Client);
  /** Stops the expiry timer and removes every subscription. */
  destroy(): void;
  /**
   * Whether an event has subscriptions.
   *
   * @param event - Client event name.
   */
  hasSubscribers(event: keyof ClientEvents): boolean;
  /**
   * Counts the subscriptions of an event.
   *
   * @param event - Client event name.
   */
  getSubscriberCount(event: keyof ClientEvents): number;
  /** Whether any client listener is currently attached by the interceptor. */
  hasGlobalHandlers(): boolean;
  /** Number of events that currently have subscriptions. */
  getGlobalHandlersCount(): number;
  /**
   * Subscribes to a client event.
   *
   * @param event - Client event name.
   * @param listener - Called with the event's arguments.
   * @param options - Filter, lifetime, single use and end/error callbacks.
   * @returns A function that removes the subscription.
   */
  subscribe<Event extends keyof ClientEvents>(
    event: Event,
    listener: (...args: ClientEvents[Event]) => void,
    options?: EventInterceptorContextData<Event>,
  ): () => void;
  /**
   * Removes a subscription and calls its `onEnd` callback.
   *
   * @param event - Client event name.
   * @param listener - The subscribed listener.
   * @param reason - Passed to `onEnd`.
   */
  unsubscribe<Event extends keyof ClientEvents>(
    event: Event,
    listener: (...args: ClientEvents[Event]) => void,
    reason?: string,
  ): void;
}

// ===========================================================================
// Message component kits
// ===========================================================================

/**
 * A discord.js `ButtonBuilder` that can handle its own clicks.
 *
 * @remarks
 * {@link ButtonKit.onClick} subscribes to button interactions with the button's custom id, so there is no need
 * for a separate `interactionCreate` listener. By default the subscription lasts five minutes, and the timer
 * restarts on every click. Link buttons cannot have handlers. The JSX {@link Button} component returns a
 * `ButtonKit`.
 *
 * @example
 * ```ts
 * import { ButtonKit, type ChatInputCommand } from 'commandkit';
 * import { ActionRowBuilder, ButtonStyle, MessageFlags } from 'discord.js';
 *
 * export const chatInput: ChatInputCommand = async ({ interaction }) => {
 *   const button = new ButtonKit()
 *     .setCustomId('count')
 *     .setLabel('Count')
 *     .setStyle(ButtonStyle.Primary);
 *
 *   let clicks = 0;
 *   button.onClick(async (click) => {
 *     clicks++;
 *     await click.reply({ content: `Clicked ${clicks} time(s)`, flags: MessageFlags.Ephemeral });
 *   }, { time: 60_000 });
 *
 *   const row = new ActionRowBuilder<ButtonKit>().addComponents(button);
 *   await interaction.reply({ content: 'Press the button', components: [row] });
 * };
 * ```
 */
export declare class ButtonKit extends ButtonBuilder {
  /**
   * Sets the click handler and starts listening.
   *
   * @param handler - Called with each click and this button.
   * @param data - Lifetime, filter and callbacks of the subscription.
   * @returns This button.
   * @throws TypeError for link buttons, without handler, or without custom id.
   */
  onClick(
    handler: CommandKitButtonBuilderInteractionCollectorDispatch,
    data?: CommandKitButtonBuilderInteractionCollectorDispatchContextData,
  ): this;
  /**
   * Sets the function called when the subscription ends.
   *
   * @param handler - Receives the reason, such as `'time'`.
   * @returns This button.
   */
  onEnd(handler: CommandKitButtonBuilderOnEnd): this;
  /**
   * Sets the function called when the click handler throws.
   *
   * @param handler - Receives the error.
   * @returns This button.
   */
  onError(handler: EventInterceptorErrorHandler): this;
  /**
   * Restricts which clicks reach the handler.
   *
   * @param predicate - Return `false` to ignore a click.
   * @returns This button.
   */
  filter(predicate: ButtonKitPredicate): this;
  /**
   * Stops listening and forgets the handlers.
   *
   * @returns This button.
   */
  dispose(): this;
}

/**
 * A discord.js `ModalBuilder` that can handle its own submissions.
 *
 * @remarks
 * {@link ModalKit.onSubmit} subscribes to modal submissions with the modal's custom id. The JSX {@link Modal}
 * component returns a `ModalKit`.
 *
 * @example
 * ```ts
 * import { ModalKit, type ChatInputCommand } from 'commandkit';
 * import { ActionRowBuilder, MessageFlags, TextInputBuilder, TextInputStyle } from 'discord.js';
 *
 * export const chatInput: ChatInputCommand = async ({ interaction }) => {
 *   const modal = new ModalKit()
 *     .setCustomId('feedback')
 *     .setTitle('Feedback')
 *     .addComponents(
 *       new ActionRowBuilder<TextInputBuilder>().addComponents(
 *         new TextInputBuilder().setCustomId('text').setLabel('Your feedback').setStyle(TextInputStyle.Paragraph),
 *       ),
 *     )
 *     .onSubmit(async (submission) => {
 *       const text = submission.fields.getTextInputValue('text');
 *       await submission.reply({ content: `Thanks! You wrote: ${text}`, flags: MessageFlags.Ephemeral });
 *     }, { once: true });
 *
 *   await interaction.showModal(modal);
 * };
 * ```
 */
export declare class ModalKit extends ModalBuilder {
  /**
   * Sets the submission handler and starts listening.
   *
   * @param handler - Called with each submission and this modal.
   * @param data - Lifetime, filter and callbacks of the subscription.
   * @returns This modal.
   * @throws TypeError without handler or without custom id.
   */
  onSubmit(
    handler: CommandKitModalBuilderInteractionCollectorDispatch,
    data?: CommandKitModalBuilderInteractionCollectorDispatchContextData,
  ): this;
  /**
   * Sets the function called when the subscription ends.
   *
   * @param handler - Receives the reason.
   * @returns This modal.
   */
  onEnd(handler: CommandKitModalBuilderOnEnd): this;
  /**
   * Sets the function called when the submission handler throws.
   *
   * @param handler - Receives the error.
   * @returns This modal.
   */
  onError(handler: EventInterceptorErrorHandler): this;
  /**
   * Restricts which submissions reach the handler.
   *
   * @param predicate - Return `false` to ignore a submission.
   * @returns This modal.
   */
  filter(predicate: ModalKitPredicate): this;
  /**
   * Stops listening and forgets the handlers.
   *
   * @returns This modal.
   */
  dispose(): this;
}

/**
 * A discord.js `StringSelectMenuBuilder` that can handle its own selections.
 *
 * @remarks
 * Returned by the JSX {@link StringSelectMenu} component. The other select menu kits work the same way for
 * users, roles, channels and mentionables.
 *
 * @example
 * ```ts
 * import { StringSelectMenuKit, type ChatInputCommand } from 'commandkit';
 * import { ActionRowBuilder } from 'discord.js';
 *
 * export const chatInput: ChatInputCommand = async ({ interaction }) => {
 *   const menu = new StringSelectMenuKit()
 *     .setCustomId('flavour')
 *     .setPlaceholder('Pick a flavour')
 *     .addOptions({ label: 'Vanilla', value: 'vanilla' }, { label: 'Chocolate', value: 'chocolate' })
 *     .onSelect(async (selection) => {
 *       await selection.reply(`You picked ${selection.values[0]}`);
 *     });
 *
 *   const row = new ActionRowBuilder<StringSelectMenuKit>().addComponents(menu);
 *   await interaction.reply({ components: [row] });
 * };
 * ```
 */
export declare class StringSelectMenuKit extends StringSelectMenuBuilder {
  /**
   * Sets the selection handler and starts listening.
   *
   * @param handler - Called with each selection and this menu.
   * @param data - Lifetime, filter and callbacks of the subscription.
   * @returns This menu.
   */
  onSelect(
    handler: CommandKitSelectMenuBuilderInteractionCollectorDispatch<StringSelectMenuInteraction, StringSelectMenuKit>,
    data?: CommandKitSelectMenuBuilderInteractionCollectorDispatchContextData,
  ): this;
  /**
   * Sets the function called when the subscription ends.
   *
   * @param handler - Receives the reason.
   * @returns This menu.
   */
  onEnd(handler: CommandKitSelectMenuBuilderOnEnd): this;
  /**
   * Sets the function called when the selection handler throws.
   *
   * @param handler - Receives the error.
   * @returns This menu.
   */
  onError(handler: EventInterceptorErrorHandler): this;
  /**
   * Restricts which selections reach the handler.
   *
   * @param predicate - Return `false` to ignore a selection.
   * @returns This menu.
   */
  filter(predicate: SelectMenuKitPredicate<StringSelectMenuInteraction>): this;
  /**
   * Stops listening and forgets the handlers.
   *
   * @returns This menu.
   */
  dispose(): this;
}

/**
 * A discord.js `UserSelectMenuBuilder` that can handle its own selections.
 *
 * @remarks
 * Returned by the JSX {@link UserSelectMenu} component; works like {@link StringSelectMenuKit}.
 */
export declare class UserSelectMenuKit extends UserSelectMenuBuilder {
  /**
   * Sets the selection handler and starts listening.
   *
   * @param handler - Called with each selection and this menu.
   * @param data - Lifetime, filter and callbacks of the subscription.
   * @returns This menu.
   */
  onSelect(
    handler: CommandKitSelectMenuBuilderInteractionCollectorDispatch<UserSelectMenuInteraction, UserSelectMenuKit>,
    data?: CommandKitSelectMenuBuilderInteractionCollectorDispatchContextData,
  ): this;
  /**
   * Sets the function called when the subscription ends.
   *
   * @param handler - Receives the reason.
   * @returns This menu.
   */
  onEnd(handler: CommandKitSelectMenuBuilderOnEnd): this;
  /**
   * Sets the function called when the selection handler throws.
   *
   * @param handler - Receives the error.
   * @returns This menu.
   */
  onError(handler: EventInterceptorErrorHandler): this;
  /**
   * Restricts which selections reach the handler.
   *
   * @param predicate - Return `false` to ignore a selection.
   * @returns This menu.
   */
  filter(predicate: SelectMenuKitPredicate<UserSelectMenuInteraction>): this;
  /**
   * Stops listening and forgets the handlers.
   *
   * @returns This menu.
   */
  dispose(): this;
}

/**
 * A discord.js `RoleSelectMenuBuilder` that can handle its own selections.
 *
 * @remarks
 * Returned by the JSX {@link RoleSelectMenu} component; works like {@link StringSelectMenuKit}.
 */
export declare class RoleSelectMenuKit extends RoleSelectMenuBuilder {
  /**
   * Sets the selection handler and starts listening.
   *
   * @param handler - Called with each selection and this menu.
   * @param data - Lifetime, filter and callbacks of the subscription.
   * @returns This menu.
   */
  onSelect(
    handler: CommandKitSelectMenuBuilderInteractionCollectorDispatch<RoleSelectMenuInteraction, RoleSelectMenuKit>,
    data?: CommandKitSelectMenuBuilderInteractionCollectorDispatchContextData,
  ): this;
  /**
   * Sets the function called when the subscription ends.
   *
   * @param handler - Receives the reason.
   * @returns This menu.
   */
  onEnd(handler: CommandKitSelectMenuBuilderOnEnd): this;
  /**
   * Sets the function called when the selection handler throws.
   *
   * @param handler - Receives the error.
   * @returns This menu.
   */
  onError(handler: EventInterceptorErrorHandler): this;
  /**
   * Restricts which selections reach the handler.
   *
   * @param predicate - Return `false` to ignore a selection.
   * @returns This menu.
   */
  filter(predicate: SelectMenuKitPredicate<RoleSelectMenuInteraction>): this;
  /**
   * Stops listening and forgets the handlers.
   *
   * @returns This menu.
   */
  dispose(): this;
}

/**
 * A discord.js `ChannelSelectMenuBuilder` that can handle its own selections.
 *
 * @remarks
 * Returned by the JSX {@link ChannelSelectMenu} component; works like {@link StringSelectMenuKit}.
 */
export declare class ChannelSelectMenuKit extends ChannelSelectMenuBuilder {
  /**
   * Sets the selection handler and starts listening.
   *
   * @param handler - Called with each selection and this menu.
   * @param data - Lifetime, filter and callbacks of the subscription.
   * @returns This menu.
   */
  onSelect(
    handler: CommandKitSelectMenuBuilderInteractionCollectorDispatch<ChannelSelectMenuInteraction, ChannelSelectMenuKit>,
    data?: CommandKitSelectMenuBuilderInteractionCollectorDispatchContextData,
  ): this;
  /**
   * Sets the function called when the subscription ends.
   *
   * @param handler - Receives the reason.
   * @returns This menu.
   */
  onEnd(handler: CommandKitSelectMenuBuilderOnEnd): this;
  /**
   * Sets the function called when the selection handler throws.
   *
   * @param handler - Receives the error.
   * @returns This menu.
   */
  onError(handler: EventInterceptorErrorHandler): this;
  /**
   * Restricts which selections reach the handler.
   *
   * @param predicate - Return `false` to ignore a selection.
   * @returns This menu.
   */
  filter(predicate: SelectMenuKitPredicate<ChannelSelectMenuInteraction>): this;
  /**
   * Stops listening and forgets the handlers.
   *
   * @returns This menu.
   */
  dispose(): this;
}

/**
 * A discord.js `MentionableSelectMenuBuilder` that can handle its own selections.
 *
 * @remarks
 * Returned by the JSX {@link MentionableSelectMenu} component; works like {@link StringSelectMenuKit}.
 */
export declare class MentionableSelectMenuKit extends MentionableSelectMenuBuilder {
  /**
   * Sets the selection handler and starts listening.
   *
   * @param handler - Called with each selection and this menu.
   * @param data - Lifetime, filter and callbacks of the subscription.
   * @returns This menu.
   */
  onSelect(
    handler: CommandKitSelectMenuBuilderInteractionCollectorDispatch<MentionableSelectMenuInteraction, MentionableSelectMenuKit>,
    data?: CommandKitSelectMenuBuilderInteractionCollectorDispatchContextData,
  ): this;
  /**
   * Sets the function called when the subscription ends.
   *
   * @param handler - Receives the reason.
   * @returns This menu.
   */
  onEnd(handler: CommandKitSelectMenuBuilderOnEnd): this;
  /**
   * Sets the function called when the selection handler throws.
   *
   * @param handler - Receives the error.
   * @returns This menu.
   */
  onError(handler: EventInterceptorErrorHandler): this;
  /**
   * Restricts which selections reach the handler.
   *
   * @param predicate - Return `false` to ignore a selection.
   * @returns This menu.
   */
  filter(predicate: SelectMenuKitPredicate<MentionableSelectMenuInteraction>): this;
  /**
   * Stops listening and forgets the handlers.
   *
   * @returns This menu.
   */
  dispose(): this;
}

// ===========================================================================
// Plugins
// ===========================================================================

/**
 * Base class shared by compiler and runtime plugins.
 *
 * @remarks
 * Extend {@link RuntimePlugin} or {@link CompilerPlugin} rather than this class. Every plugin needs a
 * unique `name`; options passed to the constructor are available to subclasses as `this.options`.
 *
 * @typeParam T - Shape of the plugin's options.
 * @typeParam C - The runtime the plugin is activated in.
 */
export declare abstract class PluginCommon<
  T extends PluginOptions = PluginOptions,
  C extends CommonPluginRuntime = CommonPluginRuntime,
> {
  /** The options given to the constructor. */
  protected readonly options: T;
  /** Whether this is a compiler or a runtime plugin. */
  abstract readonly type: PluginType;
  /** A random id given to each instance. */
  readonly id: string;
  /** When the instance was created, in milliseconds since the Unix epoch. */
  readonly loadedAt: number;
  /** The plugin's name, used to tell plugins apart; must be unique. */
  abstract readonly name: string;
  /**
   * Creates the plugin.
   *
   * @param options - The plugin's options.
   */
  constructor(options: T);
  /**
   * Called when the plugin is registered in its runtime. Does nothing unless overridden.
   *
   * @param ctx - The runtime.
   */
  activate(ctx: C): Promise<void>;
  /**
   * Called when the plugin is removed from its runtime. Does nothing unless overridden.
   *
   * @param ctx - The runtime.
   */
  deactivate(ctx: C): Promise<void>;
}

/**
 * Base class of plugins that transform source files while the CLI bundles the application.
 *
 * @remarks
 * Override {@link CompilerPlugin.transform}; return a falsy value to leave a file unchanged. Compiler plugins
 * can also register templates for `commandkit create` in {@link PluginCommon.activate}. Add the plugin to the
 * `plugins` array of `commandkit.config.ts`.
 *
 * @typeParam T - Shape of the plugin's options.
 *
 * @example
 * ```ts
 * import { CompilerPlugin, type PluginTransformParameters } from 'commandkit';
 *
 * export class BuildTimePlugin extends CompilerPlugin {
 *   readonly name = 'BuildTimePlugin';
 *
 *   async transform({ code, id }: PluginTransformParameters) {
 *     if (!id.endsWith('.ts') || !code.includes('__BUILD_TIME__')) return null;
 *     return { code: code.replaceAll('__BUILD_TIME__', JSON.stringify(new Date().toISOString())) };
 *   }
 * }
 * ```
 */
export declare abstract class CompilerPlugin<T extends PluginOptions = PluginOptions> extends PluginCommon<
  T,
  CompilerPluginRuntime
> {
  /** Always {@link PluginType.Compiler}. */
  readonly type: PluginType.Compiler;
  /**
   * Transforms one file. The default implementation changes nothing.
   *
   * @param params - The file's code and path.
   * @returns The new code (and optionally a source map), or a falsy value to keep the file as is.
   */
  transform(params: PluginTransformParameters): Promise<MaybeTransformedResult>;
}

/**
 * Base class of plugins that hook into the running bot.
 *
 * @remarks
 * Every hook is optional and does nothing by default. Hooks receive the {@link CommandKitPluginRuntime};
 * some can take over the default behaviour: call `ctx.capture()` (or, for `executeCommand`, return `true`)
 * to stop the next plugins and CommandKit itself from handling the same thing. Add runtime plugins to the
 * `plugins` array of `commandkit.config.ts`.
 *
 * @typeParam T - Shape of the plugin's options.
 *
 * @example
 * ```ts
 * import { RuntimePlugin, type CommandKitPluginRuntime } from 'commandkit';
 * import type { Interaction } from 'discord.js';
 *
 * export class InteractionLogger extends RuntimePlugin {
 *   readonly name = 'InteractionLogger';
 *
 *   async onBeforeInteraction(_ctx: CommandKitPluginRuntime, interaction: Interaction) {
 *     console.log(`interaction ${interaction.id} of type ${interaction.type}`);
 *   }
 * }
 * ```
 */
export declare abstract class RuntimePlugin<T extends PluginOptions = PluginOptions> extends PluginCommon<
  T,
  CommandKitPluginRuntime
> {
  /** Always {@link PluginType.Runtime}. */
  readonly type: PluginType.Runtime;
  /**
   * Files imported before the plugin is activated: paths relative to the source directory, or
   * `module:<specifier>` for packages.
   */
  readonly preload: Set<string>;
  /** Called before commands are loaded. */
  onBeforeCommandsLoad(ctx: CommandKitPluginRuntime): Promise<void>;
  /** Called after commands are loaded. */
  onAfterCommandsLoad(ctx: CommandKitPluginRuntime): Promise<void>;
  /** Called before event listeners are loaded. */
  onBeforeEventsLoad(ctx: CommandKitPluginRuntime): Promise<void>;
  /** Called after event listeners are loaded. */
  onAfterEventsLoad(ctx: CommandKitPluginRuntime): Promise<void>;
  /** Called right before the client logs in. */
  onBeforeClientLogin(ctx: CommandKitPluginRuntime): Promise<void>;
  /** Called right after the client logged in. */
  onAfterClientLogin(ctx: CommandKitPluginRuntime): Promise<void>;
  /**
   * Called for every interaction before CommandKit looks for a command. Capture to handle it yourself.
   *
   * @param ctx - The runtime.
   * @param interaction - The incoming interaction.
   */
  onBeforeInteraction(ctx: CommandKitPluginRuntime, interaction: Interaction): Promise<void>;
  /**
   * Called for every message before CommandKit looks for a prefix command. Capture to handle it yourself.
   *
   * @param ctx - The runtime.
   * @param message - The incoming message.
   */
  onBeforeMessageCommand(ctx: CommandKitPluginRuntime, message: Message): Promise<void>;
  /**
   * Lets a plugin run a command in its own way.
   *
   * @param ctx - The runtime.
   * @param env - The command's environment.
   * @param source - The interaction or message.
   * @param command - The prepared command.
   * @param execute - Runs the command normally.
   * @returns `true` when the plugin has run the command; `false` to let CommandKit do it.
   */
  executeCommand(
    ctx: CommandKitPluginRuntime,
    env: CommandKitEnvironment,
    source: Interaction | Message,
    command: PreparedAppCommandExecution,
    execute: () => Promise<any>,
  ): Promise<boolean>;
  /** Called once the events router exists, before it scans; useful to add directories. */
  onEventsRouterInit(ctx: CommandKitPluginRuntime): Promise<void>;
  /** Called once the commands router exists, before it scans. */
  onCommandsRouterInit(ctx: CommandKitPluginRuntime): Promise<void>;
  /**
   * Called in development when a file changed.
   *
   * @remarks
   * Call `event.accept()` when the plugin dealt with the change (the next plugins are skipped) and
   * `event.preventDefault()` to stop CommandKit from reloading commands or events itself.
   *
   * @param ctx - The runtime.
   * @param event - What changed.
   */
  performHMR(ctx: CommandKitPluginRuntime, event: CommandKitHMREvent): Promise<void>;
  /**
   * Lets the plugin modify a command's data before it is stored.
   *
   * @param ctx - The runtime.
   * @param commands - The command data.
   * @returns The modified data, or `null` to keep it.
   */
  prepareCommand(ctx: CommandKitPluginRuntime, commands: CommandBuilderLike): Promise<CommandBuilderLike | null>;
  /**
   * Called before any command is registered with Discord. `event.preventDefault()` skips registration.
   *
   * @param ctx - The runtime.
   * @param event - The commands about to be registered.
   */
  onBeforeRegisterCommands(ctx: CommandKitPluginRuntime, event: PreRegisterCommandsEvent): Promise<void>;
  /**
   * Called before global commands are registered.
   *
   * @param ctx - The runtime.
   * @param event - The global commands.
   */
  onBeforeRegisterGlobalCommands(ctx: CommandKitPluginRuntime, event: PreRegisterCommandsEvent): Promise<void>;
  /**
   * Called before guild commands are grouped by guild.
   *
   * @param ctx - The runtime.
   * @param event - The guild commands.
   */
  onBeforePrepareGuildCommandsRegistration(ctx: CommandKitPluginRuntime, event: PreRegisterCommandsEvent): Promise<void>;
  /**
   * Called before guild commands are registered.
   *
   * @param ctx - The runtime.
   * @param event - The guild commands.
   */
  onBeforeRegisterGuildCommands(ctx: CommandKitPluginRuntime, event: PreRegisterCommandsEvent): Promise<void>;
  /**
   * Called after each command execution, once its deferred functions have run.
   *
   * @param ctx - The runtime.
   * @param env - The environment of the finished command.
   */
  onAfterCommand(ctx: CommandKitPluginRuntime, env: CommandKitEnvironment): Promise<void>;
  /**
   * Called before an event is dispatched to its listeners.
   *
   * @remarks
   * Call `event.accept()` to claim the event: the remaining plugins are then not notified. The listeners
   * still run.
   *
   * @param ctx - The runtime.
   * @param event - The event about to be dispatched.
   */
  willEmitEvent(ctx: CommandKitPluginRuntime, event: CommandKitEventDispatch): Promise<void>;
}

/**
 * Holds the runtime plugins of a CommandKit instance and calls their hooks.
 *
 * @remarks
 * Available as {@link CommandKit.plugins} and passed as first argument to every {@link RuntimePlugin} hook.
 */
export declare class CommandKitPluginRuntime {
  /** The CommandKit instance. */
  readonly commandkit: CommandKit;
  /**
   * Creates the runtime.
   *
   * @param commandkit - The CommandKit instance.
   */
  constructor(commandkit: CommandKit);
  /** The registered plugins, keyed by name. */
  getPlugins(): Collection<string, RuntimePlugin>;
  /**
   * Looks a plugin up by name.
   *
   * @param pluginName - The plugin's `name`.
   * @returns The plugin, or `null`.
   */
  getPlugin(pluginName: string): RuntimePlugin | null;
  /**
   * Looks a plugin up by class.
   *
   * @param plugin - The plugin class.
   * @returns The first registered instance of that class, or `null`.
   *
   * @example
   * ```ts
   * import { commandkit, RuntimePlugin } from 'commandkit';
   *
   * class MyPlugin extends RuntimePlugin {
   *   readonly name = 'MyPlugin';
   * }
   *
   * const mine = commandkit.plugins.get(MyPlugin); // MyPlugin | null
   * ```
   */
  get<T extends Constructable<any>>(plugin: T): InstanceType<T> | null;
  /**
   * Imports the files listed in a plugin's {@link RuntimePlugin.preload}.
   *
   * @param plugin - The plugin.
   */
  preload(plugin: RuntimePlugin): Promise<void>;
  /**
   * Registers and activates a plugin, silently skipping it when one with the same name exists.
   *
   * @param plugin - The plugin.
   */
  softRegisterPlugin(plugin: RuntimePlugin): Promise<void>;
  /**
   * Registers and activates a plugin.
   *
   * @param plugin - The plugin.
   * @throws Error when a plugin with the same name exists or activation fails.
   */
  registerPlugin(plugin: RuntimePlugin): Promise<void>;
  /**
   * Removes and deactivates a plugin.
   *
   * @param plugin - The plugin.
   * @throws Error when the plugin is not registered or deactivation fails.
   */
  unregisterPlugin(plugin: RuntimePlugin): Promise<void>;
  /** Removes and deactivates every plugin. */
  unregisterAllPlugins(): Promise<void>;
  /**
   * Called from a hook to claim the current operation: the remaining plugins are skipped and CommandKit's
   * default handling does not run.
   */
  capture(): never;
  /**
   * Calls a function for each plugin in turn. Errors are logged, except the capture signal.
   *
   * @param f - Receives the runtime and a plugin.
   * @returns `true` when a plugin captured, otherwise the value returned for the last plugin.
   */
  execute<R = any>(f: AsyncFunction<[CommandKitPluginRuntime, RuntimePlugin], R | undefined>): Promise<true | R | undefined>;
}

/**
 * Holds the compiler plugins of a build and runs their transformations.
 *
 * @remarks
 * The CLI creates it for `commandkit dev` and `commandkit build`; compiler plugins receive it in
 * {@link PluginCommon.activate} and can register `commandkit create` templates there.
 */
export declare class CompilerPluginRuntime {
  /** Name reported to the bundler. */
  readonly name: 'CompilerPluginRuntime';
  /** Whether the build is a development build. */
  readonly isDevMode: boolean;
  /**
   * Creates the runtime.
   *
   * @param plugins - The compiler plugins; other values are dropped.
   * @param isDevMode - Whether the build is a development build.
   */
  constructor(plugins: CompilerPlugin[], isDevMode: boolean);
  /** The managed plugins. */
  getPlugins(): CompilerPlugin[];
  /** Whether there is no plugin. */
  isEmpty(): boolean;
  /**
   * Adds a template for `commandkit create <name>`. Only allowed inside a plugin's `activate`.
   *
   * @param name - The template's name.
   * @param handler - Receives the remaining CLI arguments.
   * @throws Error outside `activate` or when the name is taken.
   */
  registerTemplate(name: string, handler: TemplateHandler): void;
  /**
   * Removes a template the calling plugin registered. Only allowed inside a plugin's `deactivate`.
   *
   * @param name - The template's name.
   */
  unregisterTemplate(name: string): void;
  /**
   * Finds a template.
   *
   * @param name - The template's name.
   */
  getTemplate(name: string): TemplateHandler | undefined;
  /** Every registered template, by name. */
  getTemplates(): Map<string, TemplateHandler>;
  /**
   * Passes a file through every plugin, each receiving the previous one's output.
   *
   * @param code - Source code.
   * @param id - File path.
   */
  transform(code: string, id: string): Promise<{ code: string; map: string | null }>;
  /** Activates every plugin (once). */
  init(): Promise<void>;
  /** Deactivates every plugin. */
  destroy(): Promise<void>;
  /** The runtime as a bundler plugin object: its name and transform function. */
  toJSON(): { name: string; transform: (code: string, id: string) => Promise<{ code: string; map: string | null }> };
}

/**
 * Base class for compiler plugins that turn functions marked with a directive into calls to a wrapper function.
 *
 * @remarks
 * Configure the directive (such as `"use cache"`), the module and the export of the wrapper through
 * {@link CommonDirectiveTransformerOptions}; files that do not contain the directive are skipped. This is
 * how `@commandkit/cache` implements `"use cache"`.
 *
 * @example
 * ```ts
 * import { CommonDirectiveTransformer } from 'commandkit';
 *
 * export class UseTimingPlugin extends CommonDirectiveTransformer {
 *   readonly name = 'UseTimingPlugin';
 *
 *   constructor() {
 *     super({ enabled: true, directive: 'use timing', importPath: 'my-timing-lib', importName: 'timed' });
 *   }
 * }
 * ```
 */
export declare abstract class CommonDirectiveTransformer extends CompilerPlugin<CommonDirectiveTransformerOptions> {
  /**
   * Prepares the directive transformer.
   *
   * @param ctx - The compiler runtime.
   */
  activate(ctx: CompilerPluginRuntime): Promise<void>;
  /**
   * Releases the directive transformer.
   *
   * @param ctx - The compiler runtime.
   */
  deactivate(ctx: CompilerPluginRuntime): Promise<void>;
  /**
   * Rewrites the functions carrying the directive. Disabled plugins, JSON files and files without the
   * directive are returned unchanged.
   *
   * @param params - The file's code and path.
   */
  transform(params: PluginTransformParameters): Promise<MaybeTransformedResult>;
}

/**
 * Built-in compiler plugin that evaluates functions marked `"use macro"` at build time.
 *
 * @remarks
 * Only the value a macro returns ends up in the bundle. It is part of the default configuration.
 *
 * @example
 * ```ts
 * function buildDate() {
 *   'use macro';
 *   return new Date().toISOString();
 * }
 *
 * // Replaced by a string literal during the build.
 * export const builtAt = buildDate();
 * ```
 */
export declare class MacroPlugin extends CompilerPlugin {
  /** Always `'MacroPlugin'`. */
  readonly name: 'MacroPlugin';
  /** Loads the macro transformer. */
  activate(): Promise<void>;
  /** Releases the macro transformer. */
  deactivate(): Promise<void>;
  /**
   * Evaluates the macros of a file. Disabled plugins, JSON files and files without `use macro` are skipped.
   *
   * @param params - The file's code and path.
   */
  transform(params: PluginTransformParameters): Promise<MaybeTransformedResult>;
}

// ===========================================================================
// Analytics
// ===========================================================================

/**
 * Sends analytics events to the registered {@link AnalyticsProvider}.
 *
 * @remarks
 * Available as {@link CommandKit.analytics}. Analytics plugins such as those of `@commandkit/analytics`
 * register their provider here. Nothing is sent while no provider is registered, when
 * {@link noAnalytics} was called in the current context, or when the filter rejects the event. Provider
 * errors are logged, never thrown.
 *
 * @example
 * ```ts
 * import { commandkit } from 'commandkit';
 *
 * await commandkit.analytics.track({ name: 'giveaway_created', data: { prize: 'Nitro' } });
 * ```
 */
export declare class AnalyticsEngine {
  /** The CommandKit instance. */
  readonly commandkit: CommandKit;
  /**
   * Creates the engine.
   *
   * @param commandkit - The CommandKit instance.
   */
  constructor(commandkit: CommandKit);
  /**
   * Sets the function deciding which events are sent.
   *
   * @param filter - Returns `false` to drop an event; `null` removes the filter.
   */
  setFilter(filter: FilterFunction | null): void;
  /**
   * Uses a provider, replacing the current one.
   *
   * @param provider - The provider.
   */
  registerProvider(provider: AnalyticsProvider): void;
  /**
   * Stops using a provider, if it is the current one.
   *
   * @param provider - The provider.
   */
  removeProvider(provider: AnalyticsProvider): void;
  /** The current provider, or `null`. */
  getProvider(): AnalyticsProvider | null;
  /**
   * Sends identification data (for example about a user) to the provider, if it supports it.
   *
   * @param event - The data.
   */
  identify(event: IdentifyEvent): Promise<void>;
  /**
   * Sends an event to the provider, unless tracking is disabled or filtered out.
   *
   * @param event - The event.
   */
  track(event: AnalyticsEvent): Promise<void>;
}

// ===========================================================================
// Feature flags
// ===========================================================================

/**
 * A feature flag: identifies who is asking, then decides a value for them.
 *
 * @remarks
 * Create flags with {@link flag}, which wraps this class in a callable function. Creating a flag registers it
 * in {@link CommandKit.flags}; keys must be unique. Evaluating reports timing and decision analytics unless
 * `disableAnalytics` is set.
 *
 * @typeParam R - The value decided.
 * @typeParam T - The identified entities.
 */
export declare class FeatureFlag<R, T> {
  /** The definition the flag was created from. */
  readonly options: FeatureFlagDefinition<R, T>;
  /**
   * Creates and registers the flag.
   *
   * @param options - Key, identify and decide functions.
   * @throws Error when a flag with the same key exists or no CommandKit instance is available.
   */
  constructor(options: FeatureFlagDefinition<R, T>);
  /**
   * Evaluates the flag, consulting the global {@link FlagProvider} when one is set.
   *
   * @param res - Entities to decide for; when omitted, `identify` is called with the current command or event context.
   * @returns The decided value.
   */
  execute(res?: T): Promise<R>;
}

/**
 * The collection of feature flags of a CommandKit instance, keyed by flag key.
 *
 * @remarks
 * Available as {@link CommandKit.flags}; flags add themselves when created.
 */
export declare class FlagStore extends Collection<string, FeatureFlag<any, any>> {}

/**
 * A {@link FlagProvider} that serves flag configurations from a plain object.
 *
 * @remarks
 * Handy for tests, local development, or as a model for a provider backed by a real service.
 *
 * @example
 * ```ts
 * import { JsonFlagProvider, setFlagProvider } from 'commandkit';
 *
 * setFlagProvider(
 *   new JsonFlagProvider({
 *     'new-help-menu': { enabled: true, percentage: 25 },
 *   }),
 * );
 * ```
 */
export declare class JsonFlagProvider implements FlagProvider {
  /**
   * Creates the provider.
   *
   * @param config - Flag configurations by key.
   */
  constructor(config: Record<string, FlagConfiguration>);
  /**
   * Reads a flag's configuration.
   *
   * @param key - The flag key.
   * @returns The configuration, or `null`.
   */
  getFlag(key: string): Promise<FlagConfiguration | null>;
  /**
   * Whether the flag is configured.
   *
   * @param key - The flag key.
   */
  hasFlag(key: string): Promise<boolean>;
  /** Forgets every configuration. */
  destroy(): Promise<void>;
}

// ===========================================================================
// Logging
// ===========================================================================

/**
 * The console logger CommandKit uses unless configured otherwise.
 *
 * @remarks
 * Lines carry a coloured level label and a timestamp; inside a command they also show the command name and
 * handler kind. Errors are printed with their stack, objects are inspected. Every method also works as a
 * template tag.
 *
 * @example
 * ```ts
 * import { DefaultLogger, Logger, NoopLogger } from 'commandkit/logger';
 *
 * // Mute logs during a noisy operation, then restore the console output.
 * Logger.configure({ provider: new NoopLogger() });
 * // ...
 * Logger.configure({ provider: new DefaultLogger() });
 * ```
 */
export declare class DefaultLogger implements ILogger {
  /** Stream for regular output. */
  stdout: NodeJS.WriteStream;
  /** Stream for error output. */
  stderr: NodeJS.WriteStream;
  /**
   * Creates the logger.
   *
   * @param stdout - Regular output; defaults to `process.stdout`.
   * @param stderr - Error output; defaults to `process.stderr`.
   */
  constructor(stdout?: NodeJS.WriteStream, stderr?: NodeJS.WriteStream);
  /** Writes a debug message. */
  debug(message: any): void;
  /** Writes a debug message built from a template literal. */
  debug(strings: TemplateStringsArray, ...values: any[]): void;
  /** Writes an error message. */
  error(message: any): void;
  /** Writes an error message built from a template literal. */
  error(strings: TemplateStringsArray, ...values: any[]): void;
  /** Writes a plain log message. */
  log(message: any): void;
  /** Writes a plain log message built from a template literal. */
  log(strings: TemplateStringsArray, ...values: any[]): void;
  /** Writes an informational message. */
  info(message: any): void;
  /** Writes an informational message built from a template literal. */
  info(strings: TemplateStringsArray, ...values: any[]): void;
  /** Writes a warning. */
  warn(message: any): void;
  /** Writes a warning built from a template literal. */
  warn(strings: TemplateStringsArray, ...values: any[]): void;
}

/**
 * A logger that discards everything.
 *
 * @remarks
 * Give it to `Logger.configure` to silence CommandKit, for example in tests.
 *
 * @example
 * ```ts
 * import { Logger, NoopLogger } from 'commandkit/logger';
 *
 * Logger.configure({ provider: new NoopLogger() });
 * ```
 */
export declare class NoopLogger implements ILogger {
  /** Ignores a debug message. */
  debug(message: any): void;
  /** Ignores a debug message given as a template literal. */
  debug(strings: TemplateStringsArray, ...values: any[]): void;
  /** Ignores an error message. */
  error(message: any): void;
  /** Ignores an error message given as a template literal. */
  error(strings: TemplateStringsArray, ...values: any[]): void;
  /** Ignores a log message. */
  log(message: any): void;
  /** Ignores a log message given as a template literal. */
  log(strings: TemplateStringsArray, ...values: any[]): void;
  /** Ignores an informational message. */
  info(message: any): void;
  /** Ignores an informational message given as a template literal. */
  info(strings: TemplateStringsArray, ...values: any[]): void;
  /** Ignores a warning. */
  warn(message: any): void;
  /** Ignores a warning given as a template literal. */
  warn(strings: TemplateStringsArray, ...values: any[]): void;
}

// ===========================================================================
// Key-value store
// ===========================================================================

/**
 * A persistent key-value store backed by SQLite (`node:sqlite`, Node.js 22.5 or later).
 *
 * @remarks
 * Values keep their type through serialization: strings, numbers, booleans, bigints, dates, arrays, maps,
 * sets, buffers, regular expressions and plain objects. Keys may use dot notation to read or write a nested
 * property of a stored object (`user:1.settings.theme`). Entries can expire, and each namespace is a separate
 * table. The store closes itself when used with `using`/`await using`.
 *
 * @example
 * ```ts
 * import { openKV } from 'commandkit/kv';
 *
 * const kv = openKV('data.db');
 *
 * kv.set('guild:1', { prefix: '!', welcome: { enabled: true } });
 * kv.set('guild:1.welcome.enabled', false);
 * console.log(kv.get('guild:1.prefix')); // '!'
 *
 * kv.setex('cooldown:42', true, 30_000); // gone after 30 seconds
 *
 * const economy = kv.namespace('economy');
 * economy.set('coins:42', 100);
 * economy.math('coins:42', '+', 50); // 150
 * ```
 */
export declare class KV implements Disposable, AsyncDisposable {
  /**
   * Opens a store.
   *
   * @param path - Database file, buffer or URL, or an already open `DatabaseSync`.
   * @param options - WAL mode (on by default) and namespace (`commandkit_kv` by default).
   */
  constructor(path: string | Buffer | URL | DatabaseSync, options?: KvOptions);
  /** Whether the database connection is open. */
  isOpen(): boolean;
  /** The underlying SQLite database. */
  getDatabase(): DatabaseSync;
  /** Closes the database connection if it is open. */
  close(): void;
  /** Closes the store at the end of a `using` block. */
  [Symbol.dispose](): void;
  /** Closes the store at the end of an `await using` block. */
  [Symbol.asyncDispose](): Promise<void>;
  /**
   * Reads a value.
   *
   * @typeParam T - Expected type of the value.
   * @param key - The key; dot notation reads a nested property.
   * @returns The value, or `undefined` when missing or expired.
   */
  get<T = any>(key: string): T | undefined;
  /**
   * Stores a value without expiry.
   *
   * @param key - The key; dot notation writes a nested property, creating objects along the way.
   * @param value - The value.
   */
  set(key: string, value: any): void;
  /**
   * Stores a value that expires.
   *
   * @param key - The key; dot notation is supported.
   * @param value - The value.
   * @param ttl - Lifetime in milliseconds.
   */
  setex(key: string, value: any, ttl: number): void;
  /**
   * Applies an arithmetic operation to a stored number or bigint and stores the result.
   *
   * @param key - The key; dot notation is supported.
   * @param operator - `+`, `-`, `*`, `/`, `^` (power) or `%`.
   * @param value - The right-hand operand.
   * @returns The new value.
   * @throws Error when the key is missing or does not hold a number or bigint.
   */
  math(key: string, operator: KvMathOperator, value: number | bigint): number | bigint;
  /**
   * Makes an existing entry expire.
   *
   * @param key - The key.
   * @param ttl - Lifetime in milliseconds from now.
   * @returns `false` when the key does not exist.
   */
  expire(key: string, ttl: number): boolean;
  /**
   * How long an entry has left.
   *
   * @param key - The key.
   * @returns Milliseconds left, `-2` when the entry never expires, `-1` when it does not exist.
   */
  ttl(key: string): number;
  /**
   * Removes an entry, or a nested property with dot notation.
   *
   * @param key - The key.
   */
  delete(key: string): void;
  /**
   * Whether an unexpired entry exists.
   *
   * @param key - The key; dot notation is supported.
   */
  has(key: string): boolean;
  /** Every unexpired key of the namespace. */
  keys(): string[];
  /** Every unexpired value of the namespace. */
  values(): any[];
  /** Number of unexpired entries in the namespace. */
  count(): number;
  /** Removes every entry of the namespace. */
  clear(): void;
  /** Every unexpired entry of the namespace as an object. */
  all(): Record<string, any>;
  /** Names of every namespace (table) in the database. */
  namespaces(): string[];
  /** The namespace this store works in. */
  getCurrentNamespace(): string;
  /**
   * Opens another namespace on the same database.
   *
   * @param namespace - The namespace name.
   */
  namespace(namespace: string): KV;
  /** Iterates over the unexpired `[key, value]` pairs. */
  [Symbol.iterator](): Iterator<[string, any]>;
  /**
   * Runs a function in a transaction: every change is rolled back if it throws.
   *
   * @param fn - The work to do.
   * @returns What `fn` returned.
   */
  transaction<T>(fn: () => T | Promise<T>): Promise<T>;
}

// ===========================================================================
// Concurrency helpers
// ===========================================================================

/**
 * Runs asynchronous tasks one at a time, or with a limited number in parallel.
 *
 * @remarks
 * Create one with {@link createAsyncQueue}. Tasks start in the order they were added. Aborting the queue
 * (through {@link AsyncQueue.abort} or the `signal` option) rejects every pending task.
 *
 * @example
 * ```ts
 * import { createAsyncQueue } from 'commandkit/async-queue';
 *
 * const queue = createAsyncQueue({ concurrency: 2 });
 *
 * const results = await Promise.all(
 *   ['a', 'b', 'c'].map((id) => queue.add(async () => `processed ${id}`)),
 * );
 * ```
 */
export declare class AsyncQueue {
  /**
   * Creates a queue.
   *
   * @param options - Concurrency (1 by default), drain callback and abort signal.
   */
  constructor(options?: AsyncQueueOptions);
  /**
   * Adds a task.
   *
   * @param task - The task.
   * @param signal - Cancels this task if aborted before it starts.
   * @returns What the task resolves to.
   */
  add<T>(task: AsyncQueueTask<T>, signal?: AbortSignal): Promise<T>;
  /** Stops starting new tasks; running ones continue. */
  pause(): void;
  /** Starts processing pending tasks again. */
  resume(): void;
  /** Rejects every pending task and refuses new ones. */
  abort(): void;
  /** Drops pending tasks. */
  clear(): void;
  /** Number of tasks running now. */
  getRunning(): number;
  /** Number of tasks waiting. */
  getPending(): number;
  /** Whether the queue is paused. */
  isPaused(): boolean;
  /** Whether the queue was aborted. */
  isAborted(): boolean;
}

/**
 * A lock per key: only one holder at a time.
 *
 * @remarks
 * The default storage keeps locks in memory; give a shared {@link MutexStorage} to coordinate several
 * processes (the `@commandkit/redis` plugin provides one). Use {@link createMutex} or the global
 * {@link defaultMutex}.
 *
 * @example
 * ```ts
 * import { createMutex } from 'commandkit/mutex';
 *
 * const mutex = createMutex({ timeout: 10_000 });
 *
 * await mutex.withLock('balance:42', async () => {
 *   // read, modify and write the balance without races
 * });
 * ```
 */
export declare class Mutex {
  /**
   * Creates a mutex.
   *
   * @param options - Default timeout (30 seconds) and storage.
   */
  constructor(options?: MutexOptions);
  /**
   * Replaces the storage.
   *
   * @param storage - The new storage.
   */
  setStorage(storage: MutexStorage): void;
  /** The storage in use. */
  getStorage(): MutexStorage;
  /**
   * Waits for the lock.
   *
   * @param key - Lock name.
   * @param timeout - Milliseconds to wait; the mutex default when omitted.
   * @param signal - Cancels the wait.
   * @returns `true` once acquired, `false` on timeout.
   */
  acquire(key: string, timeout?: number, signal?: AbortSignal): Promise<boolean>;
  /**
   * Releases the lock.
   *
   * @param key - Lock name.
   */
  release(key: string): Promise<void>;
  /**
   * Whether the lock is held.
   *
   * @param key - Lock name.
   */
  isLocked(key: string): Promise<boolean>;
  /**
   * Runs a function while holding the lock, releasing it afterwards even if it throws.
   *
   * @param key - Lock name.
   * @param fn - The work to do.
   * @param timeout - Milliseconds to wait for the lock.
   * @param signal - Cancels the wait.
   * @returns What `fn` returned.
   * @throws Error when the lock could not be acquired.
   */
  withLock<T>(key: string, fn: () => Promise<T> | T, timeout?: number, signal?: AbortSignal): Promise<T>;
  /** The settings in use, without the storage. */
  getConfig(): Omit<MutexOptions, 'storage'>;
}

/**
 * Keeps mutex locks in process memory.
 *
 * @remarks
 * The default storage of {@link Mutex}. Locks are not shared between processes.
 */
export declare class MemoryMutexStorage implements MutexStorage {
  /**
   * Waits for a lock, checking every few milliseconds.
   *
   * @param key - Lock name.
   * @param timeout - Milliseconds to wait; 30 seconds by default.
   * @param signal - Cancels the wait (the promise rejects).
   * @returns `true` once acquired, `false` on timeout.
   */
  acquire(key: string, timeout?: number, signal?: AbortSignal): Promise<boolean>;
  /**
   * Releases a lock.
   *
   * @param key - Lock name.
   */
  release(key: string): Promise<void>;
  /**
   * Whether a lock is held.
   *
   * @param key - Lock name.
   */
  isLocked(key: string): Promise<boolean>;
}

/**
 * A limited pool of permits per key: at most N holders at a time.
 *
 * @remarks
 * Use it to cap concurrent access to a resource (for example three simultaneous calls to an external API).
 * Create one with {@link createSemaphore} or use the global {@link defaultSemaphore}.
 *
 * @example
 * ```ts
 * import { createSemaphore } from 'commandkit/semaphore';
 *
 * const semaphore = createSemaphore({ permits: 3 });
 *
 * const data = await semaphore.withPermit('weather-api', async () => {
 *   const response = await fetch('https://example.com/weather');
 *   return response.json();
 * });
 * ```
 */
export declare class Semaphore {
  /**
   * Creates a semaphore.
   *
   * @param options - Permits per key (1), default timeout (30 seconds) and storage.
   */
  constructor(options?: SemaphoreOptions);
  /**
   * Replaces the storage.
   *
   * @param storage - The new storage.
   */
  setStorage(storage: SemaphoreStorage): void;
  /** The storage in use. */
  getStorage(): SemaphoreStorage;
  /**
   * Waits for a permit.
   *
   * @param key - Pool name.
   * @param timeout - Milliseconds to wait; the semaphore default when omitted.
   * @param signal - Cancels the wait.
   * @returns `true` once acquired, `false` on timeout.
   */
  acquire(key: string, timeout?: number, signal?: AbortSignal): Promise<boolean>;
  /**
   * Gives a permit back.
   *
   * @param key - Pool name.
   */
  release(key: string): Promise<void>;
  /**
   * Number of free permits.
   *
   * @param key - Pool name.
   */
  getAvailablePermits(key: string): Promise<number>;
  /**
   * Size of the pool.
   *
   * @param key - Pool name.
   */
  getTotalPermits(key: string): Promise<number>;
  /**
   * Number of permits currently held.
   *
   * @param key - Pool name.
   */
  getAcquiredPermits(key: string): Promise<number>;
  /**
   * Runs a function while holding a permit, giving it back afterwards even if it throws.
   *
   * @param key - Pool name.
   * @param fn - The work to do.
   * @param timeout - Milliseconds to wait for a permit.
   * @param signal - Cancels the wait.
   * @returns What `fn` returned.
   * @throws Error when no permit could be acquired.
   */
  withPermit<T>(key: string, fn: () => Promise<T> | T, timeout?: number, signal?: AbortSignal): Promise<T>;
  /** The settings in use, without the storage. */
  getConfig(): Omit<SemaphoreOptions, 'storage'>;
}

/**
 * Keeps semaphore permits in process memory.
 *
 * @remarks
 * The default storage of {@link Semaphore}, which sizes each pool on first use.
 */
export declare class MemorySemaphoreStorage implements SemaphoreStorage {
  /**
   * Waits for a permit, checking every few milliseconds.
   *
   * @param key - Pool name.
   * @param timeout - Milliseconds to wait; 30 seconds by default.
   * @param signal - Cancels the wait (the promise rejects).
   * @returns `true` once acquired, `false` on timeout.
   */
  acquire(key: string, timeout?: number, signal?: AbortSignal): Promise<boolean>;
  /**
   * Gives a permit back.
   *
   * @param key - Pool name.
   */
  release(key: string): Promise<void>;
  /**
   * Number of free permits.
   *
   * @param key - Pool name.
   */
  getAvailablePermits(key: string): Promise<number>;
  /**
   * Size of the pool, or 0 when it does not exist yet.
   *
   * @param key - Pool name.
   */
  getTotalPermits(key: string): Promise<number>;
  /**
   * Creates (or resets) a pool with all its permits free.
   *
   * @param key - Pool name.
   * @param permits - Size of the pool.
   */
  initialize(key: string, permits: number): void;
}

/**
 * Counts requests per key in a fixed time window and refuses those over the limit.
 *
 * @remarks
 * Create one with {@link createRateLimiter} or use the global {@link defaultRateLimiter} through
 * {@link ratelimit}. Give a shared {@link RateLimitStorage} to enforce limits across processes.
 *
 * @example
 * ```ts
 * import type { ChatInputCommand } from 'commandkit';
 * import { createRateLimiter } from 'commandkit/ratelimit';
 *
 * const limiter = createRateLimiter({ maxRequests: 3, interval: 60_000 });
 *
 * export const chatInput: ChatInputCommand = async ({ interaction }) => {
 *   if (!(await limiter.limit(interaction.user.id))) {
 *     const wait = await limiter.getResetTime(interaction.user.id);
 *     await interaction.reply(`Slow down! Try again in ${Math.ceil(wait / 1000)}s.`);
 *     return;
 *   }
 *   await interaction.reply('Done!');
 * };
 * ```
 */
export declare class RateLimiter {
  /**
   * Creates a rate limiter.
   *
   * @param maxRequests - Requests allowed per window; {@link DEFAULT_MAX_REQUESTS} by default.
   * @param interval - Window length in milliseconds; {@link DEFAULT_TIMEOUT} by default.
   * @param storage - Where counters are kept; in memory by default.
   */
  constructor(maxRequests?: number, interval?: number, storage?: RateLimitStorage);
  /**
   * Replaces the storage.
   *
   * @param storage - The new storage.
   */
  setStorage(storage: RateLimitStorage): void;
  /** The storage in use. */
  getStorage(): RateLimitStorage;
  /**
   * Counts a request.
   *
   * @param key - Who or what is limited, such as a user id.
   * @returns `true` when the request is allowed, `false` when the limit is reached.
   */
  limit(key: string): Promise<boolean>;
  /**
   * Requests left in the current window.
   *
   * @param key - The limited key.
   */
  getRemaining(key: string): Promise<number>;
  /**
   * Milliseconds until the window restarts, or 0 when no window is active.
   *
   * @param key - The limited key.
   */
  getResetTime(key: string): Promise<number>;
  /**
   * Clears the counter of a key.
   *
   * @param key - The limited key.
   */
  reset(key: string): Promise<void>;
  /** The settings in use, without the storage. */
  getConfig(): Omit<RateLimitOptions, 'storage'>;
}

/**
 * Keeps rate limit counters in process memory.
 *
 * @remarks
 * The default storage of {@link RateLimiter}. Counters are not shared between processes.
 */
export declare class MemoryRateLimitStorage implements RateLimitStorage {
  /**
   * Reads a counter.
   *
   * @param key - The limited key.
   * @returns The count, 0 when unknown.
   */
  get(key: string): Promise<number>;
  /**
   * Writes a counter.
   *
   * @param key - The limited key.
   * @param value - The count.
   */
  set(key: string, value: number): Promise<void>;
  /**
   * Removes a counter.
   *
   * @param key - The limited key.
   */
  delete(key: string): Promise<void>;
}

// Keep the helper types above private to this file.
export {};

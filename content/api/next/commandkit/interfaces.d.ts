import type {
  ActionRowBuilder,
  AutocompleteInteraction,
  Awaitable,
  BaseSelectMenuComponentData,
  ButtonBuilder,
  ButtonStyle,
  CacheType,
  ChannelSelectMenuComponentData,
  ChannelSelectMenuInteraction,
  ChatInputCommandInteraction,
  Client,
  ClientEvents,
  Collection,
  ColorResolvable,
  ComponentBuilder,
  ComponentEmojiResolvable,
  ContainerComponentData,
  ContextMenuCommandInteraction,
  FileComponentData,
  FileUploadComponentData,
  Guild,
  Interaction,
  LabelBuilderData,
  Locale,
  MediaGalleryItemBuilder,
  MentionableSelectMenuComponentData,
  MentionableSelectMenuInteraction,
  Message,
  MessageContextMenuCommandInteraction,
  PermissionsString,
  PollAnswerData,
  PollData,
  PollQuestionMedia,
  RoleSelectMenuComponentData,
  RoleSelectMenuInteraction,
  SeparatorComponentData,
  StringSelectMenuInteraction,
  StringSelectMenuOptionBuilder,
  TextBasedChannel,
  TextDisplayBuilder,
  TextDisplayComponentData,
  TextInputBuilder,
  ThumbnailBuilder,
  UserContextMenuCommandInteraction,
  UserSelectMenuComponentData,
  UserSelectMenuInteraction,
} from 'discord.js';
import type {
  AnalyticsEngine,
  ButtonKit,
  ChannelSelectMenuKit,
  CommandKit,
  CommandKitEnvironment,
  Context,
  MentionableSelectMenuKit,
  MessageCommandParser,
  ModalKit,
  RoleSelectMenuKit,
  StringSelectMenuKit,
  UserSelectMenuKit,
} from './classes';
import type { CommandKitEnvironmentType, SerializerType } from './enums';
import type { ElementType as ElementTypes } from './variables';
import type {
  AnyCommandKitElement,
  AppCommand,
  ButtonChildrenLike,
  CommandData,
  CommandExecutionMode,
  CommandKitButtonBuilderInteractionCollectorDispatch,
  CommandKitButtonBuilderInteractionCollectorDispatchContextData,
  CommandKitButtonBuilderOnEnd,
  CommandKitModalBuilderInteractionCollectorDispatchContextData,
  CommandKitPlugin,
  CommandKitSelectMenuBuilderInteractionCollectorDispatch,
  CommandKitSelectMenuBuilderInteractionCollectorDispatchContextData,
  CommandKitSelectMenuBuilderOnEnd,
  CommandMetadataFunction,
  CustomEvaluationContext,
  DecideFunction,
  EventInterceptorErrorHandler,
  EventListener,
  GenericFunction,
  HMREventType,
  IdentifyEvent,
  IdentifyFunction,
  ListenerFunction,
  MaybeArray,
  OnModalKitEnd,
  OnModalKitSubmit,
  PollChildrenType,
  RunCommand,
  StringEncodable,
} from './types';

// ---------------------------------------------------------------------------
// Analytics
// ---------------------------------------------------------------------------

/**
 * A single analytics record handed to an {@link AnalyticsProvider} for tracking.
 *
 * @remarks
 * Besides the event name, a record may carry an identifier (for example a user or
 * guild id) and a free-form payload whose shape depends on the event.
 *
 * @example
 * ```ts
 * import { track } from 'commandkit/analytics';
 *
 * await track({
 *   name: 'ticket_opened',
 *   id: interaction.user.id,
 *   data: { guild: interaction.guildId },
 * });
 * ```
 */
export interface AnalyticsEvent {
  /** Name under which the event is recorded. */
  name: string;
  /** Optional identifier that links the event to a user, guild or other entity. */
  id?: string;
  /** Arbitrary, event-specific payload sent along with the event. */
  data: Record<string, any>;
}

/**
 * Contract implemented by every analytics backend that plugs into the {@link AnalyticsEngine}.
 *
 * @remarks
 * The engine forwards each tracked {@link AnalyticsEvent} to the registered provider.
 * Identification of users is optional; providers that do not support it simply omit
 * {@link AnalyticsProvider.identify}.
 *
 * @example
 * ```ts
 * import type { AnalyticsProvider } from 'commandkit';
 *
 * const consoleProvider: AnalyticsProvider = {
 *   name: 'console',
 *   async track(engine, event) {
 *     console.log(`[analytics] ${event.name}`, event.data);
 *   },
 * };
 * ```
 */
export interface AnalyticsProvider {
  /** Human readable name of the provider, shown in logs. */
  readonly name: string;
  /**
   * Records an event with the backend.
   *
   * @param engine - The analytics engine that dispatched the event.
   * @param event - The event to store.
   * @returns A promise that settles once the event was handed to the backend.
   */
  track(engine: AnalyticsEngine, event: AnalyticsEvent): Promise<void>;
  /**
   * Associates traits with a user or other entity, when the backend supports it.
   *
   * @param engine - The analytics engine that dispatched the call.
   * @param event - Traits describing the entity.
   * @returns A promise that settles once the backend accepted the data.
   */
  identify?(engine: AnalyticsEngine, event: IdentifyEvent): Promise<void>;
}

// ---------------------------------------------------------------------------
// Commands, handlers and routing
// ---------------------------------------------------------------------------

/**
 * The built-in shape of a command module as CommandKit sees it after importing the file.
 *
 * @remarks
 * A command file exports `command` (its definition), optionally `metadata` or a
 * `generateMetadata` function, and one handler per execution mode it supports.
 * Any extra exports end up in {@link CustomAppCommandProps}; the combination of both is
 * {@link AppCommand}.
 *
 * @example
 * ```ts
 * // src/app/commands/ping.ts
 * import type { ChatInputCommand, CommandData } from 'commandkit';
 *
 * export const command: CommandData = { name: 'ping', description: 'Replies with pong' };
 *
 * export const chatInput: ChatInputCommand = async (ctx) => {
 *   await ctx.interaction.reply('Pong!');
 * };
 * ```
 */
export interface AppCommandNative {
  /** The command definition (usually {@link CommandData}) or any plain object describing it. */
  command: CommandData | Record<string, any>;
  /** Function that builds the {@link CommandMetadata} lazily, possibly asynchronously. */
  generateMetadata?: CommandMetadataFunction;
  /** Static {@link CommandMetadata} for the command. */
  metadata?: CommandMetadata;
  /** Handler for slash command invocations. */
  chatInput?: (ctx: Context) => Awaitable<unknown>;
  /** Handler that answers autocomplete requests for the command's options. */
  autocomplete?: (ctx: Context) => Awaitable<unknown>;
  /** Handler for prefix (message) invocations. */
  message?: (ctx: Context) => Awaitable<unknown>;
  /** Handler for the message context menu variant of the command. */
  messageContextMenu?: (ctx: Context) => Awaitable<unknown>;
  /** Handler for the user context menu variant of the command. */
  userContextMenu?: (ctx: Context) => Awaitable<unknown>;
}

/**
 * Open-ended bag of additional exports a command module may carry.
 *
 * @remarks
 * Plugins use this to read their own per-command settings (for example an AI tool
 * configuration) straight from the command file.
 */
export interface CustomAppCommandProps {
  /** Any extra export of the command module, keyed by its export name. */
  [key: string]: any;
}

/**
 * Summary of one loaded event, as reported by the events handler to outside callers.
 */
export interface AppEventsHandlerLoadedData {
  /** Name of the Discord or custom event. */
  name: string;
  /** Namespace the event belongs to, or `null` for client events. */
  namespace: string | null;
  /** How many listeners run only on the first emission. */
  onceListeners: number;
  /** How many listeners run on every emission. */
  regularListeners: number;
  /** The router data the event was built from. */
  metadata: ParsedEvent;
}

/**
 * Describes a command file discovered by the commands router.
 */
export interface Command {
  /** Unique identifier assigned to the command by the router. */
  id: string;
  /** Command name, derived from its file name. */
  name: string;
  /** Absolute path of the command file. */
  path: string;
  /** Path of the command file relative to the commands directory. */
  relativePath: string;
  /** Absolute path of the directory containing the command file. */
  parentPath: string;
  /** Identifiers of the {@link Middleware} entries that apply to this command. */
  middlewares: Array<string>;
  /** Category taken from a `(Category)` folder, or `null` when the command has none. */
  category: string | null;
}

/**
 * Describes a middleware file discovered by the commands router.
 */
export interface Middleware {
  /** Unique identifier assigned to the middleware by the router. */
  id: string;
  /** Middleware name, derived from its file name. */
  name: string;
  /** Absolute path of the middleware file. */
  path: string;
  /** Path of the middleware file relative to the commands directory. */
  relativePath: string;
  /** Absolute path of the directory containing the middleware file. */
  parentPath: string;
  /** `true` when the middleware applies to every command rather than a directory. */
  global: boolean;
  /** Name of the single command this middleware targets, or `null` when it is not command-specific. */
  command: string | null;
}

/**
 * Settings for the commands router.
 */
export interface CommandsRouterOptions {
  /** Directory that is scanned for command and middleware files. */
  entrypoint: string;
}

/**
 * Result of a commands router scan: every command and middleware, indexed by id.
 */
export interface ParsedCommandData {
  /** Discovered commands keyed by their identifier. */
  commands: Record<string, Command>;
  /** Discovered middlewares keyed by their identifier. */
  middlewares: Record<string, Middleware>;
}

/**
 * Settings for the events router.
 */
export interface EventsRouterOptions {
  /** Directories scanned for event folders. */
  entrypoints: string[];
}

/**
 * An event folder found by the events router, along with its listener files.
 */
export interface ParsedEvent {
  /** Event name, taken from the folder name. */
  event: string;
  /** Absolute path of the event folder. */
  path: string;
  /** Absolute paths of the listener files inside the folder. */
  listeners: string[];
  /** Namespace folder the event lives under, or `null` for client events. */
  namespace: string | null;
}

/**
 * A command after it has been imported and prepared by the command handler.
 */
export interface LoadedCommand {
  /**
   * The snowflake Discord assigned to the command on registration.
   * It stays `null` until that id is known.
   */
  discordId: string | null;
  /** The router entry the command was loaded from. */
  command: Command;
  /** Resolved metadata (guilds, aliases, permissions and more). */
  metadata: CommandMetadata;
  /** The imported command module. */
  data: AppCommand;
}

/**
 * An event after its listener files have been imported by the events handler.
 */
export interface LoadedEvent {
  /** Event name. */
  name: string;
  /** Namespace of the event, or `null` for client events. */
  namespace: string | null;
  /** Router data for the event. */
  event: ParsedEvent;
  /** Every listener attached to the event. */
  listeners: EventListener[];
  /** The dispatcher registered on the emitter, if it has been attached. */
  mainListener?: EventListener;
  /** Listeners flagged as one-shot that have already fired. */
  executedOnceListeners?: Set<ListenerFunction>;
}

/**
 * Everything the command runner needs to execute a command: the command itself,
 * the middlewares that wrap it and, for prefix commands, the parser.
 */
export interface PreparedAppCommandExecution {
  /** The command to run. */
  command: LoadedCommand;
  /** Middlewares applied around the command, in execution order. */
  middlewares: Array<{
    /** Router entry of the middleware. */
    middleware: Middleware;
    /** The imported middleware hooks. */
    data: {
      /** Hook run before the command handler. */
      beforeExecute: (ctx: Context) => Awaitable<unknown>;
      /** Hook run after the command handler. */
      afterExecute: (ctx: Context) => Awaitable<unknown>;
    };
  }>;
  /** Parser for prefix commands; absent for interaction-based commands. */
  messageCommandParser?: MessageCommandParser;
}

/**
 * Options accepted when asking the command runner to execute a prepared command.
 */
export interface RunCommandOptions {
  /**
   * Name of the exported handler to call, such as `chatInput` or `message`.
   * When omitted the handler matching the execution mode is used.
   */
  handler?: string;
  /**
   * Re-throw errors raised while executing instead of only logging them.
   * Defaults to `false`.
   */
  throwOnError?: boolean;
}

/**
 * Event handed to runtime plugins right before commands are registered with Discord.
 *
 * @example
 * ```ts
 * class ManualRegistration extends RuntimePlugin {
 *   public readonly name = 'manual-registration';
 *
 *   async onBeforeRegisterCommands(ctx, event: PreRegisterCommandsEvent) {
 *     event.preventDefault(); // register on our own schedule instead
 *     await saveForLater(event.commands);
 *   }
 * }
 * ```
 */
export interface PreRegisterCommandsEvent {
  /** Stops CommandKit from registering the commands itself. */
  preventDefault(): void;
  /** The command payloads that are about to be registered. */
  commands: CommandData[];
}

/**
 * Settings passed when building a {@link Context} instance.
 *
 * @typeParam T - The execution mode the context is created for.
 * @typeParam Args - Shape of the extra arguments carried by the context.
 */
export interface ContextParameters<T extends CommandExecutionMode, Args = Record<string, any>> {
  /** The command being executed. */
  command: LoadedCommand;
  /** Environment of the current execution, when one is active. */
  environment?: CommandKitEnvironment;
  /** How the command was invoked. */
  executionMode: T;
  /** The interaction type that matches the execution mode; `never` for prefix commands. */
  interaction: T extends 'chatInput'
    ? ChatInputCommandInteraction
    : T extends 'messageContextMenu'
      ? MessageContextMenuCommandInteraction
      : T extends 'userContextMenu'
        ? UserContextMenuCommandInteraction
        : T extends 'autocomplete'
          ? AutocompleteInteraction
          : never;
  /** The triggering message for prefix commands; `never` otherwise. */
  message: T extends 'message' ? Message : never;
  /** Whether the context was produced by forwarding from another command. */
  forwarded?: boolean;
  /** The parser that split the message into command and options (prefix commands only). */
  messageCommandParser?: T extends 'message' ? MessageCommandParser : never;
  /** Shared key/value store that lives for the duration of the execution. */
  store?: Collection<string, any>;
  /** Additional values exposed to the context, such as middleware helpers. */
  customArgs?: Args;
}

/**
 * Extra arguments available to middleware contexts.
 */
export interface MiddlewareContextArgs {
  /** Callback used by a middleware to install a {@link RunCommand} wrapper around the command. */
  setCommandRunner?: GenericFunction<[RunCommand]>;
}

/**
 * Legacy description of what a command receives when it runs.
 *
 * @typeParam T - The interaction type.
 * @typeParam Cached - The cache state of the interaction.
 */
export interface CommandContext<T extends Interaction, Cached extends CacheType> {
  /** The interaction that invoked the command. */
  interaction: Interaction<CacheType>;
  /** The Discord client the bot runs on. */
  client: Client;
  /** The {@link CommandKit} instance handling the command. */
  handler: CommandKit;
}

/**
 * Additional, command-level settings that live next to a command's definition.
 *
 * @example
 * ```ts
 * import type { CommandMetadata } from 'commandkit';
 *
 * export const metadata: CommandMetadata = {
 *   guilds: ['123456789012345678'],
 *   aliases: ['b'],
 *   userPermissions: 'BanMembers',
 *   botPermissions: ['BanMembers', 'SendMessages'],
 * };
 * ```
 */
export interface CommandMetadata {
  /** IDs of the guilds the command is registered in; registered globally when omitted. */
  guilds?: string[];
  /** Alternative names accepted for prefix invocations. */
  aliases?: string[];
  /** Permission(s) the invoking member must have. */
  userPermissions?: PermissionsString | PermissionsString[];
  /** Permission(s) the bot itself must have in the channel. */
  botPermissions?: PermissionsString | PermissionsString[];
  /**
   * Display names for the user and message context menu variants of the command.
   *
   * @remarks
   * If the i18n plugin provides a translated context menu name, that translation wins.
   */
  nameAliases?: Record<'user' | 'message', string>;
}

/**
 * Options for creating a {@link CommandKit} instance.
 */
export interface CommandKitOptions {
  /** The discord.js client CommandKit attaches to. */
  client?: Client;
}

/**
 * Runtime settings of a {@link CommandKit} instance that can be changed after construction.
 */
export interface CommandKitConfiguration {
  /**
   * Locale used when neither the guild nor the user has one that CommandKit can use.
   */
  defaultLocale: Locale;
  /**
   * Resolves the prefix (or prefixes, or a pattern) that marks a message as a command.
   *
   * @param message - The incoming message.
   * @returns The prefix, a list of prefixes or a regular expression.
   */
  getMessageCommandPrefix: (message: Message) => Awaitable<string | string[] | RegExp>;
}

// ---------------------------------------------------------------------------
// Configuration
// ---------------------------------------------------------------------------

/**
 * Build-time compiler settings, part of {@link CommandKitConfig}.
 */
export interface CommandKitCompilerOptions {
  /** Settings of the macro compiler. */
  macro?: {
    /**
     * Compile macro functions while running in development as well.
     * @defaultValue false
     */
    development?: boolean;
  };
  /**
   * Raw options forwarded to the underlying tsdown bundler.
   *
   * @remarks
   * These override CommandKit's own build settings; change them only if you understand
   * the effect on the output.
   */
  tsdown?: Partial<Record<string, unknown>>;
  /** Emit a single file per entry instead of shared chunks (production builds only). */
  disableChunking?: boolean;
}

/**
 * The shape of `commandkit.config.ts`, the project-wide configuration file.
 *
 * @example
 * ```ts
 * // commandkit.config.ts
 * import { defineConfig } from 'commandkit';
 * import { i18n } from '@commandkit/i18n';
 *
 * export default defineConfig({
 *   plugins: [i18n()],
 *   distDir: 'build',
 *   antiCrashScript: { production: true },
 * });
 * ```
 */
export interface CommandKitConfig {
  /** Plugins to load; accepts plugins and (nested) arrays of plugins. */
  plugins?: MaybeArray<CommandKitPlugin>[] | Array<CommandKitPlugin>;
  /** Additional rolldown plugins added to the bundler. */
  rolldownPlugins?: any[];
  /**
   * Extra files or globs to compile, such as `lib/*.ts`. Prefix a pattern with `!` to exclude it.
   */
  entrypoints?: string[];
  /** Settings of the compiler. */
  compilerOptions?: CommandKitCompilerOptions;
  /** TypeScript related build settings. */
  typescript?: {
    /** Keep building even when type checking reports errors. */
    ignoreBuildErrors?: boolean;
  };
  /** Emit pre-computed command handler data in production builds. */
  static?: boolean;
  /** Environment variables inlined into the build. */
  env?: Record<string, string>;
  /** Name of the output directory. */
  distDir?: string;
  /** Controls the script that keeps the process alive after uncaught errors. */
  antiCrashScript?: {
    /**
     * Use it while developing.
     * @defaultValue true
     */
    development?: boolean;
    /**
     * Use it in production builds; a proper error reporting setup is usually preferable.
     * @defaultValue false
     */
    production?: boolean;
  };
  /** Controls source map output. */
  sourceMap?: {
    /** Emit source maps in development. */
    development?: boolean;
    /** Emit source maps in production builds. */
    production?: boolean;
  };
  /** Generate type declarations for the project's commands. */
  typedCommands?: boolean;
  /** Turn off prefix (message) commands entirely. */
  disablePrefixCommands?: boolean;
  /**
   * Turn off the built-in middleware that enforces `userPermissions` and `botPermissions`
   * from {@link CommandMetadata}.
   */
  disablePermissionsMiddleware?: boolean;
  /** Log a warning in development when a message uses the prefix but names no known command. */
  showUnknownPrefixCommandsWarning?: boolean;
}

// ---------------------------------------------------------------------------
// Environment and plugins
// ---------------------------------------------------------------------------

/**
 * Internal state kept by a {@link CommandKitEnvironment} for a single execution.
 */
export interface CommandKitEnvironmentInternalData {
  /** Error thrown by the execution, or `null` when it succeeded. */
  executionError: Error | null;
  /** What kind of execution the environment belongs to, when known. */
  type: CommandKitEnvironmentType | null;
  /** Scratch variables shared between the steps of an execution. */
  variables: Map<string, any>;
  /** Callbacks scheduled to run once the execution has finished, keyed by id. */
  deferredFunctions: Map<string, GenericFunction<[CommandKitEnvironment]>>;
  /** Label identifying the execution in logs and timings. */
  marker: string;
  /** Timestamp taken when the execution started. */
  markStart: number;
  /** Timestamp taken when the execution ended. */
  markEnd: number;
  /** The command context of the execution, if any. */
  context: Context | null;
  /** General purpose store shared across the execution. */
  store: Collection<any, any>;
}

/**
 * An event offered to runtime plugins before CommandKit's own handlers see it.
 */
export interface CommandKitEventDispatch {
  /** Event name. */
  name: string;
  /** Arguments the event was emitted with. */
  args: unknown[];
  /** Namespace of the event, or `null`. */
  namespace: string | null;
  /** `true` if the event is handled a single time only. */
  once: boolean;
  /** Router data describing the event. */
  metadata: ParsedEvent;
  /** Claims the event so that no other plugin handles it. */
  accept(): void;
}

/**
 * A hot module replacement notification delivered to plugins in development.
 */
export interface CommandKitHMREvent {
  /** Kind of change that happened. */
  event: HMREventType;
  /** File path the change refers to. */
  path: string;
  /** Marks the event as handled so that processing stops here. */
  accept: () => void;
  /** Skips CommandKit's default reaction to the event. */
  preventDefault: () => void;
}

/**
 * Message exchanged between the development server and the bot process about a file change.
 */
export interface IpcMessageCommand {
  /** Kind of change being reported. */
  event: HMREventType;
  /** File path the change refers to. */
  path: string;
  /** Optional id used to acknowledge the message. */
  id?: string;
}

/**
 * Input of a compiler plugin's transform step.
 */
export interface PluginTransformParameters {
  /** Source code of the module. */
  code: string;
  /** File name of the module being transformed. */
  id: string;
}

/**
 * Output of a compiler plugin's transform step.
 */
export interface TransformedResult {
  /** New source code; leave undefined to keep the input unchanged. */
  code?: string;
  /** Source map describing the transformation, if one was produced. */
  map?: string | null;
}

/**
 * Information about the event a listener is currently running for.
 *
 * @remarks
 * Obtain it inside an event listener with `getEventWorkerContext()`.
 */
export interface EventWorkerContext {
  /** Event name. */
  event: string;
  /** Namespace of the event, or `null`. */
  namespace: string | null;
  /** Router data describing the event. */
  data: ParsedEvent;
  /** The owning {@link CommandKit} instance. */
  commandkit: CommandKit;
  /** Arguments the event was emitted with. */
  arguments: any[];
  /** Variables shared by the listeners of this emission. */
  variables: Map<string, any>;
}

// ---------------------------------------------------------------------------
// Logging
// ---------------------------------------------------------------------------

/**
 * Minimal logging interface; implement it to route CommandKit's logs elsewhere.
 *
 * @remarks
 * Every method can be called with a single value or used as a tagged template.
 *
 * @example
 * ```ts
 * logger.info('ready');
 * logger.warn`command ${name} took ${ms}ms`;
 * ```
 */
export interface ILogger {
  /** Writes a message at the default level. */
  log(message: any): void;
  /** Writes a tagged-template message at the default level. */
  log(strings: TemplateStringsArray, ...values: any[]): void;
  /** Writes an error message. */
  error(message: any): void;
  /** Writes a tagged-template error message. */
  error(strings: TemplateStringsArray, ...values: any[]): void;
  /** Writes a warning. */
  warn(message: any): void;
  /** Writes a tagged-template warning. */
  warn(strings: TemplateStringsArray, ...values: any[]): void;
  /** Writes an informational message. */
  info(message: any): void;
  /** Writes a tagged-template informational message. */
  info(strings: TemplateStringsArray, ...values: any[]): void;
  /** Writes a debug message. */
  debug(message: any): void;
  /** Writes a tagged-template debug message. */
  debug(strings: TemplateStringsArray, ...values: any[]): void;
}

/**
 * Settings of the shared CommandKit logger.
 */
export interface CommandKitLoggerOptions {
  /** The {@link ILogger} that receives all output. */
  provider: ILogger;
}

/**
 * The shared logger object: an {@link ILogger} whose backend can be swapped.
 *
 * @example
 * ```ts
 * import { Logger } from 'commandkit';
 *
 * Logger.configure({ provider: myPinoAdapter });
 * ```
 */
export interface LoggerImpl extends ILogger {
  /**
   * Replaces the logger's settings, including the provider that receives output.
   *
   * @param options - The new settings.
   */
  configure(options: CommandKitLoggerOptions): void;
}

// ---------------------------------------------------------------------------
// Feature flags
// ---------------------------------------------------------------------------

/**
 * Evaluation context passed to a flag's `identify` function when it runs inside a command.
 */
export interface CommandFlagContext {
  /** The ready discord.js client. */
  client: Client<true>;
  /** The {@link CommandKit} instance. */
  commandkit: CommandKit;
  /** Details of the command invocation. */
  command: {
    /** The interaction, for slash, autocomplete and context menu invocations. */
    interaction?: ChatInputCommandInteraction | AutocompleteInteraction | ContextMenuCommandInteraction;
    /** The message, for prefix invocations. */
    message?: Message;
    /** Guild of the invocation, or `null` in direct messages. */
    guild: Guild | null;
    /** Channel of the invocation, if available. */
    channel: TextBasedChannel | null;
    /** The command being executed. */
    command: LoadedCommand;
  };
  /** Always `null` for commands; lets you tell this context apart from {@link EventFlagContext}. */
  event: null;
}

/**
 * Evaluation context passed to a flag's `identify` function when it runs inside an event listener.
 */
export interface EventFlagContext {
  /** The ready discord.js client. */
  client: Client<true>;
  /** The {@link CommandKit} instance. */
  commandkit: CommandKit;
  /** Details of the event being handled. */
  event: {
    /** Router data of the event. */
    data: ParsedEvent;
    /** Event name, for example `guildMemberAdd`. */
    event: string;
    /** Namespace of the event, or `null` for client events. */
    namespace: string | null;
    /** Raw arguments of the emission. */
    arguments: any[];
    /**
     * Returns the arguments typed as those of the given client event.
     *
     * @param event - Name of the client event whose argument types to use.
     */
    argumentsAs<E extends keyof ClientEvents>(event: E): ClientEvents[E];
  };
  /** Always `null` for events; lets you tell this context apart from {@link CommandFlagContext}. */
  command: null;
}

/**
 * Declaration of a feature flag passed to `flag()`.
 *
 * @typeParam R - What the flag evaluates to.
 * @typeParam Entity - What `identify` returns and `decide` receives.
 *
 * @example
 * ```ts
 * import { flag } from 'commandkit/flag';
 *
 * export const newLeaderboard = flag({
 *   key: 'new-leaderboard',
 *   description: 'Roll out the redesigned leaderboard',
 *   identify: (ctx) => ({ guildId: ctx.command?.guild?.id ?? null }),
 *   decide: ({ entities }) => entities.guildId === '123456789012345678',
 * });
 * ```
 */
export interface FeatureFlagDefinition<R, Entity> {
  /** Unique key of the flag; also used to look it up in a {@link FlagProvider}. */
  key: string;
  /** Free text explaining what the flag controls. */
  description?: string;
  /** Derives the entities to evaluate from the current command or event. */
  identify?: IdentifyFunction<Entity>;
  /** Computes the flag's value from the entities and any provider configuration. */
  decide: DecideFunction<Entity, R>;
  /**
   * Skip sending evaluation metrics for this flag to analytics.
   * @defaultValue false
   */
  disableAnalytics?: boolean;
}

/**
 * A flag evaluator that can be given an explicit context instead of the ambient one.
 *
 * @typeParam E - Entity type.
 * @typeParam R - Result type.
 */
export interface FlagRunner<E, R> {
  /**
   * Evaluates the flag with entities you provide.
   *
   * @param context - Entities, or a function producing them.
   * @returns The flag's value.
   */
  run(context: CustomEvaluationContext<E>): Promise<R>;
}

/**
 * Flag settings fetched from an external {@link FlagProvider}.
 */
export interface FlagConfiguration {
  /** Master switch for the flag on the provider side. */
  enabled: boolean;
  /** Extra configuration made available to the `decide` function. */
  config?: Record<string, any>;
  /** Share of entities (0 to 100) that should receive the flag during a gradual rollout. */
  percentage?: number;
  /** Targeting information defined on the provider. */
  targeting?: {
    /** Segment names the flag targets. */
    segments?: string[];
    /** Conditional rules and the values they yield. */
    rules?: Array<{
      /** Condition expression. */
      condition: string;
      /** Value returned when the condition matches. */
      value: any;
    }>;
  };
}

/**
 * Adapter that connects feature flags to an external flag service.
 *
 * @example
 * ```ts
 * import { setFlagProvider, type FlagProvider } from 'commandkit/flag';
 *
 * const remote: FlagProvider = {
 *   async getFlag(key) {
 *     const res = await fetch(`https://flags.example.com/${key}`);
 *     return res.ok ? await res.json() : null;
 *   },
 *   async hasFlag(key) {
 *     return (await this.getFlag(key)) !== null;
 *   },
 * };
 *
 * setFlagProvider(remote);
 * ```
 */
export interface FlagProvider {
  /** Prepares the provider, for example by opening connections. */
  initialize?(): void | Promise<void>;
  /**
   * Fetches the configuration of a flag.
   *
   * @param key - Flag key.
   * @param context - Optional evaluation data.
   * @returns The configuration, or `null` if the provider does not know the flag.
   */
  getFlag(key: string, context?: any): FlagConfiguration | null | Promise<FlagConfiguration | null>;
  /**
   * Tells whether the provider knows the flag.
   *
   * @param key - Flag key.
   */
  hasFlag(key: string): boolean | Promise<boolean>;
  /** Releases the provider's resources. */
  destroy?(): void | Promise<void>;
}

// ---------------------------------------------------------------------------
// Concurrency utilities and storage
// ---------------------------------------------------------------------------

/**
 * Settings for an async queue created with `createAsyncQueue()`.
 */
export interface AsyncQueueOptions {
  /**
   * How many tasks may run at the same time.
   * @defaultValue 1
   */
  concurrency?: number;
  /** Called whenever the queue becomes empty and idle. */
  onDrain?: () => void | Promise<void>;
  /** Aborting this signal cancels the queue. */
  signal?: AbortSignal;
}

/**
 * Settings for a mutex.
 */
export interface MutexOptions {
  /**
   * How long to wait for a lock, in milliseconds.
   * @defaultValue 30000
   */
  timeout?: number;
  /** Where lock state is stored; an in-memory storage is used by default. */
  storage?: MutexStorage;
}

/**
 * Backend that keeps mutex lock state, for example in memory or in Redis.
 */
export interface MutexStorage {
  /**
   * Tries to take the lock for a key.
   *
   * @param key - Lock key.
   * @param timeout - Maximum wait in milliseconds.
   * @param signal - Aborts the attempt.
   * @returns `true` when the lock was obtained.
   */
  acquire(key: string, timeout?: number, signal?: AbortSignal): Promise<boolean>;
  /**
   * Gives the lock for a key back.
   *
   * @param key - Lock key.
   */
  release(key: string): Promise<void>;
  /**
   * Tells whether a key is currently locked.
   *
   * @param key - Lock key.
   */
  isLocked(key: string): Promise<boolean>;
}

/**
 * Settings for a semaphore.
 */
export interface SemaphoreOptions {
  /**
   * Number of permits that can be held at once.
   * @defaultValue 1
   */
  permits?: number;
  /**
   * How long to wait for a permit, in milliseconds.
   * @defaultValue 30000
   */
  timeout?: number;
  /** Where permit state is stored; an in-memory storage is used by default. */
  storage?: SemaphoreStorage;
}

/**
 * Backend that keeps semaphore permit counts.
 */
export interface SemaphoreStorage {
  /**
   * Tries to take a permit for a key.
   *
   * @param key - Semaphore key.
   * @param timeout - Maximum wait in milliseconds.
   * @param signal - Aborts the attempt.
   * @returns `true` when a permit was obtained.
   */
  acquire(key: string, timeout?: number, signal?: AbortSignal): Promise<boolean>;
  /**
   * Returns a permit for a key.
   *
   * @param key - Semaphore key.
   */
  release(key: string): Promise<void>;
  /**
   * Counts the permits still free for a key.
   *
   * @param key - Semaphore key.
   */
  getAvailablePermits(key: string): Promise<number>;
  /**
   * Reads the permit limit for a key.
   *
   * @param key - Semaphore key.
   */
  getTotalPermits(key: string): Promise<number>;
}

/**
 * Settings for a rate limiter.
 */
export interface RateLimitOptions {
  /**
   * Requests allowed per window.
   * @defaultValue 10
   */
  maxRequests?: number;
  /**
   * Length of the window in milliseconds.
   * @defaultValue 60000
   */
  interval?: number;
  /** Where counters are stored; an in-memory storage is used by default. */
  storage?: RateLimitStorage;
}

/**
 * Backend that keeps rate limit counters.
 */
export interface RateLimitStorage {
  /**
   * Reads the request count of a key.
   *
   * @param key - Counter key.
   */
  get(key: string): Promise<number>;
  /**
   * Writes the request count of a key.
   *
   * @param key - Counter key.
   * @param value - New count.
   */
  set(key: string, value: number): Promise<void>;
  /**
   * Removes the counter of a key.
   *
   * @param key - Counter key.
   */
  delete(key: string): Promise<void>;
}

/**
 * Settings for the built-in SQLite-backed key-value store.
 */
export interface KvOptions {
  /** Use SQLite write-ahead logging, which is faster and safer under concurrent access. */
  enableWAL?: boolean;
  /** Name of the table that holds the entries. */
  namespace?: string;
}

/**
 * A value as stored by the key-value store: a type tag plus an encoded payload.
 */
export interface SerializedValue {
  /** Which kind of value was encoded. */
  t: SerializerType;
  /** The encoded payload. */
  v: any;
}

/**
 * A proxy whose target can be replaced without handing out a new object.
 *
 * @typeParam T - Type of the target object.
 */
export interface SimpleProxy<T extends object> {
  /** The object to hand out; every access is forwarded to the current target. */
  proxy: T;
  /**
   * Points the proxy at another object.
   *
   * @param newTarget - The new target.
   */
  setTarget(newTarget: T): void;
}

// ---------------------------------------------------------------------------
// JSX components
// ---------------------------------------------------------------------------

/**
 * Maps each {@link ElementType} to the builder produced for it.
 */
export interface CommandKitElementData {
  /** Action rows. */
  [ElementTypes.ActionRow]: ActionRowBuilder;
  /** Buttons. */
  [ElementTypes.Button]: ButtonKit;
  /** Modals. */
  [ElementTypes.Modal]: ModalKit;
  /** Text inputs. */
  [ElementTypes.TextInput]: TextInputBuilder;
}

/**
 * Props of a JSX fragment, which accepts no children of its own.
 */
export interface FragmentElementProps {
  /** Always empty. */
  children: [];
}

/**
 * Props of the `<ActionRow>` component.
 *
 * @example
 * ```tsx
 * <ActionRow>
 *   <Button customId="yes">Yes</Button>
 *   <Button customId="no">No</Button>
 * </ActionRow>
 * ```
 */
export interface ActionRowProps {
  /** Components placed in the row. */
  children?: AnyCommandKitElement[] | AnyCommandKitElement;
}

/**
 * Props of the `<Button>` component.
 *
 * @example
 * ```tsx
 * <Button
 *   style={ButtonStyle.Success}
 *   onClick={(interaction) => interaction.reply('Thanks!')}
 *   options={{ time: 60_000 }}
 * >
 *   Confirm
 * </Button>
 * ```
 */
export interface ButtonProps {
  /** Text on the button; children are used when omitted. */
  label?: string;
  /** Visual style. */
  style?: ButtonStyle;
  /** Emoji shown on the button. */
  emoji?: ComponentEmojiResolvable;
  /** Render the button as not clickable. */
  disabled?: boolean;
  /** Custom id; generated automatically when a click handler is set. */
  customId?: string;
  /** Target of a link button. */
  url?: string;
  /** SKU of a premium button. */
  skuId?: string;
  /** Called when the button is clicked. */
  onClick?: CommandKitButtonBuilderInteractionCollectorDispatch;
  /** Called when the click handler throws. */
  onError?: EventInterceptorErrorHandler;
  /** Collector settings for the click handler. */
  options?: CommandKitButtonBuilderInteractionCollectorDispatchContextData;
  /** Called when the click collector stops. */
  onEnd?: CommandKitButtonBuilderOnEnd;
  /** Content used as the label. */
  children?: MaybeArray<ButtonChildrenLike>;
}

/**
 * Props shared by all select menu components.
 *
 * @typeParam T - Interaction type of the menu.
 * @typeParam C - Builder class of the menu.
 */
export interface CommonSelectMenuProps<T, C> {
  /** Called when the user submits a selection. */
  onSelect?: CommandKitSelectMenuBuilderInteractionCollectorDispatch<T, C>;
  /** Called when the selection collector stops. */
  onEnd?: CommandKitSelectMenuBuilderOnEnd;
  /** Called when the selection handler throws. */
  onError?: (error: Error) => any;
  /** Collector settings for the selection handler. */
  options?: CommandKitSelectMenuBuilderInteractionCollectorDispatchContextData;
}

/**
 * Base props of a select menu: discord.js select menu data plus the shared handlers.
 *
 * @typeParam T - Interaction type of the menu.
 * @typeParam C - Builder class of the menu.
 */
export interface SelectMenuProps<T, C>
  extends Partial<Omit<BaseSelectMenuComponentData, 'type'>>,
    CommonSelectMenuProps<T, C> {}

/**
 * Props of the `<StringSelectMenu>` component.
 *
 * @example
 * ```tsx
 * <StringSelectMenu placeholder="Pick a colour" onSelect={(i) => i.reply(i.values[0])}>
 *   <StringSelectMenuOption label="Red" value="red" />
 *   <StringSelectMenuOption label="Blue" value="blue" />
 * </StringSelectMenu>
 * ```
 */
export interface StringSelectMenuProps extends SelectMenuProps<StringSelectMenuInteraction, StringSelectMenuKit> {
  /** The selectable options. */
  children?: MaybeArray<StringSelectMenuOptionBuilder>;
}

/**
 * Props of the `<UserSelectMenu>` component.
 */
export interface UserSelectMenuProps
  extends Partial<Omit<UserSelectMenuComponentData, 'type'>>,
    CommonSelectMenuProps<UserSelectMenuInteraction, UserSelectMenuKit> {}

/**
 * Props of the `<RoleSelectMenu>` component.
 */
export interface RoleSelectMenuProps
  extends Partial<Omit<RoleSelectMenuComponentData, 'type'>>,
    CommonSelectMenuProps<RoleSelectMenuInteraction, RoleSelectMenuKit> {}

/**
 * Props of the `<ChannelSelectMenu>` component.
 */
export interface ChannelSelectMenuProps
  extends Partial<Omit<ChannelSelectMenuComponentData, 'type'>>,
    CommonSelectMenuProps<ChannelSelectMenuInteraction, ChannelSelectMenuKit> {}

/**
 * Props of the `<MentionableSelectMenu>` component.
 */
export interface MentionableSelectMenuProps
  extends Partial<Omit<MentionableSelectMenuComponentData, 'type'>>,
    CommonSelectMenuProps<MentionableSelectMenuInteraction, MentionableSelectMenuKit> {}

/**
 * Props of the `<Modal>` component.
 *
 * @example
 * ```tsx
 * <Modal title="Feedback" onSubmit={(i) => i.reply('Received!')}>
 *   <Label label="Your message">
 *     <ParagraphInput customId="message" />
 *   </Label>
 * </Modal>
 * ```
 */
export interface ModalProps {
  /** Custom id; generated automatically when omitted. */
  customId?: string;
  /** Title shown at the top of the modal. */
  title: string;
  /** Components of the modal. */
  children?: MaybeArray<ModalKit['components'][number]>;
  /** Called when the modal is submitted. */
  onSubmit?: OnModalKitSubmit;
  /** Called when the submit collector stops. */
  onEnd?: OnModalKitEnd;
  /** Called when the submit handler throws. */
  onError?: EventInterceptorErrorHandler;
  /** Collector settings for the submit handler. */
  options?: CommandKitModalBuilderInteractionCollectorDispatchContextData;
}

/**
 * Props of the text input components (`<TextInput>`, `<ShortInput>`, `<ParagraphInput>`).
 */
export interface TextInputProps {
  /** Key under which the submitted value is read. */
  customId: string;
  /** Label shown above the input. */
  label?: string;
  /** Hint shown while the input is empty. */
  placeholder?: string;
  /** Maximum accepted length. */
  maxLength?: number;
  /** Minimum accepted length. */
  minLength?: number;
  /** Value the input is pre-filled with. */
  value?: string;
  /** Whether the input must be filled in. */
  required?: boolean;
}

/**
 * Props of the `<FileUpload>` modal component.
 */
export interface FileUploadProps extends Omit<FileUploadComponentData, 'type' | 'required'> {
  /** Numeric component id. */
  id?: number;
  /** Whether a file must be provided. */
  required?: boolean;
}

/**
 * Props of the `<Label>` component, which wraps a single modal component with a label.
 */
export interface LabelProps extends Omit<LabelBuilderData, 'component' | 'type'> {
  /** The wrapped component. */
  children: LabelBuilderData['component'] & {};
}

/**
 * Props of the `<Container>` display component.
 */
export interface ContainerProps extends Omit<ContainerComponentData, 'type' | 'components' | 'accentColor'> {
  /** Colour of the container's side bar. */
  accentColor?: ColorResolvable;
  /** Components placed inside the container. */
  children?: ComponentBuilder[];
}

/**
 * Props of the `<File>` display component.
 */
export interface FileProps extends Omit<FileComponentData, 'type' | 'file'> {
  /** Attachment URL, for example `attachment://report.pdf`. */
  url: string;
}

/**
 * Props of the `<MediaGallery>` display component.
 */
export interface MediaGalleryProps {
  /** Numeric component id. */
  id?: number;
  /** Gallery items. */
  children?: MediaGalleryItemBuilder[];
}

/**
 * Props of the `<MediaGalleryItem>` component.
 */
export interface MediaGalleryItemProps {
  /** Alternative text of the media. */
  description?: string;
  /** Hide the media behind a spoiler. */
  spoiler?: boolean;
  /** URL of the media. */
  url?: string;
}

/**
 * Props of the `<Section>` display component.
 */
export interface SectionProps {
  /** Text displays plus an optional thumbnail or button accessory. */
  children?: (ThumbnailBuilder | ButtonBuilder | TextDisplayBuilder)[];
  /** Numeric component id. */
  id?: number;
}

/**
 * Props of the `<Separator>` display component.
 */
export interface SeparatorProps extends Omit<SeparatorComponentData, 'type'> {}

/**
 * Props of the `<TextDisplay>` component.
 *
 * @example
 * ```tsx
 * <TextDisplay>Server has {memberCount} members</TextDisplay>
 * ```
 */
export interface TextDisplayProps extends Omit<TextDisplayComponentData, 'type' | 'content'> {
  /** Values joined together to form the text. */
  children?: StringEncodable | StringEncodable[];
  /** Markdown text; used when no children are given. */
  content?: string;
}

/**
 * Props of the `<Thumbnail>` component.
 */
export interface ThumbnailProps {
  /** Numeric component id. */
  id?: number;
  /** Alternative text of the image. */
  description?: string;
  /** Hide the image behind a spoiler. */
  spoiler?: boolean;
  /** URL of the image. */
  url: string;
}

/**
 * Props of the `<Poll>` component.
 *
 * @example
 * ```tsx
 * <Poll duration={12}>
 *   <PollQuestion>Best season?</PollQuestion>
 *   <PollAnswer>Summer</PollAnswer>
 *   <PollAnswer>Winter</PollAnswer>
 * </Poll>
 * ```
 */
export interface PollProps extends Partial<Omit<PollData, 'question' | 'answers'>> {
  /** One question and the answers. */
  children: PollChildrenType[];
}

/**
 * Props of the `<PollQuestion>` component.
 */
export interface PollQuestionProps extends Omit<PollQuestionMedia, 'text'> {
  /** The question. */
  children: PollQuestionMedia['text'];
}

/**
 * Props of the `<PollAnswer>` component.
 */
export interface PollAnswerProps extends Omit<PollAnswerData, 'text'> {
  /** The answer. */
  children: PollAnswerData['text'];
}

/**
 * Collector settings shared by interactive components that listen for a client event.
 *
 * @typeParam E - The client event being listened to.
 */
export interface EventInterceptorContextData<E extends keyof ClientEvents> {
  /** Decides whether an emission is handled. */
  filter?: (...args: ClientEvents[E]) => Awaitable<boolean>;
  /** How long the collector stays active, in milliseconds. */
  time?: number;
  /** Restart the timer each time an emission is handled. */
  autoReset?: boolean;
  /** Stop after the first handled emission. */
  once?: boolean;
  /**
   * Called when the collector stops.
   *
   * @param reason - Why it stopped.
   */
  onEnd?: (reason: string) => Awaitable<void>;
  /** Called when the handler throws. */
  onError?: EventInterceptorErrorHandler;
}

// ---------------------------------------------------------------------------
// Message command parsing
// ---------------------------------------------------------------------------

/**
 * A prefix command message broken down into command name, subcommands and options.
 */
export interface ParsedMessageCommand {
  /** The command name. */
  command: string;
  /** Parsed option values in order. */
  options: { name: string; value: unknown }[];
  /** Subcommand name, if one was given. */
  subcommand?: string;
  /** Subcommand group name, if one was given. */
  subcommandGroup?: string;
}

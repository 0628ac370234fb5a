import type { Client, Collection, Interaction, Message } from 'discord.js';
import type { ParseOptions } from 'commander';
import type {
  AnalyticsEngine,
  CommandKit,
  CommandKitEnvironment,
  CommandKitEventsChannel,
  CompilerPlugin,
  PluginCommon,
  RuntimePlugin,
} from './classes';
import type {
  AnalyticsEvent,
  CommandKitConfig,
  CommandKitLoggerOptions,
  EventWorkerContext,
  FeatureFlagDefinition,
  FlagProvider,
  FlagRunner,
  ILogger,
  LoadedCommand,
  LoggerImpl,
  ParsedEvent,
} from './interfaces';
import type {
  BootstrapFunction,
  CommandKitError,
  CommandSource,
  GenericFunction,
  PluginOptions,
  ResolvedCommandKitConfig,
} from './types';

export * from './functions-components';
export * from './functions-utilities';

// ===========================================================================
// Lifecycle
// ===========================================================================

/**
 * Registers a function to run as soon as the CommandKit instance is constructed.
 *
 * @remarks
 * At that point the client may not be attached and commands and events are not loaded yet. When you need
 * them, use {@link onApplicationBootstrap} instead. Each function runs once; errors are logged.
 *
 * @typeParam F - The hook's type.
 * @param fn - Receives the CommandKit instance; may be async.
 *
 * @example
 * ```ts
 * import { onBootstrap } from 'commandkit';
 *
 * onBootstrap((commandkit) => {
 *   commandkit.setPrefixResolver(() => '?');
 * });
 * ```
 */
export declare function onBootstrap<F extends BootstrapFunction>(fn: F): void;

/**
 * Registers a function to run once the application has fully started.
 *
 * @remarks
 * The hooks run at the end of {@link CommandKit.start}: plugins, commands and events are loaded and the client
 * has logged in. Each function runs once; errors are logged. A common place to call it is `src/app.ts`.
 *
 * @typeParam F - The hook's type.
 * @param fn - Receives the CommandKit instance; may be async.
 *
 * @example
 * ```ts
 * // src/app.ts
 * import { onApplicationBootstrap } from 'commandkit';
 * import { Client, GatewayIntentBits } from 'discord.js';
 *
 * const client = new Client({ intents: [GatewayIntentBits.Guilds] });
 *
 * onApplicationBootstrap((commandkit) => {
 *   console.log(`${commandkit.commandHandler.getCommandsArray().length} commands ready`);
 * });
 *
 * export default client;
 * ```
 */
export declare function onApplicationBootstrap<F extends BootstrapFunction>(fn: F): void;

/**
 * Returns the CommandKit instance of the current context, or the global one.
 *
 * @remarks
 * Inside a command, the instance of the running environment is returned; elsewhere
 * {@link CommandKit.instance}.
 *
 * @returns The instance, or `undefined` when none exists.
 */
export declare function getCommandKit(): CommandKit | undefined;
/**
 * Returns the CommandKit instance of the current context, or the global one, throwing when there is none.
 *
 * @param strict - `true` to throw instead of returning `undefined`.
 * @throws Error when no instance exists.
 */
export declare function getCommandKit(strict: true): CommandKit;
/**
 * Returns the CommandKit instance of the current context, or the global one.
 *
 * @param strict - `false`: return `undefined` when there is none.
 */
export declare function getCommandKit(strict: false): CommandKit | undefined;

/**
 * Registers the listener that receives hot module replacement messages from the development server.
 *
 * @remarks
 * Called by {@link CommandKit.start}; does nothing outside development. Each message is offered to the runtime
 * plugins' {@link RuntimePlugin.performHMR} hooks, then commands or events are reloaded unless a plugin
 * prevented it.
 *
 * @param commandkit - The instance to reload.
 */
export declare function registerDevHooks(commandkit: CommandKit): void;

/**
 * Runs the `commandkit` command line interface with the given arguments.
 *
 * @remarks
 * This is what the `commandkit` binary calls. It defines the `dev`, `start`, `build`, `create` and other
 * subcommands and loads their implementation on demand.
 *
 * @param argv - Arguments, usually `process.argv`.
 * @param options - How to read `argv` (see commander's parse options).
 */
export declare function bootstrapCommandkitCLI(argv: string[], options?: ParseOptions | undefined): Promise<void>;

// ===========================================================================
// Configuration
// ===========================================================================

/**
 * Declares the project configuration; the default export of `commandkit.config.ts`.
 *
 * @remarks
 * Every option you leave out takes its value from {@link defaultConfig}. Plugins listed here are added before
 * the built-in ones.
 *
 * @param config - Your options.
 * @returns The complete configuration.
 *
 * @example
 * ```ts
 * // commandkit.config.ts
 * import { defineConfig } from 'commandkit/config';
 *
 * export default defineConfig({
 *   distDir: 'build',
 *   disablePrefixCommands: true,
 * });
 * ```
 */
export declare function defineConfig(config?: Partial<CommandKitConfig>): ResolvedCommandKitConfig;

/**
 * Returns the configuration last passed to {@link defineConfig}, or the defaults when it was never called.
 */
export declare function getConfig(): ResolvedCommandKitConfig;

/**
 * Finds and loads `commandkit.config.(js|mjs|cjs|ts)` from a directory.
 *
 * @remarks
 * The loaded configuration is cached for the life of the process. Without a configuration file,
 * {@link getConfig} is returned.
 *
 * @param entrypoint - Directory to look in; {@link COMMANDKIT_CWD} by default.
 * @returns The resolved configuration.
 */
export declare function loadConfigFile(entrypoint?: string): Promise<ResolvedCommandKitConfig>;

// ===========================================================================
// Command environment
// ===========================================================================

/**
 * Returns the environment of the command being executed.
 *
 * @returns The current {@link CommandKitEnvironment}.
 * @throws Error when called outside a command handler (or code it calls).
 *
 * @example
 * ```ts
 * import { useEnvironment, type ChatInputCommand } from 'commandkit';
 *
 * export const chatInput: ChatInputCommand = async ({ interaction }) => {
 *   const env = useEnvironment();
 *   await interaction.reply(`Handler kind: ${env.variables.get('execHandlerKind')}`);
 * };
 * ```
 */
export declare function useEnvironment(): CommandKitEnvironment;

/**
 * Returns the store shared by the middlewares and the handler of the current command.
 *
 * @returns The same collection as `ctx.store`.
 * @throws Error when called outside a command handler.
 *
 * @example
 * ```ts
 * import { useStore } from 'commandkit';
 *
 * export function rememberStart() {
 *   useStore().set('startedAt', Date.now());
 * }
 * ```
 */
export declare function useStore(): Collection<any, any>;

/**
 * Runs a function inside a command environment, so that {@link useEnvironment} and friends work in it.
 *
 * @typeParam R - What the function returns.
 * @param value - The environment.
 * @param receiver - The function.
 * @returns What `receiver` returned.
 */
export declare function provideContext<R>(value: CommandKitEnvironment, receiver: () => R): R;

/**
 * Runs a function outside of any command environment.
 *
 * @remarks
 * Use it for work that outlives the command (such as long-lived collectors) and must not be tied to it.
 *
 * @typeParam T - What the function returns.
 * @param fn - The function.
 * @returns What `fn` returned.
 */
export declare function exitContext<T>(fn: () => T): T;

/**
 * Tells whether a value is a {@link CommandKitEnvironment} that has been used as a command context.
 *
 * @param worker - The value to test.
 */
export declare function isCommandWorkerContext(worker: unknown): worker is CommandKitEnvironment;

/**
 * Schedules a function to run after the current command has finished, whether it succeeded or not.
 *
 * @remarks
 * Handy for logging, cleanup or analytics that should not delay the reply. Scheduled functions run one after
 * the other; if one throws, CommandKit emits `unhandledDeferredFunctionRejection` on the instance. The real
 * package exports it from `commandkit` as `unstable_after`.
 *
 * @param fn - Receives the command's environment.
 * @returns An id for {@link cancelAfter}.
 * @throws Error when called outside a command handler.
 *
 * @example
 * ```ts
 * import { after, type ChatInputCommand } from 'commandkit';
 *
 * export const chatInput: ChatInputCommand = async ({ interaction }) => {
 *   after((env) => {
 *     console.log(`${env.variables.get('currentCommandName')} is done`);
 *   });
 *
 *   await interaction.reply('Pong!');
 * };
 * ```
 */
export declare function after(fn: GenericFunction<[CommandKitEnvironment]>): string;

/**
 * Cancels a function scheduled with {@link after}.
 *
 * @remarks
 * The real package exports it from `commandkit` as `unstable_cancelAfter`.
 *
 * @param id - The id {@link after} returned.
 * @throws Error when called outside a command handler.
 *
 * @example
 * ```ts
 * import { after, cancelAfter, type ChatInputCommand } from 'commandkit';
 *
 * export const chatInput: ChatInputCommand = async ({ interaction }) => {
 *   const id = after(() => console.log('cleanup'));
 *   if (interaction.options.getBoolean('keep')) cancelAfter(id);
 *   await interaction.reply('OK');
 * };
 * ```
 */
export declare function cancelAfter(id: string): void;

/**
 * Tells whether a command source is a message.
 *
 * @param source - An interaction or a message.
 */
export declare function isMessageSource(source: CommandSource): source is Message;

/**
 * Tells whether a command source is an interaction.
 *
 * @param source - An interaction or a message.
 */
export declare function isInteractionSource(source: CommandSource): source is Interaction;

// ===========================================================================
// Event environment
// ===========================================================================

/**
 * Runs a function with an event context, as CommandKit does around every event listener.
 *
 * @typeParam T - What the function returns.
 * @param context - Information about the event being handled.
 * @param callback - The function.
 * @returns What `callback` returned.
 */
export declare function runInEventWorkerContext<T>(context: EventWorkerContext, callback: () => T): T;

/**
 * Returns information about the event currently being handled.
 *
 * @returns The event name, namespace, arguments, shared variables and CommandKit instance.
 * @throws Error when called outside an event listener.
 *
 * @example
 * ```ts
 * // src/app/events/messageCreate/log.ts
 * import { getEventWorkerContext } from 'commandkit';
 * import type { Message } from 'discord.js';
 *
 * export default function (message: Message) {
 *   const { event, variables } = getEventWorkerContext();
 *   variables.set('seen', true);
 *   console.log(`${event}: ${message.content}`);
 * }
 * ```
 */
export declare function getEventWorkerContext(): EventWorkerContext;

/**
 * Tells whether a value is an event context created by {@link runInEventWorkerContext}.
 *
 * @param worker - The value to test.
 */
export declare function isEventWorkerContext(worker: unknown): worker is EventWorkerContext;

// ===========================================================================
// Control flow signals
// ===========================================================================

/**
 * Stops the current command: no further middleware runs, and neither does the command itself.
 *
 * @remarks
 * Call it from a middleware's `beforeExecute` (for example after replying that the user lacks access). It
 * works by throwing a special error; do not swallow it in a `catch` (see {@link rethrow}).
 *
 * @example
 * ```ts
 * // src/app/commands/(admin)/+middleware.ts
 * import { stopMiddlewares, type MiddlewareContext } from 'commandkit';
 * import { MessageFlags } from 'discord.js';
 *
 * export async function beforeExecute(ctx: MiddlewareContext) {
 *   if (ctx.isChatInputCommand() && !ctx.interaction.memberPermissions?.has('Administrator')) {
 *     await ctx.interaction.reply({ content: 'Admins only.', flags: MessageFlags.Ephemeral });
 *     stopMiddlewares();
 *   }
 * }
 * ```
 */
export declare function stopMiddlewares(): never;

/**
 * Stops the current command silently after it handed its work to another command.
 *
 * @remarks
 * {@link Context.forwardCommand} calls it for you. Like the other signals, it throws.
 */
export declare function redirect(): never;

/**
 * Stops the remaining listeners of the current event from running.
 *
 * @remarks
 * Listeners of an event run in file name order; call this from one of them to skip the rest. It throws a
 * special error, so anything after the call does not run.
 *
 * @throws Error when called outside an event listener.
 *
 * @example
 * ```ts
 * // src/app/events/messageCreate/01-filter.ts
 * import { stopEvents } from 'commandkit';
 * import type { Message } from 'discord.js';
 *
 * export default function (message: Message) {
 *   if (message.author.bot) stopEvents();
 * }
 * ```
 */
export declare function stopEvents(): never;

/**
 * Throws the error again if it is one of CommandKit's control-flow signals.
 *
 * @remarks
 * Call it first thing in a `catch` block that may catch {@link stopMiddlewares}, {@link stopEvents} or
 * {@link redirect}, so those keep working.
 *
 * @param error - The caught value.
 *
 * @example
 * ```ts
 * import { rethrow, stopMiddlewares, type MiddlewareContext } from 'commandkit';
 *
 * export async function beforeExecute(ctx: MiddlewareContext) {
 *   try {
 *     if (ctx.guildId === null) stopMiddlewares();
 *   } catch (error) {
 *     rethrow(error);
 *     console.error(error);
 *   }
 * }
 * ```
 */
export declare function rethrow(error: unknown): void;

/**
 * Creates an error carrying one of the {@link CommandKitErrorCodes}.
 *
 * @param code - The code.
 * @returns An `Error` with a `code` property.
 */
export declare function createCommandKitError(code: symbol): CommandKitError;

/**
 * Tells whether a value is an error carrying one of the {@link CommandKitErrorCodes}.
 *
 * @param error - The value to test.
 */
export declare function isCommandKitError(error: unknown): error is CommandKitError;

/**
 * Tells whether a value is a CommandKit error with a given code, or one of several codes.
 *
 * @param error - The value to test.
 * @param code - A code from {@link CommandKitErrorCodes}, or a list of them.
 * @returns `true` when the error's code matches.
 */
export declare function isErrorType(error: unknown, code: symbol | symbol[]): boolean;

// ===========================================================================
// Plugins
// ===========================================================================

/**
 * Tells whether a value is a CommandKit plugin of either kind.
 *
 * @param plugin - The value to test.
 */
export declare function isPlugin(plugin: unknown): plugin is PluginCommon<PluginOptions>;

/**
 * Tells whether a value is a {@link CompilerPlugin}, by class or by its `type`.
 *
 * @param plugin - The value to test.
 */
export declare function isCompilerPlugin(plugin: unknown): plugin is CompilerPlugin;

/**
 * Tells whether a value is a {@link RuntimePlugin}, by class or by its `type`.
 *
 * @param plugin - The value to test.
 */
export declare function isRuntimePlugin(plugin: unknown): plugin is RuntimePlugin;

// ===========================================================================
// Analytics, feature flags and logging
// ===========================================================================

/**
 * Disables analytics for the rest of the current command or event.
 *
 * @remarks
 * Events tracked afterwards in the same context are dropped by the {@link AnalyticsEngine}.
 *
 * @throws Error when called outside a command or event context.
 *
 * @example
 * ```ts
 * import type { ChatInputCommand } from 'commandkit';
 * import { noAnalytics } from 'commandkit/analytics';
 *
 * export const chatInput: ChatInputCommand = async ({ interaction }) => {
 *   noAnalytics(); // this command is private
 *   await interaction.reply('Nothing about this call is tracked.');
 * };
 * ```
 */
export declare function noAnalytics(): void;

/**
 * Creates a feature flag and returns the function that evaluates it.
 *
 * @remarks
 * Call the returned function inside a command or event: `identify` receives the current context and returns
 * the entities to decide for (such as the user), then `decide` returns the flag's value. Use `.run()` to
 * evaluate with entities of your own. Flags must be created at module level, once per key, after CommandKit
 * exists.
 *
 * @typeParam Returns - The flag's value; a boolean by default.
 * @typeParam Entity - What `identify` returns.
 * @param options - Key, description, identify and decide functions.
 * @returns The flag's evaluation function.
 *
 * @example
 * ```ts
 * // src/flags/new-profile.ts
 * import { flag } from 'commandkit/flag';
 *
 * export const newProfile = flag({
 *   key: 'new-profile',
 *   description: 'The redesigned /profile card',
 *   identify: (ctx) => ({ userId: ctx.command?.interaction?.user.id ?? '' }),
 *   decide: ({ entities }) => entities.userId.endsWith('7'),
 * });
 *
 * // in a command: if (await newProfile()) { ... }
 * ```
 */
export declare function flag<Returns = boolean, Entity = Record<any, any>>(
  options: FeatureFlagDefinition<Returns, Entity>,
): FlagRunner<Entity, Returns>;

/**
 * Sets the external provider every feature flag consults before deciding.
 *
 * @remarks
 * The provider's configuration for a flag is passed to its `decide` function as `provider`.
 *
 * @param provider - The provider, such as a {@link JsonFlagProvider} or your own {@link FlagProvider}.
 */
export declare function setFlagProvider(provider: FlagProvider): void;

/**
 * Creates a logger that forwards every call to a replaceable provider.
 *
 * @remarks
 * This is how the global {@link Logger} is built; you rarely need another one.
 *
 * @param options - The initial provider.
 * @returns The logger.
 * @throws Error when no provider is given.
 */
export declare function createLogger(options: CommandKitLoggerOptions): LoggerImpl;

// ===========================================================================
// Names of the published package that the API reference does not list.
// They are declared so that code samples importing them type-check; `@internal`
// keeps them out of the generated reference.
// ===========================================================================

/**
 * The name under which the `commandkit` entry point exports {@link after}.
 *
 * @param fn - Receives the command's environment.
 * @returns An id for {@link cancelAfter}.
 * @internal
 */
export declare function unstable_after(fn: GenericFunction<[CommandKitEnvironment]>): string;

/**
 * The name under which the `commandkit` entry point exports {@link cancelAfter}.
 *
 * @param id - The id returned when scheduling.
 * @internal
 */
export declare function unstable_cancelAfter(id: string): void;

/**
 * Returns the analytics engine of the CommandKit instance (`commandkit/analytics`).
 *
 * @internal
 */
export declare function useAnalytics(): AnalyticsEngine;

/**
 * Tracks an event with the analytics engine of the CommandKit instance (`commandkit/analytics`).
 *
 * @param event - The event.
 * @internal
 */
export declare function track(event: AnalyticsEvent): Promise<void>;

/**
 * Returns the events channel of the CommandKit instance (`commandkit/events`).
 *
 * @throws Error when CommandKit is not initialized.
 * @internal
 */
export declare function useEvents(): CommandKitEventsChannel;

/**
 * Returns the discord.js client of the CommandKit instance (`commandkit/hooks`).
 *
 * @internal
 */
export declare function useClient<Ready extends boolean = boolean>(): Client<Ready>;

/**
 * Returns the CommandKit instance of the current context (`commandkit/hooks`).
 *
 * @internal
 */
export declare function useCommandKit(): CommandKit;

/**
 * Returns the command being executed (`commandkit/hooks`).
 *
 * @internal
 */
export declare function useCommand(): LoadedCommand;

/**
 * Returns the event being handled (`commandkit/hooks`).
 *
 * @internal
 */
export declare function useEvent(): ParsedEvent;

/**
 * Returns the command environment or the event context, whichever is active (`commandkit/hooks`).
 *
 * @internal
 */
export declare function useAnyEnvironment(): CommandKitEnvironment | EventWorkerContext;

/**
 * Replaces the provider of the global {@link Logger} (`commandkit/logger`).
 *
 * @param logger - The new provider.
 * @internal
 */
export declare function useLogger(logger: ILogger): void;

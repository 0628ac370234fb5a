import type { AsyncLocalStorage } from 'node:async_hooks';
import type { CommandKit, Mutex, RateLimiter, Semaphore } from './classes';
import type { EventWorkerContext, LoggerImpl } from './interfaces';
import type { ResolvedCommandKitConfig } from './types';

// ---------------------------------------------------------------------------
// Constant objects (their value unions live in ./types under the same names)
// ---------------------------------------------------------------------------

/**
 * Names of the analytics events that CommandKit and its official plugins emit by themselves.
 *
 * @remarks
 * Use these names in an analytics filter (see {@link AnalyticsEngine.setFilter}) or in a custom
 * {@link AnalyticsProvider} to recognise built-in events. The cache events come from
 * `@commandkit/cache`; they only appear when that plugin is installed.
 *
 * @example
 * ```ts
 * import { commandkit } from 'commandkit';
 * import { AnalyticsEvents } from 'commandkit/analytics';
 *
 * // Forward everything except cache statistics.
 * commandkit.analytics.setFilter((_engine, event) => {
 *   return event.name !== AnalyticsEvents.CACHE_HIT && event.name !== AnalyticsEvents.CACHE_MISS;
 * });
 * ```
 */
export declare const AnalyticsEvents: {
  /** Sent after a command handler finished, with its execution time and outcome. */
  readonly COMMAND_EXECUTION: 'command_execution';
  /** Sent after a feature flag was evaluated, with the time spent identifying and deciding. */
  readonly FEATURE_FLAG_METRICS: 'feature_flag_metrics';
  /** Sent with the value a feature flag decided on. */
  readonly FEATURE_FLAG_DECISION: 'feature_flag_decision';
  /** Sent by `@commandkit/cache` when a cached result was reused. */
  readonly CACHE_HIT: 'cache_hit';
  /** Sent by `@commandkit/cache` when a cached function had to run. */
  readonly CACHE_MISS: 'cache_miss';
  /** Sent by `@commandkit/cache` when a cache tag was revalidated with `revalidateTag`. */
  readonly CACHE_REVALIDATED: 'cache_revalidated';
};

/**
 * The handler names a command can be run through, keyed by a readable label.
 *
 * @remarks
 * Each value is also the name of the export a command file uses for that kind of invocation
 * (`chatInput`, `message`, `autocomplete`, …). {@link Context.executionMode} holds one of them.
 * The union of the values is available as the type {@link CommandExecutionMode}.
 *
 * @example
 * ```ts
 * import { CommandExecutionMode, type MiddlewareContext } from 'commandkit';
 *
 * export function beforeExecute(ctx: MiddlewareContext) {
 *   if (ctx.executionMode === CommandExecutionMode.Message) {
 *     console.log(`prefix command ${ctx.commandName} called`);
 *   }
 * }
 * ```
 */
export declare const CommandExecutionMode: {
  /** A slash command (`chatInput` export). */
  readonly ChatInputCommand: 'chatInput';
  /** A message context menu command (`messageContextMenu` export). */
  readonly MessageContextMenu: 'messageContextMenu';
  /** A user context menu command (`userContextMenu` export). */
  readonly UserContextMenu: 'userContextMenu';
  /** An autocomplete request for a slash command option (`autocomplete` export). */
  readonly Autocomplete: 'autocomplete';
  /** A prefix (message) command (`message` export). */
  readonly Message: 'message';
};

/**
 * The `type` tags of the elements produced by CommandKit's interactive JSX components.
 *
 * @remarks
 * The values key {@link CommandKitElementData}, which maps each tag to the discord.js builder the
 * component returns. The union of the values is available as the type {@link ElementType}.
 */
export declare const ElementType: {
  /** Produced by {@link ActionRow}. */
  readonly ActionRow: 'action-row';
  /** Produced by {@link Button}. */
  readonly Button: 'button-kit';
  /** Produced by {@link Modal}. */
  readonly Modal: 'modal';
  /** Produced by {@link TextInput}, {@link ShortInput} and {@link ParagraphInput}. */
  readonly TextInput: 'text-input';
};

/**
 * Kinds of hot module replacement notifications that the development server sends to the bot process.
 *
 * @remarks
 * Runtime plugins receive them through {@link RuntimePlugin.performHMR} as the `event` field of a
 * {@link CommandKitHMREvent}. The union of the values is available as the type {@link HMREventType}.
 */
export declare const HMREventType: {
  /** A file under the commands directory changed; commands are reloaded. */
  readonly ReloadCommands: 'reload-commands';
  /** A file under the events directory changed; event listeners are reloaded. */
  readonly ReloadEvents: 'reload-events';
  /** Some other file changed; plugins may claim it (for example translation files). */
  readonly Unknown: 'unknown';
};

/**
 * The codes carried by the control-flow errors that CommandKit throws internally.
 *
 * @remarks
 * Functions such as {@link stopMiddlewares}, {@link redirect} and {@link stopEvents} work by throwing
 * an error tagged with one of these symbols, which the handlers catch. If you wrap such calls in your
 * own `try`/`catch`, re-throw them (see {@link rethrow}) or test them with {@link isErrorType}.
 *
 * @example
 * ```ts
 * import { CommandKitErrorCodes, isErrorType } from 'commandkit';
 *
 * export async function guarded(task: () => Promise<void>) {
 *   try {
 *     await task();
 *   } catch (error) {
 *     // Let CommandKit's own signal through, report everything else.
 *     if (isErrorType(error, CommandKitErrorCodes.StopMiddlewares)) throw error;
 *     console.error(error);
 *   }
 * }
 * ```
 */
export declare const CommandKitErrorCodes: {
  /** Thrown by {@link stopMiddlewares}: skip the remaining middlewares and the command. */
  readonly StopMiddlewares: unique symbol;
  /** Thrown by {@link redirect} after a context was forwarded to another command. */
  readonly ForwardedCommand: unique symbol;
  /** Thrown when a message does not start with any accepted prefix. */
  readonly InvalidCommandPrefix: unique symbol;
  /** Thrown by {@link CommandKitPluginRuntime.capture} to let one plugin take over a hook. */
  readonly PluginCaptureHandle: unique symbol;
  /** Thrown by {@link stopEvents}: skip the remaining listeners of an event. */
  readonly StopEvents: unique symbol;
};

// ---------------------------------------------------------------------------
// Instances
// ---------------------------------------------------------------------------

/**
 * The CommandKit instance of the process.
 *
 * @remarks
 * Importing it returns {@link CommandKit.instance} when one already exists, otherwise a new
 * {@link CommandKit} is created on first import. In a project started by the CommandKit CLI this is
 * the same object the framework uses, so it is a convenient way to reach the client, the command
 * handler or the analytics engine from anywhere.
 *
 * @example
 * ```ts
 * import { commandkit } from 'commandkit';
 *
 * commandkit.setPrefixResolver(() => '?');
 * ```
 */
export declare const commandkit: CommandKit;

/**
 * The {@link Mutex} behind the helper functions {@link withMutex}, {@link acquireLock},
 * {@link releaseLock} and {@link isLocked}.
 *
 * @remarks
 * It keeps its locks in memory. Swap the storage to share locks between processes.
 *
 * @example
 * ```ts
 * import { defaultMutex, type MutexStorage } from 'commandkit/mutex';
 *
 * declare const sharedStorage: MutexStorage;
 * defaultMutex.setStorage(sharedStorage);
 * ```
 */
export declare const defaultMutex: Mutex;

/**
 * The {@link RateLimiter} behind {@link ratelimit}, {@link getRemainingRequests},
 * {@link getResetTime} and {@link resetRateLimit}.
 *
 * @remarks
 * It allows {@link DEFAULT_MAX_REQUESTS} requests per {@link DEFAULT_TIMEOUT} milliseconds and keeps
 * its counters in memory. Replace the storage with {@link RateLimiter.setStorage} to share the limits.
 */
export declare const defaultRateLimiter: RateLimiter;

/**
 * The {@link Semaphore} behind {@link withPermit}, {@link acquirePermit}, {@link releasePermit},
 * {@link getAvailablePermits} and {@link getAcquiredPermits}.
 *
 * @remarks
 * It uses the default permit count and an in-memory storage.
 */
export declare const defaultSemaphore: Semaphore;

/**
 * The logger used by CommandKit itself, also available to your code.
 *
 * @remarks
 * It writes through a {@link DefaultLogger} until you hand it another {@link ILogger} with
 * `Logger.configure({ provider })`. Every method can be called normally or as a tagged template.
 *
 * @example
 * ```ts
 * import { Logger, NoopLogger } from 'commandkit/logger';
 *
 * Logger.info('Bot is starting');
 * Logger.error`Something failed: ${new Error('boom')}`;
 *
 * // Silence CommandKit completely, e.g. in tests:
 * Logger.configure({ provider: new NoopLogger() });
 * ```
 */
export declare const Logger: LoggerImpl;

/**
 * The async local storage that holds the {@link EventWorkerContext} while an event listener runs.
 *
 * @remarks
 * Prefer {@link getEventWorkerContext} or {@link runInEventWorkerContext}; the store is exposed for
 * plugins that need lower-level access, such as calling `getStore()` without throwing.
 */
export declare const eventWorkerContext: AsyncLocalStorage<EventWorkerContext>;

// ---------------------------------------------------------------------------
// Environment flags and constants
// ---------------------------------------------------------------------------

/**
 * The project root CommandKit works from.
 *
 * @remarks
 * Taken from the `COMMANDKIT_CWD` environment variable when set, otherwise from `process.cwd()`.
 * Configuration files, the app directory and the build output are resolved against it.
 */
export declare const COMMANDKIT_CWD: string;

/**
 * Whether the bot runs under the development server (`commandkit dev`).
 *
 * @remarks
 * Read once from the `COMMANDKIT_IS_DEV` environment variable (`'true'`) when CommandKit loads.
 * Several features, such as HMR and extra warnings, only turn on when it is `true`.
 */
export declare const COMMANDKIT_IS_DEV: boolean;

/**
 * Whether the code runs inside a process started by the CommandKit CLI.
 *
 * @remarks
 * Read from the `COMMANDKIT_IS_CLI` environment variable (`'true'`). When it is set, CommandKit looks
 * for the app inside `src` instead of the build output.
 */
export declare const COMMANDKIT_IS_CLI: boolean;

/**
 * Whether CommandKit runs under a test runner.
 *
 * @remarks
 * Read from the `COMMANDKIT_IS_TEST` environment variable (`'true'`).
 */
export declare const COMMANDKIT_IS_TEST: boolean;

/**
 * The mode the application was bootstrapped in by the CLI.
 *
 * @remarks
 * Read from the `COMMANDKIT_BOOTSTRAP_MODE` environment variable; `'development'` when it is missing.
 */
export declare const COMMANDKIT_BOOTSTRAP_MODE: 'development' | 'production';

/**
 * The configuration CommandKit falls back to for every option you leave out.
 *
 * @remarks
 * {@link defineConfig} merges your options over these values. Among them: the build goes to `dist`,
 * the built-in {@link MacroPlugin} is enabled, source maps are on in both modes, typed commands are
 * generated and the anti-crash script is only used in development.
 */
export declare const defaultConfig: ResolvedCommandKitConfig;

/**
 * Length, in milliseconds, of the window a {@link RateLimiter} counts requests in when none is given (one minute).
 */
export declare const DEFAULT_TIMEOUT = 60000;

/**
 * Number of requests a {@link RateLimiter} accepts per window when no limit is given.
 */
export declare const DEFAULT_MAX_REQUESTS = 10;

/**
 * Identifier of the built-in permissions middleware.
 *
 * @remarks
 * Unless `disablePermissionsMiddleware` is set in the configuration, this middleware runs for every
 * command and checks the `userPermissions` and `botPermissions` declared in the command metadata. The id
 * is a random UUID generated when CommandKit loads, so compare against this constant rather than a
 * literal value.
 */
export declare const middlewareId: string;

/**
 * The version of the installed `commandkit` package, such as `'1.2.0'`.
 *
 * @example
 * ```ts
 * import { version } from 'commandkit';
 *
 * console.log(`Running CommandKit v${version}`);
 * ```
 */
export declare const version: string;

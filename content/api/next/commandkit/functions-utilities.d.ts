import type { AsyncQueue, KV, Mutex, RateLimiter, Semaphore } from './classes';
import type {
  AsyncQueueOptions,
  KvOptions,
  MutexOptions,
  RateLimitOptions,
  SemaphoreOptions,
  SerializedValue,
  SimpleProxy,
} from './interfaces';

/**
 * Minimal view of the `DatabaseSync` class of the `node:sqlite` module (Node.js 22.5 and later),
 * enough for what {@link openKV} accepts. Any real `DatabaseSync` instance matches it.
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

// ===========================================================================
// Mutex (commandkit/mutex)
// ===========================================================================

/**
 * Runs a function while holding a lock of the {@link defaultMutex}, so that calls with the same key never overlap.
 *
 * @remarks
 * The lock is released when the function settles, even if it throws.
 *
 * @typeParam T - What the function returns.
 * @param key - Lock name, for example `balance:<userId>`.
 * @param fn - The work to do while holding the lock.
 * @param timeout - Milliseconds to wait for the lock; 30 seconds by default.
 * @param signal - Cancels the wait.
 * @returns What `fn` returned.
 * @throws Error when the lock could not be acquired in time.
 *
 * @example
 * ```ts
 * import { withMutex } from 'commandkit/mutex';
 *
 * const balances = new Map<string, number>();
 *
 * export async function addCoins(userId: string, amount: number) {
 *   return withMutex(`balance:${userId}`, async () => {
 *     const next = (balances.get(userId) ?? 0) + amount;
 *     balances.set(userId, next);
 *     return next;
 *   });
 * }
 * ```
 */
export declare function withMutex<T>(
  key: string,
  fn: () => Promise<T> | T,
  timeout?: number,
  signal?: AbortSignal,
): Promise<T>;

/**
 * Creates a {@link Mutex} with its own settings.
 *
 * @param options - Default timeout and storage.
 * @returns The new mutex.
 *
 * @example
 * ```ts
 * import { createMutex } from 'commandkit/mutex';
 *
 * const mutex = createMutex({ timeout: 5_000 });
 * ```
 */
export declare function createMutex(options: MutexOptions): Mutex;

/**
 * Waits for a lock of the {@link defaultMutex}.
 *
 * @remarks
 * Always pair it with {@link releaseLock}, ideally in a `finally` block, or use {@link withMutex}.
 *
 * @param key - Lock name.
 * @param timeout - Milliseconds to wait.
 * @param signal - Cancels the wait.
 * @returns `true` once acquired, `false` on timeout.
 *
 * @example
 * ```ts
 * import { acquireLock, releaseLock } from 'commandkit/mutex';
 *
 * if (await acquireLock('daily-reset', 1_000)) {
 *   try {
 *     // only one caller at a time gets here
 *   } finally {
 *     await releaseLock('daily-reset');
 *   }
 * }
 * ```
 */
export declare function acquireLock(key: string, timeout?: number, signal?: AbortSignal): Promise<boolean>;

/**
 * Releases a lock of the {@link defaultMutex}.
 *
 * @param key - Lock name.
 */
export declare function releaseLock(key: string): Promise<void>;

/**
 * Tells whether a lock of the {@link defaultMutex} is currently held.
 *
 * @param key - Lock name.
 * @returns `true` while someone holds the lock.
 */
export declare function isLocked(key: string): Promise<boolean>;

// ===========================================================================
// Semaphore (commandkit/semaphore)
// ===========================================================================

/**
 * Runs a function while holding a permit of the {@link defaultSemaphore}, giving it back when the function settles.
 *
 * @typeParam T - What the function returns.
 * @param key - Pool name.
 * @param fn - The work to do with the permit.
 * @param timeout - Milliseconds to wait for a permit.
 * @param signal - Cancels the wait.
 * @returns What `fn` returned.
 * @throws Error when no permit could be acquired in time.
 *
 * @example
 * ```ts
 * import { withPermit } from 'commandkit/semaphore';
 *
 * const body = await withPermit('image-api', async () => {
 *   const response = await fetch('https://example.com/render');
 *   return response.arrayBuffer();
 * });
 * ```
 */
export declare function withPermit<T>(
  key: string,
  fn: () => Promise<T> | T,
  timeout?: number,
  signal?: AbortSignal,
): Promise<T>;

/**
 * Creates a {@link Semaphore} with its own settings.
 *
 * @param options - Permits per key, default timeout and storage.
 * @returns The new semaphore.
 *
 * @example
 * ```ts
 * import { createSemaphore } from 'commandkit/semaphore';
 *
 * // At most five simultaneous downloads
 * const downloads = createSemaphore({ permits: 5 });
 * ```
 */
export declare function createSemaphore(options: SemaphoreOptions): Semaphore;

/**
 * Waits for a permit of the {@link defaultSemaphore}.
 *
 * @remarks
 * Always give the permit back with {@link releasePermit}, or use {@link withPermit}.
 *
 * @param key - Pool name.
 * @param timeout - Milliseconds to wait.
 * @param signal - Cancels the wait.
 * @returns `true` once acquired, `false` on timeout.
 */
export declare function acquirePermit(key: string, timeout?: number, signal?: AbortSignal): Promise<boolean>;

/**
 * Gives a permit back to the {@link defaultSemaphore}.
 *
 * @param key - Pool name.
 */
export declare function releasePermit(key: string): Promise<void>;

/**
 * Counts the free permits of a pool of the {@link defaultSemaphore}.
 *
 * @param key - Pool name.
 * @returns The number of permits that can still be acquired.
 */
export declare function getAvailablePermits(key: string): Promise<number>;

/**
 * Counts the permits of a pool of the {@link defaultSemaphore} that are currently held.
 *
 * @param key - Pool name.
 * @returns The number of permits in use.
 */
export declare function getAcquiredPermits(key: string): Promise<number>;

// ===========================================================================
// Rate limiting (commandkit/ratelimit)
// ===========================================================================

/**
 * Counts a request against the {@link defaultRateLimiter} and tells whether it is allowed.
 *
 * @param key - Who or what is limited, such as a user id.
 * @returns `true` when the request is within the limit.
 *
 * @example
 * ```ts
 * import type { ChatInputCommand } from 'commandkit';
 * import { ratelimit } from 'commandkit/ratelimit';
 *
 * export const chatInput: ChatInputCommand = async ({ interaction }) => {
 *   if (!(await ratelimit(`daily:${interaction.user.id}`))) {
 *     await interaction.reply('You are doing that too often.');
 *     return;
 *   }
 *   await interaction.reply('Here is your reward!');
 * };
 * ```
 */
export declare function ratelimit(key: string): Promise<boolean>;

/**
 * Creates a {@link RateLimiter} with its own limit, window and storage.
 *
 * @param options - Requests per window, window length and storage.
 * @returns The new rate limiter.
 *
 * @example
 * ```ts
 * import { createRateLimiter } from 'commandkit/ratelimit';
 *
 * const searchLimiter = createRateLimiter({ maxRequests: 5, interval: 10_000 });
 * ```
 */
export declare function createRateLimiter(options: RateLimitOptions): RateLimiter;

/**
 * Reads how many requests a key has left in the current window of the {@link defaultRateLimiter}.
 *
 * @param key - The limited key.
 */
export declare function getRemainingRequests(key: string): Promise<number>;

/**
 * Reads how long until the window of a key restarts in the {@link defaultRateLimiter}.
 *
 * @param key - The limited key.
 * @returns Milliseconds until reset, or 0 when no window is active.
 */
export declare function getResetTime(key: string): Promise<number>;

/**
 * Clears the counter of a key in the {@link defaultRateLimiter}.
 *
 * @param key - The limited key.
 */
export declare function resetRateLimit(key: string): Promise<void>;

// ===========================================================================
// Async queue (commandkit/async-queue)
// ===========================================================================

/**
 * Creates an {@link AsyncQueue}.
 *
 * @param options - Concurrency (1 by default), drain callback and abort signal.
 * @returns The new queue.
 *
 * @example
 * ```ts
 * import { createAsyncQueue } from 'commandkit/async-queue';
 *
 * const shutdown = new AbortController();
 * const queue = createAsyncQueue({
 *   concurrency: 3,
 *   signal: shutdown.signal,
 *   onDrain: () => console.log('all done'),
 * });
 *
 * for (const url of ['https://example.com/a', 'https://example.com/b']) {
 *   queue.add(() => fetch(url).then((r) => r.status));
 * }
 * ```
 */
export declare function createAsyncQueue(options?: AsyncQueueOptions): AsyncQueue;

// ===========================================================================
// Key-value store (commandkit/kv)
// ===========================================================================

/**
 * Opens a {@link KV} store.
 *
 * @param path - Database file, buffer or URL, or an open `DatabaseSync`; `commandkit_kv.db` by default.
 * @param options - WAL mode and namespace; WAL on and `commandkit_kv` by default.
 * @returns The store.
 *
 * @example
 * ```ts
 * import { openKV } from 'commandkit/kv';
 *
 * const kv = openKV();
 * kv.set('greeting', 'hello');
 * console.log(kv.get<string>('greeting'));
 * ```
 */
export declare function openKV(path?: string | Buffer | URL | DatabaseSync, options?: KvOptions): KV;

/**
 * Converts a value into the tagged form the {@link KV} store persists.
 *
 * @remarks
 * Dates, bigints, maps, sets, buffers and regular expressions are turned into JSON-friendly data, with a
 * {@link SerializerType} tag to restore them. Unsupported values fall back to their string form.
 *
 * @param value - Any value.
 * @returns The tagged value.
 */
export declare function serializer(value: any): SerializedValue;

/**
 * Rebuilds a value from the tagged form produced by {@link serializer}.
 *
 * @param serialized - The tagged value.
 * @returns The original value.
 */
export declare function deserializer(serialized: SerializedValue): any;

/**
 * Reads a nested property with a dotted path, such as `settings.theme`.
 *
 * @param obj - The object to read.
 * @param path - Property names separated by dots.
 * @returns The value, or `undefined` when a step of the path is missing.
 *
 * @remarks
 * The {@link KV} store relies on it for keys written in dot notation: reading `user.settings.theme` on
 * `{ user: { settings: { theme: 'dark' } } }` gives `'dark'`.
 */
export declare function getNestedValue(obj: any, path: string): any;

/**
 * Writes a nested property with a dotted path, creating intermediate objects as needed.
 *
 * @param obj - The object to modify.
 * @param path - Property names separated by dots.
 * @param value - The value to write.
 *
 * @remarks
 * Writing `'dark'` at `user.settings.theme` into an empty object produces
 * `{ user: { settings: { theme: 'dark' } } }`. The {@link KV} store uses it for keys in dot notation.
 */
export declare function setNestedValue(obj: any, path: string, value: any): void;

// ===========================================================================
// General utilities
// ===========================================================================

/**
 * Wraps a function so that it only runs once calls have stopped for a while.
 *
 * @remarks
 * Each call restarts the timer. The wrapper returns a promise of the result; calls that get superseded
 * resolve with `null`.
 *
 * @typeParam R - What the function returns.
 * @typeParam F - The function.
 * @param fn - The function to delay.
 * @param ms - Quiet period in milliseconds.
 * @returns The debounced function.
 *
 * @example
 * ```ts
 * import { debounce } from 'commandkit';
 *
 * const save = debounce(() => console.log('saved'), 500);
 * save();
 * save(); // only this call leads to "saved", half a second later
 * ```
 */
export declare function debounce<R, F extends (...args: any[]) => R>(fn: F, ms: number): F;

/**
 * Schedules a function to run later without keeping the process alive for it.
 *
 * @param fn - The function.
 * @param timeout - Delay in milliseconds; 0 by default.
 *
 * @example
 * ```ts
 * import { defer } from 'commandkit';
 *
 * defer(() => console.log('runs after the current work'));
 * ```
 */
export declare function defer<T>(fn: () => T, timeout?: number): void;

/**
 * Wraps a function so that it does nothing outside the development server.
 *
 * @typeParam T - The function.
 * @param fn - The function.
 * @returns A function that calls `fn` only when {@link COMMANDKIT_IS_DEV} is `true`.
 *
 * @example
 * ```ts
 * import { devOnly } from 'commandkit';
 *
 * const debugLog = devOnly((...args: unknown[]) => console.debug('[dev]', ...args));
 * debugLog('cache size', 42);
 * ```
 */
export declare function devOnly<T extends (...args: any[]) => any>(fn: T): T;

/**
 * Wraps a function so that it only runs while the CLI is building or serving the project.
 *
 * @remarks
 * Useful in `commandkit.config.ts` or in plugins for work that must not happen when the bot runs.
 *
 * @typeParam T - The function.
 * @param fn - The function.
 * @returns A function that calls `fn` only in a build-like environment.
 *
 * @example
 * ```ts
 * import { buildOnly } from 'commandkit/config';
 *
 * const announce = buildOnly(() => console.log('Building the bot…'));
 * announce();
 * ```
 */
export declare function buildOnly<T extends (...args: any[]) => any>(fn: T): T;

/**
 * Wraps a function so that it never runs while the CLI is building the project.
 *
 * @typeParam T - The function.
 * @param fn - The function.
 * @returns A function that calls `fn` only outside build-like environments.
 */
export declare function noBuildOnly<T extends (...args: any[]) => any>(fn: T): T;

/**
 * Deep-copies a value through JSON, returning a fallback when it cannot be serialized.
 *
 * @typeParam R - The expected result type.
 * @param value - The value to copy.
 * @param defaultValue - Returned when serialization fails; an empty object by default.
 * @returns The JSON copy of `value`, or `defaultValue`.
 */
export declare function JsonSerialize<R = any>(value: any, defaultValue?: R): R;

/**
 * Creates a proxy whose target can be swapped later.
 *
 * @remarks
 * Every operation on the proxy is forwarded to the current target. CommandKit uses it to hand out the client
 * before the real one is attached.
 *
 * @typeParam T - The target's type.
 * @param target - The initial target.
 * @returns The proxy and a function to change its target.
 */
export declare function createProxy<T extends object>(target: T): SimpleProxy<T>;

/**
 * Locates the `app` directory of the project.
 *
 * @remarks
 * It is looked for in `src` when running under the CLI, in `.commandkit` in development, and in the build
 * output otherwise. The result is cached.
 *
 * @returns The absolute path, or `null` when there is no app directory.
 */
export declare function findAppDirectory(): string | null;

/**
 * Returns the directory the application's code runs from.
 *
 * @remarks
 * That is `src` under the CLI, `.commandkit` in development, or the build output directory; the project root
 * when that directory does not exist. The result is cached.
 */
export declare function getCurrentDirectory(): string;

/**
 * Lists the directories the application's code may live in: `src`, `.commandkit` and the build output.
 *
 * @returns Absolute paths.
 */
export declare function getSourceDirectories(): string[];

/**
 * Converts a file path into a `file://` URL, suitable for dynamic `import()`.
 *
 * @param filePath - Absolute or relative path.
 * @param withTs - Append a timestamp query string to bypass the module cache. Defaults to `false`.
 * @returns The URL as a string.
 *
 * @example
 * ```ts
 * import { toFileURL } from 'commandkit';
 *
 * const mod = await import(toFileURL('./plugins/extra.js', true));
 * ```
 */
export declare function toFileURL(filePath: string, withTs?: boolean): string;

/**
 * Emits a Node.js process warning.
 *
 * @param message - The warning text.
 * @param code - The warning code; `CommandKitWarning` by default.
 */
export declare function emitWarning(message: string, code?: string): void;

/**
 * Emits, once per feature name, a warning that a feature is unstable.
 *
 * @param name - The feature.
 *
 * @example
 * ```ts
 * import { warnUnstable } from 'commandkit';
 *
 * warnUnstable('myPlugin.experimentalSync');
 * ```
 */
export declare function warnUnstable(name: string): void;

/**
 * Emits, once per feature and location, a warning that a feature is deprecated.
 *
 * @param options - What is deprecated, where, and an optional message (for example what to use instead).
 *
 * @example
 * ```ts
 * import { warnDeprecated } from 'commandkit';
 *
 * warnDeprecated({ what: 'Option `color`', where: 'myPlugin()', message: 'Use `accentColor` instead.' });
 * ```
 */
export declare function warnDeprecated(options: {
  /** The deprecated thing. */
  what: string;
  /** Where it was used. */
  where?: string;
  /** Extra advice; replaces the default "may be removed" notice. */
  message?: string;
}): void;

// Keep the helper types above private to this file.
export {};

import type { CommandKitPlugin, CommonDirectiveTransformerOptions, GenericFunction } from 'commandkit';
import type { CacheProvider } from './classes';

/**
 * Creates the plugins that enable the `"use cache"` directive: the {@link UseCacheDirectivePlugin}
 * compiler plugin and the {@link CachePlugin} runtime plugin.
 *
 * @param options - Optional settings for the compiler part (`compiler`) and the runtime part (`runtime`,
 *   which currently takes no settings).
 * @returns The two plugins, to spread into the `plugins` of `commandkit.config.ts`.
 *
 * @example
 * ```ts
 * // commandkit.config.ts
 * import { defineConfig } from 'commandkit';
 * import { cache } from '@commandkit/cache';
 *
 * export default defineConfig({
 *   plugins: [cache()],
 * });
 * ```
 */
export declare function cache(
  options?: Partial<{
    compiler: CommonDirectiveTransformerOptions;
    runtime: Record<never, never>;
  }>,
): CommandKitPlugin[];

/**
 * Sets how long the result of the running cached function is kept.
 *
 * @remarks
 * Call it inside a `"use cache"` function. Without it, results are kept until they are invalidated.
 *
 * @param ttl - Lifetime in milliseconds, or a duration string understood by the `ms` package (`'30s'`,
 *   `'10m'`, `'1d'`…).
 * @throws When called outside a cached function or without a value.
 *
 * @example
 * ```ts
 * import { cacheLife } from '@commandkit/cache';
 *
 * export async function getServerStatus(host: string) {
 *   'use cache';
 *   cacheLife('1m');
 *   return pingGameServer(host);
 * }
 * ```
 */
export declare function cacheLife(ttl: number | string): void;

/**
 * Attaches a tag to the result of the running cached function, so it can later be invalidated with
 * {@link revalidateTag}.
 *
 * @remarks
 * Call it inside a `"use cache"` function; it can be called several times to add several tags.
 *
 * @param tag - The tag to attach.
 * @throws When called outside a cached function or with an empty tag.
 *
 * @example
 * ```ts
 * import { cacheTag } from '@commandkit/cache';
 *
 * export async function getProfile(userId: string) {
 *   'use cache';
 *   cacheTag(`profile:${userId}`);
 *   return db.profiles.find(userId);
 * }
 * ```
 */
export declare function cacheTag(tag: string): void;

/**
 * Deletes the cached results that have not been used for a while.
 *
 * @param maxAge - Age in milliseconds after which an unused entry is removed. Defaults to 24 hours.
 * @returns A promise settled once the stale entries are deleted.
 *
 * @example
 * ```ts
 * import { cleanup } from '@commandkit/cache';
 *
 * // every hour, drop results nobody asked for in the last 6 hours
 * setInterval(() => void cleanup(6 * 60 * 60 * 1000), 60 * 60 * 1000);
 * ```
 */
export declare function cleanup(maxAge?: number): Promise<void>;

/**
 * Returns the cache provider in use.
 *
 * @returns The current provider.
 * @throws When no provider has been set and the {@link CachePlugin} has not been activated yet.
 */
export declare function getCacheProvider(): CacheProvider;

/**
 * Tells whether a function was produced by the `"use cache"` transformation.
 *
 * @param fn - The function to inspect.
 * @returns `true` for a cached function.
 *
 * @example
 * ```ts
 * import { isCachedFunction } from '@commandkit/cache';
 *
 * console.log(isCachedFunction(getProfile)); // true when getProfile starts with "use cache"
 * ```
 */
export declare function isCachedFunction(fn: GenericFunction): boolean;

/**
 * Invalidates every cached result carrying a tag; the next call of those functions computes a fresh value.
 *
 * @param tag - The tag given to {@link cacheTag}.
 * @returns A promise settled once the entries are deleted.
 *
 * @example
 * ```ts
 * import { revalidateTag } from '@commandkit/cache';
 *
 * await db.profiles.update(userId, { bio });
 * await revalidateTag(`profile:${userId}`);
 * ```
 */
export declare function revalidateTag(tag: string): Promise<void>;

/**
 * Chooses where cached results are stored.
 *
 * @remarks
 * Call it before the bot starts (for example at the top of `src/app.ts`); otherwise the {@link CachePlugin}
 * falls back to a {@link MemoryCache}.
 *
 * @param provider - The provider to use.
 *
 * @example
 * ```ts
 * import { setCacheProvider } from '@commandkit/cache';
 * import { RedisCache } from '@commandkit/cache/redis';
 *
 * setCacheProvider(new RedisCache());
 * ```
 */
export declare function setCacheProvider(provider: CacheProvider): void;

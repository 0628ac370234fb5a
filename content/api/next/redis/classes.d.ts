import {
  RuntimePlugin,
  type CommandKitPluginRuntime,
  type MutexStorage,
  type RateLimitStorage,
  type SemaphoreStorage,
} from 'commandkit';
import { CacheProvider, type CacheEntry } from '@commandkit/cache';
import type { DeserializeFunction, SerializeFunction } from './types';
import type { Redis, RedisOptions } from '../shared/ioredis';

/**
 * Cache provider that keeps the results of `"use cache"` functions in Redis.
 *
 * @remarks
 * Works like the `RedisCache` of `@commandkit/cache/redis`, which replaces it. Entries are serialised with
 * {@link RedisCache.serialize} (JSON by default) and receive a Redis expiry matching their lifetime.
 *
 * @deprecated Import `RedisCache` from `@commandkit/cache/redis` instead. This class logs a deprecation
 * warning when constructed.
 *
 * @example
 * ```ts
 * import { setCacheProvider } from '@commandkit/cache';
 * import { RedisCache } from '@commandkit/redis';
 *
 * setCacheProvider(new RedisCache({ host: 'cache.internal' }));
 * ```
 */
export declare class RedisCache extends CacheProvider {
  /** The Redis client used by the provider. */
  redis: Redis;
  /** Converts an entry to the text stored in Redis. Defaults to `JSON.stringify`. */
  serialize: SerializeFunction;
  /** Converts stored text back to an entry. Defaults to `JSON.parse`. */
  deserialize: DeserializeFunction;
  /** Connects to Redis on `localhost:6379`. */
  constructor();
  /**
   * Uses an existing `ioredis` client.
   *
   * @param redis - The client to use.
   */
  constructor(redis: Redis);
  /**
   * Creates an `ioredis` client from connection settings.
   *
   * @param redis - The connection settings.
   */
  constructor(redis: RedisOptions);
  /**
   * Reads and decodes an entry, deleting it when it has expired.
   *
   * @param key - Key of the entry.
   * @returns A promise of the entry, or of `undefined`.
   */
  get<T>(key: string): Promise<CacheEntry<T> | undefined>;
  /**
   * Encodes and writes an entry.
   *
   * @param key - Key of the entry.
   * @param value - Value to keep.
   * @param ttl - Lifetime in milliseconds; omit to keep the entry until it is deleted.
   */
  set<T>(key: string, value: T, ttl?: number): Promise<void>;
  /**
   * Empties the Redis server (`FLUSHALL`), removing every key of every database, not only cache entries.
   */
  clear(): Promise<void>;
  /**
   * Removes an entry.
   *
   * @param key - Key of the entry.
   */
  delete(key: string): Promise<void>;
  /**
   * Tells whether a key exists in Redis.
   *
   * @param key - Key to look for.
   * @returns A promise of `true` when the key exists.
   */
  exists(key: string): Promise<boolean>;
  /**
   * Sets the Redis expiry of a key.
   *
   * @param key - Key of the entry.
   * @param ttl - Lifetime in milliseconds, counted from now.
   */
  expire(key: string, ttl: number): Promise<void>;
}

/**
 * Mutex storage backed by Redis, so that locks taken with CommandKit's mutex helpers hold across every
 * process and shard of the bot.
 *
 * @remarks
 * Each lock is a Redis key prefixed with `mutex:` and created with `SET … NX` and an expiry equal to the
 * timeout, so a crashed holder cannot keep a lock forever.
 *
 * @example
 * ```ts
 * import Redis from 'ioredis';
 * import { createMutex } from 'commandkit/mutex';
 * import { RedisMutexStorage } from '@commandkit/redis';
 *
 * const walletLock = createMutex({ storage: new RedisMutexStorage(new Redis()) });
 * ```
 */
export declare class RedisMutexStorage implements MutexStorage {
  /**
   * Creates the storage.
   *
   * @param redis - The `ioredis` client to store locks in.
   */
  constructor(redis: Redis);
  /**
   * Tries to take a lock, retrying until it succeeds or the timeout elapses.
   *
   * @param key - Name of the lock.
   * @param timeout - How long to keep trying, in milliseconds; also the lifetime of the lock. Defaults to
   *   30 seconds.
   * @param signal - Aborts the attempt; the returned promise then rejects.
   * @returns A promise of `true` when the lock was taken, `false` on timeout.
   */
  acquire(key: string, timeout?: number, signal?: AbortSignal): Promise<boolean>;
  /**
   * Releases a lock.
   *
   * @param key - Name of the lock.
   */
  release(key: string): Promise<void>;
  /**
   * Tells whether a lock is currently held.
   *
   * @param key - Name of the lock.
   * @returns A promise of `true` when the lock is held.
   */
  isLocked(key: string): Promise<boolean>;
  /**
   * Describes a lock.
   *
   * @param key - Name of the lock.
   * @returns A promise of whether the lock is held, its remaining lifetime in milliseconds and the value
   *   stored by its holder.
   */
  getLockInfo(key: string): Promise<{
    locked: boolean;
    ttl: number;
    value?: string;
  }>;
  /**
   * Deletes a lock whoever holds it. Use it to recover from a stuck lock, not in normal flow.
   *
   * @param key - Name of the lock.
   */
  forceRelease(key: string): Promise<void>;
  /**
   * Gives a held lock more time.
   *
   * @param key - Name of the lock.
   * @param additionalTime - New lifetime of the lock, in milliseconds, counted from now.
   * @returns A promise of `true` when the lock exists and was extended.
   */
  extendLock(key: string, additionalTime: number): Promise<boolean>;
}

/**
 * Runtime plugin that installs a {@link RedisCache} as the cache provider of `@commandkit/cache`.
 *
 * @remarks
 * The plugin options are the `ioredis` connection settings. Created by {@link redis}.
 */
export declare class RedisPlugin extends RuntimePlugin<RedisOptions> {
  /** Name of the plugin. */
  readonly name: 'RedisPlugin';
  /**
   * Connects to Redis and sets the cache provider.
   *
   * @param ctx - The runtime plugin context.
   */
  activate(ctx: CommandKitPluginRuntime): Promise<void>;
}

/**
 * Rate limit storage backed by Redis, so that request counters are shared by every process and shard of
 * the bot.
 *
 * @example
 * ```ts
 * import Redis from 'ioredis';
 * import { createRateLimiter } from 'commandkit/ratelimit';
 * import { RedisRateLimitStorage } from '@commandkit/redis';
 *
 * const limiter = createRateLimiter({
 *   maxRequests: 5,
 *   interval: 60_000,
 *   storage: new RedisRateLimitStorage(new Redis()),
 * });
 * ```
 */
export declare class RedisRateLimitStorage implements RateLimitStorage {
  /**
   * Creates the storage.
   *
   * @param redis - The `ioredis` client to store counters in.
   */
  constructor(redis: Redis);
  /**
   * Reads a counter.
   *
   * @param key - Key of the counter.
   * @returns A promise of the stored count, `0` when there is none.
   */
  get(key: string): Promise<number>;
  /**
   * Writes a counter.
   *
   * @param key - Key of the counter.
   * @param value - The count to store.
   */
  set(key: string, value: number): Promise<void>;
  /**
   * Removes a counter.
   *
   * @param key - Key of the counter.
   */
  delete(key: string): Promise<void>;
}

/**
 * Semaphore storage backed by Redis, so that permits handed out by CommandKit's semaphore helpers are
 * counted across every process and shard of the bot.
 *
 * @remarks
 * A semaphore is stored as two keys, `semaphore:<key>:total` and `semaphore:<key>:available`. A semaphore
 * used before {@link RedisSemaphoreStorage.initialize} is called starts with 10 permits.
 *
 * @example
 * ```ts
 * import Redis from 'ioredis';
 * import { createSemaphore } from 'commandkit/semaphore';
 * import { RedisSemaphoreStorage } from '@commandkit/redis';
 *
 * // at most 3 image renders at a time across all shards
 * const renders = createSemaphore({ permits: 3, storage: new RedisSemaphoreStorage(new Redis()) });
 * ```
 */
export declare class RedisSemaphoreStorage implements SemaphoreStorage {
  /**
   * Creates the storage.
   *
   * @param redis - The `ioredis` client to store permits in.
   */
  constructor(redis: Redis);
  /**
   * Tries to take a permit, retrying until one is free or the timeout elapses.
   *
   * @param key - Name of the semaphore.
   * @param timeout - How long to keep trying, in milliseconds. Defaults to 30 seconds.
   * @param signal - Aborts the attempt; the returned promise then rejects.
   * @returns A promise of `true` when a permit was taken, `false` on timeout.
   */
  acquire(key: string, timeout?: number, signal?: AbortSignal): Promise<boolean>;
  /**
   * Gives a permit back, never exceeding the total.
   *
   * @param key - Name of the semaphore.
   */
  release(key: string): Promise<void>;
  /**
   * Counts the free permits.
   *
   * @param key - Name of the semaphore.
   * @returns A promise of the number of free permits.
   */
  getAvailablePermits(key: string): Promise<number>;
  /**
   * Reads the total number of permits.
   *
   * @param key - Name of the semaphore.
   * @returns A promise of the total.
   */
  getTotalPermits(key: string): Promise<number>;
  /**
   * Creates (or recreates) a semaphore with all its permits free.
   *
   * @param key - Name of the semaphore.
   * @param permits - Total number of permits.
   */
  initialize(key: string, permits: number): Promise<void>;
  /**
   * Describes a semaphore.
   *
   * @param key - Name of the semaphore.
   * @returns A promise of the total, free and taken permits, and whether the semaphore exists.
   */
  getSemaphoreInfo(key: string): Promise<{
    total: number;
    available: number;
    acquired: number;
    initialized: boolean;
  }>;
  /**
   * Frees every permit, optionally changing the total.
   *
   * @param key - Name of the semaphore.
   * @param permits - New total; the current total is kept when omitted.
   */
  reset(key: string, permits?: number): Promise<void>;
  /**
   * Adds permits to the total and to the free count.
   *
   * @param key - Name of the semaphore.
   * @param additionalPermits - Number of permits to add.
   */
  increasePermits(key: string, additionalPermits: number): Promise<void>;
  /**
   * Removes permits from the total and from the free count, never going below zero.
   *
   * @param key - Name of the semaphore.
   * @param permitsToRemove - Number of permits to remove.
   */
  decreasePermits(key: string, permitsToRemove: number): Promise<void>;
  /**
   * Deletes a semaphore entirely.
   *
   * @param key - Name of the semaphore.
   */
  clear(key: string): Promise<void>;
}

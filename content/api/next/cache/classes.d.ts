import {
  CommonDirectiveTransformer,
  RuntimePlugin,
  type CommonDirectiveTransformerOptions,
  type CompilerPluginRuntime,
} from 'commandkit';
import type { CacheEntry } from './interfaces';
import type { DeserializeFunction, SerializeFunction } from './types';
import type { Redis, RedisOptions } from '../shared/ioredis';

/**
 * Runtime plugin that makes sure a cache provider exists when the bot starts.
 *
 * @remarks
 * If no provider was chosen with {@link setCacheProvider}, activation installs a {@link MemoryCache};
 * deactivation forgets the current provider. Created by {@link cache}.
 */
export declare class CachePlugin extends RuntimePlugin {
  /** Name of the plugin. */
  name: string;
  /** Installs a {@link MemoryCache} when no provider has been set. */
  activate(): Promise<void>;
  /** Forgets the current cache provider. */
  deactivate(): Promise<void>;
}

/**
 * Base class of the storage backends used by `"use cache"` functions.
 *
 * @remarks
 * Extend it to keep cached results somewhere else than the built-in {@link MemoryCache} or
 * {@link RedisCache}, then install your class with {@link setCacheProvider}. Entries carry their expiry
 * time in {@link CacheEntry.ttl}; a provider should treat an expired entry as missing.
 *
 * @example
 * ```ts
 * import { CacheProvider, type CacheEntry, setCacheProvider } from '@commandkit/cache';
 *
 * class LoggingCache extends CacheProvider {
 *   #map = new Map<string, CacheEntry>();
 *   async get<T>(key: string) {
 *     console.log('cache read', key);
 *     return this.#map.get(key) as CacheEntry<T> | undefined;
 *   }
 *   async set<T>(key: string, value: T, ttl?: number) {
 *     this.#map.set(key, { value, ttl: ttl ? Date.now() + ttl : undefined });
 *   }
 *   async exists(key: string) { return this.#map.has(key); }
 *   async delete(key: string) { this.#map.delete(key); }
 *   async clear() { this.#map.clear(); }
 *   async expire(key: string, ttl: number) {
 *     const entry = this.#map.get(key);
 *     if (entry) entry.ttl = Date.now() + ttl;
 *   }
 * }
 *
 * setCacheProvider(new LoggingCache());
 * ```
 */
export declare abstract class CacheProvider {
  /**
   * Reads an entry.
   *
   * @param key - Key of the entry.
   * @returns A promise of the entry, or of `undefined` when it is missing or expired.
   */
  abstract get<T>(key: string): Promise<CacheEntry<T> | undefined>;
  /**
   * Writes an entry.
   *
   * @param key - Key of the entry.
   * @param value - Value to keep.
   * @param ttl - Optional lifetime of the entry.
   */
  abstract set<T>(key: string, value: T, ttl?: number): Promise<void>;
  /**
   * Tells whether an entry is stored under a key.
   *
   * @param key - Key to look for.
   * @returns A promise of `true` when the key is present.
   */
  abstract exists(key: string): Promise<boolean>;
  /**
   * Removes an entry.
   *
   * @param key - Key of the entry.
   */
  abstract delete(key: string): Promise<void>;
  /** Removes every entry. */
  abstract clear(): Promise<void>;
  /**
   * Changes when an entry expires.
   *
   * @param key - Key of the entry.
   * @param ttl - New lifetime, counted from now.
   */
  abstract expire(key: string, ttl: number): Promise<void>;
}

/**
 * Cache provider that keeps entries in a `Map` inside the bot process.
 *
 * @remarks
 * It is the default provider. Entries are lost on restart and are not shared between shards or processes;
 * use {@link RedisCache} for that. Lifetimes are in milliseconds and expired entries are dropped when read.
 */
export declare class MemoryCache extends CacheProvider {
  /**
   * Reads an entry, dropping it if it has expired.
   *
   * @param key - Key of the entry.
   * @returns A promise of the entry, or of `undefined`.
   */
  get<T>(key: string): Promise<CacheEntry<T> | undefined>;
  /**
   * Stores an entry in memory.
   *
   * @param key - Key of the entry.
   * @param value - Value to keep.
   * @param ttl - Lifetime in milliseconds; omit to keep the entry until it is deleted.
   */
  set<T>(key: string, value: T, ttl?: number): Promise<void>;
  /**
   * Tells whether a key is present in the map.
   *
   * @param key - Key to look for.
   * @returns A promise of `true` when the key is present.
   */
  exists(key: string): Promise<boolean>;
  /**
   * Removes an entry.
   *
   * @param key - Key of the entry.
   */
  delete(key: string): Promise<void>;
  /** Removes every entry. */
  clear(): Promise<void>;
  /**
   * Makes an existing entry expire after the given time.
   *
   * @param key - Key of the entry.
   * @param ttl - Lifetime in milliseconds, counted from now.
   */
  expire(key: string, ttl: number): Promise<void>;
}

/**
 * Cache provider that stores entries in Redis through an `ioredis` client, so cached results survive
 * restarts and are shared by every process of the bot.
 *
 * @remarks
 * Published under the `@commandkit/cache/redis` entry point. Entries are serialised with
 * {@link RedisCache.serialize} (JSON by default) and receive a Redis expiry matching their lifetime.
 *
 * @example
 * ```ts
 * import { setCacheProvider } from '@commandkit/cache';
 * import { RedisCache } from '@commandkit/cache/redis';
 *
 * setCacheProvider(new RedisCache({ host: 'cache.internal', port: 6379 }));
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
   * Empties the Redis server (`FLUSHALL`).
   *
   * @remarks
   * This removes every key of every database of the server, not only cache entries; give the cache a
   * Redis instance of its own if other data lives there.
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
 * Compiler plugin that rewrites functions starting with the `"use cache"` directive into cached functions.
 *
 * @remarks
 * Only async functions are transformed. The generated code calls the runtime of `@commandkit/cache`, so the
 * runtime {@link CachePlugin} must be enabled too; {@link cache} returns both plugins.
 *
 * @example
 * ```ts
 * import { cacheLife, cacheTag } from '@commandkit/cache';
 *
 * export async function fetchLeaderboard(guildId: string) {
 *   'use cache';
 *   cacheTag(`leaderboard:${guildId}`);
 *   cacheLife('5m');
 *   return db.scores.top(guildId, 10);
 * }
 * ```
 */
export declare class UseCacheDirectivePlugin extends CommonDirectiveTransformer {
  /** Name of the plugin. */
  readonly name: 'UseCacheDirectivePlugin';
  /**
   * Creates the transformer. The directive, the import path and the async-only restriction are fixed by the
   * plugin; the other options can be overridden.
   *
   * @param options - Transformer options to override, such as `enabled`.
   */
  constructor(options?: Partial<CommonDirectiveTransformerOptions>);
  /**
   * Prepares the directive transformer.
   *
   * @param ctx - The compiler plugin runtime.
   */
  activate(ctx: CompilerPluginRuntime): Promise<void>;
}

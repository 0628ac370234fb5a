/**
 * A value, or a promise of that value.
 *
 * @typeParam T - Type of the value.
 */
export type Awaitable<T> = T | Promise<T>;

/**
 * Turns a cache entry into the string stored in Redis. {@link RedisCache} uses `JSON.stringify` unless you
 * replace its `serialize` property.
 *
 * @param value - The {@link CacheEntry} to store.
 * @returns The stored text, directly or as a promise.
 */
export type SerializeFunction = (value: unknown) => Awaitable<string>;

/**
 * Turns a string read from Redis back into a cache entry. {@link RedisCache} uses `JSON.parse` unless you
 * replace its `deserialize` property.
 *
 * @param value - The stored text.
 * @returns The decoded {@link CacheEntry}, directly or as a promise.
 */
export type DeserializeFunction = (value: string) => Awaitable<unknown>;

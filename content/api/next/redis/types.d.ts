/**
 * A value, or a promise of that value.
 *
 * @typeParam T - Type of the value.
 */
export type Awaitable<T> = T | Promise<T>;

/**
 * Turns a cache entry into the string stored in Redis; {@link RedisCache} uses `JSON.stringify` by default.
 *
 * @param value - The cache entry to store.
 * @returns The stored text, directly or as a promise.
 */
export type SerializeFunction = (value: unknown) => Awaitable<string>;

/**
 * Turns a string read from Redis back into a cache entry; {@link RedisCache} uses `JSON.parse` by default.
 *
 * @param value - The stored text.
 * @returns The decoded cache entry, directly or as a promise.
 */
export type DeserializeFunction = (value: string) => Awaitable<unknown>;

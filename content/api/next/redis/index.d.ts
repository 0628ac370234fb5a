/**
 * `@commandkit/redis` backs CommandKit's shared state with Redis.
 *
 * The plugin created by {@link redis} stores the results of `"use cache"` functions in Redis, and the
 * storages {@link RedisRateLimitStorage}, {@link RedisMutexStorage} and {@link RedisSemaphoreStorage} let
 * CommandKit's rate limiter, mutex and semaphore coordinate every process and shard of a bot instead of a
 * single one.
 *
 * @packageDocumentation
 */
export * from './classes';
export * from './functions';
export * from './types';

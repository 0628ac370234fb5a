import type { RedisPlugin } from './classes';
import type { RedisOptions } from '../shared/ioredis';

/**
 * Creates the {@link RedisPlugin}, which stores the results of `"use cache"` functions in Redis.
 *
 * @param options - `ioredis` connection settings; `localhost:6379` when omitted.
 * @returns The plugin, to add to the `plugins` of `commandkit.config.ts`.
 *
 * @example
 * ```ts
 * // commandkit.config.ts
 * import { defineConfig } from 'commandkit';
 * import { cache } from '@commandkit/cache';
 * import { redis } from '@commandkit/redis';
 *
 * export default defineConfig({
 *   plugins: [cache(), redis({ host: process.env.REDIS_HOST, port: 6379 })],
 * });
 * ```
 */
export declare function redis(options?: RedisOptions): RedisPlugin;

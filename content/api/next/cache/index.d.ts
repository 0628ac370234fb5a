/**
 * `@commandkit/cache` adds the `"use cache"` directive to CommandKit.
 *
 * Write `"use cache"` as the first statement of an async function and its results are stored per set of
 * arguments, then reused on later calls. Inside such a function, {@link cacheLife} sets how long a result
 * lives and {@link cacheTag} labels it so {@link revalidateTag} can throw it away when the data changes.
 * Results are kept in memory by default; {@link setCacheProvider} switches to Redis or to any custom
 * {@link CacheProvider}.
 *
 * @packageDocumentation
 */
export * from './classes';
export * from './functions';
export * from './interfaces';
export * from './types';

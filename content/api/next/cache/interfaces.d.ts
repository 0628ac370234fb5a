/**
 * A value kept by a {@link CacheProvider}, together with its expiry.
 *
 * @typeParam T - Type of the cached value.
 */
export interface CacheEntry<T = unknown> {
  /** The cached value. */
  value: T;
  /**
   * When the entry expires, as a Unix timestamp in milliseconds; `undefined` for entries that never expire.
   */
  ttl?: number;
}

/**
 * State of the cached call currently running, shared by {@link cacheTag} and {@link cacheLife}.
 *
 * @remarks
 * A fresh context is opened for every call of a `"use cache"` function; the helpers only work inside one.
 */
export interface CacheContext {
  /** Settings collected while the cached function runs. */
  params: {
    /** Custom name of the cache entry. */
    name?: string;
    /** Lifetime of the entry in milliseconds, or `null` to keep it until it is invalidated. */
    ttl?: number | null;
    /** Tags attached with {@link cacheTag}, used by {@link revalidateTag}. */
    tags: Set<string>;
  };
}

/**
 * Description of how a result should be cached: lifetime, name and tags.
 */
export interface CacheMetadata {
  /** Lifetime, in milliseconds or as a duration string such as `'10m'` or `'2h'`. */
  ttl?: number | string;
  /** Custom name of the cache entry. */
  name?: string;
  /** Tags that group entries for invalidation with {@link revalidateTag}. */
  tags?: string[];
}

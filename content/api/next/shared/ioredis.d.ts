/*
 * Structural stand-ins for the `ioredis` client and its options, reduced to what the Redis cache
 * provider and the Redis storages of CommandKit rely on. No module entry point re-exports it.
 */

/** Connection settings of an `ioredis` client. */
export interface RedisOptions {
  /** Host name of the Redis server. Defaults to `localhost`. */
  host?: string;
  /** Port of the Redis server. Defaults to `6379`. */
  port?: number;
  /** User name for Redis ACL authentication. */
  username?: string;
  /** Password of the Redis server. */
  password?: string;
  /** Index of the logical database to select. */
  db?: number;
  /** Prefix added to every key. */
  keyPrefix?: string;
  /** Delay connecting until the first command. */
  lazyConnect?: boolean;
  /** Any other option understood by `ioredis` (TLS, retries, sentinels…). */
  [option: string]: unknown;
}

/** An `ioredis` client. */
export interface Redis {
  /** Reads a string value. */
  get(key: string): Promise<string | null>;
  /** Writes a value, optionally with flags such as `'EX', 30, 'NX'`. */
  set(key: string, value: string | number, ...args: (string | number)[]): Promise<'OK' | null>;
  /** Deletes keys and resolves to how many existed. */
  del(...keys: string[]): Promise<number>;
  /** Resolves to how many of the keys exist. */
  exists(...keys: string[]): Promise<number>;
  /** Increments an integer value. */
  incr(key: string): Promise<number>;
  /** Decrements an integer value. */
  decr(key: string): Promise<number>;
  /** Sets a time to live in seconds. */
  expire(key: string, seconds: number): Promise<number>;
  /** Sets a time to live in milliseconds. */
  pexpire(key: string, milliseconds: number): Promise<number>;
  /** Remaining time to live in seconds. */
  ttl(key: string): Promise<number>;
  /** Empties every database of the server. */
  flushall(): Promise<'OK'>;
  /** Closes the connection gracefully. */
  quit(): Promise<'OK'>;
}

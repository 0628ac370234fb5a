/**
 * A value, or a promise of that value.
 *
 * @typeParam T - Type of the value.
 */
export type Awaitable<T> = T | Promise<T>;

/**
 * `@commandkit/queue` lets the parts of a bot exchange messages through a message broker.
 *
 * Pick a transport once with {@link setDriver} (for example {@link RedisPubSubDriver}), then publish with
 * {@link send} and subscribe with {@link receive}. Shards, separate worker processes or a web dashboard can
 * talk to each other this way without knowing which broker carries the messages.
 *
 * @packageDocumentation
 */
export * from './classes';
export * from './functions';
export * from './interfaces';
export * from './types';

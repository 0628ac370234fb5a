import type { MessageQueue } from './interfaces';
import type { Awaitable } from './types';
import type { PubSubRedisBroker } from './external';

/**
 * Message queue driver that uses the Redis pub/sub broker of `@discordjs/brokers`.
 *
 * @remarks
 * Published under the `@commandkit/queue/discordjs` entry point. Topics are the event names of the broker;
 * each incoming message is handed to the handler and then acknowledged.
 *
 * @typeParam TEvent - Map of topic names to payload types.
 *
 * @example
 * ```ts
 * import Redis from 'ioredis';
 * import { PubSubRedisBroker } from '@discordjs/brokers';
 * import { setDriver } from '@commandkit/queue';
 * import { RedisPubSubDriver } from '@commandkit/queue/discordjs';
 *
 * type Topics = { 'giveaway:ended': { giveawayId: string; winnerIds: string[] } };
 *
 * const broker = new PubSubRedisBroker<Topics>(new Redis(process.env.REDIS_URL!));
 * setDriver(new RedisPubSubDriver<Topics>(broker));
 * ```
 */
export declare class RedisPubSubDriver<TEvent extends Record<string, any> = Record<string, any>>
  implements MessageQueue
{
  /** The broker messages travel through. */
  readonly broker: PubSubRedisBroker<TEvent>;
  /**
   * Wraps a broker.
   *
   * @param broker - A connected `PubSubRedisBroker`.
   */
  constructor(broker: PubSubRedisBroker<TEvent>);
  /**
   * Publishes a message on a topic.
   *
   * @param topic - Name of the topic.
   * @param message - The payload, typed after the topic.
   */
  send<T extends keyof TEvent>(topic: T, message: TEvent[T]): Promise<void>;
  /**
   * Subscribes to a topic and registers a handler; a second call for the same topic keeps the first handler.
   *
   * @param topic - Name of the topic.
   * @param handler - Called with each payload published on the topic.
   */
  receive<T extends keyof TEvent>(topic: T, handler: (message: TEvent[keyof TEvent]) => Awaitable<void>): Promise<void>;
  /** Removes the handlers and destroys the broker. */
  close(): Promise<void>;
}

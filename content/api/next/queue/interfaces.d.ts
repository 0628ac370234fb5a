import type { Awaitable } from './types';

/**
 * Contract of a message queue driver: the transport behind {@link send} and {@link receive}.
 *
 * @remarks
 * Implement it to carry messages over any broker (Redis, RabbitMQ, Kafka, an in-process emitter for tests…)
 * and install the driver with {@link setDriver}. {@link RedisPubSubDriver} is the ready-made implementation.
 *
 * @example
 * ```ts
 * import { EventEmitter } from 'node:events';
 * import { setDriver, type MessageQueue } from '@commandkit/queue';
 *
 * // an in-process driver, handy in unit tests
 * class LocalQueue implements MessageQueue {
 *   #bus = new EventEmitter();
 *   async send(topic: string, message: unknown) {
 *     this.#bus.emit(topic, message);
 *   }
 *   async receive(topic: string, handler: (message: unknown) => void | Promise<void>) {
 *     this.#bus.on(topic, handler);
 *   }
 * }
 *
 * setDriver(new LocalQueue());
 * ```
 */
export interface MessageQueue {
  /**
   * Publishes a message on a topic.
   *
   * @param topic - Name of the topic.
   * @param message - The payload.
   */
  send(topic: string, message: unknown): Promise<void>;
  /**
   * Subscribes a handler to a topic.
   *
   * @param topic - Name of the topic.
   * @param handler - Called with each message published on the topic.
   */
  receive(topic: string, handler: (message: unknown) => Awaitable<void>): Promise<void>;
  /** Releases the connections held by the driver. Optional. */
  close?(): Promise<void>;
}

/*
 * Structural stand-in for the Redis pub/sub broker of `@discordjs/brokers`, reduced to what the queue driver
 * uses. This file is not re-exported by the module entry point.
 */

/** Redis pub/sub broker of `@discordjs/brokers`, typed by a map of event names to payloads. */
export interface PubSubRedisBroker<TEvents extends Record<string, any>> {
  /** Publishes a payload on an event channel. */
  publish<T extends keyof TEvents>(event: T, data: TEvents[T]): Promise<void>;
  /** Subscribes to event channels. */
  subscribe(events: (keyof TEvents)[]): Promise<void>;
  /** Unsubscribes from event channels. */
  unsubscribe(events: (keyof TEvents)[]): Promise<void>;
  /** Closes the broker and its Redis connections. */
  destroy(): Promise<void>;
}

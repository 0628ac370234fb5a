import type { MessageQueue } from './interfaces';
import type { Awaitable } from './types';

/**
 * Subscribes a handler to the messages published on a topic.
 *
 * @typeParam T - Type of the payloads of the topic.
 * @param topic - Name of the topic.
 * @param handler - Called with every message published on the topic.
 * @returns A promise settled once the subscription is active.
 * @throws When no driver has been set with {@link setDriver}.
 *
 * @example
 * ```ts
 * import { receive } from '@commandkit/queue';
 *
 * await receive<{ guildId: string; userId: string }>('xp:level-up', async ({ guildId, userId }) => {
 *   await announceLevelUp(guildId, userId);
 * });
 * ```
 */
export declare function receive<T>(topic: string, handler: (message: T) => Awaitable<void>): Promise<void>;

/**
 * Publishes a message on a topic through the current driver.
 *
 * @typeParam T - Type of the payload.
 * @param topic - Name of the topic.
 * @param message - The payload.
 * @returns A promise settled once the driver has accepted the message.
 * @throws When no driver has been set with {@link setDriver}.
 *
 * @example
 * ```ts
 * import { send } from '@commandkit/queue';
 *
 * await send('xp:level-up', { guildId: interaction.guildId, userId: interaction.user.id });
 * ```
 */
export declare function send<T>(topic: string, message: T): Promise<void>;

/**
 * Chooses the driver used by {@link send} and {@link receive}.
 *
 * @remarks
 * Call it once at startup, before any message is sent or received.
 *
 * @param driver - The message queue driver.
 */
export declare function setDriver(driver: MessageQueue): void;

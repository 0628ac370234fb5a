import {
  RuntimePlugin,
  type AnalyticsEngine,
  type AnalyticsEvent,
  type AnalyticsProvider,
  type CommandKitPluginRuntime,
  type IdentifyEvent,
} from 'commandkit';
import type { PostHogPluginOptions, UmamiPluginOptions } from './interfaces';
import type { PostHog, Umami } from './external';

/**
 * Runtime plugin that sends CommandKit's analytics events to PostHog.
 *
 * @remarks
 * On activation it creates a PostHog client from {@link PostHogPluginOptions} and registers a
 * {@link PostHogProvider} with the analytics engine of CommandKit; on deactivation it flushes the client
 * and unregisters the provider. Create it with {@link posthog}.
 */
export declare class PostHogPlugin extends RuntimePlugin<PostHogPluginOptions> {
  /** Name of the plugin. */
  readonly name: 'PostHog';
  /**
   * Creates the PostHog client and registers the provider.
   *
   * @param ctx - The runtime plugin context.
   */
  activate(ctx: CommandKitPluginRuntime): Promise<void>;
  /**
   * Shuts the PostHog client down and unregisters the provider.
   *
   * @param ctx - The runtime plugin context.
   */
  deactivate(ctx: CommandKitPluginRuntime): Promise<void>;
}

/**
 * Analytics provider that forwards CommandKit events to a PostHog client.
 *
 * @remarks
 * Each tracked event becomes a PostHog capture whose `distinctId` is the event's `id` when it has one, and
 * the bot's user id otherwise. Use it directly when you manage the PostHog client yourself; otherwise
 * {@link PostHogPlugin} sets it up.
 *
 * @example
 * ```ts
 * import { PostHog } from 'posthog-node';
 * import { PostHogProvider } from '@commandkit/analytics/posthog';
 *
 * const client = new PostHog(process.env.POSTHOG_KEY!);
 * commandkit.analytics.registerProvider(new PostHogProvider(client));
 * ```
 */
export declare class PostHogProvider implements AnalyticsProvider {
  /** Name of the provider. */
  readonly name: 'PostHog';
  /** The PostHog client events are sent to. */
  readonly posthog: PostHog;
  /**
   * Wraps a PostHog client.
   *
   * @param posthog - A configured `posthog-node` client.
   */
  constructor(posthog: PostHog);
  /**
   * Records properties of a person in PostHog.
   *
   * @param engine - The analytics engine of CommandKit.
   * @param event - The identification data.
   */
  identify(engine: AnalyticsEngine, event: IdentifyEvent): Promise<void>;
  /**
   * Sends an event to PostHog.
   *
   * @param engine - The analytics engine of CommandKit.
   * @param event - The event to record.
   */
  track(engine: AnalyticsEngine, event: AnalyticsEvent): Promise<void>;
}

/**
 * Runtime plugin that sends CommandKit's analytics events to Umami.
 *
 * @remarks
 * On activation it creates an Umami client from {@link UmamiPluginOptions} and registers an
 * {@link UmamiProvider}; on deactivation it unregisters the provider. Create it with {@link umami}.
 */
export declare class UmamiPlugin extends RuntimePlugin<UmamiPluginOptions> {
  /** Name of the plugin. */
  readonly name: 'Umami';
  /**
   * Creates the Umami client and registers the provider.
   *
   * @param ctx - The runtime plugin context.
   */
  activate(ctx: CommandKitPluginRuntime): Promise<void>;
  /**
   * Unregisters the provider.
   *
   * @param ctx - The runtime plugin context.
   */
  deactivate(ctx: CommandKitPluginRuntime): Promise<void>;
}

/**
 * Analytics provider that forwards CommandKit events to an Umami client.
 *
 * @remarks
 * Tracked events are sent with their name and data; identification data is sent as session data.
 *
 * @example
 * ```ts
 * import { Umami } from '@umami/node';
 * import { UmamiProvider } from '@commandkit/analytics/umami';
 *
 * const client = new Umami({ hostUrl: 'https://stats.example.org', websiteId: 'a1b2c3' });
 * commandkit.analytics.registerProvider(new UmamiProvider(client));
 * ```
 */
export declare class UmamiProvider implements AnalyticsProvider {
  /** Name of the provider. */
  readonly name: 'Umami';
  /** The Umami client events are sent to. */
  readonly umami: Umami;
  /**
   * Wraps an Umami client.
   *
   * @param umami - A configured `@umami/node` client.
   */
  constructor(umami: Umami);
  /**
   * Sends identification data as Umami session data.
   *
   * @param engine - The analytics engine of CommandKit.
   * @param event - The identification data.
   */
  identify(engine: AnalyticsEngine, event: IdentifyEvent): Promise<void>;
  /**
   * Sends an event to Umami.
   *
   * @param engine - The analytics engine of CommandKit.
   * @param event - The event to record.
   */
  track(engine: AnalyticsEngine, event: AnalyticsEvent): Promise<void>;
}

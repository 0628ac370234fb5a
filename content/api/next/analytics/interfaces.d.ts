import type { PostHogOptions, UmamiOptions } from './external';

/**
 * Options of the {@link PostHogPlugin}.
 *
 * @example
 * ```ts
 * import { posthog } from '@commandkit/analytics/posthog';
 *
 * posthog({
 *   posthogOptions: {
 *     apiKey: process.env.POSTHOG_KEY!,
 *     options: { host: 'https://eu.i.posthog.com' },
 *   },
 * });
 * ```
 */
export interface PostHogPluginOptions {
  /** How to connect to PostHog. */
  posthogOptions: {
    /** Project API key of your PostHog project. */
    apiKey: string;
    /** Further settings handed to the `posthog-node` client (host, batching and so on). */
    options?: PostHogOptions;
  };
}

/**
 * Options of the {@link UmamiPlugin}.
 *
 * @example
 * ```ts
 * import { umami } from '@commandkit/analytics/umami';
 *
 * umami({
 *   umamiOptions: { hostUrl: 'https://stats.example.org', websiteId: process.env.UMAMI_SITE_ID },
 * });
 * ```
 */
export interface UmamiPluginOptions {
  /** Settings handed to the `@umami/node` client: where Umami runs and which website to record. */
  umamiOptions: UmamiOptions;
}

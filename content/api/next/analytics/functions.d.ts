import type { PostHogPlugin, UmamiPlugin } from './classes';
import type { PostHogPluginOptions, UmamiPluginOptions } from './interfaces';

/**
 * Creates the {@link PostHogPlugin}, which reports CommandKit's analytics events to PostHog.
 *
 * @remarks
 * Published under the `@commandkit/analytics/posthog` entry point.
 *
 * @param options - The PostHog API key and client settings.
 * @returns The plugin, to add to the `plugins` of `commandkit.config.ts`.
 *
 * @example
 * ```ts
 * // commandkit.config.ts
 * import { defineConfig } from 'commandkit';
 * import { posthog } from '@commandkit/analytics/posthog';
 *
 * export default defineConfig({
 *   plugins: [posthog({ posthogOptions: { apiKey: process.env.POSTHOG_KEY! } })],
 * });
 * ```
 */
export declare function posthog(options: PostHogPluginOptions): PostHogPlugin;

/**
 * Creates the {@link UmamiPlugin}, which reports CommandKit's analytics events to Umami.
 *
 * @remarks
 * Published under the `@commandkit/analytics/umami` entry point.
 *
 * @param options - The Umami client settings.
 * @returns The plugin, to add to the `plugins` of `commandkit.config.ts`.
 *
 * @example
 * ```ts
 * // commandkit.config.ts
 * import { defineConfig } from 'commandkit';
 * import { umami } from '@commandkit/analytics/umami';
 *
 * export default defineConfig({
 *   plugins: [
 *     umami({ umamiOptions: { hostUrl: process.env.UMAMI_URL, websiteId: process.env.UMAMI_SITE_ID } }),
 *   ],
 * });
 * ```
 */
export declare function umami(options: UmamiPluginOptions): UmamiPlugin;

/**
 * `@commandkit/analytics` plugs product analytics services into CommandKit's analytics engine.
 *
 * CommandKit already emits analytics events (commands run, cache hits and misses, and your own
 * `commandkit.analytics.track()` calls); this package forwards them to PostHog ({@link posthog}) or Umami ({@link umami}).
 * Each service is published under its own entry point, `@commandkit/analytics/posthog` and
 * `@commandkit/analytics/umami`, so only the client library you use is loaded.
 *
 * @packageDocumentation
 */
export * from './classes';
export * from './functions';
export * from './interfaces';

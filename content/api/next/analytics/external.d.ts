/*
 * Structural stand-ins for the client classes of `posthog-node` and `@umami/node`, reduced to what the
 * analytics providers of CommandKit use. This file is not re-exported by the module entry point.
 */

/** Settings of the PostHog Node.js client. */
export interface PostHogOptions {
  /** Address of the PostHog instance, e.g. `https://eu.i.posthog.com`. */
  host?: string;
  /** Number of queued events that triggers a flush. */
  flushAt?: number;
  /** Longest time, in milliseconds, events wait in the queue. */
  flushInterval?: number;
  /** Personal API key, needed for local evaluation of feature flags. */
  personalApiKey?: string;
  /** Turns sending off entirely. */
  disabled?: boolean;
  /** Any other option understood by `posthog-node`. */
  [option: string]: unknown;
}

/** The PostHog Node.js client. */
export interface PostHog {
  /** Queues an event. */
  capture(message: { distinctId: string; event: string; properties?: Record<string, unknown> }): void;
  /** Attaches properties to a person. */
  identify(message: { distinctId: string; properties?: Record<string, unknown> }): void;
  /** Sends pending events and stops the client. */
  shutdown(): Promise<void>;
}

/** Settings of the Umami Node.js client. */
export interface UmamiOptions {
  /** Address of the Umami instance. */
  hostUrl?: string;
  /** Identifier of the website the events belong to. */
  websiteId?: string;
  /** Session identifier to attach to events. */
  sessionId?: string;
  /** User agent reported with events. */
  userAgent?: string;
}

/** The Umami Node.js client. */
export interface Umami {
  /** Sends a named event with optional data. */
  track(event: string | Record<string, unknown>, eventData?: Record<string, unknown>): Promise<unknown>;
  /** Attaches session data to the current session. */
  identify(sessionData?: Record<string, unknown>): Promise<unknown>;
}

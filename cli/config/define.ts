import type { SiteConfigInput } from './schema.js';

/** Typed identity for site.config.ts, so editors complete and check every field. */
export function defineConfig(config: SiteConfigInput): SiteConfigInput {
  return config;
}
export type { SiteConfigInput };

import type { SiteData } from '../../common/data.js';

/** Hosted hits carry absolute URLs; pages of this site open through the router instead. */
export function sitePath(site: SiteData, url: string): string {
  const parsed = new URL(url, window.location.href);
  const origin = new URL(site.url).origin;
  return parsed.origin === origin || parsed.origin === window.location.origin ? parsed.pathname + parsed.hash : url;
}

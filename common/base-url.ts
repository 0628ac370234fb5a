import { hasProtocol } from './internal-url.js';

export interface BaseUrlOptions {
  /** Prefix the base URL even when the URL already starts with it. */
  forcePrependBaseUrl?: boolean;
  /** Prefix the site's origin too (`url` of the config). */
  absolute?: boolean;
}

/**
 * A site path with the base URL in front, as Docusaurus writes it: anchors and URLs with a scheme
 * stay as they are, a path that already starts with the base URL gets it once, and the base URL
 * without its last slash becomes the base URL.
 */
export function addBaseUrl(site: { url: string; baseUrl: string }, url: string, options: BaseUrlOptions = {}): string {
  if (!url || url.startsWith('#') || hasProtocol(url)) return url;
  const { baseUrl } = site;
  if (options.forcePrependBaseUrl) return baseUrl + url.replace(/^\//, '');
  if (url === baseUrl.replace(/\/$/, '')) return baseUrl;
  const path = url.startsWith(baseUrl) ? url : baseUrl + url.replace(/^\//, '');
  return options.absolute ? site.url + path : path;
}

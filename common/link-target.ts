import { addBaseUrl } from './base-url.js';
import { withTrailingSlash } from './route-files.js';
import { isInternalUrl } from './internal-url.js';

/** What a link's target depends on: the site's base URL, and where its URLs end in `/`. */
export interface LinkSite {
  baseUrl: string;
  /** The config's `trailingSlash` when it is `true` or `false`: internal links are given it or lose it. */
  trailingSlash?: boolean;
}

/** `pathname://` marks a path the router must leave to the browser: it opens as an external link does. */
export const PATHNAME_PROTOCOL = 'pathname://';

/** The attribute of a link the browser loads itself (written `pathname://`): the router and prefetching leave it alone. */
export const BROWSER_LOADS = 'data-browser-loads';

/** An anchor's `href` for a link `written`, and the attribute that leaves it to the browser when it is `pathname://`. */
export function anchorOf(written: string | undefined): { href?: string; [BROWSER_LOADS]?: '' } {
  return written?.startsWith(PATHNAME_PROTOCOL)
    ? { href: written.slice(PATHNAME_PROTOCOL.length), [BROWSER_LOADS]: '' }
    : { href: written };
}

/**
 * Where a link written `url` leads, as Docusaurus's Link writes it: a path that starts with `/`
 * gets the base URL (unless it has it, or `autoAddBaseUrl` is false), then an internal one the
 * trailing slash the site's `trailingSlash` gives. `pathname://x` is the path `x`, left as written.
 */
export function linkTarget(url: string, site: LinkSite, autoAddBaseUrl = true): string {
  const path = url.replace(PATHNAME_PROTOCOL, '');
  const target = autoAddBaseUrl && path.startsWith('/') ? addBaseUrl({ url: '', baseUrl: site.baseUrl }, path) : path;
  return isInternalUrl(url) ? withTrailingSlash(target, site.trailingSlash, site.baseUrl) : target;
}

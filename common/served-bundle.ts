/**
 * `ckdocs serve` makes a new client bundle for a save while pages of the bundle before may still be
 * loading. Each page it renders names its bundle in this head tag, and asks that bundle for the code
 * of the pages it shows (this query parameter): code of a later one could draw them otherwise.
 */
export const SERVED_BUNDLE_META = 'ckdocs-bundle';
export const SERVED_BUNDLE_PARAM = 'bundle';

/** `url` asked of bundle `bundle` (a page of serve's), replacing any bundle it named; as it is when none. */
export function inServedBundle(url: string, bundle: number | string | undefined): string {
  if (bundle === undefined) return url;
  const [path, search] = url.split('?');
  const query = new URLSearchParams(search);
  query.set(SERVED_BUNDLE_PARAM, String(bundle));
  return `${path}?${query}`;
}

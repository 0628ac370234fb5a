/**
 * `ckdocs serve` makes a new client bundle for a save while pages of the bundle before may still be
 * loading. Each page it renders names its bundle in this head tag, and asks that bundle for the code
 * of the pages it shows (this query parameter): code of a later one could draw them otherwise.
 */
export const SERVED_BUNDLE_META = 'ckdocs-bundle';
export const SERVED_BUNDLE_PARAM = 'bundle';

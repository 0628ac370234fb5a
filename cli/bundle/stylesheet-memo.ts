import type { OnLoadResult } from 'esbuild';

/**
 * The site's stylesheets as its Sass and PostCSS made them, kept for the other locales of one
 * build: the same files through the same PostCSS give the same CSS in every locale (a
 * right-to-left one is mirrored after), so a site of several locales runs them once. serve keeps
 * none: there an edit to any page may change what Tailwind writes.
 */
export type StylesheetMemo = Map<string, Promise<OnLoadResult>>;

/** What `make` gives for `key`, made once per memo; made each time without one. */
export function memoized(
  memo: StylesheetMemo | undefined,
  key: string,
  make: () => Promise<OnLoadResult>,
): Promise<OnLoadResult> {
  if (!memo) return make();
  let made = memo.get(key);
  if (!made) memo.set(key, (made = make()));
  return made;
}

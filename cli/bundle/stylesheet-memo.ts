/**
 * The site's stylesheets as its Sass and PostCSS made them (and what its PostCSS makes of
 * Infima's), kept for the other locales of one build: the same files through the same PostCSS
 * give the same CSS in every locale (a right-to-left one is mirrored after), so a site of several
 * locales runs them once. serve keeps none: there an edit to any page may change what Tailwind writes.
 */
export type StylesheetMemo = Map<string, Promise<unknown>>;

/** What `make` gives for `key`, made once per memo; made each time without one. */
export function memoized<T>(memo: StylesheetMemo | undefined, key: string, make: () => Promise<T>): Promise<T> {
  if (!memo) return make();
  let made = memo.get(key) as Promise<T> | undefined;
  if (!made) memo.set(key, (made = make()));
  return made;
}

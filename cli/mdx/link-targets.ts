/**
 * Where a page's Markdown links lead: its version's docs by their paths (`own`), then, on a
 * Docusaurus site, every doc of the site by its file (`files`), one map that all versions share: a
 * site of many versions would otherwise hold every doc's file once per version, and send it so to
 * each thread that compiles pages.
 */
export interface LinkTargets {
  own: ReadonlyMap<string, string>;
  files?: ReadonlyMap<string, string>;
  get(target: string): string | undefined;
}

/** What a page's compile reads of them: where a target leads (a plain map will do). */
export type LinkLookup = Pick<LinkTargets, 'get'>;

export function linkTargets(own: ReadonlyMap<string, string>, files?: ReadonlyMap<string, string>): LinkTargets {
  return { own, files, get: (target) => files?.get(target) ?? own.get(target) };
}

import type { Fields } from '../docusaurus/fields.js';

/**
 * The classic preset's `pages` options as ckdocs's `pages`: the folder, its URL base and its
 * globs. `false` builds none; the rest (other MDX plugins, another page component) is reported.
 */
export function pagesOptions(preset: Fields | undefined): Record<string, unknown> | false {
  if (preset?.get('pages') === false) return false;
  const pages = preset?.child('pages');
  const out = pages?.pick(['path', 'routeBasePath', 'include', 'exclude']) ?? {};
  pages?.ignore('id', 'showLastUpdateTime', 'showLastUpdateAuthor', 'editUrl', 'editLocalizedFiles');
  pages?.done();
  return out;
}

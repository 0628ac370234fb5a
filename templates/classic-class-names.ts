import { useSiteDataIfAny } from './context.js';

/**
 * The classic theme's class names of an element, to add beside ckdocs's own: a Docusaurus site's
 * CSS targets them (`.navbar__link`, `.menu__link--active`). Empty on a ckdocs site, whose pages
 * stay as light as they were. Callers pass `DOCUSAURUS_SITE && 'names'`: a ckdocs site's bundles,
 * where the constant is false, then leave the names out altogether.
 */
export function useClassicClassNames(): (names: string | false | undefined) => string {
  // A ckdocs site's bundles skip the look-up: the constant is fixed per bundle, so the hooks called never change.
  const classicClassNames = DOCUSAURUS_SITE && useSiteDataIfAny()?.classicClassNames;
  return (names) => (classicClassNames && names ? ` ${names}` : '');
}

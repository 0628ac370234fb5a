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

/**
 * The docs' main column's class: on a Docusaurus site the classic theme's module names first, as
 * its own column has them, since sites' CSS finds it by how the class starts
 * (`[class^='docMainContainer']`); `Enhanced` when no sidebar stands beside it.
 */
export function useDocMainClass(enhanced: boolean): string {
  const names = useClassicClassNames()(
    DOCUSAURUS_SITE && `docMainContainer_ck${enhanced ? ' docMainContainerEnhanced_ck' : ''}`,
  );
  return classicFirst(names, 'doc-main');
}

/**
 * An element's class with the classic theme's names (as `useClassicClassNames` gives them) before
 * ckdocs's own: sites' CSS finds some of its parts by how the class starts (`[class^='col docItemCol_']`).
 */
export function classicFirst(classic: string, own: string): string {
  return classic ? `${classic.trimStart()} ${own}` : own;
}

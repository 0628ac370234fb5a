import { useSiteDataIfAny } from './context.js';

/**
 * The classic theme's class names of an element, to add beside ckdocs's own: a Docusaurus site's
 * CSS targets them (`.navbar__link`, `.menu__link--active`). Empty on a ckdocs site, whose pages
 * stay as light as they were.
 */
export function useClassicClassNames(): (names: string | false | undefined) => string {
  const classicClassNames = useSiteDataIfAny()?.classicClassNames;
  return (names) => (classicClassNames && names ? ` ${names}` : '');
}

import type { VersionDropdownProps } from './navbar-item-props.js';

/**
 * A docs version dropdown of the navbar (`docsVersionDropdown`), drawn as the navbar draws a
 * dropdown: the part a Docusaurus site's `NavbarItem/DocsVersionDropdownNavbarItem` replaces
 * (one that shows it only on its docs' pages, or lists some of its versions).
 */
export function VersionDropdownItem({ draw: Draw, ...props }: VersionDropdownProps) {
  return <Draw {...props} />;
}

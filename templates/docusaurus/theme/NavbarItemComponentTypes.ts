/**
 * `@theme-original/NavbarItem/ComponentTypes`: the installed classic theme's item types (ckdocs's
 * own table is empty: its navbar draws the built-in types itself), for a site's table that adds
 * its types to it. The classic theme's components that draw items, as a dropdown of the site's
 * own draws its entries, look them up there.
 */
export { default } from 'ck:theme-navbar-item-types';

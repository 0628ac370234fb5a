import type { ComponentType } from 'react';
import ownTypes from '../../navbar-item-types.js';
import themeTypes from 'ck:theme-navbar-item-types';

/**
 * `@theme-original/NavbarItem/ComponentTypes`: the classic theme's item types beside ckdocs's (which
 * has none of its own), for a site's table that adds its types to it. The classic theme's
 * components that draw items, as a dropdown of the site's own draws its entries, look them up there.
 */
const componentTypes: Record<string, ComponentType<never>> = { ...themeTypes, ...ownTypes };

export default componentTypes;

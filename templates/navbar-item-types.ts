import type { ComponentType } from 'react';

/**
 * The components of the navbar item types a site adds (`custom-<name>`), by type, as Docusaurus's
 * `@theme/NavbarItem/ComponentTypes` has them: ckdocs's theme draws its own types itself, so it
 * has none; a site's `src/theme/NavbarItem/ComponentTypes` adds its own to this.
 */
const componentTypes: Record<string, ComponentType<never>> = {};

export default componentTypes;

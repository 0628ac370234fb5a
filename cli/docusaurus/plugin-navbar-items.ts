import { navbarItemSchema, type NavbarItem } from '../config/schemas/navbar.js';
import type { ConfigNote } from './fields.js';
import type { DocusaurusSite } from './site-config.js';
import { addedNavbarItems } from './theme-config.js';

/**
 * Adds to `items` the navbar items the site's plugins pushed into the config they were made with
 * (an API reference plugin links its page so), as Docusaurus's navbar shows them. Returns the
 * warnings: what of such an item ckdocs does not show.
 */
export function addPluginNavbarItems(site: DocusaurusSite, items: NavbarItem[]): string[] {
  const notes: ConfigNote[] = [];
  const warnings: string[] = [];
  const known = items.length;
  addedNavbarItems(site.context.siteConfig.themeConfig, known, notes).forEach((item, i) => {
    const parsed = navbarItemSchema.safeParse(item);
    if (parsed.success) items.push(parsed.data);
    else
      warnings.push(
        `themeConfig.navbar.items.${known + i}, which a plugin added: ${parsed.error.issues[0]!.message}; not shown`,
      );
  });
  return [...notes.map((note) => `themeConfig, as a plugin left it: ${note.path}: ${note.text}`), ...warnings];
}

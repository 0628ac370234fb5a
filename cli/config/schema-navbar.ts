import { z } from 'zod';

/** Navbar item types, as a Docusaurus site names them. */
export const NAVBAR_ITEM_TYPES = [
  'default',
  'dropdown',
  'localeDropdown',
  'search',
  'html',
  'doc',
  'docSidebar',
  'docsVersion',
  'docsVersionDropdown',
] as const;
export type NavbarItemType = (typeof NAVBAR_ITEM_TYPES)[number];

const linkFields = {
  /** Text shown for the item. */
  label: z.string().optional(),
  /** Internal path, joined to the base URL. */
  to: z.string().optional(),
  /** External address; opens in a new tab. */
  href: z.string().optional(),
  /** Side of the navbar; right unless stated. */
  position: z.enum(['left', 'right']).default('right'),
  /** Extra class on the item, e.g. for an icon. */
  className: z.string().optional(),
  /** Accessible name when the label is empty (icon links). */
  'aria-label': z.string().optional(),
};

const dropdownChild = z.object({
  type: z.string().default('default'),
  label: z.string().optional(),
  to: z.string().optional(),
  href: z.string().optional(),
  docId: z.string().optional(),
  value: z.string().optional(),
});

/** One navbar entry; `type` selects how it renders. */
export const navbarItemSchema = z
  .object({
    ...linkFields,
    /** Item type: default (plain link), dropdown, localeDropdown, search, html, doc, docSidebar, docsVersion, docsVersionDropdown. */
    type: z.string().default('default'),
    /** Children of a dropdown. */
    items: z.array(dropdownChild).default([]),
    /** Doc id, for type doc. */
    docId: z.string().optional(),
    /** Sidebar id, for type docSidebar. */
    sidebarId: z.string().optional(),
    /** Version name, for docsVersion; defaults to the latest. */
    docsPluginVersion: z.string().optional(),
    /** Versions listed by a docsVersionDropdown; all when omitted. */
    versions: z.array(z.string()).optional(),
    /** Raw HTML, for type html. */
    value: z.string().optional(),
  })
  .superRefine((item, ctx) => {
    if (!(NAVBAR_ITEM_TYPES as readonly string[]).includes(item.type)) {
      ctx.addIssue({
        code: 'custom',
        path: ['type'],
        message: `No NavbarItem component found for type "${item.type}". Use one of: ${NAVBAR_ITEM_TYPES.join(', ')}`,
      });
    }
    if (item.type === 'doc' && !item.docId)
      ctx.addIssue({ code: 'custom', path: ['docId'], message: 'a doc item needs docId' });
    if (item.type === 'docSidebar' && !item.sidebarId)
      ctx.addIssue({ code: 'custom', path: ['sidebarId'], message: 'a docSidebar item needs sidebarId' });
  });
export type NavbarItem = z.infer<typeof navbarItemSchema>;

export const navbarSchema = z.object({
  /** Text beside the logo; the site title when omitted. */
  title: z.string().optional(),
  /** Logo image; srcDark is used in dark mode. */
  logo: z.object({ src: z.string(), srcDark: z.string().optional(), alt: z.string().default('') }).optional(),
  /** Hide the navbar while scrolling down. */
  hideOnScroll: z.boolean().default(true),
  /** Items, left then right. */
  items: z.array(navbarItemSchema).default([]),
});

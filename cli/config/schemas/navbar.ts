import * as z from 'zod';
import { logoSchema } from './logo.js';

/** Navbar item types, as a Docusaurus site names them. */
const NAVBAR_ITEM_TYPES = [
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

/** A navbar item's keys but its dropdown's entries; `type` selects how it renders. */
const itemKeysSchema = z.strictObject({
  /** Item type: default (plain link), dropdown, localeDropdown, search, html, doc, docSidebar, docsVersion, docsVersionDropdown. */
  type: z.string().default('default'),
  /** Text shown for the item. */
  label: z.string().optional(),
  /** Internal path, joined to the base URL. */
  to: z.string().optional(),
  /** External address; opens in a new tab. */
  href: z.string().optional(),
  /** Side of the navbar. */
  position: z.enum(['left', 'right']).default('right'),
  /** Extra class on the item, e.g. for an icon. */
  className: z.string().optional(),
  /** The item is marked active on pages whose path starts with this one (under the base URL). */
  activeBasePath: z.string().optional(),
  /** The item is marked active on pages whose path matches this regular expression. */
  activeBaseRegex: z.string().optional(),
  /** Accessible name when the label is empty (icon links). */
  'aria-label': z.string().optional(),
  /** Other attributes of the link (`target`, `rel`, `title`, `data-*`). */
  attributes: z.record(z.string(), z.string()).optional(),
  /** Doc id, for type doc. */
  docId: z.string().optional(),
  /** Sidebar id, for type docSidebar. */
  sidebarId: z.string().optional(),
  /** Version name, for type docsVersion; the latest when omitted. */
  docsPluginVersion: z.string().optional(),
  /** The set of docs (`instance` of its versions) a doc, docSidebar or version item is about; the main one when omitted. */
  docsPluginId: z.string().optional(),
  /** Versions listed by a docsVersionDropdown; all when omitted. */
  versions: z.array(z.string()).optional(),
  /** A docsVersionDropdown of one version, drawn as a link to it, is never marked as the page shown's. */
  dropdownActiveClassDisabled: z.boolean().optional(),
  /** HTML shown as a link item's content in place of its label (an icon), as Docusaurus's `html`. */
  html: z.string().optional(),
  /** Raw HTML, for type html. */
  value: z.string().optional(),
  /**
   * Props of an item of the site's own type (`custom-<name>`), which the site's component for
   * that type gets: its `src/theme/NavbarItem/ComponentTypes` map, or its own `NavbarItem`.
   */
  props: z.record(z.string(), z.unknown()).optional(),
});

/** An entry of a dropdown: a link, a doc or HTML, with the keys a navbar item has for them. */
const dropdownItemSchema = itemKeysSchema.pick({
  type: true,
  label: true,
  to: true,
  href: true,
  className: true,
  docId: true,
  docsPluginId: true,
  html: true,
  value: true,
  attributes: true,
});

/** One navbar entry. */
export const navbarItemSchema = itemKeysSchema
  .extend({
    /** Entries of a dropdown. */
    items: z.array(dropdownItemSchema).default([]),
    /** Entries a docsVersionDropdown or localeDropdown lists before its versions or locales. */
    dropdownItemsBefore: z.array(dropdownItemSchema).default([]),
    /** Entries a docsVersionDropdown or localeDropdown lists after its versions or locales. */
    dropdownItemsAfter: z.array(dropdownItemSchema).default([]),
  })
  .superRefine((item, ctx) => {
    if (!(NAVBAR_ITEM_TYPES as readonly string[]).includes(item.type) && !item.type.startsWith('custom-')) {
      ctx.addIssue({
        code: 'custom',
        path: ['type'],
        message: `No NavbarItem component found for type "${item.type}". Use one of: ${NAVBAR_ITEM_TYPES.join(', ')}, or custom-<name> for a component of the site's own`,
      });
    }
    if (item.type === 'doc' && !item.docId)
      ctx.addIssue({ code: 'custom', path: ['docId'], message: 'a doc item needs docId' });
    if (item.type === 'docSidebar' && !item.sidebarId)
      ctx.addIssue({ code: 'custom', path: ['sidebarId'], message: 'a docSidebar item needs sidebarId' });
  });
export type NavbarItem = z.infer<typeof navbarItemSchema>;

/** The bar at the top of every page. */
export const navbarSchema = z
  .strictObject({
    /** Text beside the logo; the site title when omitted, none when null. */
    title: z.string().nullable().optional(),
    /**
     * Logo before the title; both link to its `href`, the home page when omitted. Its width and
     * height in pixels or a CSS length, 32 when omitted.
     */
    logo: logoSchema.optional(),
    /** Hide the navbar while scrolling down. */
    hideOnScroll: z.boolean().default(true),
    /** A dark navbar, or one in the primary colour, in either colour mode (Docusaurus's `navbar.style`). */
    style: z.enum(['dark', 'primary']).optional(),
    /** Items, left then right. */
    items: z.array(navbarItemSchema).default([]),
  })
  .prefault({});

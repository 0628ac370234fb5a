import * as z from 'zod';
import { logoSchema } from './logo.js';

/** A link in the footer. */
const footerLinkSchema = z.strictObject({
  /** Text of the link. */
  label: z.string(),
  /** Internal path, joined to the base URL. */
  to: z.string().optional(),
  /** External address. */
  href: z.string().optional(),
  /** Class of the link, beside the theme's. */
  className: z.string().optional(),
  /** Other attributes of the link (`target`, `rel`, `aria-label`, `data-*`). */
  attributes: z.record(z.string(), z.string()).optional(),
});

/** HTML shown as it is in the place of a footer link. */
const footerHtmlSchema = z.strictObject({
  /** The HTML. */
  html: z.string(),
  /** Class of its element, beside the theme's. */
  className: z.string().optional(),
});

const footerItemSchema = z.union([footerLinkSchema, footerHtmlSchema]);

export type FooterLinkConfig = z.infer<typeof footerItemSchema>;

/** A titled column of footer links. */
const footerColumnSchema = z.strictObject({
  /** Heading of the column; null for none. */
  title: z.string().nullable(),
  /** Class of the column, beside the theme's. */
  className: z.string().optional(),
  /** Links of the column, top to bottom. */
  items: z.array(footerItemSchema),
});

/** The footer at the bottom of every page. */
export const footerSchema = z
  .strictObject({
    /** Footer colour scheme. */
    style: z.enum(['dark', 'light']).default('dark'),
    /** Columns of links (each with a title and items), or a flat row of links. */
    links: z.array(z.union([footerColumnSchema, footerLinkSchema, footerHtmlSchema])).default([]),
    /** Footer logo; its width and height in pixels or a CSS length (external addresses open in a new tab). */
    logo: logoSchema.optional(),
    /** Copyright line (HTML allowed). */
    copyright: z.string().default(''),
  })
  .prefault({});

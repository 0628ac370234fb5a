import * as z from 'zod';

/** A logo's width or height: pixels, or a CSS length (`'30px'`), as Docusaurus takes them. */
const size = z.union([z.number(), z.string()]);

/**
 * A logo of the navbar or the footer, with Docusaurus's keys: an image (another in dark mode)
 * that links somewhere.
 */
export const logoSchema = z.strictObject({
  /** Image path, relative to the static folder. */
  src: z.string(),
  /** Image used in dark mode. */
  srcDark: z.string().optional(),
  /** Text alternative of the image. */
  alt: z.string().default(''),
  /** Width of the image. */
  width: size.optional(),
  /** Height of the image. */
  height: size.optional(),
  /** Address the logo links to. */
  href: z.string().optional(),
  /** Where the link opens (`_blank`: a new tab). */
  target: z.string().optional(),
  /** Class of the image, beside the theme's. */
  className: z.string().optional(),
  /** Inline style of the image, as React takes it (`{ maxWidth: 120 }`). */
  style: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

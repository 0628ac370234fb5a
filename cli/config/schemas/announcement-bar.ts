import * as z from 'zod';

/** Dismissible bar above the navbar, on every page. */
export const announcementBarSchema = z
  .strictObject({
    /** Change it to show the bar again to readers who closed it. */
    id: z.string().default('announcement-bar'),
    /** HTML content. */
    content: z.string(),
    /** CSS background colour. */
    backgroundColor: z.string().default('#fff'),
    /** CSS text colour. */
    textColor: z.string().default('#000'),
    /** Show a button that closes the bar (remembered in the browser). */
    isCloseable: z.boolean().default(true),
  })
  .optional();

import * as z from 'zod';

/** Light and dark mode. */
export const colorModeSchema = z
  .strictObject({
    /** Mode used before the reader picks one. */
    defaultMode: z.enum(['dark', 'light']).default('dark'),
    /** Follow the operating system's preference until the reader picks a mode. */
    respectPrefersColorScheme: z.boolean().default(false),
    /** Hide the toggle (the default mode is then the only one). */
    disableSwitch: z.boolean().default(false),
  })
  .prefault({});

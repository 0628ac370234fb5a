import * as z from 'zod';

/** One locale of the site. */
const localeSchema = z.strictObject({
  /** Its name, as its folder of translations has it (`fa`, `zh-CN`). */
  name: z.string(),
  /** Its name in the locale dropdown. */
  label: z.string(),
  /** Its BCP 47 tag: `<html lang>` of its pages, and their alternates' `hreflang`. */
  htmlLang: z.string(),
  /** Which way its text runs: `rtl` lays the pages out mirrored. */
  direction: z.enum(['ltr', 'rtl']).default('ltr'),
  /** Where its pages are: the base URL of its build (`/fa/`). */
  baseUrl: z.string().startsWith('/'),
  /** The site's URL for its pages (the config's `url`, or a domain of its own). */
  url: z.string(),
});

/**
 * The site's locales and the one this build is of, each a build of its own (a Docusaurus site's
 * i18n, as Docusaurus resolves it). Unset: one locale, English.
 */
export const i18nSchema = z
  .strictObject({
    /** The locale built. */
    current: z.string(),
    /** The locale of the pages at the site's root, the `x-default` alternate. */
    default: z.string(),
    /** Every locale, in the config's order. */
    locales: z.array(localeSchema).min(1),
  })
  .optional();

export type I18nConfig = NonNullable<z.output<typeof i18nSchema>>;

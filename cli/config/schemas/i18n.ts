import * as z from 'zod';

/** How one locale is shown and served; every key has a default. */
const localeConfigSchema = z.strictObject({
  /** Its name in the locale dropdown; unset, the language's own name for itself (`فارسی`). */
  label: z.string().optional(),
  /** Which way its text runs; unset, the language's usual direction (`rtl` for Persian, Arabic, Hebrew). */
  direction: z.enum(['ltr', 'rtl']).optional(),
  /** Its BCP 47 tag: `<html lang>` of its pages and their alternates' `hreflang`; unset, the locale's name. */
  htmlLang: z.string().optional(),
  /** Its folder under `i18n/`, and its pages' path under the base URL; unset, the locale's name. */
  path: z
    .string()
    .regex(/^[^/\\]+$/, 'a folder name, without slashes')
    .optional(),
  /** Where its pages are served, in place of `<baseUrl><path>/`: starts and ends with `/`. */
  baseUrl: z
    .string()
    .regex(/^\/(.*\/)?$/, 'a path that starts and ends with "/"')
    .optional(),
  /** Its pages' origin, when they live on a domain of their own; unset, the site's `url`. */
  url: z.url().optional(),
});

/**
 * The site's locales, as Docusaurus's `i18n` has them: each is built into its own folder of the
 * output from the translations in `i18n/<locale>/`. Unset: one locale, English.
 */
export const i18nSchema = z
  .strictObject({
    /** The locale of the pages at the base URL, and of the files outside `i18n/`. */
    defaultLocale: z.string().min(1),
    /** Every locale, in the locale dropdown's order; the default one among them. */
    locales: z.array(z.string().min(1)).min(1),
    /** Each locale's label, direction, language tag, path and URL, by its name. */
    localeConfigs: z.record(z.string(), localeConfigSchema).default({}),
  })
  .superRefine((i18n, ctx) => {
    const listed = `one of i18n.locales (${i18n.locales.join(', ')})`;
    if (!i18n.locales.includes(i18n.defaultLocale))
      ctx.addIssue({ code: 'custom', path: ['defaultLocale'], message: `the default locale must be ${listed}` });
    for (const name of Object.keys(i18n.localeConfigs))
      if (!i18n.locales.includes(name))
        ctx.addIssue({ code: 'custom', path: ['localeConfigs', name], message: `"${name}" is not ${listed}` });
  })
  .optional();

export type I18nConfig = NonNullable<z.output<typeof i18nSchema>>;

/** One locale of the site, resolved: what its pages and the other locales' say of it. */
export interface SiteLocale {
  /** Its name, as its folder of translations has it (`fa`, `zh-CN`). */
  name: string;
  /** Its name in the locale dropdown. */
  label: string;
  /** Its BCP 47 tag: `<html lang>` of its pages, and their alternates' `hreflang`. */
  htmlLang: string;
  /** Which way its text runs: `rtl` lays the pages out mirrored. */
  direction: 'ltr' | 'rtl';
  /** Where its pages are: the base URL of its build (`/fa/`). */
  baseUrl: string;
  /** The site's URL for its pages (the config's `url`, or a domain of its own). */
  url: string;
  /** Its folder of translations, absolute (`<site>/i18n/fa`). */
  translations: string;
}

/**
 * The site's locales and the one a build is of (each locale a build of its own): a ckdocs site's
 * `i18n` resolved, or a Docusaurus site's, as Docusaurus resolves it.
 */
export interface Localization {
  /** The locale built. */
  current: string;
  /** The locale of the pages at the site's root, the `x-default` alternate. */
  default: string;
  /** Every locale, in the config's order. */
  locales: SiteLocale[];
}

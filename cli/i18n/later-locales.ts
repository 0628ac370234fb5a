import type { Localization } from '../config/schemas/i18n.js';
import type { Reporter } from '../util/reporter.js';

/** What `--locale` says on a site that has no locales to choose from. */
export const NO_LOCALES_WARNING = '--locale is for a site of several locales (`i18n`): this site has one';

/**
 * The locales a command makes after the first one it prepared (the first `--locale`, else the
 * default one): the others asked for, else every other locale of the site, in the config's order
 * (as Docusaurus orders them). `--locale` on a site without locales is warned of.
 */
export function laterLocales(
  i18n: Localization | undefined,
  asked: string[] | undefined,
  reporter: Pick<Reporter, 'warn'>,
): string[] {
  if (asked && !i18n) reporter.warn(NO_LOCALES_WARNING);
  if (!i18n) return [];
  return asked ? asked.slice(1) : i18n.locales.map((locale) => locale.name).filter((name) => name !== i18n.current);
}

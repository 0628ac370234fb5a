import type { SiteSetup } from '../stages/config.js';

/**
 * The locales a build makes after the one of `setup` (the default one), as Docusaurus orders
 * them: every other locale of the config, in its order. A ckdocs site has one locale.
 */
export function otherLocales(setup: SiteSetup): string[] {
  const i18n = setup.docusaurus?.context.i18n;
  return i18n ? i18n.locales.filter((locale) => locale !== i18n.currentLocale) : [];
}

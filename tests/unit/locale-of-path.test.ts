import { describe, expect, it } from 'vitest';
import type { Localization } from '../../cli/config/schemas/i18n.js';
import { localeOfPath } from '../../cli/docusaurus/locales.js';

/** A site at `/docs/` in English, French and Brazilian Portuguese, each locale at its base URL. */
const locale = (name: string, baseUrl: string) => ({
  name,
  baseUrl,
  label: name,
  htmlLang: name,
  direction: 'ltr' as const,
  url: 'https://site.test',
  translations: `/site/i18n/${name}`,
});
const i18n: Localization = {
  current: 'en',
  default: 'en',
  locales: [locale('en', '/docs/'), locale('fr', '/docs/fr/'), locale('pt-BR', '/docs/pt-BR/')],
};

describe('the locale serve answers a URL from', () => {
  it("is the locale under whose base URL it is, the default locale's holding the others'", () => {
    expect(localeOfPath(i18n, '/docs/fr/guide/intro')).toBe('fr');
    expect(localeOfPath(i18n, '/docs/fr')).toBe('fr');
    expect(localeOfPath(i18n, '/docs/pt-BR/')).toBe('pt-BR');
    expect(localeOfPath(i18n, '/docs/guide/intro')).toBe('en');
    // A page whose name starts as a locale's does is the default locale's.
    expect(localeOfPath(i18n, '/docs/french-toast')).toBe('en');
    expect(localeOfPath(i18n, '/elsewhere')).toBeUndefined();
  });
});

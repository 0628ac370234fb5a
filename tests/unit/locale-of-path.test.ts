import { describe, expect, it } from 'vitest';
import type { DocusaurusI18n } from '../../cli/docusaurus/core.js';
import { localeOfPath } from '../../cli/docusaurus/locales.js';

/** A site at `/docs/` in English, French and Brazilian Portuguese, each locale at its base URL. */
const i18n: DocusaurusI18n = {
  defaultLocale: 'en',
  currentLocale: 'en',
  locales: ['en', 'fr', 'pt-BR'],
  path: 'i18n',
  localeConfigs: {
    en: { baseUrl: '/docs/' },
    fr: { baseUrl: '/docs/fr/' },
    'pt-BR': { baseUrl: '/docs/pt-BR/' },
  },
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

import { describe, expect, it } from 'vitest';
import { Intl as ServerIntl } from '../../templates/server-intl.js';

describe("the server bundles' Intl", () => {
  it('makes a formatter once per locale and options, formatting as a new one does', () => {
    const options = { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' } as const;
    const first = new ServerIntl.DateTimeFormat('en', options);
    expect(new ServerIntl.DateTimeFormat('en', { ...options })).toBe(first);
    expect(first).toBeInstanceOf(Intl.DateTimeFormat);
    const date = new Date(Date.UTC(2024, 1, 14));
    expect(first.format(date)).toBe(new Intl.DateTimeFormat('en', options).format(date));
    expect(new ServerIntl.DateTimeFormat('fr', options).format(date)).toBe('14 février 2024');
    expect(new ServerIntl.PluralRules('en')).toBe(new ServerIntl.PluralRules('en'));
    expect(new ServerIntl.PluralRules('en').select(1)).toBe('one');
  });

  it('keeps the rest of Intl as it is', () => {
    expect(ServerIntl.Segmenter).toBe(Intl.Segmenter);
    expect(ServerIntl.DateTimeFormat.supportedLocalesOf(['en'])).toEqual(['en']);
  });
});

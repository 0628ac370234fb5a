import { describe, expect, it } from 'vitest';
import { themeLabelTexts } from '../../common/bundle-locale.js';
import { THEME_LABELS } from '../../common/theme-labels.js';
import tables from '../../common/own-label-translations.json';

const inLocale = (name: string, codeTranslations: Record<string, string> = {}) =>
  themeLabelTexts({ name, calendar: 'gregory', several: true, codeTranslations });

describe("ckdocs's own words on every page, in a locale", () => {
  it("are in the locale's language where the site translates nothing: Chinese by its script, Portuguese of Brazil as Portuguese", () => {
    expect(inLocale('zh-CN').copyPageMarkdown).toBe('复制页面为 Markdown');
    expect(inLocale('zh-TW').copyPageMarkdown).toBe('複製頁面為 Markdown');
    expect(inLocale('pt-BR').pageCopied).toBe('Copiado');
    expect(inLocale('fa').pageLoading).toBe('در حال بارگذاری صفحه');
  });

  it("are the site's own translation where its code.json has one, and English in English or a language ckdocs has no words for", () => {
    expect(inLocale('fr', { 'ckdocs.CopyMarkdown.open': 'Voir le Markdown' }).openPageMarkdown).toBe(
      'Voir le Markdown',
    );
    expect(inLocale('fr').openPageMarkdown).toBe('Ouvrir en Markdown');
    expect(inLocale('en-GB').copyPageMarkdown).toBe('Copy page as Markdown');
    expect(inLocale('sw').copyPageMarkdown).toBe('Copy page as Markdown');
  });

  it('translate the same keys in every language, each a key of the theme', () => {
    const keys = new Set(Object.values(THEME_LABELS).map((label) => label.key));
    const [first, ...others] = Object.values(tables).map((table) => Object.keys(table).sort());
    for (const table of others) expect(table).toEqual(first);
    expect(first!.filter((key) => !keys.has(key))).toEqual([]);
  });
});

import { existsSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ckdocs, warningsOf } from './helpers/ckdocs.js';
import { copyFixture, withDocusaurusPackageCopied } from './helpers/site.js';

type Messages = Record<string, { message: string; description?: string }>;

// Each test writes into a copy of its fixture, removed after.
const copies: { cleanup(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(copies.splice(0).map((copy) => copy.cleanup()));
});

async function site(name: string) {
  const copy = await copyFixture(name);
  copies.push(copy);
  const read = async (path: string) => JSON.parse(await readFile(join(copy.dir, path), 'utf8')) as Messages;
  const run = (...args: string[]) => ckdocs(['write-translations', ...args], {}, copy.dir);
  return { ...copy, read, run };
}

const DOCS = 'i18n/ar/docusaurus-plugin-content-docs';
const THEME = 'i18n/ar/docusaurus-theme-classic';

describe('ckdocs write-translations on a ckdocs site', () => {
  it("writes a new locale's files in Docusaurus's layout, every message in the default locale's words", async () => {
    const lanternwick = await site('native-i18n');
    await rm(join(lanternwick.dir, 'i18n'), { recursive: true });
    const run = await lanternwick.run('--locale', 'ar');
    expect(run.code, run.stderr).toBe(0);
    expect(await lanternwick.read(`${THEME}/navbar.json`)).toEqual({
      'item.label.Guide': { message: 'Guide', description: 'The navbar item labelled "Guide"' },
    });
    expect(
      Object.entries(await lanternwick.read(`${THEME}/footer.json`)).map(([key, { message }]) => [key, message]),
    ).toEqual([
      ['link.title.Keepers', 'Keepers'],
      ['link.item.label.Lighting a lamp', 'Lighting a lamp'],
      ['copyright', 'Lanternwick, kept by the lamp keepers'],
    ]);
    const current = await lanternwick.read(`${DOCS}/current.json`);
    expect(current['version.label']!.message).toBe('Next');
    expect(current['sidebar.guide.category.Lamps']).toEqual({
      message: 'Lamps',
      description: 'The label of the category "Lamps" in the sidebar "guide"',
    });
    expect((await lanternwick.read(`${DOCS}/version-1.0.json`))['version.label']!.message).toBe('1.0');
    const home = await lanternwick.read('i18n/ar/ckdocs-theme/home.json');
    expect(Object.fromEntries(Object.entries(home).map(([key, { message }]) => [key, message]))).toEqual({
      tagline: 'Keeping the harbour lamps lit',
      'feature.title.Lamps': 'Lamps',
      'feature.description.Lamps': 'Lighting and trimming them, step by step.',
    });
    const blog = await lanternwick.read('i18n/ar/docusaurus-plugin-content-blog/options.json');
    expect(Object.fromEntries(Object.entries(blog).map(([key, { message }]) => [key, message]))).toEqual({
      title: "Keepers' log",
      description: 'Blog',
      'sidebar.title': 'Recent posts',
    });
    // The theme's strings under Docusaurus's keys, and those the site's own code translates.
    const code = await lanternwick.read('i18n/ar/code.json');
    expect(code['theme.common.skipToMainContent']).toEqual({
      message: 'Skip to main content',
      description: "The theme's text for skip to content",
    });
    expect(code['keepers.title']).toEqual({
      message: 'The night watch',
      description: 'The heading of the keepers page',
    });
    expect(code['Three lamps, three keepers']).toEqual({
      message: 'Three lamps, three keepers',
      description: 'What the keepers page says',
    });
    // ckdocs's own words: the API reference's, the search button's key, the home page's features.
    expect(code['ckdocs.ApiPage.definedIn']!.message).toBe('Defined in {source}');
    expect(code['ckdocs.ApiIndex.classes']!.message).toBe('Classes');
    expect(code['ckdocs.SearchBar.controlKey']!.message).toBe('Ctrl');
    expect(code['ckdocs.Home.featuresAriaLabel']!.message).toBe('Features');
  });

  it('keeps what is translated and adds the missing keys; --override replaces them, --messagePrefix marks the new ones', async () => {
    const lanternwick = await site('native-i18n');
    const kept = await lanternwick.run('--locale', 'ar', '--messagePrefix', '(ar) ');
    expect(kept.code, kept.stderr).toBe(0);
    const code = await lanternwick.read('i18n/ar/code.json');
    expect(code['theme.common.skipToMainContent']!.message).toBe('انتقل إلى المحتوى الرئيسي');
    expect(code['theme.TOCCollapsible.toggleButtonLabel']!.message).toBe('(ar) On this page');
    expect((await lanternwick.read(`${DOCS}/current.json`))['sidebar.guide.category.Lamps']!.message).toBe('المصابيح');
    const replaced = await lanternwick.run('--locale', 'ar', '--override');
    expect(replaced.code, replaced.stderr).toBe(0);
    expect((await lanternwick.read('i18n/ar/code.json'))['theme.common.skipToMainContent']!.message).toBe(
      'Skip to main content',
    );
  });

  it('warns of keys that translate nothing any more, and keeps them', async () => {
    const lanternwick = await site('native-i18n');
    const navbar = join(lanternwick.dir, THEME, 'navbar.json');
    await writeFile(navbar, JSON.stringify({ 'item.label.Blog': { message: 'المدونة' } }));
    const run = await lanternwick.run('--locale', 'ar');
    expect(warningsOf(run)).toContain(
      'i18n/ar/docusaurus-theme-classic/navbar.json: "item.label.Blog" translate nothing the site has any more: remove them, or leave them for a string that comes back',
    );
    expect(Object.keys(await lanternwick.read(`${THEME}/navbar.json`))).toEqual([
      'item.label.Blog',
      'item.label.Guide',
    ]);
  });

  it('writes the default locale when none is named, and refuses a locale the config does not list', async () => {
    const lanternwick = await site('native-i18n');
    expect((await lanternwick.run()).code).toBe(0);
    expect(existsSync(join(lanternwick.dir, 'i18n/en/code.json'))).toBe(true);
    const run = await lanternwick.run('--locale', 'fr');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Unknown locale "fr": the site\'s locales are en, ar');
  });

  it('names the file and line of a translation file that is not JSON', async () => {
    const lanternwick = await site('native-i18n');
    await writeFile(join(lanternwick.dir, 'i18n/ar/code.json'), '{\n  "a": { "message": "b" },\n}\n');
    const run = await lanternwick.run('--locale', 'ar');
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/i18n\/ar\/code\.json:3/);
    expect(run.stderr).toContain('Invalid JSON in a translation file');
  });
});

describe('ckdocs write-translations on a Docusaurus site', () => {
  it("writes the files Docusaurus writes, from its plugins' own hooks, keeping the site's translations", async () => {
    const tidewatch = await site('docusaurus-i18n');
    await rm(join(tidewatch.dir, 'i18n/fa/docusaurus-plugin-content-docs/current.json'));
    const run = await tidewatch.run('--locale', 'fa');
    expect(run.code, run.stderr).toBe(0);
    const read = (path: string) => tidewatch.read(`i18n/fa/${path}`);
    // The docs plugin's file, written anew: each message as the config and the sidebars have it.
    const current = await read('docusaurus-plugin-content-docs/current.json');
    expect(Object.fromEntries(Object.entries(current).map(([key, { message }]) => [key, message]))).toEqual({
      'version.label': 'Next',
      'sidebar.handbook.category.Gauges': 'Gauges',
      'sidebar.handbook.doc.Calibration': 'Calibration',
    });
    expect((await read('docusaurus-plugin-content-docs/version-1.0.json'))['version.label']!.message).toBe('1.0');
    // The classic theme's files keep the site's Persian.
    expect((await read('docusaurus-theme-classic/navbar.json'))['item.label.Handbook']!.message).toBe('راهنما');
    const code = await read('code.json');
    expect(code['home.greeting']!.message).toBe('سنجه‌های امروز');
    // A theme string the site had not translated: the classic theme's Persian, as Docusaurus writes it.
    expect(code['theme.ErrorPageContent.tryAgain']!.message).toBe('تلاش مجدد');
    // One of ckdocs's theme strings the classic theme does not show.
    expect(code['theme.SearchBar.label']!.message).toBe('جست‌وجو');
    // And ckdocs's own, in English to translate.
    expect(code['ckdocs.ApiPage.parameters']!.message).toBe('Parameters');
  });

  it("extracts the site's strings with a Docusaurus before 3.6, whose extractor takes Babel's options from its caller", async () => {
    const tidewatch = await site('docusaurus-i18n');
    await olderTranslationsExtractor(tidewatch.dir);
    const run = await tidewatch.run('--locale', 'en');
    expect(run.code, run.stderr).toBe(0);
    const code = await tidewatch.read('i18n/en/code.json');
    expect(code['home.greeting']).toEqual({ message: "Today's gauges", description: 'The greeting of the home page' });
    expect(code['home.readings']!.message).toBe('{count} readings');
  });

  it('refuses a locale the config does not list', async () => {
    const tidewatch = await site('docusaurus-i18n');
    const run = await tidewatch.run('--locale', 'de');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Unknown locale "de": the site\'s locales are en, fa');
  });
});

/**
 * Gives the site copy in `dir` a @docusaurus/core shaped as before 3.6 in what write-translations
 * reads: the extractor takes the site folder, the plugins, the Babel options and the extra files one
 * by one (refusing to go on without Babel's options), and the caller makes those options with the
 * helpers of core's `lib/webpack/utils.js`. Every other package is this repository's.
 */
async function olderTranslationsExtractor(dir: string) {
  const core = await withDocusaurusPackageCopied(dir, 'core');
  const translations = join(core, 'lib/server/translations');
  await rename(join(translations, 'translationsExtractor.js'), join(translations, 'extractor-of-3.6.js'));
  await writeFile(
    join(translations, 'translationsExtractor.js'),
    `const later = require('./extractor-of-3.6.js');
exports.globSourceCodeFilePaths = later.globSourceCodeFilePaths;
exports.extractSiteSourceCodeTranslations = async (siteDir, plugins, babelOptions, extraSourceCodeFilePaths = []) => {
  if (typeof babelOptions !== 'object' || babelOptions === null) throw new Error('no Babel options');
  return later.extractSiteSourceCodeTranslations({ siteDir, plugins, extraSourceCodeFilePaths });
};
`,
  );
  await writeFile(
    join(core, 'lib/webpack/utils.js'),
    `const { getBabelOptions, getCustomBabelConfigFilePath } = require('@docusaurus/babel');
module.exports = { getBabelOptions, getCustomBabelConfigFilePath };
`,
  );
}

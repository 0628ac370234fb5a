import { appendFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ckdocs } from '../helpers/ckdocs.js';
import { copyFixture } from '../helpers/site.js';

// `ckdocs check` of a Docusaurus site in English and Persian: each locale's pages are checked, as
// `build` makes them. The Persian translation of the intro links to a doc that does not exist
// (an error: the site's onBrokenLinks is 'throw'); the calibration page, which Persian shows
// untranslated, to a heading its target lacks (a warning).
let site: Awaited<ReturnType<typeof copyFixture>>;
let config: string;

beforeAll(async () => {
  site = await copyFixture('docusaurus-i18n');
  config = join(site.dir, 'docusaurus.config.ts');
  await appendFile(
    join(site.dir, 'i18n/fa/docusaurus-plugin-content-docs/current/intro.md'),
    '\nجزر و مد را در [جدول‌ها](gauges/tides.md) ببینید.\n',
  );
  await appendFile(join(site.dir, 'docs/gauges/calibration.md'), '\nThen [read it again](reading.md#after-a-storm).\n');
});
afterAll(async () => {
  await site?.cleanup();
});

const PERSIAN_LINK =
  /\[fa\] \S*i18n\/fa\/docusaurus-plugin-content-docs\/current\/intro\.md:22: broken link gauges\/tides\.md/;

describe('ckdocs check of a site of two locales', () => {
  it('reports a broken link only the Persian translation has, naming its locale, and fails', async () => {
    const run = await ckdocs(['check', '--config', config]);
    expect(run.code, run.stderr).toBe(1);
    expect(run.stderr).toMatch(new RegExp(`error ${PERSIAN_LINK.source}`));
    // A default-locale file both locales show: one problem, of both.
    expect(run.stderr).toMatch(
      /warning \[en, fa\] \S*docs\/gauges\/calibration\.md:10: broken anchor \/docs\/gauges\/reading#after-a-storm/,
    );
    expect(run.stderr).toMatch(
      /26 pages and 0 code samples checked in locale\(s\) en, fa: 1 error\(s\), 1 warning\(s\)/,
    );
  });

  it('checks only the locales --locale names', async () => {
    const english = await ckdocs(['check', '--config', config, '--locale', 'en']);
    expect(english.code, english.stderr).toBe(0);
    expect(english.stderr).not.toMatch(/tides/);
    expect(english.stderr).toMatch(/warning \[en\] \S*calibration\.md:10: broken anchor/);
    const persian = await ckdocs(['check', '--config', config, '--locale', 'fa', '--format', 'json']);
    expect(persian.code).toBe(1);
    const report = JSON.parse(persian.stdout) as { locales: string[]; problems: { url: string; locales: string[] }[] };
    expect(report.locales).toEqual(['fa']);
    const problems = report.problems.map(({ url, locales }) => ({ url, locales }));
    expect(problems.sort((a, b) => a.url.localeCompare(b.url))).toEqual([
      { url: '/fa/docs/gauges/reading#after-a-storm', locales: ['fa'] },
      { url: 'gauges/tides.md', locales: ['fa'] },
    ]);
  });
});

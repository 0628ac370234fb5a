import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ckdocs, type CkdocsRun } from '../helpers/ckdocs.js';
import { copyFixtureEdited } from '../helpers/site.js';

type Site = Awaited<ReturnType<typeof copyFixtureEdited>>;

/** The fixture in two locales, its docs' `editUrl` (and the options beside it) as `docsOptions` writes them. */
async function buildWithEditUrl(docsOptions: string): Promise<{ site: Site; run: CkdocsRun }> {
  const site = await copyFixtureEdited('docusaurus-i18n', (config) =>
    config.replace("sidebarPath: './sidebars.ts',", `sidebarPath: './sidebars.ts',\n          ${docsOptions},`),
  );
  return { site, run: await ckdocs(['build'], {}, site.dir) };
}

/** Where a built page's "Edit this page" link leads. */
async function editLink(site: Site, path: string): Promise<string | undefined> {
  const html = await readFile(join(site.dir, 'build', path, 'index.html'), 'utf8');
  return /<a class="[^"]*theme-edit-this-page[^"]*" href="([^"]+)"/.exec(html)?.[1];
}

describe("a Docusaurus site's edit links in each locale", () => {
  const built: Record<'localized' | 'source' | 'function', { site: Site; run: CkdocsRun }> = {} as never;
  beforeAll(async () => {
    const edit = "editUrl: 'https://git.example.org/tidewatch/edit/main/'";
    built.localized = await buildWithEditUrl(`${edit}, editLocalizedFiles: true`);
    built.source = await buildWithEditUrl(edit);
    built.function = await buildWithEditUrl(
      'editUrl: ({ locale, versionDocsDirPath, docPath }) => `https://translate.example.org/${locale}/${versionDocsDirPath}/${docPath}`',
    );
  });
  afterAll(() => Promise.all(Object.values(built).map(({ site }) => site.cleanup())));

  it('leads a translated doc to its translation with editLocalizedFiles, any other doc to its own file', async () => {
    const { site, run } = built.localized;
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).not.toContain('editLocalizedFiles');
    const edit = 'https://git.example.org/tidewatch/edit/main';
    expect(await editLink(site, 'docs/gauges/reading')).toBe(`${edit}/docs/gauges/reading.md`);
    expect(await editLink(site, 'fa/docs/gauges/reading')).toBe(
      `${edit}/i18n/fa/docusaurus-plugin-content-docs/current/gauges/reading.md`,
    );
    // Not translated: the English file it shows.
    expect(await editLink(site, 'fa/docs/gauges/calibration')).toBe(`${edit}/docs/gauges/calibration.md`);
    expect(await editLink(site, 'docs/1.0/intro')).toBe(`${edit}/versioned_docs/version-1.0/intro.md`);
  });

  it('leads a translated doc to the file it translates without editLocalizedFiles', async () => {
    const { site, run } = built.source;
    expect(run.code, run.stderr).toBe(0);
    expect(await editLink(site, 'fa/docs/gauges/reading')).toBe(
      'https://git.example.org/tidewatch/edit/main/docs/gauges/reading.md',
    );
  });

  it("calls a function with the locale built and the doc's path in the folder it is read from", async () => {
    const { site, run } = built.function;
    expect(run.code, run.stderr).toBe(0);
    expect(await editLink(site, 'fa/docs/gauges/reading')).toBe(
      'https://translate.example.org/fa/docs/gauges/reading.md',
    );
    expect(await editLink(site, 'docs/gauges/reading')).toBe('https://translate.example.org/en/docs/gauges/reading.md');
  });
});

import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DOCUSAURUS_MODULES } from '../cli/bundle/docusaurus-modules.js';
import { ckdocs, type CkdocsRun } from './helpers/ckdocs.js';
import { copyFixture } from './helpers/site.js';

type Site = Awaited<ReturnType<typeof copyFixture>>;
const sites: Site[] = [];
afterAll(() => Promise.all(sites.map((site) => site.cleanup())));

/** `build` and `check` of a copy of a fixture (both write their caches into the site's folder). */
async function buildAndCheck(name: string): Promise<{ site: Site; build: CkdocsRun; check: CkdocsRun }> {
  const site = await copyFixture(name);
  sites.push(site);
  const build = await ckdocs(['build', '--config', site.config, '--out-dir', site.out]);
  const check = await ckdocs(['check', '--config', site.config]);
  return { site, build, check };
}

/** The `error <file:line:column> <message>` lines a run printed. */
const errorLines = (run: CkdocsRun) => run.stderr.split('\n').filter((line) => line.startsWith('error '));

describe('an import the bundle cannot satisfy', () => {
  it('is shown at the import of the page that names a missing module, by build and check alike', async () => {
    const { site, build, check } = await buildAndCheck('import-missing-module');
    const page = join(site.dir, 'docs/guide/chart.mdx');
    for (const run of [build, check]) {
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(`error ${page}:6:31 Could not resolve "./charts/chart"`);
      expect(run.stderr).toContain("> 6 | import { Chart, Legend } from './charts/chart';");
      expect(run.stderr).toContain("Fix the import's path");
      expect(run.stderr).not.toContain('internal error');
    }
    expect(errorLines(check)).toEqual(errorLines(build));
  });

  it("is shown in the site component's own file when that file does not parse", async () => {
    const { site, build, check } = await buildAndCheck('component-syntax-error');
    const component = join(site.dir, 'src/components/Badge.tsx');
    for (const run of [build, check]) {
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(`error ${component}:2:34 Unexpected ";"`);
      expect(run.stderr).toContain('> 2 |   const text = label.toUpperCase(;');
      expect(run.stderr).toMatch(/\n {4}\| {34}\^\n/);
    }
    expect(errorLines(check)).toEqual(errorLines(build));
  });

  it('names the missing export at its line in the page; a name imported but unused is let be', async () => {
    const { site, build, check } = await buildAndCheck('missing-named-import');
    const page = join(site.dir, 'docs/guide/features.mdx');
    const cards = join(site.dir, 'src/components/Cards.tsx');
    for (const run of [build, check]) {
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(`error ${page}:7:3 No matching export in "${cards}" for import "CardGrid"`);
      expect(run.stderr).toContain('> 7 |   CardGrid,');
      // Found by the browser's bundle, before anything renders.
      expect(run.stderr).not.toContain('● render');
      expect(errorLines(run).join('\n')).not.toContain('CardFooter');
    }
    expect(errorLines(check)).toEqual(errorLines(build));
  });

  it('lists the first 20 of many errors, each located, then how many more there are', async () => {
    const { site, build, check } = await buildAndCheck('many-broken-imports');
    for (const run of [build, check]) {
      expect(run.code).toBe(1);
      const located = errorLines(run).filter((line) => line.includes('Could not resolve'));
      expect(located).toHaveLength(20);
      for (const line of located)
        expect(line).toMatch(
          new RegExp(
            `^error ${site.dir}/docs/guide/widget-(\\d\\d)\\.mdx:5:20 Could not resolve "\\./widgets/widget-\\1"$`,
          ),
        );
      expect(run.stderr).toContain('error … and 5 more\n');
      expect(run.stderr).toContain('✖ The bundle failed with 25 errors');
    }
    expect(errorLines(check)).toEqual(errorLines(build));
  });

  it("lists the site's own errors first, then one for each installed package that fails", async () => {
    const site = await copyFixture('installed-package-errors');
    sites.push(site);
    // A package as another bundler takes it: a module only that bundler provides, a file it makes.
    const widgets = join(site.dir, 'node_modules/legacy-widgets');
    await mkdir(widgets, { recursive: true });
    await writeFile(join(widgets, 'package.json'), '{ "name": "legacy-widgets", "main": "index.js" }');
    // In two files: esbuild resolves nothing in a file it cannot parse.
    await writeFile(
      join(widgets, 'index.js'),
      "export { useBrowser } from './browser.js';\nexport { Gauge } from './gauge.js';\n",
    );
    await writeFile(
      join(widgets, 'browser.js'),
      "import create from '@docusaurus/ComponentCreator';\nexport const useBrowser = create;\n",
    );
    await writeFile(
      join(widgets, 'gauge.js'),
      "import { meter } from './generated/meter.js';\nexport const Gauge = () => meter;\n",
    );
    const build = await ckdocs(['build', '--config', site.config, '--out-dir', site.out]);
    const check = await ckdocs(['check', '--config', site.config]);
    for (const run of [build, check]) {
      expect(run.code).toBe(1);
      expect(errorLines(run)).toEqual([
        `error ${join(site.dir, 'docs/guide/dashboard.mdx')}:6:23 Could not resolve "./sparkline"`,
        `error ${join(widgets, 'browser.js')}:1:20 Could not resolve "@docusaurus/ComponentCreator": ckdocs provides ${Object.keys(DOCUSAURUS_MODULES).join(', ')}.`,
      ]);
      expect(run.stderr).toContain(
        "`@docusaurus/ComponentCreator` is a module of Docusaurus's that ckdocs does not provide.",
      );
      expect(run.stderr).toContain(
        "`legacy-widgets` is an installed package that the site's code imports; its 1 other error(s) are left out.",
      );
      expect(run.stderr).toContain('✖ The bundle failed with 2 errors');
    }
  });

  it('gives every error to check --format json, not only the first 20', async () => {
    const site = await copyFixture('many-broken-imports');
    sites.push(site);
    const { code, stdout } = await ckdocs(['check', '--config', site.config, '--format', 'json']);
    expect(code).toBe(1);
    const report = JSON.parse(stdout) as { ok: boolean; problems: { file: string; line: number; reason: string }[] };
    expect(report.ok).toBe(false);
    expect(report.problems).toHaveLength(25);
    expect(report.problems[0]).toMatchObject({
      file: join(site.dir, 'docs/guide/widget-01.mdx'),
      line: 5,
      reason: 'Could not resolve "./widgets/widget-01"',
    });
  });
});

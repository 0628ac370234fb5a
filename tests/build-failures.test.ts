import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSite } from '../cli/build.js';
import { AggregateUserError, UserError } from '../cli/util/errors.js';
import { ckdocs } from './helpers/ckdocs.js';
import { buildFixture, memoryReporter } from './helpers/site.js';

// Each test breaks its own built copy of fixtures/basic.
let site: Awaited<ReturnType<typeof buildFixture>>;
beforeEach(async () => {
  site = await buildFixture('basic');
});
afterEach(() => site.cleanup());

/** Writes each file into the site's folder (its folders made), answering their full paths in order. */
async function writeSiteFiles(files: Record<string, string>): Promise<string[]> {
  return Promise.all(
    Object.entries(files).map(async ([path, text]) => {
      const file = join(site.dir, path);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, text);
      return file;
    }),
  );
}

const rebuild = () => ckdocs(['build', '--config', site.config, '--out-dir', site.out]);
const introHtml = () => site.read('docs/next/guide/start/intro/index.html');
/** The build's error with pages rendered on worker threads, as a site of many pages renders them. */
const buildInThreads = () =>
  buildSite({ configPath: site.config, outDir: site.out, reporter: memoryReporter(), renderWorkers: 2 }).catch(
    (error: UserError) => error,
  );

describe('a failed build', () => {
  it('leaves the previous output untouched and reports the broken page', async () => {
    const before = await introHtml();
    const page = join(site.dir, 'docs/guide/01-start/02-setup.mdx');
    await writeFile(page, `${await readFile(page, 'utf8')}\n\nA <broken tag\n`);
    const { code, stderr } = await rebuild();
    expect(code).toBe(1);
    expect(stderr).toContain('MDX syntax error');
    expect(stderr).toContain(page);
    expect(await introHtml()).toBe(before);
    expect((await readdir(site.dir)).filter((f) => f.includes('.tmp-'))).toEqual([]);
  });

  it('names the page and line of an import that leads nowhere', async () => {
    const before = await introHtml();
    const page = join(site.dir, 'docs/guide/01-start/02-setup.mdx');
    const good = await readFile(page, 'utf8');
    const importLine = good.split('\n').length + 2;
    await writeFile(page, `${good}\n\nimport Missing from './missing.js';\n\n<Missing />\n`);
    const { code, stderr } = await rebuild();
    expect(code).toBe(1);
    expect(stderr).toContain('Could not resolve "./missing.js"');
    expect(stderr).toContain(`${page}:${importLine}`);
    expect(stderr).toContain("Fix the import's path");
    expect(await introHtml()).toBe(before);
  });

  it('names the page whose component or module throws while it renders', async () => {
    const before = await introHtml();
    const page = join(site.dir, 'docs/guide/02-more/05-boom.mdx');
    const throwing = [
      ["export const Boom = () => { throw new Error('no window here'); };\n\n<Boom />", 'no window here'],
      ['export const width = window.innerWidth;\n\nWide.', 'window is not defined'],
    ];
    for (const [body, message] of throwing) {
      await writeFile(page, `---\ntitle: Boom\n---\n\n${body}\n`);
      const { code, stderr } = await rebuild();
      expect(code).toBe(1);
      expect(stderr).toContain(`/docs/next/guide/more/boom failed to render: ${message}`);
      expect(stderr).toContain(page);
      expect(await introHtml()).toBe(before);
    }
  });

  it("names every page that throws while it renders, each with the file and line of the page's component that threw", async () => {
    const before = await introHtml();
    const statsPage =
      "import Layout from '@theme/Layout';\nimport Stats from '../components/Stats';\n\nexport default () => (\n  <Layout>\n    <Stats />\n  </Layout>\n);\n";
    const [component, page, second] = await writeSiteFiles({
      'src/components/Stats.tsx':
        "export default function Stats() {\n  const pools = 3;\n  if (pools > 2) throw new Error('stats are down');\n  return <p>{pools}</p>;\n}\n",
      'src/pages/stats.tsx': statsPage,
      'src/pages/pools.tsx': statsPage,
    });
    const { code, stderr } = await rebuild();
    expect(code).toBe(1);
    expect(stderr).toContain(`error ${component}:3:24 /stats (${page}) failed to render: stats are down`);
    expect(stderr).toContain(`error ${component}:3:24 /pools (${second}) failed to render: stats are down`);
    expect(stderr).toContain("> 3 |   if (pools > 2) throw new Error('stats are down');");
    expect(stderr).toContain('2 pages failed to render');
    expect(await introHtml()).toBe(before);
    // Rendered on worker threads, as a site of many pages is: the same pages, the same place.
    const failed = await buildInThreads();
    expect(failed).toBeInstanceOf(AggregateUserError);
    const errors = (failed as AggregateUserError).errors;
    expect(errors.map((error) => [error.message.split(' ')[0], error.location])).toEqual([
      ['/pools', `${component}:3:24`],
      ['/stats', `${component}:3:24`],
    ]);
  });

  it("names the line of a site's module whose top-level code throws as the server code loads", async () => {
    const before = await introHtml();
    const [component] = await writeSiteFiles({
      'src/components/Wide.tsx':
        'export const wide = window.innerWidth;\n\nexport default function Wide() {\n  return <p>{wide}</p>;\n}\n',
      'src/pages/wide.tsx': "import Wide from '../components/Wide';\n\nexport default () => <Wide />;\n",
    });
    const { code, stderr } = await rebuild();
    expect(code).toBe(1);
    expect(stderr).toContain(`error ${component}:1:21 threw as the server code loaded`);
    expect(stderr).toContain('> 1 | export const wide = window.innerWidth;');
    expect(stderr).toContain('behind a `typeof window` check');
    expect(await introHtml()).toBe(before);
    // Loaded by each worker thread, as on a site of many pages: the same line.
    const failed = await buildInThreads();
    expect(failed).toBeInstanceOf(UserError);
    expect((failed as UserError).location).toBe(`${component}:1:21`);
  });

  it('names the components a page was inside when it rendered one that is undefined, and what makes one so', async () => {
    const before = await introHtml();
    await writeSiteFiles({
      'src/components/Fleet.tsx': [
        "import { createElement, type ElementType } from 'react';",
        // A part the caller did not pass: the element's type is undefined, as a wrong import leaves it.
        'function Boat({ parts }: { parts: Record<string, ElementType> }) {',
        '  return <div>{createElement(parts.mast!)}</div>;',
        '}',
        'export default function Fleet() {',
        '  return <section><Boat parts={{}} /></section>;',
        '}',
        '',
      ].join('\n'),
      'src/pages/fleet.tsx': "import Fleet from '../components/Fleet';\n\nexport default () => <Fleet />;\n",
    });
    for (const renderWorkers of [0, 2]) {
      const failed = await buildSite({
        configPath: site.config,
        outDir: site.out,
        reporter: memoryReporter(),
        renderWorkers,
      }).catch((error: UserError) => error);
      expect(failed).toBeInstanceOf(UserError);
      const { message, details } = failed as UserError;
      expect(message).toContain('/fleet failed to render: Element type is invalid');
      expect(details.problems![0]).toBe('It threw rendering Boat, inside Fleet.');
      expect(details.problems![1]).toContain('an import names an export its module does not have');
    }
    expect(await introHtml()).toBe(before);
  });

  it('names a static file that stands where the pages write a folder, and builds once it is gone', async () => {
    const before = await introHtml();
    const clash = join(site.dir, 'static/docs');
    await writeFile(clash, 'not a folder');
    const failed = await rebuild();
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain(
      `error ${clash} A static file or folder, where the site's pages write docs in the output`,
    );
    expect(failed.stderr).not.toContain('internal error');
    expect(await introHtml()).toBe(before);
    // The next build stages into what the failed one left (the file among it), and clears it.
    await rm(clash);
    expect((await rebuild()).code).toBe(0);
    expect(await introHtml()).toBe(before);
    expect((await readdir(site.dir)).filter((f) => f.includes('.tmp-'))).toEqual([]);
  });

  it('builds a page where an output two builds old had a static file of that name', async () => {
    // Each build stages into the output from two builds before, which holds the static file.
    const extra = join(site.dir, 'static/docs/next/guide/extra');
    await mkdir(dirname(extra), { recursive: true });
    await writeFile(extra, 'a file');
    for (let i = 0; i < 2; i++) expect((await rebuild()).code).toBe(0);
    await rm(extra);
    await writeFile(join(site.dir, 'docs/guide/extra.mdx'), '# Extra\n\nNow a page.\n');
    const { code, stderr } = await rebuild();
    expect(stderr).not.toContain('error');
    expect(code).toBe(0);
    expect(await site.read('docs/next/guide/extra/index.html')).toContain('Now a page.');
  });
});

import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ckdocs } from './helpers/ckdocs.js';
import { copyFixture } from './helpers/site.js';

describe('the ckdocs command', () => {
  it('prints its version and documents every build flag', async () => {
    expect((await ckdocs(['--version'])).stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
    const help = (await ckdocs(['build', '--help'])).stdout;
    for (const flag of ['--out-dir', '--config', '--no-minify', '--debug']) expect(help).toContain(flag);
  });

  it('builds a site, reporting each stage and a summary, without colour under NO_COLOR', async () => {
    const site = await copyFixture('basic');
    const { code, stderr } = await ckdocs(['build', '--config', site.config, '--out-dir', site.out]);
    expect(code).toBe(0);
    for (const stage of ['config', 'content', 'mdx', 'bundle', 'render', 'write'])
      expect(stderr).toMatch(new RegExp(`● ${stage}\\s+\\d+ ms`));
    expect(stderr).toMatch(/✔ Built 9 pages in [\d.]+ s: .* \([\d.]+ (KB|MB)\), 2 broken link warning\(s\)/);
    expect(stderr).not.toContain('\u001b[');
    expect(existsSync(join(site.out, 'index.html'))).toBe(true);
    await site.cleanup();
  });

  it('takes the site folder first, as Docusaurus does: its config, and its build folder by default', async () => {
    const site = await copyFixture('basic');
    // Run from this repository, whose own content/ site is the default: the folder named wins.
    const built = await ckdocs(['build', site.dir]);
    expect(built.code, built.stderr).toBe(0);
    expect(await readFile(join(site.dir, 'build/index.html'), 'utf8')).toContain('A small site for tests');
    // A --config is read from that folder, as Docusaurus reads its own.
    const checked = await ckdocs(['check', site.dir, '--config', 'site.config.ts']);
    expect(checked.code, checked.stderr).toBe(0);
    expect(checked.stderr).toMatch(/✔ 9 pages and \d+ code samples checked/);
    const missing = await ckdocs(['build', join(site.dir, 'nowhere')]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(`No site folder ${join(site.dir, 'nowhere')}`);
    await site.cleanup();
  });

  it('clears the cache and the output a build wrote, and leaves a folder of that name it did not write', async () => {
    const site = await copyFixture('basic');
    expect((await ckdocs(['build', site.dir])).code).toBe(0);
    const cleared = await ckdocs(['clear', site.dir]);
    expect(cleared.code, cleared.stderr).toBe(0);
    expect(cleared.stderr).toContain(`removed ${join(site.dir, '.ckdocs-cache')}`);
    expect(cleared.stderr).toContain(`removed ${join(site.dir, 'build')}`);
    expect(existsSync(join(site.dir, '.ckdocs-cache'))).toBe(false);
    expect(existsSync(site.out)).toBe(false);
    const preview = await ckdocs(['preview', site.dir]);
    expect(preview.code).toBe(1);
    expect(preview.stderr).toContain(`No ckdocs build in ${site.out}`);
    // A folder named build that holds something else (a writer's notes) is not ckdocs's to remove.
    await mkdir(site.out);
    await writeFile(join(site.out, 'notes.md'), 'Build steps.\n');
    const again = await ckdocs(['clear', site.dir]);
    expect(again.stderr).toContain(`${site.out} is not a ckdocs build's output: left as it is`);
    expect(await readFile(join(site.out, 'notes.md'), 'utf8')).toBe('Build steps.\n');
    await site.cleanup();
  });

  it('shows the first 20 broken links of many and counts the rest, which check lists', async () => {
    const site = await copyFixture('basic');
    const links = Array.from({ length: 30 }, (_, i) => `[Gone ${i}](./gone-${i}.mdx)`).join('\n\n');
    await writeFile(join(site.dir, 'docs/guide/01-start/03-moved.mdx'), `# Moved\n\n${links}\n`);
    const built = await ckdocs(['build', '--config', site.config, '--out-dir', site.out]);
    expect(built.code).toBe(0);
    // The fixture's own two, then 18 of the new page's.
    expect(built.stderr.match(/^warning .*: broken (link|anchor) /gm)).toHaveLength(20);
    expect(built.stderr).toContain('… and 12 more: `ckdocs check` lists every one');
    expect(built.stderr).toContain('32 broken link warning(s)');
    const checked = await ckdocs(['check', '--config', site.config]);
    expect(checked.stderr.match(/broken link \.\/gone-\d+\.mdx/g)).toHaveLength(30);
    await site.cleanup();
  });

  it('counts in its summary only the broken links it warns of, not those the config ignores', async () => {
    const site = await copyFixture('basic');
    const config = await readFile(site.config, 'utf8');
    await writeFile(
      site.config,
      config.replace("title: 'Fixture',", "title: 'Fixture',\n  onBrokenAnchors: 'ignore',"),
    );
    const built = await ckdocs(['build', '--config', site.config, '--out-dir', site.out]);
    expect(built.code).toBe(0);
    // Of the fixture's two, the broken anchor is ignored.
    expect(built.stderr.match(/^warning .*: broken (link|anchor) /gm)).toEqual([
      expect.stringContaining('broken link '),
    ]);
    expect(built.stderr).toContain('1 broken link warning(s)');
    await site.cleanup();
  });

  it('names its assets the same whatever folder it is run from', async () => {
    const site = await copyFixture('basic');
    const assets = async () => (await readdir(join(site.out, 'assets'), { recursive: true })).sort();
    expect((await ckdocs(['build', '--config', site.config, '--out-dir', site.out])).code).toBe(0);
    const fromRepo = await assets();
    // Bundled anew, not taken from the cache, and run from the site's folder with relative paths.
    await rm(join(site.dir, '.ckdocs-cache'), { recursive: true, force: true });
    expect((await ckdocs(['build', '--config', 'site.config.ts', '--out-dir', 'build'], {}, site.dir)).code).toBe(0);
    expect(fromRepo.some((file) => /^main-\w{8}\.js$/.test(file))).toBe(true);
    expect(await assets()).toEqual(fromRepo);
    await site.cleanup();
  });

  it('exits 1 on a bad config with every problem and no stack trace; --debug adds it', async () => {
    const site = await copyFixture('basic');
    await writeFile(site.config, "export default { title: 7, url: 'nope', docs: { versions: 'all' } };\n");
    const { code, stderr } = await ckdocs(['build', '--config', site.config, '--out-dir', site.out]);
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid config: 3 problem(s)');
    expect(stderr).toContain('title: expected string, got number 7');
    expect(stderr).toContain('docs.versions: expected array, got "all"');
    expect(stderr).not.toMatch(/\n\s+at /);
    expect((await ckdocs(['build', '--debug', '--config', site.config])).stderr).toMatch(/\n\s+at /);
    expect(existsSync(site.out)).toBe(false);
    await site.cleanup();
  });

  it('exits 1 on an MDX error with file:line:column and a code frame', async () => {
    const site = await copyFixture('basic');
    const page = join(site.dir, 'docs/guide/02-more/02-advanced.mdx');
    await writeFile(page, '---\ntitle: Advanced\n---\n\nUse {curly braces\n');
    const { code, stderr } = await ckdocs(['build', '--config', site.config, '--out-dir', site.out]);
    expect(code).toBe(1);
    expect(stderr).toContain(`${page}:5:`);
    expect(stderr).toContain('> 5 | Use {curly braces');
    expect(stderr).toContain('`{`');
    await site.cleanup();
  });

  it('stops at bad front matter while TypeDoc runs beside the content, naming the file and line', async () => {
    // TypeDoc starts before the content is read (no API cache here): the content error ends the
    // build, and TypeDoc's worker stopping under it is not an error of its own.
    const site = await copyFixture('api-kinds');
    await writeFile(join(site.dir, 'docs/guide/broken.mdx'), '---\ntitle: [oops\n---\n\nText.\n');
    const { code, stderr } = await ckdocs(['build', '--config', site.config, '--out-dir', site.out]);
    expect(code).toBe(1);
    expect(stderr).toContain(`${join(site.dir, 'docs/guide/broken.mdx')}:2:`);
    expect(stderr).toContain('Invalid front matter');
    expect(stderr).not.toMatch(/TypeDoc worker|Unhandled|at .*\.mjs/);
    expect(existsSync(site.out)).toBe(false);
    await site.cleanup();
  });
});

describe('ckdocs check', () => {
  it('passes with warnings by default, listing each broken link with file and line', async () => {
    const site = await copyFixture('basic');
    const { code, stderr } = await ckdocs(['check', '--config', site.config]);
    expect(code).toBe(0);
    expect(stderr).toMatch(/warning .*01-intro\.mdx:9: broken link \.\/nope\.mdx/);
    expect(stderr).toContain('9 pages and 0 code samples checked: 0 error(s), 2 warning(s)');
    expect(existsSync(site.out)).toBe(false);
    await site.cleanup();
  });

  it('warns of a mistyped front matter key with its file, line and the key meant', async () => {
    const site = await copyFixture('basic');
    const page = join(site.dir, 'docs/guide/01-start/02-setup.mdx');
    await writeFile(page, '---\nsidebar_label: Setup\nsidebar_positon: 2\n---\n\n# Setting things up\n');
    const { code, stderr } = await ckdocs(['check', '--config', site.config]);
    expect(code).toBe(0);
    expect(stderr).toContain(
      `warning ${page}:3: \`sidebar_positon\` is not a front matter key: did you mean \`sidebar_position\`?`,
    );
    await site.cleanup();
  });

  it('fails under --strict, and reports JSON for tools', async () => {
    const site = await copyFixture('basic');
    expect((await ckdocs(['check', '--config', site.config, '--strict'])).code).toBe(1);
    const { code, stdout } = await ckdocs(['check', '--config', site.config, '--strict', '--format', 'json']);
    expect(code).toBe(1);
    const report = JSON.parse(stdout) as {
      ok: boolean;
      problems: { kind: string; severity: string; line: number; url: string }[];
    };
    expect(report.ok).toBe(false);
    expect(report.problems).toEqual([
      expect.objectContaining({ kind: 'link', severity: 'error', line: 9, url: './nope.mdx' }),
      expect.objectContaining({ kind: 'anchor', severity: 'error', line: 7 }),
    ]);
    await site.cleanup();
  });

  it('suggests the full URL for an absolute link missing its version prefix', async () => {
    const site = await copyFixture('basic');
    await writeFile(
      join(site.dir, 'docs/guide/02-more/02-advanced.mdx'),
      '---\ntitle: Advanced\n---\n\nSee [setup](/guide/start/setup).\n',
    );
    const { stdout } = await ckdocs(['check', '--config', site.config, '--format', 'json']);
    const report = JSON.parse(stdout) as { problems: { reason: string; line: number }[] };
    expect(report.problems).toContainEqual(
      expect.objectContaining({ line: 5, reason: 'no page has this URL; did you mean /docs/next/guide/start/setup?' }),
    );
    await site.cleanup();
  });

  it('suggests the doc a link to a renumbered file meant, the page a link written for another version’s path meant, and the heading a mistyped anchor meant', async () => {
    const site = await copyFixture('basic');
    await writeFile(
      join(site.dir, 'docs/guide/02-more/02-advanced.mdx'),
      '---\ntitle: Advanced\n---\n\nSee [setup](../01-start/03-setup.mdx#steps).\n\nAnd [the intro](/docs/guide/start/intro), [installing](../01-start/01-intro.mdx#instal-it).\n',
    );
    const { stdout, stderr } = await ckdocs(['check', '--config', site.config, '--format', 'json']);
    const report = JSON.parse(stdout) as { problems: { reason: string; line: number }[] };
    expect(report.problems).toContainEqual(
      expect.objectContaining({
        line: 5,
        reason: 'no doc at this file path; did you mean ../01-start/02-setup.mdx#steps?',
      }),
    );
    expect(report.problems).toContainEqual(
      expect.objectContaining({ line: 7, reason: 'no page has this URL; did you mean /docs/next/guide/start/intro?' }),
    );
    expect(report.problems).toContainEqual(
      expect.objectContaining({
        line: 7,
        kind: 'anchor',
        reason: 'the page has no heading with id "instal-it"; did you mean #install-it?',
      }),
    );
    expect(stderr).toBe('');
    await site.cleanup();
  });

  it('says where a linked file that is not a doc was looked for, and which file beside it the link probably meant', async () => {
    const site = await copyFixture('basic');
    const folder = join(site.dir, 'docs/guide/02-more');
    await writeFile(join(folder, 'sizes.pdf'), '%PDF-1.4\n');
    await writeFile(
      join(folder, '02-advanced.mdx'),
      '---\ntitle: Advanced\n---\n\nSee [the sizes](./size.pdf) and [the plan](../plans/plan.pdf).\n',
    );
    const { stdout } = await ckdocs(['check', '--config', site.config, '--format', 'json']);
    const report = JSON.parse(stdout) as { problems: { reason: string; line: number; url: string }[] };
    expect(report.problems).toContainEqual(
      expect.objectContaining({
        line: 5,
        url: './size.pdf',
        reason: `no file at ${join(folder, 'size.pdf')}; did you mean ./sizes.pdf?`,
      }),
    );
    expect(report.problems).toContainEqual(
      expect.objectContaining({
        line: 5,
        url: '../plans/plan.pdf',
        reason: `no file at ${join(site.dir, 'docs/guide/plans/plan.pdf')}`,
      }),
    );
    await site.cleanup();
  });

  it('reports links with a malformed escape as broken, each with its reason, and goes on', async () => {
    const site = await copyFixture('basic');
    const folder = join(site.dir, 'docs/guide/02-more');
    await writeFile(
      join(folder, '02-advanced.mdx'),
      '---\ntitle: Advanced\n---\n\n## Here\n\n[a](./a%zz.pdf) [b](/docs/next/x%zz) [c](./x%zz.mdx) [d](./02-advanced.mdx#a%zz)\n',
    );
    const { code, stdout } = await ckdocs(['check', '--config', site.config, '--format', 'json']);
    expect(code).toBe(0);
    const reasons = (JSON.parse(stdout) as { problems: { url: string; reason: string }[] }).problems.map(
      ({ url, reason }) => [url, reason],
    );
    expect(reasons).toEqual(
      expect.arrayContaining([
        ['./a%zz.pdf', `no file at ${join(folder, 'a%zz.pdf')}`],
        ['/docs/next/x%zz', 'no page has this URL'],
        ['./x%zz.mdx', 'no doc at this file path (check the name and the .md/.mdx extension)'],
        ['/docs/next/guide/more/advanced#a%zz', 'the page has no heading with id "a%zz"'],
      ]),
    );
    await site.cleanup();
  });

  it('reports a content error as JSON with its location', async () => {
    const site = await copyFixture('basic');
    await writeFile(join(site.dir, 'docs/guide/02-more/02-advanced.mdx'), 'Broken {\n');
    const { code, stdout } = await ckdocs(['check', '--config', site.config, '--format', 'json']);
    expect(code).toBe(1);
    expect(JSON.parse(stdout).problems[0]).toMatchObject({ severity: 'error', kind: 'input', line: 1 });
    await site.cleanup();
  });
});

describe('ckdocs check on code samples', () => {
  it('type-checks samples marked check against the API declarations, naming page and line', async () => {
    const site = await copyFixture('api-kinds');
    const { code, stderr, stdout } = await ckdocs(['check', '--config', site.config]);
    expect(code).toBe(1);
    expect(stderr).toContain(
      `${join(site.dir, 'docs/guide/samples.mdx')}:19: code sample: TS2322: Type 'string' is not assignable to type 'number'.`,
    );
    expect(stderr).toContain('2 code samples checked: 1 error(s)');
    expect(stdout).toBe('');
    const json = JSON.parse((await ckdocs(['check', '--config', site.config, '--format', 'json'])).stdout) as {
      samples: number;
      problems: unknown[];
    };
    expect(json.samples).toBe(2);
    expect(json.problems).toEqual([expect.objectContaining({ kind: 'sample', severity: 'error', line: 19 })]);
    await site.cleanup();
  });
});

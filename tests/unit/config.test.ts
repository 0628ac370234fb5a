import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../cli/config/load.js';
import { UserError } from '../../cli/util/errors.js';

const VALID = {
  title: 'T',
  url: 'https://t.test',
  docs: { versions: [{ name: 'v', label: 'V', path: '/docs', dir: 'docs', mainDocId: 'guide/a' }] },
};

async function configFile(source: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'ckdocs-config-'));
  const file = join(dir, 'site.config.ts');
  await writeFile(file, source);
  return file;
}

async function problemsOf(config: unknown): Promise<string[]> {
  const file = await configFile(`export default ${JSON.stringify(config, null, 2)};\n`);
  const error = await loadConfig(file).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UserError);
  return (error as UserError).details.problems ?? [];
}

describe('site config', () => {
  it('fills defaults: dark mode without system preference, TOC 2 to 3, weekly sitemap', async () => {
    const { config } = await loadConfig(await configFile(`export default ${JSON.stringify(VALID)};`));
    expect(config.baseUrl).toBe('/');
    expect(config.colorMode).toEqual({ defaultMode: 'dark', respectPrefersColorScheme: false, disableSwitch: false });
    expect(config.toc).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 3 });
    expect(config.sitemap.changefreq).toBe('weekly');
    expect(config.sitemap.priority).toBe(0.5);
  });

  it('accepts TypeScript with defineConfig imported from ckdocs', async () => {
    const file = await configFile(
      `import { defineConfig } from 'ckdocs';\nconst title: string = 'Typed';\nexport default defineConfig({ ...${JSON.stringify(VALID)}, title });\n`,
    );
    expect((await loadConfig(file)).config.title).toBe('Typed');
  });

  it('reports a wrong type as key.path: expected X, got Y, with the line', async () => {
    const problems = await problemsOf({ ...VALID, title: 42 });
    expect(problems[0]).toMatch(/^title: expected string, got number 42 {2}\(.*site\.config\.ts:2\)$/);
  });

  it('reports every problem at once, nested paths included', async () => {
    const problems = await problemsOf({
      ...VALID,
      url: 'not a url',
      colorMode: { defaultMode: 'blue' },
      toc: { minHeadingLevel: 9 },
    });
    expect(problems).toHaveLength(4);
    expect(problems.join('\n')).toContain('toc: minHeadingLevel must not exceed maxHeadingLevel');
    expect(problems.join('\n')).toContain('url: expected a valid url, got "not a url"');
    expect(problems.join('\n')).toContain('colorMode.defaultMode: expected one of "dark", "light", got "blue"');
    expect(problems.join('\n')).toContain('toc.minHeadingLevel:');
  });

  it('reports a missing required key', async () => {
    const { title: _omit, ...rest } = VALID;
    expect((await problemsOf(rest))[0]).toMatch(/^title: expected string, got nothing/);
  });

  it('rejects a base URL without slashes at both ends', async () => {
    expect((await problemsOf({ ...VALID, baseUrl: 'docs' }))[0]).toContain(
      'baseUrl: expected a path that starts and ends with "/"',
    );
  });

  it('uses the embedded search without credentials, and the hosted one with all three', async () => {
    const embedded = await loadConfig(await configFile(`export default ${JSON.stringify(VALID)};`));
    expect(embedded.config.search.hosted).toBeUndefined();
    const search = { appId: 'APP', apiKey: 'key', indexName: 'docs' };
    const hosted = await loadConfig(await configFile(`export default ${JSON.stringify({ ...VALID, search })};`));
    expect(hosted.config.search.hosted).toEqual(search);
  });

  it('names each missing or non-string search credential', async () => {
    const problems = await problemsOf({ ...VALID, search: { appId: 42, indexName: 'docs' } });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^search\.appId: appId is missing/);
    expect(problems[1]).toMatch(/^search\.apiKey: apiKey is missing/);
  });

  it('rejects an unknown navbar item type by name', async () => {
    const problems = await problemsOf({ ...VALID, navbar: { items: [{ type: 'fancy', label: 'x' }] } });
    expect(problems[0]).toContain('navbar.items.0.type: No NavbarItem component found for type "fancy"');
  });

  it('names the file and line of a syntax error in the config', async () => {
    const file = await configFile('export default {\n  title: "x",,\n};\n');
    const error = (await loadConfig(file).catch((e: unknown) => e)) as UserError;
    expect(error).toBeInstanceOf(UserError);
    expect(error.location).toBe(`${file}:2:14`);
  });

  it('says how to fix a missing config file', async () => {
    const error = (await loadConfig('/nope/site.config.ts').catch((e: unknown) => e)) as UserError;
    expect(error.message).toContain('Config file not found');
    expect(error.details.problems?.[0]).toContain('--config');
  });

  it('names the file and line of a syntax error, in the config or in a file it imports', async () => {
    const own = await configFile('export default {\n  title: "T",,\n};\n');
    const ownError = (await loadConfig(own).catch((e: unknown) => e)) as UserError;
    expect(ownError).toBeInstanceOf(UserError);
    expect(ownError.location).toBe(`${own}:2:14`);

    const importer = await configFile(
      `import paths from './paths.json';\nexport default { ...${JSON.stringify(VALID)}, tagline: String(paths) };\n`,
    );
    const json = join(importer, '../paths.json');
    await writeFile(json, '{\n  "a": 1\n  "b": 2\n}\n');
    const error = (await loadConfig(importer).catch((e: unknown) => e)) as UserError;
    expect(error.message).toContain('Cannot compile the config');
    expect(error.location).toBe(`${json}:3:3`);
    expect(error.details.frame).toContain('"b": 2');
  });
});

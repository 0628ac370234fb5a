import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { loadConfig } from '../../cli/config/load.js';
import { siteConfigSchema } from '../../cli/config/schema.js';
import { closestName } from '../../cli/util/closest-name.js';
import { UserError } from '../../cli/util/errors.js';
import { copyFixture, repoRoot } from '../helpers/site.js';

const VALID = {
  title: 'T',
  url: 'https://t.test',
  docs: { versions: [{ name: 'v', label: 'V', path: '/docs', dir: 'docs', mainDocId: 'guide/a' }] },
};

/** Folders the configs below were written to, removed after each test. */
const configDirs: string[] = [];
afterEach(async () => {
  await Promise.all(configDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function configFile(source: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'ckdocs-config-'));
  configDirs.push(dir);
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
    expect(config.sitemap).toMatchObject({ changefreq: 'weekly', priority: 0.5 });
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

  it('takes search synonyms as groups of single words, and names a phrase among them', async () => {
    const synonyms = [['guild', 'server']];
    const { config } = await loadConfig(
      await configFile(`export default ${JSON.stringify({ ...VALID, search: { synonyms } })};`),
    );
    expect(config.search.synonyms).toEqual(synonyms);
    const problems = await problemsOf({ ...VALID, search: { synonyms: [['slash command', 'command']] } });
    expect(problems[0]).toMatch(
      /^search\.synonyms\.0\.0: expected a single word \(letters, digits or _\), got "slash command"/,
    );
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
    expect(problems[0]).toContain("or custom-<name> for a component of the site's own");
  });

  it("takes a navbar item of the site's own type, with the props its component gets", async () => {
    const items = [{ type: 'custom-tideClock', position: 'left', props: { harbour: 'North Quay' } }];
    const file = await configFile(`export default ${JSON.stringify({ ...VALID, navbar: { items } })};\n`);
    const { config } = await loadConfig(file);
    expect(config.navbar.items[0]).toMatchObject(items[0]!);
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

describe('unknown config keys', () => {
  it('names an unknown key, its line and the closest valid key', async () => {
    const file = await configFile(`export default {\n  ...${JSON.stringify(VALID)},\n  titel: 'T',\n};\n`);
    const error = (await loadConfig(file).catch((e: unknown) => e)) as UserError;
    expect(error.details.problems).toEqual([`\`titel\` is not a config key: did you mean \`title\`?  (${file}:3)`]);
  });

  it('checks nested objects too, with the line of the key inside its parent', async () => {
    const file = await configFile(
      [
        'export default {',
        `  ...${JSON.stringify(VALID)},`,
        '  footer: { links: [{ label: "Home", to: "/" }] },',
        '  navbar: {',
        '    items: [',
        '      { label: "Guide", to: "/docs" },',
        '      { lable: "Repo", href: "https://x.test" },',
        '    ],',
        '  },',
        '  sitemap: { changefreq: "daily", priorty: 1 },',
        '};',
      ].join('\n'),
    );
    const error = (await loadConfig(file).catch((e: unknown) => e)) as UserError;
    expect(error.details.problems).toEqual([
      `\`navbar.items.1.lable\` is not a config key: did you mean \`label\`?  (${file}:7)`,
      `\`sitemap.priorty\` is not a config key: did you mean \`priority\`?  (${file}:10)`,
    ]);
  });

  it('reports a footer column by the problems of the shape it comes closest to', async () => {
    const problems = await problemsOf({ ...VALID, footer: { links: [{ title: 'Docs', itemz: [] }] } });
    expect(problems).toEqual([
      expect.stringMatching(/^footer\.links\.0\.items: expected array, got nothing/),
      expect.stringMatching(/^`footer\.links\.0\.itemz` is not a config key: did you mean `items`\?/),
    ]);
  });

  it('names every shape a value may take when it fits none, and the mistakes of the one it is clearly meant as', async () => {
    const sidebars = { guide: [{ type: 'doc', id: 'a', lable: 'A' }, { type: 'fancy' }, 42] };
    const problems = await problemsOf({ ...VALID, docs: { versions: [{ ...VALID.docs.versions[0], sidebars }] } });
    const types = '"doc", "ref", "link", "autogenerated", "html", "category"';
    expect(problems.map((problem) => problem.replace(/ {2}\(.*\)$/, ''))).toEqual([
      '`docs.versions.0.sidebars.guide.0.lable` is not a config key: did you mean `label`?',
      `docs.versions.0.sidebars.guide.1.type: expected one of ${types}, got "fancy"`,
      `docs.versions.0.sidebars.guide.2: expected a string, or an object whose type is one of ${types}; got number 42`,
    ]);
    expect((await problemsOf({ ...VALID, docs: { ...VALID.docs, tags: true } }))[0]).toMatch(
      /^docs\.tags: expected a string, false, or null; got boolean true/,
    );
  });

  it("lists the keys of the shape of a union the object was checked as, not another's", async () => {
    const footer = { links: [{ label: 'Docs', items: [] }] };
    expect((await problemsOf({ ...VALID, footer }))[0]).toMatch(
      /^`footer\.links\.0\.items` is not a config key; the valid ones are `label`, `to`, `href`, `className`, `attributes`, `html` /,
    );
    const sidebars = { guide: [{ type: 'link', href: '/x', label: 'X', id: 'a' }] };
    expect((await problemsOf({ ...VALID, docs: { versions: [{ ...VALID.docs.versions[0], sidebars }] } }))[0]).toMatch(
      /^`docs\.versions\.0\.sidebars\.guide\.0\.id` is not a config key; the valid ones are `type`, `href`, `label`,/,
    );
  });

  it('lists the valid keys when none is close to the unknown one', async () => {
    const problems = await problemsOf({ ...VALID, colorMode: { theme: 'dark' } });
    expect(problems[0]).toContain(
      '`colorMode.theme` is not a config key; the valid ones are `defaultMode`, `respectPrefersColorScheme`, `disableSwitch`',
    );
  });

  it('is strict in every object of the schema, nested ones included', () => {
    const loose: string[] = [];
    const visit = (schema: z.core.$ZodType, path: string): void => {
      const def = schema._zod.def as unknown as Record<string, unknown>;
      if (def.type === 'object') {
        if ((def.catchall as z.core.$ZodType | undefined)?._zod.def.type !== 'never') loose.push(path || '(root)');
        for (const [key, child] of Object.entries(def.shape as Record<string, z.core.$ZodType>))
          visit(child, `${path}.${key}`);
      }
      for (const key of ['innerType', 'in', 'element', 'valueType'])
        if (def[key]) visit(def[key] as z.core.$ZodType, path);
      for (const option of (def.options as z.core.$ZodType[] | undefined) ?? []) visit(option, path);
    };
    visit(siteConfigSchema, '');
    expect(loose).toEqual([]);
  });

  it('documents every field of every schema with a comment above it', async () => {
    const dir = join(repoRoot, 'cli/config/schemas');
    for (const name of await readdir(dir)) {
      const lines = (await readFile(join(dir, name), 'utf8')).split('\n');
      lines.forEach((line, i) => {
        if (/^\s+'?[\w-]+'?: (z\.|\w+Schema\b)/.test(line)) expect(lines[i - 1], `${name}:${i + 1}`).toMatch(/\*\/$/);
      });
    }
  });
});

describe('the configs in this repository', () => {
  it('load: the CommandKit site and every fixture', async () => {
    // Loading writes into the site's cache folder: copies keep the repository's folders clean.
    const content = await mkdtemp(join(tmpdir(), 'ckdocs-content-config-'));
    await cp(join(repoRoot, 'content/site.config.ts'), join(content, 'site.config.ts'));
    await cp(join(repoRoot, 'content/api'), join(content, 'api'), { recursive: true }); // it imports a tsconfig there
    expect((await loadConfig(join(content, 'site.config.ts'))).config.title).toBe('CommandKit');
    await rm(content, { recursive: true, force: true });
    for (const name of await readdir(join(repoRoot, 'fixtures'))) {
      if (!existsSync(join(repoRoot, 'fixtures', name, 'site.config.ts'))) continue;
      const fixture = await copyFixture(name);
      expect((await loadConfig(fixture.config)).config.title, name).toBeTruthy();
      await fixture.cleanup();
    }
  });
});

describe('defaults', () => {
  it('fills every section left out', async () => {
    const { config } = await loadConfig(await configFile(`export default ${JSON.stringify(VALID)};`));
    expect(config.navbar).toEqual({ hideOnScroll: true, items: [] });
    expect(config.footer).toEqual({ style: 'dark', links: [], copyright: '' });
    expect(config.markdown).toEqual({
      mermaid: true,
      emoji: false,
      anchors: { maintainCase: false },
      format: 'detect',
      mdx1Compat: { comments: true, admonitions: true, headingIds: true },
      beforeDefaultRemarkPlugins: [],
      remarkPlugins: [],
      beforeDefaultRehypePlugins: [],
      rehypePlugins: [],
    });
    expect(config.home).toEqual({ actions: [], features: [] });
    expect(config.search).toMatchObject({ contextualSearch: true, insights: false });
    expect([config.onBrokenLinks, config.onBrokenAnchors, config.staticDir]).toEqual(['warn', 'warn', 'static']);
    expect(config.docs.versions[0]).toMatchObject({
      banner: 'none',
      sidebars: { guide: 'guide', api: 'api-reference' },
      codeSamples: { paths: {} },
    });
  });
});

describe('closestName', () => {
  it('finds the key a slip of the keyboard meant, and none for an unrelated word', () => {
    expect(closestName('titel', ['tagline', 'title'])).toBe('title');
    expect(closestName('navbarr', ['navbar', 'footer'])).toBe('navbar');
    expect(closestName('sidebar_positon', ['sidebar_label', 'sidebar_position'])).toBe('sidebar_position');
    expect(closestName('Title', ['title'])).toBe('title');
    expect(closestName('id', ['url', 'title'])).toBeUndefined();
    expect(closestName('theme', ['defaultMode', 'disableSwitch'])).toBeUndefined();
  });
});

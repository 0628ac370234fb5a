import { readdir, readFile, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../cli/build.js';
import { UserError } from '../cli/util/errors.js';
import { build, stageLine, warningsOf } from './helpers/ckdocs.js';
import { buildFixture, copyFixture, memoryReporter } from './helpers/site.js';

let site: Awaited<ReturnType<typeof buildFixture>>;
const page = (path: string) => site.read(`docs/api-reference/${path}/index.html`);
/** Text of the HTML with tags removed, for assertions on what a reader sees. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");

beforeAll(async () => {
  site = await buildFixture('api-kinds');
}, 120_000);
afterAll(() => site.cleanup());

describe('API reference from TypeDoc (fixtures/api-kinds)', () => {
  it('gives every symbol a page at /api-reference/<module>/<kind>/<kebab-name>, with index pages', async () => {
    for (const path of [
      'core',
      'core/classes',
      'core/classes/greeter',
      'core/classes/base',
      'core/interfaces/greetable',
      'core/types/target',
      'core/types/partialize',
      'core/functions/format',
      'core/variables/default_channel',
      'core/enums/channel',
      'extras',
      'extras/classes/loud-greeter',
    ]) {
      expect(await page(path), path).toContain('<html');
    }
  });

  it('renders a class: kind, generic declaration with linked heritage, summary, type parameter, example, source link', async () => {
    const html = await page('core/classes/greeter');
    expect(html).toContain('<span class="api-kind-badge">Class</span>');
    expect(text(html)).toContain('class Greeter<T extends Greetable> extends Base implements Greetable');
    expect(html).toContain('<a href="/docs/api-reference/core/classes/base">Base</a>');
    expect(html).toContain('Greets things, over a <a href="/docs/api-reference/core/enums/channel">Channel</a>.');
    expect(text(html)).toContain('T extends Greetable — What it greets.');
    expect(html).toMatch(/<h2>Example<\/h2><div class="code-block language-ts">/);
    expect(html).toContain('href="https://example.com/repo/blob/main/core/index.ts#L41"');
  });

  it('gives each member an anchor, groups them, shows overloads, accessors and constructor parameters', async () => {
    const html = await page('core/classes/greeter');
    for (const id of [
      'constructors',
      'properties',
      'accessors',
      'methods',
      'constructor',
      'greet',
      'loud',
      'channel',
      'count',
    ])
      expect(html).toContain(`id="${id}"`);
    expect(text(html)).toContain('greet(target: T): string');
    expect(text(html)).toContain('greet(targets: T[]): string[]');
    expect(text(html)).toContain('get loud(): string');
    expect(text(html)).toContain('new Greeter<T extends Greetable>(channel: Channel)');
    expect(text(html)).toContain('channel: Channel — Where greetings go.');
  });

  it('gives a static member named as an instance one an anchor of its own, so no two ids clash', async () => {
    const html = await page('core/classes/greeter');
    expect(html).toContain('id="hello"');
    expect(html).toContain('id="static-hello"');
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('marks inherited members with a link to where they are declared, and deprecated ones', async () => {
    // React separates adjacent text with an empty comment in production builds.
    const html = (await page('core/classes/greeter')).replaceAll('<!-- -->', '');
    expect(html).toContain(
      'Inherited from <a href="/docs/api-reference/core/classes/base#count"><code>Base.count</code></a>',
    );
    expect(html).toMatch(
      /id="hello"[\s\S]*?api-deprecated[\s\S]*?Use <a href="\/docs\/api-reference\/core\/classes\/greeter#greet">Greeter.greet<\/a> instead\./,
    );
  });

  it('renders interfaces with optional and readonly members, and enums with their members', async () => {
    const greetable = text(await page('core/interfaces/greetable'));
    expect(greetable).toContain('readonly name: string');
    expect(greetable).toContain('nickname?: string');
    const channel = text(await page('core/enums/channel'));
    expect(channel).toContain('Voice = "voice"');
    expect(channel).toContain('Written down.');
  });

  it('renders union and mapped type aliases, overloaded functions and variables', async () => {
    expect(text(await page('core/types/target'))).toContain('type Target = string | Greetable');
    expect(text(await page('core/types/partialize'))).toContain(
      'type Partialize<T> = { [K in keyof T]?: T[K] | null }',
    );
    const format = text(await page('core/functions/format'));
    expect(format).toContain('function format(name: string): string');
    expect(format).toContain('function format(target: Greetable): string');
    expect(format).toContain('Returnsstring — Its display text.');
    expect(format).toContain('When the name is empty.');
    expect(await page('core/functions/format')).toContain('The thing to format, a <code>Greetable</code> (JSDoc');
    expect(text(await page('core/variables/default_channel'))).toContain('const DEFAULT_CHANNEL: Channel');
    // A type core uses without exporting links to the page documenting that name.
    expect(await page('core/functions/greet-at')).toContain(
      '<a href="/docs/api-reference/extras/interfaces/volume">Volume</a>',
    );
    // A member of a variable's object literal has no anchor: its link opens the variable's page.
    expect(await page('core/functions/chunk')).toContain(
      '<a href="/docs/api-reference/core/variables/limits">LIMITS.perMessage</a>',
    );
  });

  it('lists re-exports in their module, linking to the declaring module', async () => {
    const html = await page('extras');
    expect(html).toContain('<a href="/docs/api-reference/core/functions/format"><code>format</code></a>');
    expect(html).toContain('Extras built on the core module.');
  });

  it('builds the api sidebar: modules, then kinds, then symbols', async () => {
    const data = JSON.parse(await site.read('docs/api-reference/core/classes/greeter/page-data.json')) as {
      sidebarUrl: string;
    };
    const sidebar = JSON.parse(await site.read(data.sidebarUrl.slice(1))) as {
      label: string;
      href: string;
      items: { label: string; items: { label: string }[] }[];
    }[];
    expect(sidebar.map((m) => m.label)).toEqual(['core', 'extras']);
    expect(sidebar[0]!.href).toBe('/docs/api-reference/core');
    expect(sidebar[0]!.items.map((k) => k.label)).toEqual([
      'Classes',
      'Enums',
      'Functions',
      'Interfaces',
      'Types',
      'Variables',
    ]);
    expect(sidebar[0]!.items[0]!.items.map((s) => s.label)).toEqual(['Base', 'Greeter']);
  });

  it('links inline code in guides that names a symbol, but not code already inside a link', async () => {
    const html = await site.read('docs/guide/intro/index.html');
    expect(html).toContain('The <a href="/docs/api-reference/core/classes/greeter"><code>Greeter</code></a> class');
    expect(html).toContain('<a href="/docs/guide/intro">linked <code>Greeter</code></a>');
    // Names every object has, which no symbol of the version is, stay plain code.
    expect(html).toContain('has a <code>constructor</code> and a <code>__proto__</code>, which');
  });

  it("marks the lines of a doc comment's example by magic comments, as in guides", async () => {
    const html = await page('extras/classes/loud-greeter');
    expect(html).not.toContain('highlight-next-line');
    expect(html).toMatch(/<span class="line highlighted">loud\.<span class="token function">shout<\/span>/);
  });

  it('gives same-named symbols of two namespaces a page each, labelled with their namespace, and lists an alias under its own name', async () => {
    const index = await page('extras/functions');
    const listed = [
      ...index.matchAll(/<a href="(\/docs\/api-reference\/extras\/functions\/[^"]+)"><code>([^<]+)<\/code><\/a>/g),
    ];
    const fits = listed.filter(([, , name]) => name!.endsWith('fits'));
    expect(fits.map(([, , name]) => name).sort()).toEqual(['Marks.fits', 'Words.fits']);
    expect(new Set(fits.map(([, href]) => href)).size).toBe(2);
    const summaries = await Promise.all(fits.map(([, href]) => site.read(`${href!.slice(1)}/index.html`)));
    expect(summaries.map((html) => /Whether the (words|greeting)/.exec(text(html))?.[1]).sort()).toEqual([
      'greeting',
      'words',
    ]);
    const classes = await page('extras/classes');
    for (const name of ['LoudGreeter', 'Shouter'])
      expect(classes).toContain(`<a href="/docs/api-reference/extras/classes/loud-greeter"><code>${name}</code></a>`);
    // The alias, next to its class in the sidebar, is not the class page's next page.
    const next = /class="pagination-link next" href="([^"]+)"/.exec(await page('extras/classes/loud-greeter'))?.[1];
    expect(next).toBeDefined();
    expect(next).not.toBe('/docs/api-reference/extras/classes/loud-greeter');
  });

  it('follows an API change in the guides without recompiling them', async () => {
    const fx = await copyFixture('api-kinds');
    await buildSite({ configPath: fx.config, outDir: fx.out, reporter: memoryReporter() });
    for (const file of ['src/core/index.ts', 'src/extras/index.ts']) {
      const path = join(fx.dir, file);
      await writeFile(
        path,
        (await readFile(path, 'utf8'))
          .replaceAll('function format(', 'function formatText(')
          .replace('export { format }', 'export { formatText }'),
      );
    }
    const result = await buildSite({ configPath: fx.config, outDir: fx.out, reporter: memoryReporter() });
    expect(result.cache.compiled).toBe(0);
    const html = await readFile(join(fx.out, 'docs/guide/intro/index.html'), 'utf8');
    expect(html).toContain('<a href="/docs/api-reference/core/classes/greeter"><code>Greeter</code></a>');
    expect(html).toContain('; <code>format</code> formats them');
    // The model of the sources as they were goes once it is a week old; the one in use stays.
    const models = join(fx.dir, '.ckdocs-cache/api');
    const weekAgo = new Date(Date.now() - 8 * 24 * 3600_000);
    const before = await readdir(models);
    expect(before).toHaveLength(2);
    for (const file of before) await utimes(join(models, file), weekAgo, weekAgo);
    expect(
      (await buildSite({ configPath: fx.config, outDir: fx.out, reporter: memoryReporter() })).cache.compiled,
    ).toBe(0);
    expect(await readdir(models)).toHaveLength(1);
    expect(await readFile(join(fx.out, 'docs/api-reference/core/functions/format-text/index.html'), 'utf8')).toContain(
      'formatText',
    );
    await fx.cleanup();
  });

  it('leaves no broken link or anchor in API pages', () => {
    expect(warningsOf(site.run)).toEqual([]);
  });

  it('skips TypeDoc when the sources did not change', async () => {
    const run = await build(site.config, site.out);
    expect(stageLine(run, 'api')).toMatch(/^api \d+ ms next: \d+ pages \(cached\)$/);
  });
});

describe('API mistakes', () => {
  it('names a missing entry point and the config key to fix', async () => {
    const fx = await copyFixture('api-kinds');
    const config = join(fx.dir, 'site.config.ts');
    await writeFile(config, (await readFile(config, 'utf8')).replace('src/extras/index.ts', 'src/missing.ts'));
    const error = (await buildSite({ configPath: config, outDir: fx.out, reporter: memoryReporter() }).catch(
      (e: unknown) => e,
    )) as UserError;
    expect(error).toBeInstanceOf(UserError);
    expect(error.message).toMatch(/entryPoints file not found: .*src\/missing\.ts/);
    expect(error.details.problems?.[0]).toContain('docs.versions[].api.entryPoints');
    await fx.cleanup();
  });

  it('reports a TypeScript error in the sources with file and line, keeps the last build and caches nothing', async () => {
    const fx = await copyFixture('api-kinds');
    await buildSite({ configPath: fx.config, outDir: fx.out, reporter: memoryReporter() });
    const before = await readFile(join(fx.out, 'docs/api-reference/extras/index.html'), 'utf8');
    await writeFile(join(fx.dir, 'src/extras/index.ts'), "export const broken: number = 'text';\n");
    // Twice: the pages render while the check runs, and a model whose check failed is never cached.
    for (let attempt = 0; attempt < 2; attempt++) {
      const error = (await buildSite({ configPath: fx.config, outDir: fx.out, reporter: memoryReporter() }).catch(
        (e: unknown) => e,
      )) as UserError;
      expect(error).toBeInstanceOf(UserError);
      expect(error.location).toMatch(/src\/extras\/index\.ts:1:\d+$/);
      expect(error.message).toContain("Type 'string' is not assignable to type 'number'");
    }
    expect(await readFile(join(fx.out, 'docs/api-reference/extras/index.html'), 'utf8')).toBe(before);
    await fx.cleanup();
  });
});

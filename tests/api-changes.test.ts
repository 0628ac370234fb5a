import { existsSync } from 'node:fs';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { search } from '../runtime/search/engine.js';
import { openIndex } from '../runtime/search/open-index.js';
import { build, stageLine, warningsOf } from './helpers/ckdocs.js';
import { buildFixture } from './helpers/site.js';

// fixtures/api-changes: Next (modules core and extras) against the latest, 1.0 (flat). greet's
// signature changed, greetAll was added, padGreeting removed, yell renamed shout (its 1.0
// declaration says `@deprecated Use {@link shout}`); Banner and GreetingOptions are unchanged.
let site: Awaited<ReturnType<typeof buildFixture>>;
const CHANGES = 'docs/next/api-changes/index.html';

/** Text of the HTML with tags removed, as a reader sees it. */
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<a [^>]*class="hash-link"[^>]*>\u200b<\/a>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ');

/** The changes page's section (`added`, `removed`, …) up to the next one. */
async function section(id: string): Promise<string> {
  const html = await site.read(CHANGES);
  const start = html.indexOf(`<h2 id="${id}"`);
  expect(start, `section ${id}`).toBeGreaterThan(-1);
  const end = html.indexOf('<h2 ', start + 1);
  return html.slice(start, end === -1 ? html.indexOf('</article>', start) : end);
}

/** The mark near a page's title: its text and where it leads, or undefined. */
async function markOf(path: string): Promise<{ label: string; href: string } | undefined> {
  const html = await site.read(`${path}/index.html`);
  const match = /<a class="api-change-mark[^"]*" href="([^"]+)">([^<]+)<\/a>/.exec(html);
  return match ? { label: match[2]!, href: match[1]! } : undefined;
}

beforeAll(async () => {
  site = await buildFixture('api-changes');
}, 120_000);
afterAll(() => site.cleanup());

describe('the API changes page (fixtures/api-changes)', () => {
  it('lists exactly what was added, removed, changed and renamed, by module', async () => {
    expect(text(await section('added'))).toMatch(
      /^ Added \(1\) extras A module 1\.0 does not have\. Function greetAll $/,
    );
    expect(text(await section('removed'))).toMatch(/^ Removed \(1\) core Function padGreeting $/);
    const changed = text(await section('changed'));
    expect(changed).toContain('Changed (1) core Function greet 1.0 · Next');
    expect(changed).toContain('- function greet(name: string): string');
    expect(changed).toContain('+ function greet(name: string, loud?: boolean): string');
    expect(changed).not.toMatch(/Banner|GreetingOptions/);
    const renamed = text(await section('renamed'));
    expect(renamed).toContain('Renamed (1) core Function yell → shout 1.0 · Next');
    expect(renamed).toContain('1.0 deprecates yell in favour of shout.');
  });

  it('links each entry to its page in both versions, and the build finds no broken link', async () => {
    const html = await site.read(CHANGES);
    for (const href of [
      '/docs/api-reference/functions/greet',
      '/docs/next/api-reference/core/functions/greet',
      '/docs/api-reference/functions/yell',
      '/docs/next/api-reference/core/functions/shout',
      '/docs/api-reference/functions/pad-greeting',
      '/docs/next/api-reference/extras/functions/greet-all',
    ]) {
      expect(html).toContain(`href="${href}"`);
      expect(existsSync(join(site.out, href, 'index.html')), href).toBe(true);
    }
    expect(warningsOf(site.run).filter((w) => /link|anchor/i.test(w))).toEqual([]);
  });

  it('is the first item of the Next API sidebar', async () => {
    const sidebars = (await readdir(site.out, { recursive: true })).filter((f) => /sidebar.*\.json$/.test(f));
    const api = (
      await Promise.all(sidebars.map(async (f) => JSON.parse(await readFile(join(site.out, f), 'utf8')) as unknown))
    ).find((items) => JSON.stringify(items).includes('/docs/next/api-reference/'));
    expect((api as { label: string; href: string }[])[0]).toMatchObject({
      label: 'Changes since 1.0',
      href: '/docs/next/api-changes',
    });
  });

  it('marks the Next pages of new, changed and renamed symbols, and no other page', async () => {
    const next = 'docs/next/api-reference';
    expect(await markOf(`${next}/extras/functions/greet-all`)).toEqual({
      label: 'New in Next',
      href: '/docs/next/api-changes#added-extras-greetall',
    });
    expect(await markOf(`${next}/core/functions/greet`)).toEqual({
      label: 'Changed since 1.0',
      href: '/docs/next/api-changes#changed-core-greet',
    });
    expect(await markOf(`${next}/core/functions/shout`)).toEqual({
      label: 'Renamed from yell',
      href: '/docs/next/api-changes#renamed-core-shout',
    });
    for (const path of [
      `${next}/core/classes/banner`,
      `${next}/core/interfaces/greeting-options`,
      'docs/api-reference/functions/greet',
      'docs/api-reference/functions/yell',
    ])
      expect(await markOf(path), path).toBeUndefined();
    // Each mark's target is an entry of the page.
    const html = await site.read(CHANGES);
    for (const id of ['added-extras-greetall', 'changed-core-greet', 'renamed-core-shout'])
      expect(html).toContain(`id="${id}"`);
  });

  it('is found by the search like other pages, a section per kind of change', async () => {
    const manifest = JSON.parse(await site.read('search/manifest.json')) as { indexes: Record<string, string> };
    const index = await openIndex(manifest.indexes.next!, async (url) => JSON.parse(await site.read(url)));
    const urls = (await search(index, { query: 'padGreeting' })).hits.map((h) => h.url);
    expect(urls).toContain('/docs/next/api-changes#removed');
  });

  it('comes from the cache on a build with the same sources', async () => {
    const before = await site.read(CHANGES);
    const run = await build(site.config, site.out);
    expect(stageLine(run, 'api')).toMatch(/next: \d+ pages \(cached\), 1\.0: \d+ pages \(cached\)/);
    expect(await site.read(CHANGES)).toBe(before);
  });

  it('is left out, marks too, with `changes: false` in the newer version’s api entry', async () => {
    const config = await readFile(site.config, 'utf8');
    await writeFile(site.config, config.replace("tsconfig: 'api/tsconfig.json',\n", '$&          changes: false,\n'));
    await build(site.config, site.out);
    expect(existsSync(join(site.out, CHANGES))).toBe(false);
    expect(await markOf('docs/next/api-reference/core/functions/greet')).toBeUndefined();
  });
});

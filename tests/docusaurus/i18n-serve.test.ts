import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_LOCALES_WARNING } from '../../cli/i18n/later-locales.js';
import { serveFixture, serverEvents } from '../helpers/served-site.js';

// `ckdocs serve` of a Docusaurus site in English and Persian (right to left): one locale at its base
// URL with --locale, or the default one and the others from their first request.

type Served = Awaited<ReturnType<typeof serveFixture>>;
const getter = (served: Served) => async (path: string) => {
  const response = await fetch(`${served.server.url}${path.slice(1)}`);
  return { status: response.status, html: await response.text() };
};
/** The side of the sidebar's border in the stylesheet a page links: 'left' where it is mirrored, as a build writes it. */
async function sidebarBorder(served: Served, html: string): Promise<string | undefined> {
  const stylesheet = /<link rel="stylesheet" href="(\/[^"]+\.css)"/.exec(html)![1]!;
  const css = await (await fetch(`${served.server.url}${stylesheet.slice(1)}`)).text();
  return /\.doc-sidebar \{[^}]*border-(left|right): 1px solid var\(--ck-border\)/.exec(css)?.[1];
}
const PERSIAN_INTRO = 'i18n/fa/docusaurus-plugin-content-docs/current/intro.md';

describe('ckdocs serve --locale fa', () => {
  let served: Served;
  beforeAll(async () => {
    served = await serveFixture('docusaurus-i18n', { config: 'docusaurus.config.ts', locale: 'fa' });
  });
  afterAll(async () => {
    await served?.server.close();
    await served?.site.cleanup();
  });

  it('serves the Persian pages at /fa/, right to left, with their links and assets under it', async () => {
    const { status, html } = await getter(served)('/fa/docs/intro');
    expect(status).toBe(200);
    expect(html).toMatch(/<html lang="fa" dir="rtl"/);
    expect(html).toContain('<title>خوش آمدید | Tidewatch</title>');
    expect(html).toContain('دیده‌بان جزر و مد ارتفاع آب را در هر سنجه‌ی بندر');
    expect(html).toContain('href="/fa/docs/gauges/reading"');
    expect(await sidebarBorder(served, html)).toBe('left');
    expect(served.reporter.warnings.join('\n')).not.toMatch(/locale/);
  });

  it('serves the Persian locale alone: the English pages are not made', async () => {
    const english = await getter(served)('/docs/intro');
    expect(english.status).toBe(404);
    expect(english.html).not.toContain('Tidewatch records the height of the water');
  });
});

describe('ckdocs serve of a site of two locales', () => {
  let served: Served;
  let get: ReturnType<typeof getter>;
  beforeAll(async () => {
    served = await serveFixture('docusaurus-i18n', { config: 'docusaurus.config.ts' });
    get = getter(served);
  });

  /**
   * Saves the site's `path` with `from` replaced by `to`, and waits for the open pages to be told to
   * reload `paths`: the reloads they were told of, for the test to check that no other was.
   */
  async function saveAndReload(path: string, [from, to]: [string, string], paths: string[]) {
    const events = await serverEvents(served.server.url);
    const file = join(served.site.dir, path);
    const saved = served.server.nextBuild();
    await writeFile(file, (await readFile(file, 'utf8')).replace(from, to));
    await saved;
    await expect.poll(() => events.events).toContainEqual({ type: 'reload', paths });
    events.close();
    return events.events.filter((event) => event.type === 'reload');
  }
  afterAll(async () => {
    await served?.server.close();
    await served?.site.cleanup();
  });

  it('serves the default locale, then the Persian one from its first request, saying so in the terminal', async () => {
    const english = await get('/docs/intro');
    expect(english.html).toMatch(/<html lang="en" dir="ltr"/);
    expect(english.html).toContain('Tidewatch records the height of the water');
    expect(served.reporter.infos.join('\n')).not.toMatch(/locale fa/);
    const persian = await get('/fa/docs/gauges/reading');
    expect(persian.status).toBe(200);
    expect(persian.html).toMatch(/<html lang="fa" dir="rtl"/);
    expect(persian.html).toContain('نشانی را که آب به آن می‌رسد بخوانید');
    // Mirrored whether the locale's bundle is made yet or not (its theme's stylesheet as written).
    expect(await sidebarBorder(served, persian.html)).toBe('left');
    expect(await sidebarBorder(served, english.html)).toBe('right');
    expect(served.reporter.infos.join('\n')).toMatch(/locale fa: preparing it for its first request \(\/fa\/\)/);
    // Its page data and scripts are the Persian site's, under /fa/.
    const data = await get('/fa/docs/gauges/reading/page-data.json');
    expect(data.status).toBe(200);
    const main = /<script type="module" src="(\/fa\/assets\/[^"]+\.js)"/.exec(persian.html)![1]!;
    expect((await get(main)).status).toBe(200);
    // The terminal says when the locale is complete, as it does of the first.
    await expect.poll(() => served.reporter.infos.join('\n')).toMatch(/locale fa: site complete: 13 pages/);
  });

  it('reloads the Persian page when its translation is saved, and no English page', async () => {
    await get('/fa/docs/intro');
    const edit: [string, string] = ['از [خواندن سنجه]', 'نخست از [خواندن سنجه]'];
    expect(await saveAndReload(PERSIAN_INTRO, edit, ['/fa/docs/intro'])).toEqual([
      { type: 'reload', paths: ['/fa/docs/intro'] },
    ]);
    expect((await get('/fa/docs/intro')).html).toContain('نخست از <a class="" href="/fa/docs/gauges/reading">');
  });

  it('reloads a default-locale page where it is shown: in English, and in Persian, which has no translation of it', async () => {
    await get('/fa/docs/gauges/calibration');
    const events = await serverEvents(served.server.url);
    const file = join(served.site.dir, 'docs/gauges/calibration.md');
    const saved = served.server.nextBuild();
    await writeFile(file, `${await readFile(file, 'utf8')}\nTwice a season after a storm.\n`);
    await saved;
    const reloaded = () => events.events.flatMap((event) => event.paths ?? []).sort();
    await expect.poll(reloaded).toEqual(['/docs/gauges/calibration', '/fa/docs/gauges/calibration']);
    events.close();
    expect((await get('/docs/gauges/calibration')).html).toContain('Twice a season after a storm.');
    expect((await get('/fa/docs/gauges/calibration')).html).toContain('Twice a season after a storm.');
  });

  /**
   * Saves the English copy of `path`, which Persian translates, then a Persian doc: the Persian
   * locale takes saves in turn, so its reload for the second comes after whatever the first made it do.
   * The reloads of both.
   */
  async function saveEnglishCopy(path: string, line: string, reloads: string[]) {
    await get('/fa/docs/intro');
    const events = await serverEvents(served.server.url);
    const english = join(served.site.dir, path);
    await writeFile(english, `${await readFile(english, 'utf8')}\n${line}\n`);
    await expect.poll(() => events.events).toContainEqual({ type: 'reload', paths: reloads });
    const persian = join(served.site.dir, PERSIAN_INTRO);
    await writeFile(persian, `${await readFile(persian, 'utf8')}\nدفتر سپیده‌دم باز می‌شود.\n`);
    await expect.poll(() => events.events).toContainEqual({ type: 'reload', paths: ['/fa/docs/intro'] });
    events.close();
    return events.events.filter((event) => event.type === 'reload');
  }

  it('reloads the English page alone when the English copy of a doc Persian translates is saved', async () => {
    expect(await saveEnglishCopy('docs/intro.md', 'The office opens at dawn.', ['/docs/intro'])).toEqual([
      { type: 'reload', paths: ['/docs/intro'] },
      { type: 'reload', paths: ['/fa/docs/intro'] },
    ]);
    expect((await get('/docs/intro')).html).toContain('The office opens at dawn.');
    expect((await get('/fa/docs/intro')).html).not.toContain('The office opens at dawn.');
  });

  it('prepares the English locale alone again when the English copy of a post Persian translates is saved', async () => {
    const post = 'blog/2024-03-01-new-gauge.md';
    expect(await saveEnglishCopy(post, 'The gauge was painted red.', ['*'])).toEqual([
      { type: 'reload', paths: ['*'] },
      { type: 'reload', paths: ['/fa/docs/intro'] },
    ]);
  });

  it('prepares both locales again when an English blog post is saved, each reading the config for its own locale', async () => {
    await get('/fa/docs/intro');
    const events = await serverEvents(served.server.url);
    const post = join(served.site.dir, 'blog/2024-03-20-spring-tides.md');
    await writeFile(post, `${await readFile(post, 'utf8')}\nThe spring tides came early.\n`);
    const reloads = () => events.events.filter((event) => event.type === 'reload').flatMap((event) => event.paths);
    await expect.poll(reloads, { timeout: 20_000 }).toEqual(expect.arrayContaining(['*', '/fa/*']));
    events.close();
    expect(events.events.filter((event) => event.type === 'error')).toEqual([]);
    expect((await get('/fa/docs/intro')).html).toMatch(/<html lang="fa" dir="rtl"/);
  });

  it("prepares the Persian locale again when its navbar's translation is saved, reloading its pages alone", async () => {
    await get('/fa/docs/intro');
    const navbar = 'i18n/fa/docusaurus-theme-classic/navbar.json';
    expect(await saveAndReload(navbar, ['"راهنما"', '"دفترچه"'], ['/fa/*'])).toEqual([
      { type: 'reload', paths: ['/fa/*'] },
    ]);
    const persian = (await get('/fa/docs/intro')).html;
    expect(persian).toMatch(/<html lang="fa" dir="rtl"/);
    expect(persian).toContain('دفترچه');
    expect(persian).toContain('دیده‌بان جزر و مد ارتفاع آب را در هر سنجه‌ی بندر');
    expect((await get('/docs/intro')).html).toContain('Handbook');
  });

  it("shows the theme's strings in the Persian code.json's new words once it is saved, reloading its pages alone", async () => {
    await get('/fa/docs/intro');
    expect(await saveAndReload('i18n/fa/code.json', ['"بعدی"', '"صفحه‌ی بعد"'], ['/fa/*'])).toEqual([
      { type: 'reload', paths: ['/fa/*'] },
    ]);
    const persian = (await get('/fa/docs/intro')).html;
    expect(persian).toContain('sublabel">صفحه‌ی بعد<');
    expect((await get('/docs/intro')).html).toContain('sublabel">Next<');
  });
});

describe('ckdocs serve --locale of a site without locales', () => {
  it('warns as build --locale does, and serves the site', async () => {
    const served = await serveFixture('blog-native', { locale: 'fa' });
    try {
      expect(served.reporter.warnings).toContain(NO_LOCALES_WARNING);
      expect((await getter(served)('/blog')).status).toBe(200);
    } finally {
      await served.server.close();
      await served.site.cleanup();
    }
  });
});

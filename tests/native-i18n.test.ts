import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtSiteFolder } from './helpers/built-site-folder.js';
import { ckdocs, warningsOf } from './helpers/ckdocs.js';
import { serveFixture } from './helpers/served-site.js';
import { builtRoutes, copyFixture } from './helpers/site.js';

/** A page's text as a reader sees it: no scripts, no tags. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

// A ckdocs site in English and Arabic (`i18n` in site.config.ts): `ckdocs build` makes both, the
// Arabic pages under /ar/, from the translations in i18n/ar/.
const built = builtSiteFolder('native-i18n');
const { page } = built;

describe('a ckdocs site with two locales', () => {
  it("makes every route of each locale, the other locale's under its path", async () => {
    expect(built.run.code, built.run.stderr).toBe(0);
    const english = [
      '/',
      '/about',
      '/blog',
      '/blog/2024/02/01/storm-night',
      '/blog/2024/03/01/new-wicks',
      '/blog/archive',
      '/docs',
      '/docs/1.0',
      '/docs/1.0/intro',
      '/docs/intro',
      '/docs/lamps/lighting',
      '/docs/lamps/trimming',
      '/keepers',
      '/search',
    ];
    const routes = await builtRoutes(join(built.site.dir, 'build'));
    expect(routes).toEqual([...english, ...english.map((path) => `/ar${path === '/' ? '' : path}`)].sort());
    expect(warningsOf(built.run)).toEqual([]);
  });

  it("shows the locale's translation of a doc, of an older version's doc and of a page, its links inside the locale", async () => {
    const intro = await page('ar/docs/intro');
    expect(intro).toContain('<title>أهلاً بك | Lanternwick</title>');
    expect(textOf(intro)).toContain('يبقي لانترنويك مصابيح الميناء مضاءة');
    expect(intro).toContain('href="/ar/docs/lamps/lighting"');
    expect(textOf(await page('ar/docs/1.0/intro'))).toContain('الدليل الأول لحراس المصابيح');
    expect(textOf(await page('ar/about'))).toContain('ثلاثة حراس يتقاسمون نوبة الليل');
    // The default locale keeps its own text.
    expect(textOf(await page('docs/intro'))).toContain('Lanternwick keeps the harbour lamps lit');
  });

  it("shows the locale's translation of a blog post and the blog's title, the other post in the default locale's words", async () => {
    const list = await page('ar/blog');
    expect(list).toContain('<title>سجل الحراس | Lanternwick</title>');
    expect(textOf(list)).toContain('أحدث التدوينات');
    const post = textOf(await page('ar/blog/2024/03/01/new-wicks'));
    expect(post).toContain('فتائل جديدة للشتاء');
    expect(post).toContain('وصلت الفتائل القطنية من البر');
    expect(textOf(await page('ar/blog/2024/02/01/storm-night'))).toContain('The wind blew out the north lamp twice');
    expect(await page('blog')).toContain("<title>Keepers' log | Lanternwick</title>");
  });

  it("falls back to the default locale's file for a doc the locale does not translate", async () => {
    const trimming = await page('ar/docs/lamps/trimming');
    expect(trimming).toContain('<title>Trimming the wick | Lanternwick</title>');
    expect(textOf(trimming)).toContain('Trim the wick straight across every morning');
    expect(trimming).toContain('href="/ar/docs/lamps/lighting"');
  });

  it("translates the navbar, the footer, the sidebar's category, the version's label and the theme's and site's strings", async () => {
    const text = textOf(await page('ar/docs/lamps/trimming'));
    const arabic = ['الدليل', 'الحراس', 'إضاءة المصباح', 'لانترنويك، يرعاه حراس المصابيح', 'المصابيح', 'القادم'];
    expect(arabic.filter((expected) => !text.includes(expected))).toEqual([]);
    expect(text).not.toMatch(/Guide|Keepers|Lamps|lamp keepers|Next/);
    const html = await page('ar/docs/intro');
    expect(html).toContain('<a class="skip-link" href="#main">انتقل إلى المحتوى الرئيسي</a>');
    expect(html).toContain('<span class="pagination-sub">التالي</span>');
    // A page of the site's own, its <Translate> and translate() from the locale's code.json.
    expect(textOf(await page('ar/keepers'))).toContain('نوبة الليل ثلاثة مصابيح، ثلاثة حراس');
    // Its components read the locale built from Docusaurus's context.
    const note = /<p class="locale-note">(.*?)<\/p>/.exec(await page('ar/keepers'))![1]!;
    expect(note.replaceAll('<!-- -->', '')).toBe('العربية (ar of en, ar)');
    const english = textOf(await page('keepers'));
    expect(english).toContain('The night watch Three lamps, three keepers');
    expect(english).toContain('Skip to main content');
  });
});

describe("the theme's words that are ckdocs's own, in a locale", () => {
  it("labels the home page's features and fills the search box with the locale's words, the English pages keeping theirs", async () => {
    expect(await page('ar')).toContain('<section class="features container" aria-label="الميزات">');
    expect(await page('')).toContain('<section class="features container" aria-label="Features">');
    expect(await page('ar/search')).toContain('placeholder="ابحث في الدليل"');
    expect(await page('search')).toContain('placeholder="Search docs"');
  });

  it("shows the home page's tagline and feature cards from the locale's home.json, the English home keeping its words", async () => {
    const arabic = textOf(await page('ar'));
    expect(arabic).toContain('نُبقي مصابيح الميناء مضاءة');
    expect(arabic).toContain('المصابيح');
    expect(arabic).toContain('إشعالها وتشذيبها، خطوة بخطوة.');
    expect(arabic).not.toMatch(/Keeping the harbour|step by step/);
    const english = textOf(await page(''));
    expect(english).toContain('Keeping the harbour lamps lit');
    expect(english).toContain('Lighting and trimming them, step by step.');
  });

  it("writes an older version's banner in the locale's words, its link to the latest version inside the locale", async () => {
    const banner = (html: string) =>
      textOf(/<div class="version-banner"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '').trim();
    const arabic = await page('ar/docs/1.0/intro');
    expect(banner(arabic)).toBe('هذا توثيق الإصدار 1.0 ، الذي لم يعد يُصان. للإصدار الأحدث، انظر القادم .');
    expect(arabic).toMatch(/<b>1\.0<\/b>/);
    expect(arabic).toMatch(/<a href="\/ar\/docs\/intro">[^<]+<\/a>/);
    expect(banner(await page('docs/1.0/intro'))).toBe(
      'This is documentation for 1.0 , which is no longer maintained. For the latest version, see Next .',
    );
  });

  it("writes the API reference's headings and labels and the search button's key in the locale's code.json words, their anchors as in English", async () => {
    const site = await builtInGerman('api-kinds');
    try {
      const api = (path: string) => site.page(`docs/api-reference/${path}`);
      const greeter = (await api('core/classes/greeter')).replaceAll('<!-- -->', '');
      const expected = [
        '<span class="api-kind-badge">Klasse</span> aus <code>core</code>',
        '<p class="api-heritage">Erweitert <span>',
        '<div class="admonition-heading">Veraltet</div>',
        'Geerbt von <a href="/de/docs/api-reference/core/classes/base#count"><code>Base.count</code></a>',
        'Definiert in <a href="https://example.com/repo/blob/main/core/index.ts#L41"',
        '<h2 id="properties" class="anchor">Eigenschaften<a href="#properties" class="hash-link" aria-label="Direkter Link zu Eigenschaften"',
        '<h4>Parameter</h4>',
        '<h2>Beispiel</h2>',
        '<kbd>Strg</kbd><kbd>K</kbd>',
      ];
      expect(expected.filter((string) => !greeter.includes(string))).toEqual([]);
      // What the locale leaves untranslated stays English.
      expect(greeter).toContain('<h4>Type parameters</h4>');
      const index = await api('core');
      expect(index).toContain(
        '<h2 id="classes" class="anchor"><a href="/de/docs/api-reference/core/classes">Klassen</a>',
      );
      expect(await api('core/classes')).toContain('<title>Klassen aus core | Kinds</title>');
      // The page's Markdown copy, for AI assistants, says it in the same words.
      const copy = await readFile(join(site.out, 'de/docs/api-reference/core/classes/greeter.md'), 'utf8');
      for (const words of ['*Klasse* aus `core`', 'Erweitert [`Base`]', '> **Veraltet:**', 'Geerbt von [`Base.count`]'])
        expect(copy).toContain(words);
      expect(copy).toMatch(/^Definiert in \[/m);
    } finally {
      await site.cleanup();
    }
  });

  it("marks the symbols a newer version changed, and links its API changes page, in the locale's words", async () => {
    const site = await builtInGerman('api-changes');
    try {
      const next = 'docs/next/api-reference';
      expect(await site.page(`${next}/extras/functions/greet-all`)).toContain(
        'href="/de/docs/next/api-changes#added-extras-greetall">Neu in Next</a>',
      );
      const greet = await site.page(`${next}/core/functions/greet`);
      expect(greet).toContain('href="/de/docs/next/api-changes#changed-core-greet">Geändert seit 1.0</a>');
      expect(greet).toContain('>Änderungen seit 1.0</a>');
      const changes = await site.page('docs/next/api-changes');
      expect(changes).toContain('<title>API-Änderungen seit 1.0 | Changes</title>');
      // The page's own words: its headings and the line that counts them; a member's line, around its name.
      expect(changes).toMatch(/<h2 id="added"[^>]*>Hinzugefügt<!-- --> \(/);
      expect(changes).toContain('<p>Die API Next gegenüber 1.0: 1 hinzugefügt, 1 removed, 1 geändert, 1 renamed.</p>');
      const data = JSON.parse(await readFile(join(site.out, 'de/docs/next/api-changes/page-data.json'), 'utf8'));
      expect(data.apiChanges.words.memberAdded).toEqual(['', ' kam hinzu']);
    } finally {
      await site.cleanup();
    }
  });
});

/** Some of the theme's words in German, as a site's i18n/de/code.json translates them. */
const GERMAN = {
  'ckdocs.ApiPage.kindInModule': '{kind} aus {module}',
  'ckdocs.ApiPage.kind.class': 'Klasse',
  'ckdocs.ApiPage.extends': 'Erweitert',
  'ckdocs.ApiPage.deprecatedTitle': 'Veraltet',
  'ckdocs.ApiPage.inheritedFrom': 'Geerbt von {declaration}',
  'ckdocs.ApiPage.definedIn': 'Definiert in {source}',
  'ckdocs.ApiPage.properties': 'Eigenschaften',
  'ckdocs.ApiPage.parameters': 'Parameter',
  'ckdocs.ApiPage.example': 'Beispiel',
  'ckdocs.ApiPage.newIn': 'Neu in {version}',
  'ckdocs.ApiPage.changedSince': 'Geändert seit {version}',
  'ckdocs.ApiIndex.classes': 'Klassen',
  'ckdocs.ApiIndex.kindsOfModule': '{kinds} aus {module}',
  'ckdocs.ApiChanges.sidebarLink': 'Änderungen seit {version}',
  'ckdocs.ApiChanges.title': 'API-Änderungen seit {version}',
  'ckdocs.ApiChanges.added': 'Hinzugefügt',
  'ckdocs.ApiChanges.changed': 'Geändert',
  'ckdocs.ApiChanges.summary': 'Die API {version} gegenüber {olderVersion}: {counts}.',
  'ckdocs.ApiChanges.memberAdded': '{name} kam hinzu',
  'ckdocs.SearchBar.controlKey': 'Strg',
  'theme.common.headingLinkTitle': 'Direkter Link zu {heading}',
};

/**
 * A copy of a fixture with German beside English (`GERMAN` its code.json), built in German alone;
 * `page` reads a German page by its path under /de/.
 */
async function builtInGerman(fixture: string) {
  const site = await copyFixture(fixture);
  const config = await readFile(site.config, 'utf8');
  const locales = "\n  i18n: { defaultLocale: 'en', locales: ['en', 'de'] },";
  await writeFile(
    site.config,
    config.replace(/^ {2}url: .*$/m, (url) => url + locales),
  );
  const code = Object.fromEntries(Object.entries(GERMAN).map(([key, message]) => [key, { message }]));
  await mkdir(join(site.dir, 'i18n/de'), { recursive: true });
  await writeFile(join(site.dir, 'i18n/de/code.json'), JSON.stringify(code));
  const run = await ckdocs(['build', '--locale', 'de'], {}, site.dir);
  expect(run.code, run.stderr).toBe(0);
  return { ...site, page: (path: string) => readFile(join(site.out, 'de', path, 'index.html'), 'utf8') };
}

describe("a ckdocs site's locales in each page's head, navbar, sitemap and stylesheet", () => {
  it("gives each page its locale's language and direction, right to left from the language itself", async () => {
    expect(await page('ar/docs/intro')).toContain('<html lang="ar" dir="rtl"');
    expect(await page('docs/intro')).toContain('<html lang="en" dir="ltr"');
  });

  it("mirrors the right-to-left locale's stylesheet", async () => {
    const sheet = async (path: string) => {
      const href = /<link rel="stylesheet" href="([^"]+)"/.exec(await page(path))![1]!;
      return readFile(join(built.site.dir, 'build', href), 'utf8');
    };
    expect(await sheet('docs/intro')).toMatch(/\.skip-link\{position:absolute;left:/);
    expect(await sheet('ar/docs/intro')).toMatch(/\.skip-link\{position:absolute;right:/);
  });

  it('links the same page in every locale as an alternate, the default one as x-default', async () => {
    const expected = [
      ['https://lanternwick.example.org/docs/lamps/trimming', 'en'],
      ['https://lanternwick.example.org/ar/docs/lamps/trimming', 'ar'],
      ['https://lanternwick.example.org/docs/lamps/trimming', 'x-default'],
    ];
    for (const path of ['docs/lamps/trimming', 'ar/docs/lamps/trimming']) {
      const alternates = [...(await page(path)).matchAll(/<link rel="alternate" href="([^"]+)" hreflang="([^"]+)">/g)];
      expect(alternates.map(([, href, lang]) => [href, lang])).toEqual(expected);
    }
  });

  it("writes each locale's sitemap and search index with its own pages", async () => {
    const sitemap = await readFile(join(built.site.dir, 'build/ar/sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<loc>https://lanternwick.example.org/ar/docs/intro</loc>');
    expect(sitemap).not.toContain('<loc>https://lanternwick.example.org/docs/intro</loc>');
    const english = await readFile(join(built.site.dir, 'build/sitemap.xml'), 'utf8');
    expect(english).not.toContain('/ar/');
    // The current version's embedded search index in each locale's assets: its pages, its first records.
    const index = async (assets: string, file: string) => {
      const search = join(built.site.dir, 'build', assets, 'search');
      const [current] = (await readdir(search)).filter((name) => name.startsWith('current-'));
      return readFile(join(search, current!, file), 'utf8');
    };
    expect(await index('ar/assets', 'meta.json')).toContain('"/ar/docs/intro"');
    expect(await index('ar/assets', 'p0.json')).toContain('يبقي لانترنويك');
    expect(await index('assets', 'meta.json')).not.toContain('/ar/');
  });

  it('has a locale dropdown, labelled with the locale shown, whose items lead to the page shown in their locale', async () => {
    const menus = (html: string) => [...html.matchAll(/<ul class="dropdown-menu[^"]*">(.*?)<\/ul>/g)].map((m) => m[1]);
    const arabic = await page('ar/docs/lamps/trimming');
    expect(arabic).toMatch(/aria-expanded="false">العربية<svg/);
    const menu = menus(arabic).find((items) => items!.includes('hrefLang'))!;
    expect(menu).toContain('<a href="/docs/lamps/trimming" hrefLang="en" lang="en"');
    expect(menu).toContain('<a href="/ar/docs/lamps/trimming" hrefLang="ar" lang="ar"');
  });
});

describe('ckdocs build --locale on a ckdocs site', () => {
  it('builds only the locales named, each in its folder of the output', async () => {
    const run = await ckdocs(['build', '--locale', 'ar', '-o', 'only-ar'], {}, built.site.dir);
    expect(run.code, run.stderr).toBe(0);
    const routes = await builtRoutes(join(built.site.dir, 'only-ar'));
    expect(routes).toContain('/ar/docs/intro');
    expect(routes.every((route) => route.startsWith('/ar'))).toBe(true);
  });

  it('refuses a locale the config does not list, naming the config line to add it to', async () => {
    const run = await ckdocs(['build', '--locale', 'fr', '-o', 'only-fr'], {}, built.site.dir);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Unknown locale "fr": the config\'s i18n.locales are en, ar');
    expect(run.stderr).toMatch(/site\.config\.ts:11/);
  });
});

describe("a ckdocs site's i18n config", () => {
  it('refuses a default locale that is not one of its locales, at its line', async () => {
    const site = await copyFixture('native-i18n');
    try {
      const config = await readFile(site.config, 'utf8');
      await writeFile(site.config, config.replace("defaultLocale: 'en'", "defaultLocale: 'de'"));
      const run = await ckdocs(['build'], {}, site.dir);
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(
        /i18n\.defaultLocale: the default locale must be one of i18n\.locales \(en, ar\).*site\.config\.ts:11/,
      );
    } finally {
      await site.cleanup();
    }
  });
});

describe('ckdocs version on a ckdocs site with two locales', () => {
  it("copies the other locale's translated current docs and labels for the new version, whose pages show them", async () => {
    const site = await copyFixture('native-i18n');
    try {
      const cut = await ckdocs(['version', '2.0'], {}, site.dir);
      expect(cut.code, cut.stderr).toBe(0);
      const docs = join(site.dir, 'i18n/ar/docusaurus-plugin-content-docs');
      expect(await readFile(join(docs, 'version-2.0/lamps/lighting.md'), 'utf8')).toContain('# إضاءة المصباح');
      expect(await readFile(join(docs, 'version-2.0.json'), 'utf8')).toContain('"sidebar.guide.category.Lamps"');
      const run = await ckdocs(['build', '--locale', 'ar'], {}, site.dir);
      expect(run.code, run.stderr).toBe(0);
      // 2.0 is now the latest, at /docs; the current docs moved below it.
      const lighting = await readFile(join(site.dir, 'build/ar/docs/lamps/lighting/index.html'), 'utf8');
      expect(textOf(lighting)).toContain('افتح الزجاج، وأشعل الفتيل بشمعة');
      expect(textOf(lighting)).toContain('المصابيح');
    } finally {
      await site.cleanup();
    }
  });
});

describe('ckdocs check and serve --locale on a ckdocs site with two locales', () => {
  it('checks every locale, and names them', async () => {
    const run = await ckdocs(['check'], {}, built.site.dir);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain('pages and 0 code samples checked in locale(s) en, ar: 0 error(s), 0 warning(s)');
  });

  // With --locale the Arabic pages alone; without it, the English ones first and the Arabic ones
  // from their first request, as the locale dropdown leads there.
  for (const locale of ['ar', undefined])
    it(`serves the Arabic pages at /ar/, right to left${locale ? ' (--locale ar)' : ', from their first request'}`, async () => {
      const served = await serveFixture('native-i18n', { locale });
      try {
        const response = await fetch(`${served.server.url}ar/docs/intro`);
        expect(response.status).toBe(200);
        const html = await response.text();
        expect(html).toMatch(/<html lang="ar" dir="rtl"/);
        expect(html).toContain('<title>أهلاً بك | Lanternwick</title>');
        expect(served.reporter.warnings).toEqual([]);
      } finally {
        await served.server.close();
        await served.site.cleanup();
      }
    });
});

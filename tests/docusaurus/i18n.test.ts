import { appendFile, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtSiteFolder } from '../helpers/built-site-folder.js';
import { ckdocs, warningsOf } from '../helpers/ckdocs.js';
import { builtRoutes, copyFixture } from '../helpers/site.js';
import { pageScripts } from '../helpers/output-files.js';

/** A page's text as a reader sees it: no scripts, no tags. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

// A Docusaurus site in English and Persian: `ckdocs build` makes both, the Persian pages under /fa/.
const built = builtSiteFolder('docusaurus-i18n');
const { page } = built;

describe('a Docusaurus site with two locales', () => {
  it("makes every route of each locale, the other locale's under its path", async () => {
    expect(built.run.code, built.run.stderr).toBe(0);
    const routes = await builtRoutes(join(built.site.dir, 'build'));
    const english = [
      '/',
      '/blog',
      '/blog/2024/03/01/new-gauge',
      '/blog/2024/03/20/spring-tides',
      '/blog/archive',
      '/blog/tags',
      '/blog/tags/tides',
      '/docs/1.0/intro',
      '/docs/gauges/calibration',
      '/docs/gauges/reading',
      '/docs/intro',
      '/harbours',
      '/search',
    ];
    expect(routes).toEqual([...english, ...english.map((path) => `/fa${path === '/' ? '' : path}`)].sort());
    // A page only the locale's folder has is no page, as in Docusaurus.
    expect(routes).not.toContain('/fa/about');
    expect(warningsOf(built.run).join('\n')).not.toMatch(/i18n/);
  });

  it("shows the locale's translation of a doc and of a page, its links inside the locale", async () => {
    const intro = await page('fa/docs/intro');
    expect(intro).toContain('<title>خوش آمدید | Tidewatch</title>');
    expect(textOf(intro)).toContain('دیده‌بان جزر و مد ارتفاع آب را در هر سنجه‌ی بندر');
    expect(intro).toContain('href="/fa/docs/gauges/reading"');
    expect(textOf(await page('fa/harbours'))).toContain('سه بندر سنجه دارند');
    // The default locale keeps its own text.
    expect(textOf(await page('docs/intro'))).toContain('Tidewatch records the height of the water');
  });

  it("writes the locale's words into its scripts as they are, not as escapes of twice their bytes", async () => {
    const html = await page('fa/docs/gauges/calibration');
    const read = (file: string) => readFile(join(built.site.dir, 'build', file), 'utf8');
    const code = (await Promise.all(pageScripts(html).map(read))).join('\n');
    expect(code.match(/\\u06[\da-f]{2}/gi) ?? []).toEqual([]);
    expect(code.includes('راهنما'), "the navbar's label, in the locale's site data").toBe(true);
  });

  it("falls back to the default locale's file for a doc the locale does not translate", async () => {
    const calibration = await page('fa/docs/gauges/calibration');
    expect(calibration).toContain('<title>Calibrating a gauge | Tidewatch</title>');
    expect(textOf(calibration)).toContain('Once a season, compare the gauge with the benchmark');
    expect(calibration).toContain('href="/fa/docs/gauges/reading"');
  });

  it("translates the navbar, the footer, the sidebar's category, the site's code strings and what the config translates by the locale", async () => {
    const text = textOf(await page('fa/docs/gauges/calibration'));
    expect(text).toContain('دیده‌بان جزر و مد راهنما');
    expect(text).toContain('سنجه‌ها');
    expect(text).toContain('دیده‌بان جزر و مد، نگهداری‌شده به دست اداره‌ی بندر');
    expect(text).not.toMatch(/Handbook|Gauges|harbour office/);
    // The home page's <Translate> and translate(), from each locale's code.json or as written.
    // The tagline, as the config wrote it for the locale Docusaurus names in DOCUSAURUS_CURRENT_LOCALE.
    const homes = {
      fa: ['سنجه‌های امروز', '2 خوانش', 'سنجه‌های بندر، روزی دو بار خوانده می‌شوند'],
      '': ['Today&#x27;s gauges', '2 readings', 'Handbook', 'Harbour gauges, read twice a day'],
    };
    for (const [path, texts] of Object.entries(homes)) {
      const text = textOf(await page(path));
      expect(texts.filter((expected) => !text.includes(expected))).toEqual([]);
    }
  });
});

describe("the theme's own strings", () => {
  it("are the locale's: the site's code.json, else the classic theme's translations, under Docusaurus's keys", async () => {
    // The skip link and the pagination's label in the classic theme's Persian, as Docusaurus shows
    // them; `theme.docs.paginator.next` in the site's code.json.
    const expected = {
      'fa/docs/intro': [
        '<a class="skip-link" href="#main">پرش به مطلب اصلی</a>',
        'aria-label="صفحات مستندات"',
        'sublabel">بعدی<',
      ],
      'fa/docs/gauges/calibration': ['sublabel">قبلی<'],
      'docs/intro': ['<a class="skip-link" href="#main">Skip to main content</a>', 'sublabel">Next<'],
    };
    for (const [path, strings] of Object.entries(expected)) {
      const html = await page(path);
      expect(strings.filter((string) => !html.includes(string))).toEqual([]);
    }
  });
});

describe("the theme's strings with placeholders, admonitions, code blocks and the navbar's controls", () => {
  it("are the locale's, their placeholders filled, while the English pages keep the English", async () => {
    // "Last updated" and the search button in the site's code.json; the rest in the classic
    // theme's Persian.
    const persian = await page('fa/docs/intro');
    // The date in the locale and its calendar (Persian's own), as Docusaurus writes it.
    expect(textOf(persian)).toContain('واپسین ویرایش در روز ۱۱ اسفند ۱۴۰۲ به دست دفتر بندر');
    const expected = {
      'fa/docs/intro': [
        'aria-label="نشانگر صفحات"',
        'aria-label="صفحه اصلی"',
        '</svg></span>یادداشت</div>',
        'aria-label="کپی به کلیپ‌بورد" title="کپی">کپی</button>',
        'title="بین حالت تاریک و روشن سوئیچ کنید (الان حالت روشن)"',
        'DocSearch-Button-Placeholder">جست‌وجو</span>',
      ],
      'docs/intro': [
        'aria-label="Breadcrumbs"',
        'aria-label="Home page"',
        '</svg></span>note</div>',
        'aria-label="Copy code to clipboard" title="Copy">Copy</button>',
        'title="Switch between dark and light mode (currently light mode)"',
        'DocSearch-Button-Placeholder">Search</span>',
      ],
    };
    for (const [path, strings] of Object.entries(expected)) {
      const html = await page(path);
      expect(strings.filter((string) => !html.includes(string))).toEqual([]);
    }
    expect(textOf(await page('docs/intro'))).toContain('Last updated on Mar 1, 2024 by Harbour office');
  });

  it("fills the version banner and badge in the locale, the link to the latest version's doc inside it", async () => {
    // The classic theme's Persian, with the site's title, the version's label and the link filled in.
    const banner = (html: string) =>
      textOf(/<div class="[^"]*theme-doc-version-banner[\s\S]*?<\/div><\/div>/.exec(html)?.[0] ?? '');
    const persian = await page('fa/docs/1.0/intro');
    expect(banner(persian)).toBe(
      ' نسخه Tidewatch 1.0 دیگر به روز رسانی نمی شود. برای دیدن آخرین نسخه این متن، نسخه آخرین نسخه (بعدی) را ببینید. ',
    );
    expect(persian).toContain('<a href="/fa/docs/intro">آخرین نسخه</a>');
    expect(textOf(persian)).toContain('نسخه: 1.0');
    const english = await page('docs/1.0/intro');
    expect(banner(english)).toBe(
      ' This is documentation for Tidewatch 1.0 , which is no longer actively maintained. For up-to-date documentation, see the latest version (Next). ',
    );
    expect(english).toContain('<a href="/docs/intro">latest version</a>');
    expect(english).toContain('Version: <!-- -->1.0</span>');
  });
});

describe("a Docusaurus site's locales in each page's head and navbar", () => {
  it("gives each page its locale's language and direction", async () => {
    expect(built.run.code, built.run.stderr).toBe(0);
    expect(await page('fa/docs/intro')).toContain('<html lang="fa" dir="rtl"');
    expect(await page('docs/intro')).toContain('<html lang="en" dir="ltr"');
  });

  it('links the same page in every locale as an alternate, the default one as x-default', async () => {
    const alternates = (html: string) => [
      ...html.matchAll(/<link rel="alternate" href="([^"]+)" hreflang="([^"]+)">/g),
    ];
    const expected = [
      ['https://tidewatch.example.org/docs/gauges/calibration', 'en'],
      ['https://tidewatch.example.org/fa/docs/gauges/calibration', 'fa'],
      ['https://tidewatch.example.org/docs/gauges/calibration', 'x-default'],
    ];
    for (const path of ['docs/gauges/calibration', 'fa/docs/gauges/calibration'])
      expect(alternates(await page(path)).map(([, href, lang]) => [href, lang])).toEqual(expected);
  });

  it("tells search engines and DocSearch each page's locale, as Docusaurus does", async () => {
    const persian = await page('fa/docs/intro');
    expect(persian).toContain('<meta property="og:locale" content="fa">');
    expect(persian).toContain('<meta property="og:locale:alternate" content="en">');
    // DocSearch's crawler files the page under its locale, which the modal's contextual search asks for.
    expect(persian).toContain('<meta name="docsearch:language" content="fa">');
    const records = JSON.parse(await readFile(join(built.site.dir, 'build/fa/search/records.json'), 'utf8'));
    expect(new Set(records.map((record: { language: string }) => record.language))).toEqual(new Set(['fa']));
    expect(await page('docs/intro')).toContain('<meta name="docsearch:language" content="en">');
  });

  it("writes each locale's sitemap with its own pages", async () => {
    const sitemap = await readFile(join(built.site.dir, 'build/fa/sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<loc>https://tidewatch.example.org/fa/docs/intro</loc>');
    expect(sitemap).not.toContain('<loc>https://tidewatch.example.org/docs/intro</loc>');
  });

  it('has a locale dropdown, labelled with the locale shown, whose items lead to the page shown in their locale', async () => {
    const menu = (html: string) => /<ul class="dropdown-menu[^"]*">(.*?)<\/ul>/.exec(html)?.[1] ?? '';
    const persian = await page('fa/docs/gauges/calibration');
    // After the classic theme's language icon, as Docusaurus draws it (its caret is Infima's, drawn by CSS).
    expect(persian).toMatch(
      /aria-expanded="false"><svg [^>]*class="navbar-locale-icon"><path [^>]*><\/path><\/svg>فارسی<\/a>/,
    );
    expect(menu(persian)).toContain('<a href="/docs/gauges/calibration" hrefLang="en" lang="en"');
    expect(menu(persian)).toMatch(
      /<a href="\/fa\/docs\/gauges\/calibration" hrefLang="fa" lang="fa" class="[^"]*dropdown__link--active/,
    );
    expect(menu(await page(''))).toContain('<a href="/fa/" hrefLang="fa" lang="fa"');
  });
});

describe('ckdocs build --locale', () => {
  it('builds only the locales named, each in its folder of the output', async () => {
    const run = await ckdocs(['build', '--locale', 'fa', '-o', 'only-fa'], {}, built.site.dir);
    expect(run.code, run.stderr).toBe(0);
    const routes = await builtRoutes(join(built.site.dir, 'only-fa'));
    expect(routes).toEqual([
      '/fa',
      '/fa/blog',
      '/fa/blog/2024/03/01/new-gauge',
      '/fa/blog/2024/03/20/spring-tides',
      '/fa/blog/archive',
      '/fa/blog/tags',
      '/fa/blog/tags/tides',
      '/fa/docs/1.0/intro',
      '/fa/docs/gauges/calibration',
      '/fa/docs/gauges/reading',
      '/fa/docs/intro',
      '/fa/harbours',
      '/fa/search',
    ]);
  });
});

describe('a build of every locale at once', () => {
  it('tells a broken anchor of a doc no locale translates once, not once per locale', async () => {
    const file = join(built.site.dir, 'docs/gauges/calibration.md');
    const good = await readFile(file, 'utf8');
    try {
      await appendFile(file, '\nThe readings go in [the log](/docs/gauges/reading#benchmark-log).\n');
      const run = await ckdocs(['build', '-o', 'linked'], {}, built.site.dir);
      expect(run.code, run.stderr).toBe(0);
      expect(warningsOf(run).filter((warning) => warning.includes('broken anchor'))).toEqual([
        `${file}:10: broken anchor /docs/gauges/reading#benchmark-log: the page has no heading, Link or details block with id "benchmark-log" (Docusaurus's check sees those, not an \`<a id>\` written in MDX)`,
      ]);
      expect(run.stderr).toContain('1 broken link warning(s)');
    } finally {
      await writeFile(file, good);
    }
  });

  it('stops at a mistake in a translation, naming its file and line, and keeps the output before it', async () => {
    const file = join(built.site.dir, 'i18n/fa/docusaurus-plugin-content-docs/current/intro.md');
    const good = await readFile(file, 'utf8');
    const before = await page('fa/docs/intro');
    try {
      await writeFile(file, good.replace('از [خواندن سنجه]', '<div>\n\nاز [خواندن سنجه]'));
      const run = await ckdocs(['build'], {}, built.site.dir);
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/i18n\/fa\/docusaurus-plugin-content-docs\/current\/intro\.md:\d+/);
      expect(run.stderr).not.toContain('internal error');
      expect(await page('fa/docs/intro')).toBe(before);
    } finally {
      await writeFile(file, good);
    }
  });
});

describe("the theme's pages in the locale", () => {
  it("shows the 404 page in the classic theme's words of the locale, without sentences it has no translation of", async () => {
    const main = (html: string) => textOf(/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '');
    const persian = await readFile(join(built.site.dir, 'build/fa/404.html'), 'utf8');
    expect(main(persian)).toBe(
      ' صفحه ای که دنبال آن بودید پیدا نشد. صفحه‌ای که دنبال آن بودید پیدا نشد. جست‌وجو ' +
        'لطفا با صاحب وبسایت تماس بگیرید و ایشان را از مشکل پیش آمده مطلع کنید. ',
    );
    expect(persian).toContain('aria-label="جستجو در متن"');
    expect(persian).toContain('<title>صفحه ای که دنبال آن بودید پیدا نشد. | Tidewatch</title>');
    // English in the classic theme's own words too, not ckdocs's.
    const english = await readFile(join(built.site.dir, 'build/404.html'), 'utf8');
    expect(main(english)).toBe(
      ' Page Not Found We could not find what you were looking for. Search ' +
        'Please contact the owner of the site that linked you to the original URL and let them know their link is broken. ',
    );
  });

  it("titles the search page and labels its box in the locale, the search theme's strings", async () => {
    const persian = await page('fa/search');
    expect(persian).toContain('<h1>جستجو در متن</h1>');
    expect(persian).toContain('placeholder="جستجوی مستندات"');
    expect(persian).toContain('aria-label="جستجو"');
    const english = await page('search');
    expect(english).toContain('<h1>Search the documentation</h1>');
    expect(english).toContain('placeholder="Search docs"');
    // Its title is its heading's words, and search engines are asked to leave it out, as Docusaurus does.
    expect(persian).toContain('<title>جستجو در متن | Tidewatch</title>');
    expect(english).toContain('<title>Search the documentation | Tidewatch</title>');
    expect(english).toContain('<meta name="robots" content="noindex, follow">');
  });

  it("shows a Docusaurus blog's dates, reading times and links in the locale, each count in its plural form", async () => {
    const persian = textOf(await page('fa/blog'));
    // A post of two minutes and one of one: the classic theme's two Persian forms, and Persian dates.
    expect(persian).toContain('۱ فروردین ۱۴۰۳ · خواندن 2 دقیقه');
    expect(persian).toContain('۱۱ اسفند ۱۴۰۲ · خواندن ۱ دقیقه');
    expect(persian).toContain('ادامه مطلب');
    expect(textOf(await page('blog'))).toContain('March 20, 2024 · 2 min read');
    // The label before a post's tags, in the theme's Persian.
    expect(textOf(await page('fa/blog/2024/03/20/spring-tides'))).toMatch(/برچسب‌ها:\s*tides/);
    expect(textOf(await page('blog/2024/03/20/spring-tides'))).toMatch(/Tags:\s*tides/);
  });
});

describe("a doc's label in the sidebar", () => {
  it("is the locale's translation of the sidebar's own label (`sidebar.<id>.doc.<label>` in current.json)", async () => {
    // The link's text: the classic theme (3.9 on) holds it in a span.
    const link = (html: string) =>
      /aria-current="page">(?:<span[^>]*>)?([^<]*)</.exec(html.slice(html.indexOf('sidebar')))?.[1];
    expect(link(await page('fa/docs/gauges/calibration'))).toBe('واسنجی');
    expect(link(await page('docs/gauges/calibration'))).toBe('Calibration');
  });
});

describe("a locale's code.json that Docusaurus refuses", () => {
  it('stops the build with the file, the line and the fix, not an internal error', async () => {
    const file = join(built.site.dir, 'i18n/fa/code.json');
    const good = await readFile(file, 'utf8');
    try {
      await writeFile(file, '{\n  "theme.common.skipToMainContent": { "message": "پرش" },\n}\n');
      const run = await ckdocs(['build'], {}, built.site.dir);
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/i18n\/fa\/code\.json:3 Invalid JSON in a translation file/);
      expect(run.stderr).toContain('Fix the JSON');
      expect(run.stderr).not.toContain('internal error');
    } finally {
      await writeFile(file, good);
    }
  });
});

describe('a Docusaurus site whose later locale fails to build', () => {
  it('fails naming the translation and its line, and keeps the output before whole', async () => {
    const site = await copyFixture('docusaurus-i18n');
    try {
      expect((await ckdocs(['build'], {}, site.dir)).code).toBe(0);
      const before = await readFile(join(site.out, 'fa/docs/intro/index.html'), 'utf8');
      const english = await readFile(join(site.out, 'docs/intro/index.html'), 'utf8');
      const translation = 'i18n/fa/docusaurus-plugin-content-docs/current/gauges/reading.md';
      await appendFile(join(site.dir, translation), '\nThe tide rises {\n');
      await appendFile(join(site.dir, 'docs/intro.md'), '\nA new line.\n');
      const failed = await ckdocs(['build'], {}, site.dir);
      expect(failed.code).toBe(1);
      expect(failed.stderr).toMatch(new RegExp(`${translation}:\\d+:\\d+ MDX syntax error`));
      // Neither locale's new pages are in: the English ones wait for the Persian.
      expect(await readFile(join(site.out, 'fa/docs/intro/index.html'), 'utf8')).toBe(before);
      expect(await readFile(join(site.out, 'docs/intro/index.html'), 'utf8')).toBe(english);
      expect((await readdir(site.dir)).filter((name) => name.includes('build') && name !== 'build')).toEqual([]);
    } finally {
      await site.cleanup();
    }
  });
});

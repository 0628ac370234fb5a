import { request } from 'node:http';
import { createServer } from 'node:net';
import { mkdir, open, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serveSite, type DevServer } from '../../cli/serve/server.js';
import { search } from '../../runtime/search/engine.js';
import { openIndex } from '../../runtime/search/open-index.js';
import { connectBrowser, openPage } from '../helpers/browser.js';
import { serveFixture, serverEvents } from '../helpers/served-site.js';
import { copyFixture, memoryReporter } from '../helpers/site.js';

let site: Awaited<ReturnType<typeof copyFixture>>;
let server: DevServer;
let browser: Browser;

beforeAll(async () => {
  ({ site, server } = await serveFixture('basic'));
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await site?.cleanup();
});

/** GET with the path sent exactly as written (no normalisation of `..`). */
function rawGet(url: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { path }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    });
    req.on('error', reject).end();
  });
}

/** Waits until the reloads `events` received are exactly one, of `paths` (`*`: every page). */
function untilReloads(events: Awaited<ReturnType<typeof serverEvents>>, paths: string[]) {
  return vi.waitFor(() =>
    expect(events.events.filter((e) => e.type === 'reload')).toEqual([{ type: 'reload', paths }]),
  );
}

describe('ckdocs serve', () => {
  it('recompiles only the saved page when its front matter is unchanged, and reloads that page alone', async () => {
    const events = await serverEvents(server.url);
    const file = join(site.dir, 'docs/guide/01-start/02-setup.mdx');
    const built = server.nextBuild();
    await writeFile(file, (await readFile(file, 'utf8')).replace('Run the installer.', 'Run the new installer.'));
    await built;
    await untilReloads(events, ['/docs/next/guide/start/setup']);
    expect(await (await fetch(`${server.url}docs/next/guide/start/setup`)).text()).toContain('Run the new installer.');
    events.close();
  });

  it('waits for a save that empties the file and writes it a moment later, and reloads that page alone', async () => {
    const events = await serverEvents(server.url);
    const file = join(site.dir, 'docs/guide/01-start/02-setup.mdx');
    const saved = `${await readFile(file, 'utf8')}\nSaved slowly.\n`;
    const built = server.nextBuild();
    // As some editors save: the file is emptied, and its text lands after the server has seen the change.
    const handle = await open(file, 'w');
    await new Promise((resolve) => setTimeout(resolve, 40));
    await handle.writeFile(saved);
    await handle.close();
    await built;
    // Read while empty, the page would have lost its front matter and reloaded the whole site first.
    await untilReloads(events, ['/docs/next/guide/start/setup']);
    expect(await (await fetch(`${server.url}docs/next/guide/start/setup`)).text()).toContain('Saved slowly.');
    events.close();
  });

  it('prepares the whole site again when a sidebar label changes, and every page shows it', async () => {
    const events = await serverEvents(server.url);
    const file = join(site.dir, 'docs/guide/01-start/02-setup.mdx');
    const built = server.nextBuild();
    await writeFile(file, (await readFile(file, 'utf8')).replace('sidebar_label: Setup', 'sidebar_label: Installing'));
    await built;
    await untilReloads(events, ['*']);
    expect(await (await fetch(`${server.url}docs/next/guide/start/intro`)).text()).toContain('>Installing<');
    events.close();
  });

  it('serves the search indexes, so search works while writing', async () => {
    await server.searchUpdated();
    const manifest = (await (await fetch(`${server.url}search/manifest.json`)).json()) as {
      indexes: Record<string, string>;
    };
    expect((await fetch(new URL(manifest.indexes.next!, server.url))).status).toBe(200);
  });

  it('brings the search index up to date after a save, whether or not the page is reloaded', async () => {
    const file = join(site.dir, 'docs/guide/01-start/02-setup.mdx');
    const good = await readFile(file, 'utf8');
    const indexed = async (word: string) => {
      const manifest = (await (await fetch(`${server.url}search/manifest.json`)).json()) as {
        indexes: Record<string, string>;
      };
      const index = await openIndex(new URL(manifest.indexes.next!, server.url).href, async (url) =>
        (await fetch(url)).json(),
      );
      return (await search(index, { query: word })).nbHits > 0;
    };
    try {
      let built = server.nextBuild();
      await writeFile(file, `${good}\nQuokkaword appears here.\n`);
      await built;
      await fetch(`${server.url}docs/next/guide/start/setup`);
      await server.searchUpdated();
      expect(await indexed('Quokkaword')).toBe(true);
      // No request for the page this time.
      built = server.nextBuild();
      await writeFile(file, `${good}\nWombatword appears here.\n`);
      await built;
      await server.searchUpdated();
      expect(await indexed('Wombatword')).toBe(true);
      expect(await indexed('Quokkaword')).toBe(false);
    } finally {
      await writeFile(file, good);
    }
  });

  it('answers no request for a file outside the site', async () => {
    for (const path of [
      '/../site.config.ts',
      '/..%2f..%2fsite.config.ts',
      '/assets/..%2f..%2f..%2fsite.config.ts',
      '/%2e%2e/%2e%2e/site.config.ts',
    ]) {
      const { status, body } = await rawGet(server.url, path);
      expect(status, path).toBe(404);
      expect(body, path).not.toContain('defineConfig');
    }
  });

  it("fetches each of a page's scripts once, the page's own code included", async () => {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('request', (asked) => {
      if (asked.resourceType() === 'script') scripts.push(asked.url());
    });
    await page.goto(`${server.url}docs/next/guide/start/intro`);
    await page.waitForSelector('.color-mode-toggle:not([disabled])');
    // Whatever its query: the page's code and the chunks it imports are the same files either way.
    const paths = scripts.map((url) => new URL(url).pathname);
    expect(paths).toContain('/assets/pages/next/guide/start/intro.js');
    expect(paths.length).toBe(new Set(paths).size);
    await page.close();
  });

  it('reloads the open page when its file is saved, keeping the scroll position', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 500 } });
    await page.goto(`${server.url}docs/next/guide/start/intro`);
    await page.waitForSelector('.color-mode-toggle:not([disabled])');
    await page.evaluate(() => window.scrollTo(0, 300));
    const file = join(site.dir, 'docs/guide/01-start/01-intro.mdx');
    const built = server.nextBuild();
    await writeFile(
      file,
      (await readFile(file, 'utf8')).replace('Welcome to the fixture.', 'Welcome to the edited fixture.'),
    );
    await built;
    await page.waitForSelector('text=Welcome to the edited fixture.');
    await page.waitForFunction(() => window.scrollY > 250);
    await page.close();
  });

  it('shows an MDX error in an overlay with file:line, and clears it when the file is fixed', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}docs/next/guide/more/advanced`);
    await page.waitForSelector('.color-mode-toggle:not([disabled])');
    const file = join(site.dir, 'docs/guide/02-more/02-advanced.mdx');
    const good = await readFile(file, 'utf8');
    let built = server.nextBuild();
    await writeFile(file, `${good}\nA <broken tag\n`);
    await built;
    const overlay = await page.waitForSelector('#ckdocs-error-overlay');
    expect(await overlay.textContent()).toMatch(/02-advanced\.mdx:12:14/);
    built = server.nextBuild();
    await writeFile(file, good.replace('Advanced text.', 'Advanced text, fixed.'));
    await built;
    await page.waitForSelector('text=Advanced text, fixed.');
    expect(await page.$('#ckdocs-error-overlay')).toBeNull();
    await page.close();
  });

  it("shows a page whose component throws on the server as the build's error, in the overlay, until it is fixed", async () => {
    const file = join(site.dir, 'src/pages/tides.tsx');
    await mkdir(dirname(file), { recursive: true });
    let built = server.nextBuild();
    await writeFile(file, "export default function Tides() {\n  throw new Error('the tide tables are down');\n}\n");
    await built;
    const page = await browser.newPage();
    const response = await page.goto(`${server.url}tides`);
    expect(response!.status()).toBe(500);
    // Read in one step, whichever load shows it: a new file may be seen as two saves, the page reloading for the second.
    const shown = await page.waitForFunction(() => {
      const text = document.querySelector('#ckdocs-error-overlay')?.textContent ?? '';
      return text.includes('/tides failed to render') && text;
    });
    const text = (await shown.jsonValue()) as string;
    expect(text).toContain('/tides failed to render: the tide tables are down');
    expect(text).toContain('tides.tsx');
    expect(text).toContain('It threw rendering Tides.');
    // A module it imports reads the window at its top level, as the page's content is made.
    const data = join(site.dir, 'src/data/depths.ts');
    await mkdir(dirname(data), { recursive: true });
    await writeFile(data, 'export const depth = window.innerHeight;\n');
    built = server.nextBuild();
    await writeFile(
      file,
      "import { depth } from '../data/depths';\n\nexport default function Tides() {\n  return <h1>{depth}</h1>;\n}\n",
    );
    await built;
    await page.waitForFunction(() =>
      document
        .querySelector('#ckdocs-error-overlay')
        ?.textContent?.includes('/tides failed to render: window is not defined'),
    );
    built = server.nextBuild();
    await writeFile(file, 'export default function Tides() {\n  return <h1>High water at noon</h1>;\n}\n');
    await built;
    await page.waitForSelector('text=High water at noon');
    expect(await page.$('#ckdocs-error-overlay')).toBeNull();
    await page.close();
  });

  it('shows the second of two saves made a few milliseconds apart', async () => {
    const file = join(site.dir, 'docs/guide/02-more/02-advanced.mdx');
    const before = await readFile(file, 'utf8');
    const built = server.nextBuild();
    await writeFile(file, `${before}\nA first quick save.\n`);
    // As a formatter saves again right after the editor: the watcher reports the first alone.
    await new Promise((resolve) => setTimeout(resolve, 20));
    await writeFile(file, `${before}\nA second quick save.\n`);
    await built;
    await vi.waitFor(
      async () =>
        expect(await (await fetch(`${server.url}docs/next/guide/more/advanced`)).text()).toContain(
          'A second quick save.',
        ),
      { timeout: 5_000 },
    );
    const restored = server.nextBuild();
    await writeFile(file, before);
    await restored;
  });

  it("runs the second of two quick saves' code in the open page: it hydrates, and draws that save again after a visit elsewhere", async () => {
    const file = join(site.dir, 'docs/guide/02-more/02-advanced.mdx');
    const before = await readFile(file, 'utf8');
    const { page, problems } = await openPage(browser, `${server.url}docs/next/guide/more/advanced`);
    await page.waitForSelector('.color-mode-toggle:not([disabled])');
    try {
      let built = server.nextBuild();
      await writeFile(file, `${before}\nA first quick save.\n`);
      await built;
      // The first save's bundle is still being made as the second one comes in.
      built = server.nextBuild();
      await writeFile(file, `${before}\nA second quick save.\n`);
      await built;
      await page.waitForSelector('text=A second quick save.');
      await page.waitForSelector('.color-mode-toggle:not([disabled])');
      // Away and back in the page: the words are drawn by the page's code, not read from its HTML.
      const away = page.url();
      await page.click('a.pagination-link');
      await page.waitForURL((url) => url.href !== away);
      await page.goBack();
      await page.waitForURL(away);
      await page.waitForSelector('main :text("quick save.")');
      expect(await page.textContent('main')).toContain('A second quick save.');
      expect(problems).toEqual([]);
    } finally {
      // Closed first: Chromium may not close a tab whose reload is being committed.
      await page.close();
      const restored = server.nextBuild();
      await writeFile(file, before);
      await restored;
    }
  });

  it('shows a save built while the page was reloading for the one before', async () => {
    const file = join(site.dir, 'docs/guide/02-more/02-advanced.mdx');
    const before = await readFile(file, 'utf8');
    const { page, problems } = await openPage(browser, `${server.url}docs/next/guide/more/advanced`);
    await page.waitForSelector('.color-mode-toggle:not([disabled])');
    // Once the page reloads for the first save, it connects only after the second is built. Held
    // from the first save on: the page that reload leaves may reconnect first, which counting
    // connections would have taken for the reloaded page's.
    let letConnect = () => {};
    const connectable = new Promise<void>((resolve) => (letConnect = resolve));
    let holding = false;
    await page.route('**/__ckdocs/events', async (route) => {
      if (holding) await connectable;
      await route.continue();
    });
    try {
      await page.reload();
      await page.waitForSelector('.color-mode-toggle:not([disabled])');
      let built = server.nextBuild();
      holding = true;
      await writeFile(file, `${before}\nA first save.\n`);
      await built;
      await page.waitForSelector('text=A first save.');
      built = server.nextBuild();
      await writeFile(file, `${before}\nA later save.\n`);
      await built;
      letConnect();
      await page.waitForSelector('text=A later save.');
      expect(problems).toEqual([]);
    } finally {
      letConnect();
      await page.close();
      const restored = server.nextBuild();
      await writeFile(file, before);
      await restored;
    }
  });

  it('takes the next port when the asked one is in use', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const busy = (blocker.address() as { port: number }).port;
    const reporter = memoryReporter();
    const other = await serveSite({ configPath: site.config, port: busy, host: '127.0.0.1', open: false, reporter });
    expect(other.url).not.toContain(`:${busy}/`);
    expect(reporter.warnings).toContain(`port ${busy} is in use, trying ${busy + 1}`);
    await other.close();
    blocker.close();
  });
});

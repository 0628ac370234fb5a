import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Reporter } from '../../cli/util/reporter.js';
import { serverEvents } from '../helpers/served-site.js';
import { copyFixture, memoryReporter } from '../helpers/site.js';

/**
 * The API stage (TypeDoc, run for real) of a server started while `hold()` is on stays
 * unfinished until `release()`: what the site serves before it is then certain, not a race.
 */
const apiStage = vi.hoisted(() => {
  let gate = Promise.resolve();
  let open = () => {};
  return {
    hold: () => void (gate = new Promise<void>((resolve) => (open = resolve))),
    release: () => open(),
    get gate() {
      return gate;
    },
  };
});
vi.mock('../../cli/api/build-api.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../cli/api/build-api.js')>();
  return {
    ...real,
    async startApis(...args: Parameters<typeof real.startApis>) {
      const started = await real.startApis(...args);
      // Seen through the gated promises: neither the models nor the check settle before release().
      started.models.catch(() => {});
      started.done.catch(() => {});
      const gate = apiStage.gate;
      return { ...started, models: gate.then(() => started.models), done: gate.then(() => started.done) };
    },
  };
});

describe('ckdocs serve on a cold cache', () => {
  // Test files share their modules: the server is imported anew, so that it imports the mock above
  // and not the module another file loaded.
  let serveSite: typeof import('../../cli/serve/server.js').serveSite;
  beforeAll(async () => {
    vi.resetModules();
    ({ serveSite } = await import('../../cli/serve/server.js'));
  });

  it('answers a guide page before the API is made, then completes the site without a restart', async () => {
    const fixture = await copyFixture('api-kinds');
    const log: string[] = [];
    const reporter: Reporter = { stage() {}, info: (m) => log.push(m), warn: (m) => log.push(m) };
    expect(existsSync(join(fixture.dir, '.ckdocs-cache'))).toBe(false);
    apiStage.hold();
    const cold = await serveSite({ configPath: fixture.config, port: 0, host: '127.0.0.1', open: false, reporter });
    try {
      const events = await serverEvents(cold.url);
      const answered: string[] = [];
      const apiPage = fetch(`${cold.url}docs/api-reference/core/classes/greeter`).then(async (res) => {
        answered.push('api page');
        return { status: res.status, html: await res.text() };
      });
      const early = await (await fetch(`${cold.url}docs/guide/intro`)).text();
      answered.push('guide page');

      // Served while TypeDoc's result is held: the page's own content, no API links yet.
      expect(early).toContain('class greets things');
      expect(early).toContain('The <code>Greeter</code> class');
      expect(early).not.toContain('href="/docs/api-reference/core"');
      expect(answered).toEqual(['guide page']);
      expect(log.filter((l) => l.includes('site complete'))).toEqual([]);
      // Its stylesheet too, which holds back the first paint; its scripts wait for the complete site.
      const css = await fetch(`${cold.url}assets/style.css`);
      expect(css.headers.get('content-type')).toBe('text/css');
      expect(await css.text()).toContain('.navbar');

      apiStage.release();
      const api = await apiPage;
      expect(answered).toEqual(['guide page', 'api page']);
      expect(api.status).toBe(200);
      expect(api.html).toContain('<span class="api-kind-badge">Class</span>');
      // The guide page changed (navbar API item, API links): the open page is told to reload.
      await vi.waitFor(() => expect(events.events).toContainEqual({ type: 'reload', paths: ['*'] }));
      expect(log.filter((l) => l.includes('site complete'))).toHaveLength(1);
      const complete = await (await fetch(`${cold.url}docs/guide/intro`)).text();
      expect(complete).toContain('href="/docs/api-reference/core"');
      expect(complete).toContain(
        'The <a href="/docs/api-reference/core/classes/greeter"><code>Greeter</code></a> class',
      );
      events.close();
    } finally {
      apiStage.release();
      await cold.close();
      await fixture.cleanup();
    }
  });

  it('answers the other pages when one fails to compile, and shows its error to the page asking for it', async () => {
    const fixture = await copyFixture('basic');
    const file = join(fixture.dir, 'docs/guide/02-more/02-advanced.mdx');
    await writeFile(file, `${await readFile(file, 'utf8')}\nA <broken tag\n`);
    apiStage.hold(); // the site cannot be complete before the good page is asked for
    const cold = await serveSite({
      configPath: fixture.config,
      port: 0,
      host: '127.0.0.1',
      open: false,
      reporter: memoryReporter(),
    });
    try {
      const good = await fetch(`${cold.url}docs/next/guide/start/intro`);
      expect(good.status).toBe(200);
      expect(await good.text()).toContain('Welcome to the fixture.');
      const broken = fetch(`${cold.url}docs/next/guide/more/advanced`).then((res) => res.text());
      apiStage.release();
      expect(await broken).toContain('The site has not built yet.');
      // The page it got connects for live reload, and is told why.
      const events = await serverEvents(cold.url);
      await vi.waitFor(() =>
        expect(events.events[0]).toMatchObject({
          type: 'error',
          errors: [expect.objectContaining({ location: expect.stringMatching(/02-advanced\.mdx:12:14$/) })],
        }),
      );
      events.close();
    } finally {
      apiStage.release();
      await cold.close();
      await fixture.cleanup();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveFixture } from '../helpers/served-site.js';
import { editConfig } from '../helpers/site.js';

// `ckdocs serve` of a Docusaurus site whose config turns on Google's analytics and says what it
// builds for, run as the CLI runs it (NODE_ENV=production, cli/main.ts): the site as
// Docusaurus's development server loads it.
let served: Awaited<ReturnType<typeof serveFixture>>;
const nodeEnv = process.env.NODE_ENV;

beforeAll(async () => {
  process.env.NODE_ENV = 'production';
  served = await serveFixture('docusaurus-blog', {
    config: 'docusaurus.config.js',
    edit: (dir) =>
      editConfig(dir, (text) =>
        text
          .replace(
            "title: 'Lighthouse Keepers',",
            "title: process.env.NODE_ENV === 'development' ? 'Keepers, in draft' : 'Lighthouse Keepers',",
          )
          .replace(
            "docs: { sidebarPath: './sidebars.js' },",
            "docs: { sidebarPath: './sidebars.js' }, gtag: { trackingID: 'G-KEEPERS1' },",
          ),
      ),
  });
});
afterAll(async () => {
  await served?.server.close();
  await served?.site.cleanup();
  process.env.NODE_ENV = nodeEnv;
});

const get = async (path: string) => (await fetch(`${served.server.url}${path.slice(1)}`)).text();

describe('a Docusaurus site in ckdocs serve, as in development', () => {
  it("sends nothing to the site's analytics from a writer's preview", async () => {
    const home = await get('/');
    expect(home).toContain('<div id="__docusaurus">');
    expect(home).not.toMatch(/googletagmanager|G-KEEPERS1/);
  });

  it('gives the config the development environment, as a writer previewing sees it', async () => {
    expect(await get('/')).toContain('<title>Home | Keepers, in draft</title>');
  });

  it("shows the blog's drafts", async () => {
    expect(await get('/blog/2024/04/01/unfinished')).toContain('Not ready to publish.');
  });

  it('tells the writer nothing of the debug pages the classic preset adds in development', () => {
    expect(served.reporter.warnings.join('\n')).not.toMatch(/debug/);
  });

  it('leaves the environment as it found it once the site is loaded', () => {
    expect(process.env.NODE_ENV).toBe('production');
  });
});

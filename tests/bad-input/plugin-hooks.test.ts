import { afterEach, expect, it } from 'vitest';
import { badSite, type BadSite } from './site.js';

let site: BadSite | undefined;
afterEach(() => site?.cleanup());

const config = (hooks: string) => `export default {
  title: 'Bad input',
  url: 'https://bad.test',
  docs: { versions: [{ name: 'next', label: 'Next', path: '/docs', dir: 'docs', mainDocId: 'guide/intro' }] },
  plugins: [() => ({ name: 'lamps', ${hooks} })],
};
`;

it('fails the build naming the plugin and the client module that is not there', async () => {
  site = await badSite({ 'site.config.ts': config("getClientModules: () => ['./src/lamps.js']") });
  const run = await site.run(['build', '--config', site.config]);
  expect(run.code).toBe(1);
  expect(run.stderr).toContain('Plugin lamps: getClientModules gave ./src/lamps.js, and there is no such file');
});

it('fails the build naming the plugin when injectHtmlTags throws', async () => {
  site = await badSite({
    'site.config.ts': config("injectHtmlTags: () => { throw new Error('no oil'); }"),
  });
  const run = await site.run(['build', '--config', site.config]);
  expect(run.code).toBe(1);
  expect(run.stderr).toContain('Plugin lamps failed in injectHtmlTags: no oil');
});

it("tells what a plugin's error was caused by, as Docusaurus's plugins wrap a file's failure", async () => {
  site = await badSite({
    'site.config.ts': config(
      "loadContent: () => { throw new Error('Processing of wick.md failed.', { cause: new TypeError('the wick is wet') }); }",
    ),
  });
  const run = await site.run(['build', '--config', site.config]);
  expect(run.code).toBe(1);
  expect(run.stderr).toContain('Plugin lamps failed in loadContent: Processing of wick.md failed.');
  expect(run.stderr).toContain('Caused by: the wick is wet');
});

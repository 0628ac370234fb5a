import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveFixture } from '../helpers/served-site.js';
import { editConfig, linkPackages } from '../helpers/site.js';

// A writer saving a doc in `serve`: the site's client code is bundled again, which takes a while on
// a site of much code. The stylesheets hold back the page's first paint, so the reloaded page
// shows its new words only once they answer.
let served: Awaited<ReturnType<typeof serveFixture>>;

/** A PostCSS plugin that scans a folder of docs for class names, as Tailwind scans its sources. */
const TIDE_CLASSES = `const { readdirSync, readFileSync } = require('node:fs');
const { join } = require('node:path');
const charts = join(__dirname, 'docs/charts');
module.exports = {
  plugins: [
    {
      postcssPlugin: 'tide-classes',
      Once(root, { result, Rule, Declaration }) {
        root.walkAtRules('tide-classes', (rule) => {
          result.messages.push({ type: 'dir-dependency', plugin: 'tide-classes', dir: charts, glob: '**/*.md' });
          const colours = new Set();
          for (const file of readdirSync(charts))
            for (const [, colour] of readFileSync(join(charts, file), 'utf8').matchAll(/tide-(\\w+)/g)) colours.add(colour);
          rule.replaceWith([...colours].map((colour) => new Rule({ selector: '.tide-' + colour, nodes: [new Declaration({ prop: 'color', value: colour })] })));
        });
      },
    },
  ],
};
`;

beforeAll(async () => {
  served = await serveFixture('docusaurus-pages', {
    config: 'docusaurus.config.ts',
    edit: async (dir) => {
      await linkPackages(dir);
      // Much code for the client bundle: a component's data, a few megabytes of it.
      const rows = Array.from({ length: 60_000 }, (_, i) => `  { buoy: 'buoy-${i}', depth: ${i % 97} },`);
      await writeFile(join(dir, 'src/data/soundings.js'), `export const soundings = [\n${rows.join('\n')}\n];\n`);
      const table = join(dir, 'src/components/TideTable.tsx');
      const code = await readFile(table, 'utf8');
      // A stand-in for Tailwind: a rule for each `tide-<colour>` class the charts' docs name.
      await mkdir(join(dir, 'docs/charts'));
      await writeFile(join(dir, 'docs/charts/reading.md'), '# Reading a chart\n\nDepths are in metres.\n');
      await writeFile(
        join(dir, 'docs/pools.md'),
        "import PoolLinks from '@site/src/components/PoolLinks';\n\n# Pools\n\n<PoolLinks />\n",
      );
      await writeFile(join(dir, 'src/components/tides.css'), '@tide-classes;\n');
      await writeFile(join(dir, 'src/components/tide-table.css'), '.tides { list-style: square; }\n');
      await writeFile(join(dir, 'postcss.config.js'), TIDE_CLASSES);
      await editConfig(dir, (config) =>
        config.replace(
          'docs: { sidebarPath: false }',
          "docs: { sidebarPath: false }, theme: { customCss: './src/components/tides.css' }",
        ),
      );
      await writeFile(
        table,
        `import { soundings } from '../data/soundings';\nimport './tide-table.css';\n${code.replace('<h1>High tides</h1>', '<h1>High tides</h1>\n      <p>{soundings.length} soundings</p>')}`,
      );
    },
  });
});
afterAll(async () => {
  await served?.server.close();
  await served?.site.cleanup();
});

/** A file `serve` answers, with when the answer came. */
const fetched = async (path: string) => {
  const body = await (await fetch(`${served.server.url}${path}`)).text();
  return { body, at: performance.now() };
};

/** Saves the doc at `path` with `edit` made to its text, once `serve` has taken the save in. */
async function saveDoc(path: string, edit: (text: string) => string) {
  const file = join(served.site.dir, path);
  const saved = served.server.nextBuild();
  await writeFile(file, edit(await readFile(file, 'utf8')));
  await saved;
}

/**
 * Saves the doc at `path` with a line added, and checks that the stylesheet at `stylesheet` answers
 * as it did, before the script, which waits for the client's bundle, and that the page shows the line.
 */
async function expectStylesheetAtOnce(path: string, stylesheet: string, route: string) {
  const before = await fetched(stylesheet);
  const line = `A line saved at ${Date.now()}.`;
  await saveDoc(path, (text) => `${text}\n${line}\n`);
  // The script asked for first: were the stylesheet to wait for the bundle too, the script's answer
  // would come first, as both would be answered in the order they were asked once it is made.
  const script = fetched('assets/main.js');
  const style = await fetched(stylesheet);
  const main = await script;
  expect(style.body).toBe(before.body);
  expect(style.at).toBeLessThan(main.at);
  expect((await fetched(route)).body).toContain(line);
}

describe('a doc saved in serve', () => {
  it('answers the stylesheet at once when only its words changed, the scripts once bundled again', async () => {
    await expectStylesheetAtOnce('docs/intro.md', 'assets/style.css', 'docs/intro');
  });

  it('answers the stylesheet at once when a doc that imports a component is saved with the same imports', async () => {
    await expectStylesheetAtOnce('docs/pools.md', 'assets/site.css', 'docs/pools');
  });

  it("answers the stylesheet with the rule the site's PostCSS makes of a class the doc now names", async () => {
    await saveDoc('docs/charts/reading.md', (text) => `${text}\n<span className="tide-teal">High water</span>\n`);
    const { body } = await fetched('assets/style.css');
    expect(body).toMatch(/\.tide-teal \{\s*color: teal;/);
  });

  it('answers the stylesheet with the CSS the doc now imports', async () => {
    // A new stylesheet is a save of its own, taken in before the doc's.
    const written = served.server.nextBuild();
    await writeFile(
      join(served.site.dir, 'src/components/soundings.css'),
      '.soundings-chart { border-top: 3px solid teal; }\n',
    );
    await written;
    await saveDoc('docs/intro.md', (text) =>
      text.replace('---\n\n', "---\n\nimport '@site/src/components/soundings.css';\n\n"),
    );
    const { body } = await fetched('assets/site.css');
    expect(body).toContain('.tides');
    expect(body).toContain('.soundings-chart');
  });
});

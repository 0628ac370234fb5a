// The bench's large page: one page of about 5 MB, content/'s next guides over and over (prose,
// lists, tables, code, admonitions, tabs), in a small site of its own. Its cold build's time and
// peak memory are what a writer who pastes a whole manual into one page waits for.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { moveAside } from './trash.js';
import { coldBuildsOf, median } from './builds.js';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const guides = join(root, 'content/docs/guide');
const SIZE = 5_000_000;

const config = `export default {
  title: 'Large page',
  url: 'https://large-page.test',
  docs: { versions: [{ name: 'next', label: 'Next', path: '/docs', dir: 'docs', mainDocId: 'intro' }] },
};
`;

/** content/'s next guides as one body: front matter, imports and exports left out, links to other pages made local. */
function guidesText() {
  return readdirSync(guides, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.mdx'))
    .sort()
    .map((file) =>
      readFileSync(join(guides, file), 'utf8')
        .replace(/^---\n[\s\S]*?\n---\n/, '')
        .replace(/^(import|export) .*$/gm, '')
        .replace(/^# /gm, '## ')
        .replace(/\]\(\.{1,2}\/[^)]*\)/g, '](#)'),
    )
    .join('\n\n');
}

/** Writes the site (in the repository, gitignored) and returns its folder. */
function largePageSite() {
  const dir = join(root, '.bench-large-page');
  moveAside(dir);
  mkdirSync(join(dir, 'docs'), { recursive: true });
  writeFileSync(join(dir, 'site.config.ts'), config);
  writeFileSync(join(dir, 'docs/intro.mdx'), '# Large page\n\nThe [large page](./large.mdx) is beside this one.\n');
  const text = guidesText();
  writeFileSync(
    join(dir, 'docs/large.mdx'),
    `# Everything on one page\n\n${text.repeat(Math.ceil(SIZE / text.length))}`,
  );
  return dir;
}

/** The large page's row: cold builds (`runs` of them), median time and peak memory. */
export function largePageRow(runs) {
  const cold = coldBuildsOf(largePageSite(), runs);
  return {
    figure: `a ${(SIZE / 1e6).toFixed(0)} MB page of guides, cold build`,
    median: `${(median(cold.map((s) => s.ms)) / 1000).toFixed(2)} s`,
    peakRss: `${Math.round(median(cold.map((s) => s.maxRssBytes)) / 2 ** 20)} MB`,
    budget: '≤ 500 MB',
  };
}

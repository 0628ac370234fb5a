// The bench's discord.js site: one guide page and the API reference of discord.js's typings (a
// devDependency), about 2,700 pages, most of them in a few categories of hundreds of items.
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { moveAside } from './trash.js';
import { coldBuildsOf, median, out } from './builds.js';
import { firstQueryRow } from './search.js';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const typings = '../node_modules/discord.js/typings/index.d.ts';
// Names readers of discord.js's reference look for.
const QUERIES = ['client', 'guild member', 'message', 'embed builder', 'channel', 'interaction reply', 'permissions'];

const config = `export default {
  title: 'discord.js',
  url: 'https://discordjs.test',
  navbar: { items: [{ type: 'docSidebar', sidebarId: 'api', label: 'API', position: 'left' }] },
  docs: {
    versions: [
      {
        name: 'next',
        label: 'Next',
        path: '/docs',
        dir: 'docs',
        mainDocId: 'intro',
        api: { entryPoints: ['${typings}'], tsconfig: 'tsconfig.json', layout: 'flat' },
      },
    ],
  },
};
`;

/**
 * Writes the site and returns its folder: in the repository (gitignored), so that the typings'
 * own imports (discord-api-types, @discordjs/*) resolve from its node_modules.
 */
export function discordjsSite() {
  const dir = join(root, '.bench-discordjs');
  moveAside(dir);
  mkdirSync(join(dir, 'docs'), { recursive: true });
  writeFileSync(join(dir, 'site.config.ts'), config);
  const tsconfig = { compilerOptions: { strict: true, skipLibCheck: true, module: 'nodenext' }, files: [typings] };
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(tsconfig));
  writeFileSync(join(dir, 'docs/intro.mdx'), '# discord.js\n\nThe API reference of discord.js, in the sidebar.\n');
  return dir;
}

/** Sizes of every page's HTML in an output folder, smallest first. */
function htmlSizes(dir) {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('index.html'))
    .map((file) => statSync(join(dir, file)).size)
    .sort((a, b) => a - b);
}

/** The discord.js site's row: cold builds (`runs` of them), output and page sizes, first query. */
export async function discordjsRow(runs) {
  const cold = coldBuildsOf(discordjsSite(), runs);
  const sizes = htmlSizes(out);
  const query = await firstQueryRow(out, '', QUERIES);
  return {
    figure: `discord.js site cold build (${cold[0].pages} pages, ${(cold[0].bytes / 2 ** 20).toFixed(0)} MB)`,
    median: `${(median(cold.map((s) => s.ms)) / 1000).toFixed(2)} s`,
    peakRss: `${Math.round(median(cold.map((s) => s.maxRssBytes)) / 2 ** 20)} MB`,
    budget: '≤ 15 s, ≤ 800 MB, ≤ 120 MB',
    pageHtml: `${(median(sizes) / 1024).toFixed(1)} KB median, ${(sizes.at(-1) / 1024).toFixed(0)} KB largest (≤ 50 KB median)`,
    firstQuery: `${query.median} gzip, first / later (≤ 300 KB first)`,
  };
}

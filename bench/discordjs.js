// The bench's discord.js site: a site whose only docs are one guide page and the API reference of
// discord.js's typings (a devDependency), about 2,700 pages, most of them in a few large categories.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));

const config = `export default {
  title: 'discord.js',
  url: 'https://discordjs.test',
  navbar: { items: [{ type: 'docSidebar', sidebarId: 'api', label: 'API', position: 'left' }] },
  docs: {
    versions: [
      {
        name: 'current',
        label: 'Current',
        path: '/docs',
        dir: 'docs',
        mainDocId: 'intro',
        api: { entryPoints: ['../node_modules/discord.js/typings/index.d.ts'], tsconfig: 'tsconfig.json', layout: 'flat' },
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
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'docs'), { recursive: true });
  writeFileSync(join(dir, 'site.config.ts'), config);
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: { strict: true, skipLibCheck: true, module: 'nodenext' },
      files: ['../node_modules/discord.js/typings/index.d.ts'],
    }),
  );
  writeFileSync(join(dir, 'docs/intro.mdx'), '# discord.js\n\nThe API reference of discord.js, in the sidebar.\n');
  return dir;
}

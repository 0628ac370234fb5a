import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { badSite, type BadSite, type SiteFiles } from './site.js';

/** One bad input: the site it is in, what the user runs, and what they must see. */
interface Case {
  name: string;
  files: SiteFiles;
  /** The command line, `build` by default. */
  args?: string[];
  code: number;
  /** What stderr must hold, `<dir>` standing for the site's folder. */
  says: string[];
  /** Anything else the user relies on afterwards. */
  then?: (site: BadSite, stdout?: string) => void | Promise<void>;
}

const page = (frontMatter: string, body = 'Text.\n') => `---\ntitle: Page\n${frontMatter}---\n\n${body}`;

/** The bad-input site's config with more `docs` options. */
const CONFIG_WITH_DOCS = (options: string) => `export default {
  title: 'Bad input',
  url: 'https://bad.test',
  docs: { ${options}, versions: [{ name: 'next', label: 'Next', path: '/docs', dir: 'docs', mainDocId: 'guide/intro' }] },
};
`;

const cases: Case[] = [
  {
    name: 'a slug that climbs out of its version',
    files: { 'docs/guide/evil.mdx': page('slug: /../../escaped\n') },
    code: 1,
    says: ['<dir>/docs/guide/evil.mdx:3', 'leads out of version next', 'Write a slug inside the version'],
    then: (site) => expect(existsSync(join(site.dir, 'escaped'))).toBe(false),
  },
  {
    name: 'a relative slug that climbs out of its version',
    files: { 'docs/guide/evil.mdx': page('slug: ../../../escaped\n') },
    code: 1,
    says: ['<dir>/docs/guide/evil.mdx:3', 'leads out of version next'],
    then: (site) => expect(existsSync(join(site.dir, 'escaped'))).toBe(false),
  },
  {
    name: 'an id with a path in it',
    files: { 'docs/guide/evil.mdx': page('id: ../../../escaped\n') },
    code: 1,
    says: ['<dir>/docs/guide/evil.mdx:3', 'Invalid id "../../../escaped"', 'set `slug` instead'],
    then: (site) => expect(existsSync(join(site.dir, 'escaped'))).toBe(false),
  },
  {
    name: 'a slug out of its version, to check',
    files: { 'docs/guide/evil.mdx': page('description: x\nslug: /../../escaped\n') },
    args: ['check', '-c', 'site.config.ts'],
    code: 1,
    says: ['<dir>/docs/guide/evil.mdx:4', 'leads out of version next'],
  },
  {
    name: 'a page saved as Latin-1',
    files: { 'docs/guide/latin.mdx': Buffer.from(page('', 'Line one.\n\nCaf\xe9 au lait.\n'), 'latin1') },
    code: 1,
    says: ['<dir>/docs/guide/latin.mdx:7', 'not valid UTF-8', 'Save the file as UTF-8'],
  },
  {
    name: 'a page saved as UTF-16',
    files: { 'docs/guide/wide.mdx': Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(page(''), 'utf16le')]) },
    code: 1,
    says: ['<dir>/docs/guide/wide.mdx', 'saved as UTF-16', 'Save it as UTF-8'],
  },
  {
    name: 'a binary file named as a page',
    files: { 'docs/guide/photo.mdx': Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]) },
    code: 1,
    says: ['<dir>/docs/guide/photo.mdx:3', 'not a text file', 'rename it without .md/.mdx'],
  },
  {
    name: 'front matter never closed',
    files: { 'docs/guide/open-front.mdx': '---\ntitle: Open\n\nThe body, taken for front matter.\n' },
    code: 1,
    says: [
      '<dir>/docs/guide/open-front.mdx:1',
      'Front matter is never closed',
      '> 1 | ---',
      'End it with a line of three dashes',
    ],
  },
  {
    name: 'pages whose file names hold `%` and `#`',
    files: { 'docs/guide/100%.mdx': page(''), 'docs/guide/c#.mdx': page('') },
    code: 0,
    says: ['Built'],
    then: async (site) => {
      for (const [folder, escaped] of [
        ['100%', '100%25'],
        ['c#', 'c%23'],
      ]) {
        const data = JSON.parse(await readFile(join(site.dir, 'build/docs/guide', folder!, 'page-data.json'), 'utf8'));
        // The chunk's URL escapes the name; the file is where a static host looks for that URL.
        expect(data.chunk).toContain(`/guide/${escaped}-`);
        expect(existsSync(join(site.dir, 'build', decodeURIComponent(data.chunk)))).toBe(true);
      }
    },
  },
  {
    name: 'a block JSX tag never closed',
    files: { 'docs/guide/open.mdx': page('', '<div>\n\nText never closed.\n') },
    code: 1,
    says: ['<dir>/docs/guide/open.mdx:5:1', 'Expected a closing tag for `<div>`', '> 5 | <div>', 'or close the tag'],
  },
  {
    name: 'a block JSX tag never closed, to check --format json',
    files: { 'docs/guide/open.mdx': page('', '<div>\n\nText never closed.\n') },
    args: ['check', '-c', 'site.config.ts', '--format', 'json'],
    code: 1,
    says: [],
    then: (_site, stdout) =>
      expect(JSON.parse(stdout!).problems[0]).toMatchObject({ kind: 'input', line: 5, column: 1 }),
  },
  {
    name: 'headings with no letter or digit',
    files: { 'docs/guide/marks.mdx': page('', '## ???\n\nWhat.\n\n## ...\n\nDots.\n') },
    code: 0,
    says: [
      '<dir>/docs/guide/marks.mdx:5: The heading "## ???" has no letter or digit',
      'its anchor is #heading: give it one, as in `## ??? {#its-anchor}`',
      '<dir>/docs/guide/marks.mdx:9: The heading "## ..." has no letter or digit',
    ],
    then: async (site) => {
      const html = await readFile(join(site.out, 'docs/guide/marks/index.html'), 'utf8');
      expect(html).toMatch(/<h2 id="heading"[^>]*>.*\?\?\?/);
      expect(html).toContain('href="#heading-1"');
      expect(html).not.toMatch(/id=""|href="#"/);
      // The page comes from the compile cache now, and its flaw is told again.
      const warm = await site.run(['build', '-c', 'site.config.ts', '-o', 'build']);
      expect(warm.stderr).toContain('0 compiled');
      expect(warm.stderr).toContain(`${site.dir}/docs/guide/marks.mdx:9: The heading "## ..."`);
    },
  },
  {
    name: 'a page over 1 MB',
    // Long lines of one code block: the cheapest megabyte to compile.
    files: { 'docs/guide/huge.mdx': page('', `\`\`\`\n${`${'x'.repeat(9999)}\n`.repeat(150)}\`\`\`\n`) },
    code: 0,
    says: ['<dir>/docs/guide/huge.mdx: this page is 1.4 MB, and a page over 1 MB takes', 'split it into several pages'],
  },
  {
    // Pages enough (over 2 MB of text) to compile on worker threads, which load the config again
    // for its plugins. Long lines of a code block: the cheapest text to compile.
    name: 'a config whose top level only the main thread may run, with Markdown plugins',
    files: {
      'site.config.ts': `process.chdir(process.cwd());
export default {
  title: 'Bad input',
  url: 'https://bad.test',
  markdown: { remarkPlugins: [() => () => {}] },
  docs: { versions: [{ name: 'next', label: 'Next', path: '/docs', dir: 'docs', mainDocId: 'guide/intro' }] },
};
`,
      ...Object.fromEntries(
        Array.from({ length: 20 }, (_, i) => [
          `docs/guide/page-${i}.mdx`,
          page('', `\`\`\`\n${`${'x'.repeat(9999)}\n`.repeat(11)}\`\`\`\n`),
        ]),
      ),
    },
    code: 1,
    says: [
      'error <dir>/site.config.ts',
      'process.chdir() is not supported in workers',
      'ckdocs loads the config again in the threads that compile pages',
    ],
    then: async (site) => expect(existsSync(site.out)).toBe(false),
  },
  {
    name: 'config keys misspelled',
    files: {
      'site.config.ts': `export default {
  titel: 'Bad input',
  url: 'https://bad.test',
  navbarr: { items: [] },
  docs: { versions: [{ name: 'next', label: 'Next', path: '/docs', dir: 'docs', mainDocId: 'guide/intro' }] },
};
`,
    },
    code: 1,
    says: [
      '`titel` is not a config key: did you mean `title`?  (site.config.ts:2)',
      '`navbarr` is not a config key: did you mean `navbar`?  (site.config.ts:4)',
    ],
  },
  {
    name: 'a tags file that is not YAML',
    files: {
      'docs/tags.yml': 'rocks:\n  label: Rocks\n   description: [oops\n',
      'docs/guide/rock.mdx': page('tags: [rocks]\n'),
    },
    code: 1,
    says: ['<dir>/docs/tags.yml:2', 'The tags file is not valid YAML', 'each tag is a key'],
  },
  {
    name: 'two tags of the tags file at one URL',
    files: { 'docs/tags.yml': 'rock-pools:\nrocks:\n  permalink: /rock-pools\n' },
    code: 1,
    says: [
      '<dir>/docs/tags.yml',
      'Tags rock-pools and rocks of the tags file have one URL, /rock-pools',
      'a `permalink` of its own',
    ],
  },
  {
    name: 'a tag the tags file does not define, with onInlineTags: throw',
    files: {
      'site.config.ts': CONFIG_WITH_DOCS("onInlineTags: 'throw'"),
      'docs/tags.yml': 'rocks:\n',
      'docs/guide/rock.mdx': page('tags: [rocks, Crabs]\n'),
    },
    code: 1,
    says: ['<dir>/docs/guide/rock.mdx:3', 'Tag "Crabs" is not defined in tags.yml', 'Define it in tags.yml'],
    then: async (site) => expect(existsSync(site.out)).toBe(false),
  },
  {
    name: 'a tags file the config names that is not there',
    files: { 'site.config.ts': CONFIG_WITH_DOCS("tags: 'labels.yml'") },
    code: 1,
    says: ["The tags file labels.yml, which the docs' `tags` option names, is not there: <dir>/docs/labels.yml"],
  },
  {
    name: 'a front matter key misspelled',
    files: { 'docs/guide/slip.mdx': page('sidebar_positon: 2\n') },
    code: 0,
    says: [
      '<dir>/docs/guide/slip.mdx:3: `sidebar_positon` is not a front matter key: did you mean `sidebar_position`?',
    ],
  },
  {
    name: 'a front matter value of the wrong type',
    files: { 'docs/guide/placed.mdx': page('description: Where it goes\nsidebar_position: first\n') },
    code: 1,
    says: [
      '<dir>/docs/guide/placed.mdx:4 Invalid front matter',
      '> 4 | sidebar_position: first',
      'sidebar_position: expected number, got "first"',
    ],
  },
  {
    name: 'a tag that is neither a label nor a tag object',
    files: { 'docs/guide/tagged.mdx': page('tags:\n  - rocks\n  - name: rocks\n') },
    code: 1,
    says: [
      '<dir>/docs/guide/tagged.mdx:5 Invalid front matter',
      '> 5 |   - name: rocks',
      'tags.1: expected a string, or an object with label (and optionally permalink, description); got an object with name',
    ],
  },
  {
    name: 'an import of a name the module does not export',
    files: {
      'src/components/Cards.tsx': 'export function Card() {\n  return <div />;\n}\n',
      'docs/guide/cards.mdx': page(
        '',
        "import { Card, CardGrid } from '@site/src/components/Cards';\n\n<CardGrid />\n",
      ),
    },
    code: 1,
    says: [
      '<dir>/docs/guide/cards.mdx:5:',
      'No matching export in "<dir>/src/components/Cards.tsx" for import "CardGrid"',
    ],
  },
  {
    name: 'a Markdown image of a file that is not there',
    files: { 'docs/guide/pictures.md': page('', 'A chart:\n\n![The chart](./img/chart.png)\n') },
    code: 1,
    says: [
      '<dir>/docs/guide/pictures.md:7:1',
      'Image ./img/chart.png not found: there is no file <dir>/docs/guide/img/chart.png',
      '> 7 | ![The chart](./img/chart.png)',
      "Fix the path, which is relative to the page's file",
    ],
    then: (site) => expect(existsSync(join(site.out, 'docs/guide/pictures/index.html'))).toBe(false),
  },
  {
    name: 'an HTML comment in a .md page',
    files: { 'docs/guide/notes.md': page('', 'Shown.\n\n<!-- TODO: secret plan -->\n\nAlso <!-- inline --> shown.\n') },
    code: 0,
    says: ['Built'],
    then: async (site) => {
      const html = await readFile(join(site.out, 'docs/guide/notes/index.html'), 'utf8');
      expect(html).toContain('Shown.');
      expect(html).not.toMatch(/secret plan|inline|\{\/\*/);
    },
  },
  ...['docs', '.', 'docs/guide/out', 'static', '.ckdocs-cache/out'].map((out): Case => ({
    name: `the output folder ${out}, which is or holds the site or its sources`,
    files: { 'static/logo.svg': '<svg/>' },
    args: ['build', '-c', 'site.config.ts', '-o', out],
    code: 1,
    says: [`The output folder ${join('<dir>', out)} `, 'Build into a folder of its own, such as <dir>/build'],
    then: (site) => {
      for (const file of ['site.config.ts', 'docs/guide/intro.mdx', 'static/logo.svg'])
        expect(existsSync(join(site.dir, file)), file).toBe(true);
      expect(existsSync(join(site.dir, out, 'index.html'))).toBe(false);
    },
  })),
];

describe('bad input to build and check', () => {
  it.each(cases)('$name', async ({ files, args, code, says, then }) => {
    const site = await badSite(files);
    try {
      const result = await site.run(args ?? ['build', '-c', 'site.config.ts', '-o', 'build']);
      expect(result.code, result.stderr).toBe(code);
      for (const text of says) expect(result.stderr).toContain(text.replace('<dir>', site.dir));
      expect(result.stderr).not.toMatch(/internal error|\n\s+at /);
      await then?.(site, result.stdout);
    } finally {
      await site.cleanup();
    }
  });
});

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../cli/config/load.js';
import { siteMarkdownPlugins } from '../../cli/mdx/markdown-plugins.js';
import { DEFAULT_MAGIC_COMMENTS } from '../../cli/mdx/magic-comments.js';
import type { DocSource } from '../../cli/content/types.js';
import { compilePages } from '../../cli/mdx/compile-pool.js';
import { linkTargets } from '../../cli/mdx/link-targets.js';
import { COMPILE_IN_PIECES_FROM } from '../../cli/shortcuts/piecewise-parse.js';
import { UserError } from '../../cli/util/errors.js';

const permalinks = linkTargets(
  new Map([
    ['a.mdx', '/docs/a'],
    ['b.mdx', '/docs/b'],
  ]),
);
const page = (relPath: string, body: string) => ({
  doc: { file: `/site/docs/${relPath}`, relPath, body, version: 'next' } as DocSource,
  permalinks,
});

describe('compiling many pages on worker threads', () => {
  it('gives what this thread gives, with links resolved against the version and errors located', async () => {
    const pages = [
      page('a.mdx', '# Alpha\n\nSee [b](./b.mdx) and `Greeter`.\n\n```ts\nconst x = 1;\n```\n'),
      page('b.mdx', '# Beta\n\n## Part {#part}\n'),
      page('a.mdx', 'Broken <div\n'),
      ...Array.from({ length: 9 }, (_, i) => page('b.mdx', `# Page ${i}\n\nText ${i}.\n`)),
    ];
    const [pooled, alone] = await Promise.all([
      compilePages(pages, { mermaid: true, format: 'detect', magicComments: DEFAULT_MAGIC_COMMENTS, workers: 1 }),
      compilePages(pages, { mermaid: true, format: 'detect', magicComments: DEFAULT_MAGIC_COMMENTS, workers: 0 }),
    ]);
    expect(pooled).toHaveLength(pages.length);
    pooled.forEach((result, i) => {
      if (result instanceof Error) expect(alone[i]).toBeInstanceOf(Error);
      else expect(result).toEqual(alone[i]);
    });
    const first = pooled[0] as Exclude<(typeof pooled)[number], Error>;
    expect(first.links.map((l) => l.url)).toContain('/docs/b');
    expect(first.apiNames).toEqual(['Greeter']);
    const broken = pooled[2];
    expect(broken).toBeInstanceOf(UserError);
    expect((broken as UserError).location).toBe('/site/docs/a.mdx:1:12');
    expect((broken as UserError).details.frame).toContain('Broken <div');
  });
});

describe('compiling a large page', () => {
  it('gives on its own bounded thread what this thread gives, and still compiles when that thread runs out of memory', async () => {
    // Long paragraphs: the parser's cost grows faster than the page with the number of its
    // constructs (lists, emphasis), and the tests run it whole too (CKDOCS_SHORTCUTS=off).
    const prose = 'Plain words of a long paragraph. '.repeat(30);
    const body = Array.from(
      { length: 260 },
      (_, i) => `## Section ${i}\n\nSome **bold** text and a [link](./b.mdx), item ${i}. ${prose}\n\n`,
    ).join('');
    // Compiled in pieces, on a thread of its own.
    expect(body.length).toBeGreaterThanOrEqual(COMPILE_IN_PIECES_FROM);
    const pages = [page('a.mdx', body), page('b.mdx', '# Beta\n\nA small page beside it.\n')];
    const [bounded, starved, alone] = await Promise.all([
      compilePages(pages, { mermaid: false, format: 'detect', magicComments: DEFAULT_MAGIC_COMMENTS }),
      // Too small a heap for this page (not for the thread's start): it compiles on this thread.
      compilePages(pages, {
        mermaid: false,
        format: 'detect',
        magicComments: DEFAULT_MAGIC_COMMENTS,
        largePageHeapMb: { old: 12, young: 2 },
      }),
      compilePages(pages, { mermaid: false, format: 'detect', magicComments: DEFAULT_MAGIC_COMMENTS, workers: 0 }),
    ]);
    expect(alone.some((result) => result instanceof Error)).toBe(false);
    expect(bounded).toEqual(alone);
    expect(starved).toEqual(alone);
    const large = alone[0] as Exclude<(typeof alone)[number], Error>;
    expect(large.headings.at(-1)?.text).toBe('Section 259');
    expect(large.links.map((l) => l.url)).toContain('/docs/b');
  }, 60_000);
});

describe('compiling pages that prove slow', () => {
  /**
   * Pages compiled with a site plugin that writes, in each page, whether it ran on this test's thread;
   * the config says so on the console as it loads, and `said` gets what was written to stderr.
   */
  async function compiledWhere(threadsJoinMs: number, said: string[] = []): Promise<string[]> {
    const dir = await mkdtemp(join(tmpdir(), 'ckdocs-slow-pages-'));
    try {
      const config = join(dir, 'site.config.ts');
      const site =
        "title: 'T', url: 'https://t.test', docs: { versions: [{ name: 'v', label: 'V', path: '/docs', dir: 'docs', mainDocId: 'a' }] }";
      const where =
        "() => (tree) => { tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: here ? 'on-main' : 'on-worker' }] }); }";
      await writeFile(
        config,
        `import { threadId } from 'node:worker_threads';\nconst here = threadId === ${threadId};\nconsole.warn(here ? 'loaded on main' : 'loaded again on a worker');\nexport default { ${site}, markdown: { remarkPlugins: [${where}] } };\n`,
      );
      const { config: loaded, file, code } = await loadConfig(config);
      const pages = Array.from({ length: 40 }, (_, i) => page('b.mdx', `# Page ${i}\n\nText ${i}.\n`));
      const stderr = vi.spyOn(process.stderr, 'write');
      const results = await compilePages(pages, {
        mermaid: false,
        format: 'detect',
        magicComments: DEFAULT_MAGIC_COMMENTS,
        markdownPlugins: siteMarkdownPlugins(loaded.markdown, {}, { file, code }),
        threadsJoinMs,
      }).finally(() => {
        said.push(...stderr.mock.calls.map(([text]) => String(text)));
        stderr.mockRestore();
      });
      return results.map((result) => {
        if (result instanceof Error) throw result;
        return /on-(main|worker)/.exec(result.code)![1]!;
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  it('get worker threads beside this one once this one has taken longer than its allowance, each page compiled once', async () => {
    const said: string[] = [];
    const where = await compiledWhere(0, said);
    expect(where).toHaveLength(40);
    expect(where[0]).toBe('main');
    expect(where).toContain('worker');
    // What loading the config says (Docusaurus's warnings about it) was said once, by this thread.
    expect(said.join('')).not.toContain('loaded again on a worker');
  });

  it('stay on this thread when they are done within it', async () => {
    expect(new Set(await compiledWhere(60_000))).toEqual(new Set(['main']));
  });
});

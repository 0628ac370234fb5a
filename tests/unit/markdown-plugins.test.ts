import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAGIC_COMMENTS } from '../../cli/mdx/magic-comments.js';
import { loadConfig } from '../../cli/config/load.js';
import { markdownSchema } from '../../cli/config/schemas/markdown.js';
import type { DocSource } from '../../cli/content/types.js';
import { compileMdx } from '../../cli/mdx/compile.js';
import { compileAll } from '../../cli/mdx/compile-all.js';
import { compilePages } from '../../cli/mdx/compile-pool.js';
import { linkTargets, type LinkTargets } from '../../cli/mdx/link-targets.js';
import { pseudoVersion } from '../../cli/content/pseudo-version.js';
import { markdownOwner, siteMarkdownPlugins } from '../../cli/mdx/markdown-plugins.js';
import { UserError } from '../../cli/util/errors.js';
import { copyFixture, linkPackages, repoRoot } from '../helpers/site.js';

const file = '/site/docs/page.mdx';
/** The error of compiling a page with the given `markdown` config section. */
const compileWith = (markdown: unknown) =>
  compileMdx('# Title\n\nText.\n', {
    file,
    relPath: 'page.mdx',
    permalinks: new Map(),
    mermaid: true,
    markdownPlugins: markdownSchema.parse(markdown),
  }).then(
    () => expect.unreachable('the plugin did not fail'),
    (error: unknown) => error as UserError,
  );

describe("the site's Markdown plugins", () => {
  it('run on worker threads too, which load them from the config module the main thread evaluated', async () => {
    const {
      config,
      file: configFile,
      code,
    } = await loadConfig(`${repoRoot}/fixtures/docusaurus-markdown/site.config.ts`);
    const markdownPlugins = siteMarkdownPlugins(config.markdown, {}, { file: configFile, code });
    const pages = Array.from({ length: 3 }, (_, i) => ({
      doc: {
        file,
        relPath: 'page.mdx',
        version: 'next',
        body: `## Part ${i}\n\n\`\`\`bash npm2yarn\nnpm i x\n\`\`\`\n`,
      },
      permalinks: linkTargets(new Map()),
    })) as { doc: DocSource; permalinks: LinkTargets }[];
    const [pooled, here] = await Promise.all([
      compilePages(pages, {
        mermaid: true,
        format: 'detect',
        magicComments: DEFAULT_MAGIC_COMMENTS,
        markdownPlugins,
        workers: 1,
      }),
      compilePages(pages, {
        mermaid: true,
        format: 'detect',
        magicComments: DEFAULT_MAGIC_COMMENTS,
        markdownPlugins,
        workers: 0,
      }),
    ]);
    expect(pooled).toEqual(here);
    const first = pooled[0] as Exclude<(typeof pooled)[number], Error>;
    expect(first.imports).toEqual(expect.arrayContaining(['@theme/Tabs', '@theme/TabItem']));
    expect(first.code).toContain('"1. "');
  });

  it("of a Docusaurus blog, its own, run on worker threads as on the main one, and the docs' on the docs", async () => {
    const site = await copyFixture('docusaurus-site');
    try {
      await linkPackages(site.dir);
      const { config, file: configFile, code, docusaurus } = await loadConfig(join(site.dir, 'docusaurus.config.ts'));
      const markdownPlugins = siteMarkdownPlugins(config.markdown, docusaurus!.markdownPluginsOf, {
        file: configFile,
        code,
      });
      const blog = markdownOwner('docusaurus-plugin-content-blog', 'default');
      const pages = [blog, undefined].map((owner) => ({
        doc: {
          file: join(site.dir, owner ? 'blog/post.md' : 'docs/page.md'),
          relPath: 'page.md',
          version: 'next',
          body: '```bash npm2yarn\nnpm i lanternfish\n```\n',
          markdownPlugins: owner,
        } as DocSource,
        permalinks: linkTargets(new Map()),
      }));
      const settings = {
        mermaid: false,
        format: 'detect' as const,
        magicComments: DEFAULT_MAGIC_COMMENTS,
        markdownPlugins,
      };
      const [pooled, here] = await Promise.all([
        compilePages(pages, { ...settings, workers: 1 }),
        compilePages(pages, { ...settings, workers: 0 }),
      ]);
      expect(pooled).toEqual(here);
      const [post, doc] = pooled as Exclude<(typeof pooled)[number], Error>[];
      expect(post!.code).toContain('Logged by the keeper.');
      expect(post!.imports).not.toContain('@theme/Tabs');
      expect(doc!.code).not.toContain('Logged by the keeper.');
      expect(doc!.imports).toContain('@theme/Tabs');
      // The same path and text under two plugins are two entries of the compile cache, not one.
      const versions = [blog, undefined].map((owner) => {
        const version = pseudoVersion(owner ? 'posts' : 'docs', 'V', '/');
        version.docs.push({ ...pages[0]!.doc, version: version.name, markdownPlugins: owner });
        return version;
      });
      const options = { ...settings, cacheDir: join(site.dir, '.ckdocs-cache') };
      await compileAll(versions, options);
      const { compiled, stats } = await compileAll(versions, options);
      expect(stats.cached).toBe(2);
      const [cachedPost, cachedDoc] = [...compiled.values()];
      expect(cachedPost!.code).toContain('Logged by the keeper.');
      expect(cachedDoc!.code).not.toContain('Logged by the keeper.');
    } finally {
      await site.cleanup();
    }
  });

  it.each([
    ['`require`d, as Docusaurus configs write them', ''],
    [
      "`require`d through a `require` of the config's own",
      "import { createRequire } from 'node:module';\nconst require = createRequire(import.meta.url);\n",
    ],
  ])('may be %s', async (_, preamble) => {
    const dir = await mkdtemp(join(tmpdir(), 'ckdocs-require-'));
    try {
      await linkPackages(dir);
      const config = join(dir, 'site.config.ts');
      const site =
        "title: 'T', url: 'https://t.test', docs: { versions: [{ name: 'v', label: 'V', path: '/docs', dir: 'docs', mainDocId: 'a' }] }";
      const plugins = "remarkPlugins: [[require('@docusaurus/remark-plugin-npm2yarn'), { sync: true }]]";
      await writeFile(config, `${preamble}export default { ${site}, markdown: { ${plugins} } };\n`);
      const [[plugin, options]] = (await loadConfig(config)).config.markdown.remarkPlugins as [[unknown, unknown]];
      expect([typeof plugin, options]).toEqual(['function', { sync: true }]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('are none for a config without plugins, which compiles as before', async () => {
    const { config, file: configFile, code } = await loadConfig(`${repoRoot}/fixtures/basic/site.config.ts`);
    expect(siteMarkdownPlugins(config.markdown, {}, { file: configFile, code })).toBeUndefined();
  });

  it('name the plugin and the page when one throws, with no line when the error has none', async () => {
    function remarkBroken() {
      return () => {
        throw new TypeError('options.flavour is required');
      };
    }
    const error = await compileWith({ remarkPlugins: [() => undefined, remarkBroken] });
    expect(error).toBeInstanceOf(UserError);
    expect(error.message).toBe(
      'markdown.remarkPlugins[1] (remarkBroken) failed on this page: options.flavour is required',
    );
    expect(error.location).toBe(file);
  });

  it('name a rehype plugin whose promise rejects', async () => {
    const rehypeSlow = () => async () => Promise.reject(new Error('no network'));
    const error = await compileWith({ beforeDefaultRehypePlugins: [rehypeSlow] });
    expect(error.message).toBe('markdown.beforeDefaultRehypePlugins[0] (rehypeSlow) failed on this page: no network');
  });

  it('name a plugin that cannot start with its options', async () => {
    const remarkStrict = (options?: { level: number }) => {
      if (!options) throw new Error('expected options');
      return undefined;
    };
    const error = await compileWith({ beforeDefaultRemarkPlugins: [remarkStrict] });
    expect(error.message).toBe(
      'markdown.beforeDefaultRemarkPlugins[0] (remarkStrict) could not start: expected options',
    );
    expect(error.details.problems?.[0]).toContain("the plugin's options");
  });

  it('must be functions or [function, options] in the config', () => {
    const parsed = markdownSchema.safeParse({ remarkPlugins: ['remark-gfm'] });
    expect(parsed.error?.issues[0]?.message).toContain('Expected a plugin function');
  });
});

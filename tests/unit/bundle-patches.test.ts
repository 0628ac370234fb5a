import { build } from 'esbuild';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain JavaScript, run by Node before the CLI bundle exists
import { bundlePatches } from '../../bin/bundle-patches.js';

/** `entry` bundled as the CLI bundles it, with or without the patches, and imported. */
async function bundled<T>(dir: string, name: string, entry: string[], patched: boolean): Promise<T> {
  const outfile = join(dir, `${name}-${patched}.mjs`);
  const result = await build({
    stdin: { contents: entry.join('\n'), resolveDir: process.cwd() },
    bundle: true,
    format: 'esm',
    platform: 'node',
    outfile,
    write: false,
    plugins: patched ? [bundlePatches] : [],
    logLevel: 'silent',
  });
  await writeFile(outfile, result.outputFiles[0]!.text);
  return (await import(pathToFileURL(outfile).href)) as T;
}

/** The MDX parser (markdown, GFM, MDX syntax). */
const parserBundle = async (dir: string, patched: boolean) =>
  (
    await bundled<{ parse: (text: string) => unknown }>(
      dir,
      'parser',
      [
        "import { fromMarkdown } from 'mdast-util-from-markdown';",
        "import { gfm } from 'micromark-extension-gfm';",
        "import { gfmFromMarkdown } from 'mdast-util-gfm';",
        "import { mdxjs } from 'micromark-extension-mdxjs';",
        "import { mdxFromMarkdown } from 'mdast-util-mdx';",
        'export const parse = (text) => fromMarkdown(text, { extensions: [gfm(), mdxjs()], mdastExtensions: [gfmFromMarkdown(), mdxFromMarkdown()] });',
      ],
      patched,
    )
  ).parse;

/** MDX's whole compile, GFM included: markdown to JavaScript, through every tree walk. */
const compilerBundle = async (dir: string, patched: boolean) =>
  (
    await bundled<{ compile: (text: string) => Promise<string> }>(
      dir,
      'compiler',
      [
        "import { compile as mdx } from '@mdx-js/mdx';",
        "import remarkGfm from 'remark-gfm';",
        'export const compile = async (text) => String(await mdx(text, { remarkPlugins: [remarkGfm] }));',
      ],
      patched,
    )
  ).compile;

/** A package's module as bundled, with `plugins` or none. */
const bundledSource = async (module: string, plugins: unknown[]) =>
  (
    await build({
      entryPoints: [module],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'node',
      logLevel: 'silent',
      plugins: plugins as never,
    })
  ).outputFiles[0]!.text;

const page = `import Tabs from '@theme/Tabs';

# Commands

A *slash* command, a **message** command and [a link](./events.mdx "Events"), see www.example.com or mail@example.com.

> [!NOTE]
> Quoted, with \`code\` and ~~strike~~.

1. First
2. Second
   - [x] done
   - [ ] todo

| Option | Type |
| :-- | --: |
| \`name\` | string |

<Tabs groupId="pm">
  <TabItem value="npm" label={'npm ' + version}>

\`\`\`ts title="index.ts" {2}
export const data = { name: 'ping' };
\`\`\`

  </TabItem>
</Tabs>

Footnote[^1] and {props.value}.

Setext heading
--------------

A [reference link][ref], a [collapsed one][] and ![an image](./logo.png "Logo").
A hard break\\
and another one  
then &amp; &copy; &#35; entities and https://discord.js.org as a literal link.

    indented code

***

[^1]: The note.
[ref]: https://commandkit.dev "CommandKit"
[collapsed one]: ./guide.mdx
`;

describe('patches to the packages the CLI bundles', () => {
  it('applies to the installed MDX parser, which then reads pages into the same trees', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ckdocs-patches-'));
    try {
      const [original, patched] = await Promise.all([parserBundle(dir, false), parserBundle(dir, true)]);
      // The patched bundle differs: the patch found the code it was made for.
      const [unpatchedSource, patchedSource] = await Promise.all([
        bundledSource('mdast-util-from-markdown', []),
        bundledSource('mdast-util-from-markdown', [bundlePatches]),
      ]);
      expect(patchedSource).not.toBe(unpatchedSource);
      expect(patchedSource).toMatch(/\(context\d*\.sliceSerialize = events/);
      // As plain data: the trees of MDX syntax hold acorn's nodes, of a class each bundle has its own copy of.
      expect(structuredClone(patched(page))).toStrictEqual(structuredClone(original(page)));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('applies to the installed tree walker and HTML tree maker, and MDX then compiles pages into the same code', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ckdocs-patches-'));
    try {
      const [unpatchedSource, patchedSource] = await Promise.all([
        bundledSource('unist-util-visit-parents', []),
        bundledSource('unist-util-visit-parents', [bundlePatches]),
      ]);
      expect(unpatchedSource).toContain('Object.defineProperty(visit');
      expect(patchedSource).not.toContain('Object.defineProperty(visit');
      const [unpatchedToHast, patchedToHast] = await Promise.all([
        bundledSource('mdast-util-to-hast', []),
        bundledSource('mdast-util-to-hast', [bundlePatches]),
      ]);
      expect(unpatchedToHast).toMatch(/\(shallow\)/);
      expect(patchedToHast).not.toMatch(/\(shallow\)/);
      const [original, patched] = await Promise.all([compilerBundle(dir, false), compilerBundle(dir, true)]);
      const code = await patched(page);
      expect(code).toContain('_jsx(_components.h1');
      expect(code).toBe(await original(page));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

import { existsSync } from 'node:fs';
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { build } from './helpers/ckdocs.js';
import { copyFixture } from './helpers/site.js';

let site: Awaited<ReturnType<typeof copyFixture>> | undefined;
afterEach(() => site?.cleanup());

/** Builds the assets fixture with `edit` made first; returns the Mermaid files of its output. */
async function mermaidFilesAfter(edit: (dir: string) => Promise<void>): Promise<string[]> {
  site = await copyFixture('docusaurus-assets');
  await edit(site.dir);
  await build(site.config, site.out);
  const vendor = join(site.out, 'assets/vendor');
  if (!existsSync(vendor)) return [];
  return (await readdir(vendor, { recursive: true })).map(String).filter((file) => file.endsWith('.js'));
}

describe("Mermaid's code in a build's output", () => {
  it('is left out of a site that draws no diagram', async () => {
    expect(await mermaidFilesAfter(async () => {})).toEqual([]);
  });

  it('is there once a page has a mermaid fence', async () => {
    const files = await mermaidFilesAfter((dir) =>
      writeFile(join(dir, 'docs/guide/flow.mdx'), '# Flow\n\n```mermaid\nflowchart LR\n  In --> Out\n```\n'),
    );
    expect(files.some((file) => /^mermaid-\w+\/mermaid-\w+\.js$/.test(file))).toBe(true);
  });

  it("is there once a site's component draws with the theme's Mermaid", async () => {
    const files = await mermaidFilesAfter(async (dir) => {
      await writeFile(
        join(dir, 'src/components/Flow.tsx'),
        "import Mermaid from '@theme/Mermaid';\n\nexport default function Flow() {\n  return <Mermaid value={'flowchart LR\\n  In --> Out'} />;\n}\n",
      );
      await writeFile(
        join(dir, 'docs/guide/flow.mdx'),
        "import Flow from '@site/src/components/Flow';\n\n# Flow\n\n<Flow />\n",
      );
    });
    expect(files.some((file) => /^mermaid-\w+\/mermaid-\w+\.js$/.test(file))).toBe(true);
  });
});

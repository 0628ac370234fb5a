import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openHydrated } from '../helpers/browser.js';
import { browseSiteFolder } from '../helpers/browsed-site.js';
import { editConfig } from '../helpers/site.js';

/** The site's own diagram component on theme-mermaid's client hook, as Docusaurus's docs show swizzling it. */
const SITE_MERMAID = `import { MermaidContainerClassName, useMermaidRenderResult } from '@docusaurus/theme-mermaid/client';

// The theme's diagram, in a frame of the site's.
export default function Mermaid({ value }) {
  const result = useMermaidRenderResult({ text: value });
  return (
    <div className={\`\${MermaidContainerClassName} tide-diagram\`}>
      {result ? <div dangerouslySetInnerHTML={{ __html: result.svg }} /> : <pre>{value}</pre>}
    </div>
  );
}
`;

// A Docusaurus site with theme-mermaid, whose own Mermaid component runs the theme's client code.
describe("a Docusaurus site's own Mermaid component, on theme-mermaid's client, in Chromium", () => {
  const ctx = browseSiteFolder('docusaurus-pages', async (dir) => {
    await editConfig(dir, (config) =>
      config.replace(
        "onBrokenLinks: 'warn',",
        "onBrokenLinks: 'warn',\n  markdown: { mermaid: true },\n  themes: ['@docusaurus/theme-mermaid'],",
      ),
    );
    await mkdir(join(dir, 'src/theme/Mermaid'), { recursive: true });
    await writeFile(join(dir, 'src/theme/Mermaid/index.js'), SITE_MERMAID);
    await writeFile(join(dir, 'docs/tides.md'), '# Tides\n\n```mermaid\ngraph LR; Ebb-->Flood\n```\n');
  });

  it("draws a fence's diagram with it, the theme's optional layout package (not installed) left out as its configureWebpack says", async () => {
    const { page, problems } = await openHydrated(ctx.browser, `${ctx.server.url}/docs/tides`);
    await page.waitForSelector('.tide-diagram svg');
    expect(await page.textContent('.tide-diagram svg')).toContain('Flood');
    expect(problems).toEqual([]);
    await page.close();
  });
});

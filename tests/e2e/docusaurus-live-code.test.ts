import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openHydrated } from '../helpers/browser.js';
import { browseSiteFolder } from '../helpers/browsed-site.js';
import { warningsOf } from '../helpers/ckdocs.js';

// A Docusaurus site with Docusaurus's live code block theme, which wraps the theme's CodeBlock:
// its `live` fences are playgrounds, its other fences code blocks as before.
const ctx = browseSiteFolder('docusaurus-live-code');

const home = () => readFile(join(ctx.site.dir, 'build', 'index.html'), 'utf8');

describe("a Docusaurus site's live code blocks", () => {
  it('are playgrounds in the built page, its other fences highlighted as built, and nothing is reported', async () => {
    const page = await home();
    expect(page.match(/class="[^"]*playgroundEditor/g)).toHaveLength(2);
    // The editor holds the code as written; the preview runs in the browser alone, as in Docusaurus.
    expect(page.replace(/<[^>]+>/g, '')).toContain('const [span, setSpan] = useState(90);');
    expect(page).toMatch(/playgroundPreview_\w+"><div>Loading...<\/div>/);
    const plain = /<div class="code-block language-js[\s\S]*?<\/pre>/.exec(page)?.[0];
    expect(plain).toContain('<div class="code-title codeBlockTitle_ck">tension.js</div>');
    expect(plain).toMatch(/<span class="line token-line highlighted">.*export.*<\/span>/);
    expect(plain).not.toContain('highlight-next-line');
    // In the colours of the site's Prism theme (Docusaurus's default), as its code blocks have them.
    expect(plain).toMatch(/<span class="t[ld][^"]*">const<\/span>/);
    // The theme reads `themeConfig.liveCodeBlock`: it is no unsupported key.
    expect(warningsOf(ctx.run)).toEqual([]);
  });

  it('run in the browser: the preview answers clicks and follows an edit of the code', async () => {
    const { page, problems } = await openHydrated(ctx.browser, `${ctx.server.url}/`);
    // Prism's tokens of a JSX tag are drawn as code, not as the blog's tag chips.
    const tag = page.locator('[class*="playgroundEditor"] .token.tag').first();
    expect(await tag.evaluate((el) => getComputedStyle(el).borderTopWidth)).toBe('0px');
    const previews = page.locator('[class*="playgroundPreview"]');
    await previews.first().locator('button', { hasText: 'Wider' }).click();
    await expect.poll(() => previews.first().textContent()).toContain('A span of 100 cm gives 5000 cm² of sail.');
    // The second playground renders by itself (`noInline`); its code, rewritten, renders anew.
    expect(await previews.nth(1).locator('li').allTextContents()).toEqual(['spine', 'spreader']);
    const editor = page.locator('[class*="playgroundEditor"]').nth(1).locator('pre');
    await editor.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('render(<b>bridle</b>);');
    await expect.poll(() => previews.nth(1).textContent()).toBe('bridle');
    expect(problems).toEqual([]);
    await page.close();
  });
});

import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openHydrated } from '../helpers/browser.js';
import { browseSiteFolder } from '../helpers/browsed-site.js';
import { editConfig, withDocusaurusPackageCopied } from '../helpers/site.js';

/**
 * Gives the site copy in `dir` a classic theme shaped as Docusaurus before 3.4 ships it: the
 * installed one without the components 3.4 and 3.5 brought (`EditMetaRow`, `Blog/Components/Author`)
 * and with the post header's `Author` of before; every other package is this repository's.
 */
async function olderClassicTheme(dir: string) {
  const theme = await withDocusaurusPackageCopied(dir, 'theme-classic');
  await rm(join(theme, 'lib/theme/EditMetaRow'), { recursive: true });
  await rm(join(theme, 'lib/theme/Blog/Components/Author'), { recursive: true });
  await mkdir(join(theme, 'lib/theme/BlogPostItem/Header/Author'));
  await writeFile(join(theme, 'lib/theme/BlogPostItem/Header/Author/index.js'), 'export default () => null;\n');
}

/**
 * A plugin adding an archive page as the blog plugin before 3.5 does: its posts a module of the
 * route, each with the date as the plugin wrote it (`formattedDate`).
 */
const OLD_ARCHIVE = `function olderArchive() {
  return {
    name: 'older-archive',
    async contentLoaded({ actions }) {
      const post = { permalink: '/blog/2024/01/10/first-light', title: 'First light of the year', date: '2024-01-10T00:00:00.000Z', formattedDate: 'the tenth of January' };
      const archive = await actions.createData('archive.json', JSON.stringify({ blogPosts: [{ metadata: post }] }));
      actions.addRoute({ path: '/logbook-archive', component: '@theme/BlogArchivePage', exact: true, modules: { archive } });
    },
  };
},`;

/** A doc footer as the classic theme before 3.2 draws a last update: the time in seconds, the date as its docs plugin wrote it. */
const OLD_DOC_FOOTER = `import React from 'react';
import { useDoc } from '@docusaurus/plugin-content-docs/client';

export default function DocItemFooter() {
  const { lastUpdatedAt, formattedLastUpdatedAt, lastUpdatedBy } = useDoc().metadata;
  return (
    <footer className="keeper-footer">
      Last updated on <time dateTime={new Date(lastUpdatedAt * 1000).toISOString()}>{formattedLastUpdatedAt}</time> by {lastUpdatedBy}
    </footer>
  );
}
`;

/**
 * The blog fixture drawn by ckdocs's templates (the site's own blog components taken out), its
 * posts with an edit link, and an archive as the blog plugin before 3.5 makes it; its docs show
 * their last update, in a footer of the site's from before 3.2.
 */
async function prepare(dir: string) {
  await rm(join(dir, 'src/theme'), { recursive: true });
  await editConfig(dir, (text) =>
    text
      .replace(
        'showReadingTime: true,',
        "showReadingTime: true, editUrl: 'https://code.example.org/keepers/edit/main/',",
      )
      .replace('plugins: [', `plugins: [${OLD_ARCHIVE}`)
      .replace(
        "docs: { sidebarPath: './sidebars.js' }",
        "docs: { sidebarPath: './sidebars.js', showLastUpdateTime: true, showLastUpdateAuthor: true }",
      ),
  );
  const intro = join(dir, 'docs/intro.md');
  await writeFile(
    intro,
    `---\nlast_update:\n  date: 2024-02-03\n  author: Ada Trim\n---\n\n${await readFile(intro, 'utf8')}`,
  );
  await mkdir(join(dir, 'src/theme/DocItem/Footer'), { recursive: true });
  await writeFile(join(dir, 'src/theme/DocItem/Footer/index.js'), OLD_DOC_FOOTER);
  await olderClassicTheme(dir);
}

describe('a Docusaurus blog whose classic theme is older than 3.5', () => {
  const ctx = browseSiteFolder('docusaurus-blog', prepare);

  it("draws a post's authors as that theme does: Infima's avatar, no profiles, a column growing to fill the row", async () => {
    const { page, problems } = await openHydrated(ctx.browser, `${ctx.server.url}/blog/2024/01/10/first-light`);
    const author = await page.evaluate(() => {
      const avatar = document.querySelector('article header .avatar')!;
      const column = avatar.parentElement!;
      return {
        column: column.className,
        widths: [column, column.parentElement!].map((box) => Math.round(box.getBoundingClientRect().width)),
        photo: Math.round(avatar.querySelector('.avatar__photo')!.getBoundingClientRect().width),
        name: avatar.querySelector('.avatar__name')!.textContent,
        title: avatar.querySelector('.avatar__subtitle')!.textContent,
        profiles: avatar.querySelectorAll('a[href*="github"]').length,
      };
    });
    expect(author).toMatchObject({ name: 'Ada Trim', title: 'Head keeper', profiles: 0 });
    expect(author.column).toContain('col col--6');
    // Infima's own 3rem picture (3.5 made it 3.6rem), in a half-row column as wide as the row.
    expect(author.photo).toBe(48);
    expect(author.widths[0]).toBe(author.widths[1]);
    expect(problems).toEqual([]);
  });

  it("ends a post with its tags and its edit link in one column, as that theme's footer has them", async () => {
    const { page } = await openHydrated(ctx.browser, `${ctx.server.url}/blog/2024/01/10/first-light`);
    const footer = await page.evaluate(() => {
      const box = document.querySelector('article > footer')!;
      const rows = [...box.children].map((child) => child.getBoundingClientRect());
      return {
        classes: box.className,
        parts: [...box.children].map((child) => child.textContent),
        stacked: rows.length === 2 && rows[1]!.top >= rows[0]!.bottom,
      };
    });
    expect(footer.classes).toContain('row docusaurus-mt-lg');
    expect(footer.parts).toEqual(['Tags:Lamp', 'Edit this page']);
    expect(footer.stacked).toBe(true);
  });

  it("hands a doc footer of that theme's time the last update in seconds, with the date its docs plugin would have written", async () => {
    const intro = (await readFile(join(ctx.site.dir, 'build/docs/intro/index.html'), 'utf8')).replace(/<!-- -->/g, '');
    expect(intro).toContain(
      '<footer class="keeper-footer">Last updated on <time dateTime="2024-02-03T00:00:00.000Z">Feb 3, 2024</time> by Ada Trim</footer>',
    );
  });

  it('lists an archive of that plugin by the dates it wrote, under years that have direct links', async () => {
    const archive = (await readFile(join(ctx.site.dir, 'build/logbook-archive/index.html'), 'utf8')).replace(
      /<!-- -->/g,
      '',
    );
    expect(archive).toContain('the tenth of January - First light of the year');
    expect(archive).toMatch(/<h3[^>]*id="2024"[^>]*>2024<a href="#2024" class="hash-link"/);
  });
});

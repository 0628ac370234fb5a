import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import {
  customNavbarItemWarnings,
  replacesDocItem,
  swizzledComponents,
  themeComponentNames,
} from '../../cli/bundle/swizzled.js';

let dir: string;
afterEach(() => rm(dir, { recursive: true, force: true }));

/** A site folder whose src/theme/ has these files. */
async function themeWith(files: string[]): Promise<string> {
  dir = await mkdtemp(join(tmpdir(), 'ckdocs-swizzled-'));
  for (const file of files) {
    await mkdir(dirname(join(dir, 'src/theme', file)), { recursive: true });
    await writeFile(join(dir, 'src/theme', file), 'export default function C() { return null; }\n');
  }
  return dir;
}

it('names each component of src/theme/ as Docusaurus does: its path, without extension or /index', async () => {
  const site = await themeWith(['DocVersionBanner/index.tsx', 'Footer.js', 'Admonition/Types.js', 'TOC/index.jsx']);
  const { files } = swizzledComponents(site);
  expect([...files.keys()].sort()).toEqual(['Admonition/Types', 'DocVersionBanner', 'Footer', 'TOC']);
  expect(files.get('DocVersionBanner')).toBe(join(site, 'src/theme/DocVersionBanner/index.tsx'));
});

it('counts as unused a name the theme has no component for, but not a file inside a replaced component', async () => {
  const site = await themeWith(['Footer/index.tsx', 'Footer/Links.tsx', 'Lighthouse.tsx', 'Admonition/Types.js']);
  expect(swizzledComponents(site).unused.sort()).toEqual(['Admonition/Types', 'Lighthouse']);
});

it('leaves out what is not a component: stylesheets, type declarations, tests', async () => {
  const site = await themeWith([
    'Navbar/styles.module.css',
    'Navbar/index.d.ts',
    'Navbar/__tests__/a.tsx',
    'x.test.ts',
  ]);
  expect([...swizzledComponents(site).files.keys()]).toEqual([]);
});

it('finds nothing in a site without src/theme/', async () => {
  dir = await mkdtemp(join(tmpdir(), 'ckdocs-swizzled-'));
  expect(swizzledComponents(dir)).toEqual({ files: new Map(), unused: [] });
});

it("warns of a navbar item type of the site's own, at its line, only when no component of the site can draw it", async () => {
  const bare = await themeWith(['Footer.js']);
  const config = join(bare, 'docusaurus.config.js');
  await writeFile(
    config,
    "export default {\n  themeConfig: {\n    navbar: { items: [{ type: 'custom-tideClock' }] },\n  },\n};\n",
  );
  expect(customNavbarItemWarnings(bare, ['default', 'custom-tideClock', 'custom-tideClock'], config)).toEqual([
    `${relative(process.cwd(), config)}:3: navbar item type \`custom-tideClock\` has no component, so it is not shown: add one for it to src/theme/NavbarItem/ComponentTypes`,
  ]);
  await rm(bare, { recursive: true });
  const withTypes = await themeWith(['NavbarItem/ComponentTypes.js']);
  expect(customNavbarItemWarnings(withTypes, ['custom-tideClock'], join(withTypes, 'none.js'))).toEqual([]);
  await rm(withTypes, { recursive: true });
  const withItem = await themeWith(['NavbarItem/index.js']);
  expect(customNavbarItemWarnings(withItem, ['custom-tideClock'], join(withItem, 'none.js'))).toEqual([]);
});

it("draws docs with the theme's DocItem where the site replaces a piece only the classic theme's doc pages draw", async () => {
  for (const piece of [
    'DocItem/Footer/index.js',
    'EditThisPage/index.js',
    'DocCategoryGeneratedIndexPage/index.tsx',
    // The docs' main column around the DocItem.
    'DocRoot/Layout/Main/index.js',
  ]) {
    expect(replacesDocItem(themeComponentNames(await themeWith([piece]))), piece).toBe(true);
    await rm(dir, { recursive: true });
  }
  // ckdocs's own doc layout draws these, with the site's.
  for (const part of ['DocItem/Metadata/index.js', 'DocBreadcrumbs/index.js', 'TOC.js', 'Footer.js']) {
    expect(replacesDocItem(themeComponentNames(await themeWith([part]))), part).toBe(false);
    await rm(dir, { recursive: true });
  }
});

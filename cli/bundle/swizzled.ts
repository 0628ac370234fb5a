import type { PluginBuild } from 'esbuild';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { toolRoot } from '../util/tool-root.js';
import { escapeRegExp } from './import-position.js';
import { siteFileModule } from './site-file-module.js';

/**
 * A component of Docusaurus's theme that ckdocs's theme renders: the file of ckdocs's own, and
 * the export the theme imports it by. `original`, when set, is what `@theme-original/X` gives
 * instead (a module of its own that imports `file`, as MDXComponents adds `Head` to the theme's map).
 */
interface ThemePart {
  file: string;
  name: string;
  original?: string;
  /**
   * A module whose `withDocusaurusProps` wraps the site's component where ckdocs's theme renders
   * it, when ckdocs gives its own props (CodeBlock: highlighted HTML, where Docusaurus gives the
   * code; DocSidebar: items that may still be loading, where Docusaurus gives them; PaginatorNavLink:
   * the doc's link, where Docusaurus gives its permalink and title; NavbarNavLink: the item and its
   * resolved address, where Docusaurus gives the config's keys; a version dropdown: its entries,
   * where Docusaurus gives its plugin id; TOC: its headings' text, where Docusaurus gives their HTML).
   */
  adapter?: string;
}

/** Components whose file's default export is the component, as a Docusaurus theme file's is: `@theme/<name>` -> file. */
const DEFAULT_EXPORTS: Record<string, string> = {
  Admonition: 'templates/theme/Admonition.tsx',
  Details: 'templates/theme/Details.tsx',
  DocCard: 'templates/docusaurus/theme/DocCard.tsx',
  DocCardList: 'templates/docusaurus/theme/DocCardList.tsx',
  'DocItem/Metadata': 'templates/docusaurus/theme/DocItemMetadata.tsx',
  Heading: 'templates/theme/Heading.tsx',
  Layout: 'templates/docusaurus/theme/Layout.tsx',
  'Layout/Provider': 'templates/docusaurus/theme/LayoutProvider.tsx',
  MDXContent: 'templates/docusaurus/theme/MDXContent.tsx',
  Mermaid: 'templates/theme/Mermaid.tsx',
  Root: 'templates/docusaurus/theme/Root.tsx',
  SearchMetadata: 'templates/docusaurus/theme/SearchMetadata.tsx',
  TabItem: 'templates/theme/TabItem.tsx',
  Tabs: 'templates/theme/Tabs.tsx',
};

/** Parts of ckdocs's own layout, each exported by its name from `templates/<name>.tsx`: `@theme/<name>` -> that name. */
const LAYOUT_EXPORTS: Record<string, string> = {
  AnnouncementBar: 'AnnouncementBar',
  BackToTopButton: 'BackToTopButton',
  DocBreadcrumbs: 'Breadcrumbs',
  DocVersionBanner: 'DocVersionBanner',
  Footer: 'Footer',
  Navbar: 'Navbar',
  NotFound: 'NotFound',
  SearchBar: 'SearchBar',
};

/** Each entry of a table above as the part it names. */
const partsOf = <T>(table: Record<string, T>, part: (value: T) => ThemePart) =>
  Object.fromEntries(Object.entries(table).map(([name, value]) => [name, part(value)]));

/** Docusaurus's name of each component ckdocs has one for (`@theme/<name>`). */
const THEME_PARTS: Record<string, ThemePart> = {
  ...partsOf(DEFAULT_EXPORTS, (file) => ({ file, name: 'default' })),
  ...partsOf(LAYOUT_EXPORTS, (name) => ({ file: `templates/${name}.tsx`, name })),
  CodeBlock: {
    file: 'templates/theme/CodeBlock.tsx',
    name: 'default',
    adapter: 'templates/docusaurus/code-block-props.tsx',
  },
  ColorModeToggle: {
    file: 'templates/ColorModeToggle.tsx',
    name: 'ColorModeToggle',
    adapter: 'templates/docusaurus/color-mode-toggle-props.tsx',
  },
  DocSidebar: {
    file: 'templates/Sidebar.tsx',
    name: 'Sidebar',
    original: 'templates/docusaurus/theme/DocSidebar.tsx',
    adapter: 'templates/docusaurus/doc-sidebar-props.tsx',
  },
  // The docs' sidebar beside the doc's column; a site's own lays them out with the theme's pieces.
  'DocRoot/Layout': {
    file: 'templates/DocRootLayout.tsx',
    name: 'DocRootLayout',
    original: 'templates/docusaurus/theme/DocRoot/Layout/index.tsx',
    adapter: 'templates/docusaurus/doc-root-layout-props.tsx',
  },
  'Navbar/Logo': { file: 'templates/NavbarLogo.tsx', name: 'NavbarLogo' },
  'NavbarItem/ComponentTypes': {
    file: 'templates/navbar-item-types.ts',
    name: 'default',
    original: 'templates/docusaurus/theme/NavbarItemComponentTypes.ts',
  },
  // Docusaurus's 404 page is its Layout around NotFound/Content: ckdocs's NotFound is that content.
  'NotFound/Content': { file: 'templates/NotFound.tsx', name: 'NotFound' },
  MDXComponents: {
    file: 'templates/theme/mdx-components.tsx',
    name: 'mdxComponents',
    original: 'templates/docusaurus/theme/MDXComponents.tsx',
  },
  NavbarItem: {
    file: 'templates/NavbarItem.tsx',
    name: 'NavbarItem',
    original: 'templates/docusaurus/theme/NavbarItem.tsx',
    adapter: 'templates/docusaurus/navbar-item-props.tsx',
  },
  // A docs version dropdown of the navbar, which a site's may hide off its docs' pages.
  'NavbarItem/DocsVersionDropdownNavbarItem': {
    file: 'templates/VersionDropdownItem.tsx',
    name: 'VersionDropdownItem',
    original: 'templates/docusaurus/theme/DocsVersionDropdownNavbarItem.tsx',
    adapter: 'templates/docusaurus/version-dropdown-props.tsx',
  },
  // Every link of the navbar, its dropdowns and its menu below 996 px.
  'NavbarItem/NavbarNavLink': {
    file: 'templates/NavbarNavLink.tsx',
    name: 'NavbarNavLink',
    original: 'templates/docusaurus/theme/NavbarNavLink.tsx',
    adapter: 'templates/docusaurus/navbar-nav-link-props.tsx',
  },
  PaginatorNavLink: {
    file: 'templates/page-footer.tsx',
    name: 'PaginatorNavLink',
    original: 'templates/docusaurus/theme/PaginatorNavLink.tsx',
    adapter: 'templates/docusaurus/paginator-nav-link-props.tsx',
  },
  TOC: {
    file: 'templates/TableOfContents.tsx',
    name: 'TableOfContents',
    original: 'templates/docusaurus/theme/TOC.tsx',
    adapter: 'templates/docusaurus/toc-props.tsx',
  },
};

/** The site's theme folder, as Docusaurus names it. */
const THEME_DIR = 'src/theme';

/** A site's `src/theme/` components: each by its `@theme/` name, and those ckdocs's theme does not render. */
export interface SwizzledComponents {
  /** `@theme/` name (`Footer`, `Admonition/Types`) -> the site's file. */
  files: Map<string, string>;
  /** Names that are no component of ckdocs's theme (nor inside one's folder): their files replace nothing. */
  unused: string[];
}

/**
 * The components of a theme folder (a site's `src/theme/`, a plugin's `getThemePath`), named as
 * Docusaurus names them: the path without its extension, and without `/index`
 * (`DocVersionBanner/index.tsx` is `DocVersionBanner`) -> the file.
 */
export function themeFolderFiles(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  if (!existsSync(dir)) return files;
  const sources = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((path) => path.split('\\').join('/'))
    .filter((path) => /\.[jt]sx?$/.test(path) && !/\.d\.ts$|\.test\.[jt]sx?$|(^|\/)__tests__\//.test(path))
    .sort();
  for (const path of sources) files.set(path.replace(/\.[jt]sx?$/, '').replace(/(^|\/)index$/, ''), join(dir, path));
  return files;
}

/** The theme's file that adds Prism's languages: a site's runs as pages compile (cli/mdx/site-prism.ts), not in a bundle. */
export const INCLUDE_LANGUAGES = 'prism-include-languages';

/** The components of a site's `src/theme/`, by `@theme/` name (`themeFolderFiles`). */
export function swizzledComponents(siteDir: string): SwizzledComponents {
  const files = themeFolderFiles(join(siteDir, THEME_DIR));
  // A file in the folder of a component the site replaces is a part of it (`Footer/Links.tsx`).
  const unused = [...files.keys()].filter(
    (name) => !Object.hasOwn(THEME_PARTS, name) && name !== INCLUDE_LANGUAGES && !ownerOf(name, files),
  );
  return { files, unused };
}

/**
 * A warning per file of the site's `src/theme/` that replaces no component of ckdocs's theme and
 * that the client bundle did not take in (`bundled`, the files it read): no page draws with it,
 * where Docusaurus would (a component of its installed themes, `drawnByDocusaurus`). A file that
 * is no such component is used only where code imports it, by either tool alike.
 * The installed theme's components the site's routes draw with (the blog's pages) import theirs
 * by the same names, so that a file replacing one of those is in the bundle. A file the config
 * names (`configSource`, its text) is the config's: a Prism theme it requires, say.
 */
export function unusedSwizzleWarnings(
  siteDir: string,
  bundled: Iterable<string>,
  configSource: string,
  drawnByDocusaurus: () => Set<string>,
): string[] {
  const { files, unused } = swizzledComponents(siteDir);
  const read = new Set(bundled);
  const candidates = unused.filter(
    (name) => !read.has(files.get(name)!) && !namesFile(configSource, `${THEME_DIR}/${name}`),
  );
  // The installed themes' folders are read only when some file may be unused.
  const drawn = candidates.length ? drawnByDocusaurus() : new Set<string>();
  return candidates
    .filter((name) => drawn.has(name))
    .map(
      (name) =>
        `${relative(siteDir, files.get(name)!)}: ckdocs's theme has no ${name} to replace, and no page imports @theme/${name}: this file is not used`,
    );
}

/** Whether `source` names the module at `path` (without its extension), not one whose name or folder it begins. */
const namesFile = (source: string, path: string) => new RegExp(`${escapeRegExp(path)}(?![\\w/-])`).test(source);

/**
 * A warning per navbar item type of the site's own (`custom-<name>`) when the site has no
 * component that could draw it (its `NavbarItem/ComponentTypes`, or its own `NavbarItem`), at
 * the config's line that names the type.
 */
export function customNavbarItemWarnings(siteDir: string, types: string[], configFile: string): string[] {
  const custom = [...new Set(types.filter((type) => type.startsWith('custom-')))];
  const { files } = swizzledComponents(siteDir);
  if (!custom.length || files.has('NavbarItem') || files.has('NavbarItem/ComponentTypes')) return [];
  const lines = readFileSync(configFile, 'utf8').split('\n');
  const shown = relative(process.cwd(), configFile);
  return custom.map((type) => {
    const line = lines.findIndex((text) => text.includes(`'${type}'`) || text.includes(`"${type}"`)) + 1;
    return `${shown}${line ? `:${line}` : ''}: navbar item type \`${type}\` has no component, so it is not shown: add one for it to ${THEME_DIR}/NavbarItem/ComponentTypes`;
  });
}

/** The replaced component whose folder holds `name`, if any. */
const ownerOf = (name: string, files: Map<string, string>) =>
  name
    .split('/')
    .slice(0, -1)
    .some((_, i, parts) => {
      const owner = parts.slice(0, i + 1).join('/');
      return files.has(owner) && Object.hasOwn(THEME_PARTS, owner);
    });

const withoutExtension = (file: string) => file.replace(/\.[jt]sx?$/, '');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const names = (list: string[]) => list.map(escape).join('|');

/** How a theme folder's component may be written: `CodeBlock/index.js`, `CodeBlock.tsx`. */
const COMPONENT_FILES = ['/index.js', '/index.jsx', '/index.tsx', '/index.ts', '.js', '.jsx', '.tsx', '.ts'];

/**
 * Parts that stay ckdocs's where a plugin's theme has one (a site's own may replace them), each with
 * what stands in: search (a local search's box), and diagrams, whose library ckdocs loads only on a
 * page that draws one, where a plugin's component imports it into every page.
 */
const OWN_PARTS: Record<string, string> = {
  SearchBar: "ckdocs's own search is used in its place",
  Mermaid: 'ckdocs draws diagrams with its own, loading Mermaid only on a page that has one',
};

/** The file of component `name` in a theme folder, if it has one. */
export const themeComponent = (dir: string, name: string) =>
  COMPONENT_FILES.map((ending) => join(dir, name + ending)).find((path) => existsSync(path));

/**
 * Parts of which a site or a plugin's theme may replace a piece alone (a theme's
 * `DocSidebar/Desktop`, a site's `Admonition/Types` adding a type, its `CodeBlock/Content` labelling
 * each block): the installed classic theme's part then draws in ckdocs's place, and its `@theme/`
 * imports find that piece, as Docusaurus layers a theme over the classic one.
 */
const CLASSIC_PIECES = ['Admonition', 'CodeBlock', 'DocSidebar', 'Footer', 'Navbar'];

/** Parts of `CLASSIC_PIECES` that pages import themselves (`@theme/CodeBlock` in MDX). */
const PAGE_PARTS = ['Admonition', 'CodeBlock'];

/**
 * Components the classic theme draws inside a part of `CLASSIC_PIECES` though they are named apart
 * from it: the sidebar's items (a site wraps `DocSidebarItem/Category` to add an icon to each).
 */
const DRAWN_INSIDE: Record<string, string[]> = { DocSidebar: ['DocSidebarItems', 'DocSidebarItem'] };

/** Whether `name` is `component` or a piece of it (`DocSidebarItem/Category`). */
const isOrIn = (name: string, component: string) => name === component || name.startsWith(`${component}/`);

/** Whether a theme folder's components or the site's replace a piece of `part` (`DocSidebar/Desktop`, `DocSidebarItem`). */
const replacesPiece = (part: string, names: Iterable<string>) =>
  [...names].some(
    (name) =>
      (name.startsWith(`${part}/`) && !Object.hasOwn(THEME_PARTS, name) && !OWN_PART_ICONS.has(name)) ||
      (DRAWN_INSIDE[part] ?? []).some((inner) => isOrIn(name, inner)),
  );

/** The components of the site's `src/theme/` (`swizzled`) and of its plugins' theme folders, by name. */
const componentNames = (swizzled: Map<string, string>, themePaths: readonly string[]) => [
  ...swizzled.keys(),
  ...themePaths.flatMap((dir) => [...themeFolderFiles(dir).keys()]),
];

/** Whether a theme component's file imports the theme's own `name` to wrap it (`@theme-original/<name>`). */
const wrapsTheme = (file: string, name: string) =>
  new RegExp(`@theme-(original|init)/${name}['"]`).test(readFileSync(file, 'utf8'));

/**
 * Of `CLASSIC_PIECES`, those that `names` replace a piece of but not the whole, or (the sidebar)
 * the whole only by a site's component that wraps the theme's (`files`, the site's `src/theme/`
 * ones): the theme's it wraps is then the classic one, which draws those pieces.
 */
const classicParts = (names: string[], files: Map<string, string>) =>
  CLASSIC_PIECES.filter((part) => {
    const own = part === 'DocSidebar' ? files.get(part) : undefined;
    const whole = own ? !wrapsTheme(own, part) : names.includes(part);
    return !whole && replacesPiece(part, names);
  });

/**
 * The parts the installed classic theme draws, around a piece of them that the site's `src/theme/`
 * or its plugins' themes replace (`CLASSIC_PIECES`): they read theme-common's contexts.
 */
export function classicDrawnParts(siteDir: string, themePaths: readonly string[] = []): string[] {
  const { files } = swizzledComponents(siteDir);
  return classicParts(componentNames(files, themePaths), files);
}

/**
 * Components of the docs' pages that only the classic theme draws, not ckdocs's doc layout (which
 * has its own breadcrumbs, banner, TOC and metadata, replaceable as `THEME_PARTS`): the DocItem's
 * parts, the docs' main column (which holds a DocItem), and the generated index page, which a
 * version drawn by a DocItem draws with the theme's.
 */
const DOC_ITEM_PIECES = [
  'DocCategoryGeneratedIndexPage',
  'DocRoot/Layout/Main',
  'DocPaginator',
  'DocVersionBadge',
  'EditThisPage',
  'EditMetaRow',
  'LastUpdated',
  'TOCCollapsible',
];

/**
 * Whether theme components by these names (the site's `src/theme/` and its plugins' themes',
 * `themeComponentNames`) replace the classic theme's DocItem or a piece only it draws
 * (`DocItem/Footer`, `EditThisPage`): docs are then drawn by the DocItem, with those pieces, as
 * Docusaurus draws them.
 */
export const replacesDocItem = (names: readonly string[]): boolean =>
  names.some(
    (name) =>
      name === 'DocItem' ||
      (name.startsWith('DocItem/') && !Object.hasOwn(THEME_PARTS, name)) ||
      DOC_ITEM_PIECES.includes(name),
  );

/** Of the replaced parts (`replacedParts`), whether a Navbar or Layout draws the navbar itself, not wrapping ckdocs's. */
const drawsNavbar = (replaced: Map<string, string>) =>
  ['Navbar', 'Layout'].some((name) => {
    const file = replaced.get(name);
    return file !== undefined && !wrapsTheme(file, name);
  });

/**
 * Whether the site's or a theme's own Navbar or Layout draws the navbar, not one wrapping
 * ckdocs's: the classic theme's, or one built on its parts, which read theme-common's providers.
 */
export const drawsOwnNavbar = (siteDir: string, themePaths: readonly string[]): boolean =>
  drawsNavbar(replacedParts(swizzledComponents(siteDir).files, themePaths));

/**
 * Whether the navbar's brand, which leads home unless its logo says where, is drawn as the config
 * gives it: not where the site's or a theme's Navbar draws its own, or its Navbar/Logo stands in.
 */
export function drawsConfigBrand(siteDir: string, themePaths: readonly string[]): boolean {
  const replaced = replacedParts(swizzledComponents(siteDir).files, themePaths);
  return !drawsNavbar(replaced) && !replaced.has('Navbar/Logo');
}

/**
 * Whether ckdocs's sidebar is to fill that navbar's menu with the doc's sidebar on narrow screens,
 * as the classic DocSidebar's mobile piece does: where no DocSidebar of the site's or of the
 * classic theme's is in ckdocs's sidebar to do it.
 */
export function fillsNavbarMenu(siteDir: string, themePaths: readonly string[]): boolean {
  const { files } = swizzledComponents(siteDir);
  const replaced = replacedParts(files, themePaths);
  const classicSidebar = classicParts(componentNames(files, themePaths), files).includes('DocSidebar');
  return !replaced.has('DocSidebar') && !classicSidebar && drawsNavbar(replaced);
}

/** `@theme/MDXPage` where the site's `src/theme/` or a plugin's theme has one: it draws the Markdown pages. */
export const themeMdxPage = (siteDir: string, themePaths: readonly string[]): string | undefined =>
  themeComponentNames(siteDir, themePaths).includes('MDXPage') ? '@theme/MDXPage' : undefined;

/** The components of the site's `src/theme/` and of its plugins' theme folders, by `@theme/` name. */
export const themeComponentNames = (siteDir: string, themePaths: readonly string[] = []): string[] =>
  componentNames(swizzledComponents(siteDir).files, themePaths);

/**
 * The components that take the place of the parts ckdocs's theme renders, by name: the site's own
 * (`swizzled`, its `src/theme/` files), else the first of its plugins' theme folders
 * (`getThemePath`) to have one, as Docusaurus layers a theme over the classic one (a live code
 * block theme's CodeBlock); else, where either replaces a piece of it, the classic theme's own
 * (`classicTheme`, the installed theme's components folder: `CLASSIC_PIECES`).
 */
export function replacedParts(
  swizzled: Map<string, string>,
  themePaths: readonly string[] = [],
  classicTheme?: string,
): Map<string, string> {
  const replaced = new Map<string, string>();
  const classic = classicTheme ? classicParts(componentNames(swizzled, themePaths), swizzled) : [];
  for (const name of Object.keys(THEME_PARTS)) {
    const themes = Object.hasOwn(OWN_PARTS, name) ? [] : themePaths;
    const file =
      swizzled.get(name) ??
      themes.map((dir) => themeComponent(dir, name)).find(Boolean) ??
      (classic.includes(name) ? themeComponent(classicTheme!, name) : undefined);
    if (file) replaced.set(name, file);
  }
  return replaced;
}

/** A warning for each part a plugin's theme has that stays ckdocs's (`OWN_PARTS`), unless the site replaces it itself. */
export function pluginOwnPartWarnings(siteDir: string, themePaths: readonly string[]): string[] {
  const { files } = swizzledComponents(siteDir);
  return Object.entries(OWN_PARTS).flatMap(([name, instead]) => {
    const found = themePaths.map((dir) => themeComponent(dir, name)).find(Boolean);
    return found && !files.has(name)
      ? [`${relative(siteDir, found)}: a plugin's theme has a ${name} of its own: ${instead}`]
      : [];
  });
}

/** A theme component the site has: its own (`src/theme/`), else the first theme's that has it. */
const componentOf = (name: string, files: Map<string, string>, themeDirs: string[]) =>
  files.get(name) ?? themeDirs.map((dir) => themeComponent(dir, name)).find(Boolean);

/**
 * A module whose default export has, by key, those of a theme's components (`[key, name]`) the site
 * has: its own, else a theme's (the classic one's); none where it has none.
 */
function componentTableModule(
  components: [key: string, name: string][],
  files: Map<string, string>,
  themeDirs: string[],
) {
  const found = components.flatMap(([key, name]) => {
    const file = componentOf(name, files, themeDirs);
    return file ? [[key, file] as const] : [];
  });
  const imports = found.map(([, file], i) => `import _ckComponent${i} from ${JSON.stringify(file)};\n`).join('');
  return `${imports}export default { ${found.map(([key], i) => `${key}: _ckComponent${i}`).join(', ')} };\n`;
}

/**
 * The classic theme's icons of authors' profiles (`@theme/Icon/Socials/X`), each for the `socials`
 * key of its lower-cased name (`default` for any other); it has them from Docusaurus 3.5.
 */
const SOCIAL_ICONS =
  'Twitter GitHub X StackOverflow LinkedIn Bluesky Instagram Threads Mastodon YouTube Twitch Email Default'
    .split(' ')
    .map((name): [string, string] => [name.toLowerCase(), `Icon/Socials/${name}`]);

/** The classic theme's admonition icons (`@theme/Admonition/Icon/X`), by the type each is drawn for. */
const ADMONITION_ICONS = ['Note', 'Tip', 'Info', 'Warning', 'Danger'].map((name): [string, string] => [
  name.toLowerCase(),
  `Admonition/Icon/${name}`,
]);

/** Pieces of a part that ckdocs's own part draws with the site's: the admonitions' icons. */
const OWN_PART_ICONS = new Set(ADMONITION_ICONS.map(([, name]) => name));

/** The colour mode toggle's icons (`@theme/Icon/LightMode`...), by the mode each shows. */
const COLOR_MODE_ICONS: [string, string][] = [
  ['light', 'Icon/LightMode'],
  ['dark', 'Icon/DarkMode'],
  ['system', 'Icon/SystemColorMode'],
];

/** A module of one theme icon (`@theme/<name>`): the site's own or a theme's (the classic one's), else undefined. */
const iconModule = (name: string) => (files: Map<string, string>, themeDirs: string[]) => {
  const file = componentOf(name, files, themeDirs);
  return file ? `export { default } from ${JSON.stringify(file)};\n` : 'export default undefined;\n';
};

/**
 * The navbar item types of the themes installed (the classic one's `@theme/NavbarItem/ComponentTypes`),
 * not the site's own, which builds on this: an empty table where no theme has one.
 */
function themeNavbarItemTypes(_files: Map<string, string>, themeDirs: string[]) {
  const file = themeDirs.map((dir) => themeComponent(dir, 'NavbarItem/ComponentTypes')).find(Boolean);
  return file ? `export { default } from ${JSON.stringify(file)};\n` : 'export default {};\n';
}

/**
 * How the classic theme installed draws a blog post's parts where its versions differ, told by the
 * components it has: before 3.5 (`BlogPostItem/Header/Author`, not `Blog/Components/Author`),
 * authors as Infima's plain avatars; before `EditMetaRow`, a post's footer as one column of its
 * tags and its edit link. A site with no classic theme draws them as the latest does.
 */
function classicBlogModule(files: Map<string, string>, themeDirs: string[]) {
  const has = (name: string) => !!componentOf(name, files, themeDirs);
  const parts = {
    plainAuthors: has('BlogPostItem/Header/Author') && !has('Blog/Components/Author'),
    footerColumn: has('BlogPostItem/Footer') && !has('EditMetaRow'),
  };
  return `export default ${JSON.stringify(parts)};\n`;
}

/** The major and minor version of the classic theme among `themeDirs` (its `lib/theme` folder), if it is one. */
function classicThemeVersion(themeDirs: string[]): [number, number] | undefined {
  for (const dir of themeDirs) {
    const manifest = join(dir, '../../package.json');
    if (!existsSync(manifest)) continue;
    const { name, version } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version?: string };
    if (name === '@docusaurus/theme-classic' && version) return version.split('.').map(Number) as [number, number];
  }
  return undefined;
}

/**
 * How the classic theme installed draws and reads a doc's parts where its versions differ: before
 * `EditMetaRow` (Docusaurus 3.2), a doc's last update in seconds beside the date the docs plugin
 * formatted (`formattedLastUpdatedAt`), which a site's DocItem footer from those versions hands its
 * `LastUpdated`; from 3.9, the sidebar's labels two lines at most, a category's beside its caret
 * (no version in its components tells it). A site with no classic theme draws them as the latest does.
 */
function classicDocsModule(files: Map<string, string>, themeDirs: string[]) {
  const has = (name: string) => !!componentOf(name, files, themeDirs);
  const [major, minor] = classicThemeVersion(themeDirs) ?? [Infinity, 0];
  const docs = {
    lastUpdateInSeconds: has('LastUpdated') && !has('EditMetaRow'),
    clampedLabels: major > 3 || (major === 3 && minor >= 9),
  };
  return `export default ${JSON.stringify(docs)};\n`;
}

/** The modules of the theme's icons and of how its blog is drawn, by their `ck:` name (tests load them as a ckdocs site has them). */
export const THEME_MODULES: Record<string, (files: Map<string, string>, themeDirs: string[]) => string> = {
  'social-icons': (files, themeDirs) => componentTableModule(SOCIAL_ICONS, files, themeDirs),
  'language-icon': iconModule('Icon/Language'),
  'home-icon': iconModule('Icon/Home'),
  'arrow-icon': iconModule('Icon/Arrow'),
  'admonition-icons': (files, themeDirs) => componentTableModule(ADMONITION_ICONS, files, themeDirs),
  'color-mode-icons': (files, themeDirs) => componentTableModule(COLOR_MODE_ICONS, files, themeDirs),
  'theme-navbar-item-types': themeNavbarItemTypes,
  'classic-blog': classicBlogModule,
  'classic-docs': classicDocsModule,
};

/**
 * Makes the site's `src/theme/` components stand for the theme's: `@theme/X` is the site's file
 * wherever it is imported, ckdocs's theme renders it (or its plugins' themes' one, `replacedParts`)
 * where it rendered its own, and `@theme-original/X` (or `@theme-init/X`) is ckdocs's own, for a
 * component that wraps it; `ck:theme-layout` is the Layout that replaces ckdocs's chrome, if any,
 * `ck:social-icons`, `ck:language-icon`, `ck:home-icon`, `ck:arrow-icon`, `ck:admonition-icons` and
 * `ck:color-mode-icons` the theme's icons (authors' profiles, the locale dropdown's, the breadcrumbs'
 * home, the hideable sidebar's arrow, the admonitions', the colour mode toggle's), `ck:classic-blog`
 * how its blog's parts are drawn and `ck:classic-docs` how it reads a doc's last update, where the
 * classic theme's versions differ.
 * Registered before the theme's aliases, which plugins see an import before.
 */
export function resolveSwizzled(
  build: PluginBuild,
  siteDir: string,
  themePaths: readonly string[] = [],
  classicTheme?: string,
): void {
  const { files } = swizzledComponents(siteDir);
  const replaced = replacedParts(files, themePaths, classicTheme);
  const layout = replaced.get('Layout');
  build.onResolve({ filter: /^ck:theme-layout$/ }, () => ({ path: 'theme-layout', namespace: 'ck-theme-layout' }));
  // Re-exported, as a theme package's CommonJS Layout gives its `exports.default` so.
  build.onLoad({ filter: /.*/, namespace: 'ck-theme-layout' }, () => ({
    contents: layout ? `export { default } from ${JSON.stringify(layout)};\n` : 'export default undefined;\n',
    loader: 'js',
    resolveDir: toolRoot,
  }));
  const themeDirs = [...themePaths, ...(classicTheme ? [classicTheme] : [])];
  build.onResolve({ filter: new RegExp(`^ck:(${Object.keys(THEME_MODULES).join('|')})$`) }, (args) => ({
    path: args.path.slice('ck:'.length),
    namespace: 'ck-theme-modules',
  }));
  build.onLoad({ filter: /.*/, namespace: 'ck-theme-modules' }, (args) => ({
    contents: THEME_MODULES[args.path]!(files, themeDirs),
    loader: 'js',
    resolveDir: toolRoot,
  }));
  if (!files.size && !replaced.size) return;
  if (files.size)
    build.onResolve({ filter: new RegExp(`^@theme/(${names([...files.keys()])})$`) }, (args) =>
      siteFileModule(files.get(args.path.slice('@theme/'.length))!),
    );
  const parts = [...replaced.keys()];
  const fileOf = (name: string) => join(toolRoot, THEME_PARTS[name]!.file);
  // The classic theme's, where the site's wraps a part that theme draws around pieces the site replaces.
  const classicDrawn = classicTheme ? classicParts(componentNames(files, themePaths), files) : [];
  const classicOriginal = (name: string) =>
    files.has(name) && classicDrawn.includes(name) ? themeComponent(classicTheme!, name) : undefined;
  // A page that imports such a part itself (`import CodeBlock from '@theme/CodeBlock'`, whose name
  // its fenced blocks then take too) gets the part as the theme renders it: the classic theme's.
  const classicInPages = classicDrawn.filter((name) => PAGE_PARTS.includes(name));
  if (classicInPages.length)
    build.onResolve({ filter: new RegExp(`^@theme/(${names(classicInPages)})$`) }, (args) => ({
      path: args.path.slice('@theme/'.length),
      namespace: 'ck-swizzled',
    }));
  if (!parts.length) return;
  // Where the theme's DocItem draws the docs, it lays out the classic theme's TOC: one that wraps it gets that one.
  const classicTOC = classicTheme !== undefined && replacesDocItem(componentNames(files, themePaths));
  const originals = parts.filter((name) => !(classicTOC && name === 'TOC'));
  if (originals.length)
    build.onResolve({ filter: new RegExp(`^@theme-(original|init)/(${names(originals)})$`) }, (args) => ({
      path: args.path.slice(args.path.indexOf('/') + 1),
      namespace: 'ck-theme-original',
    }));
  build.onLoad({ filter: /.*/, namespace: 'ck-theme-original' }, (args) => {
    const part = THEME_PARTS[args.path]!;
    const classic = classicOriginal(args.path);
    const file = JSON.stringify(classic ?? join(toolRoot, part.original ?? part.file));
    const name = classic || part.original ? 'default' : part.name;
    return {
      contents: `export { ${name} as default } from ${file};\nexport * from ${file};\n`,
      loader: 'js',
      resolveDir: toolRoot,
    };
  });
  // The theme imports its own components by relative path: those of the replaced ones lead to the site's.
  const basenames = parts.map((name) => withoutExtension(fileOf(name)).split('/').pop()!);
  build.onResolve({ filter: new RegExp(`^\\.\\.?/(.*/)?(${names(basenames)})(\\.js)?$`) }, (args) => {
    if (!args.importer.startsWith(join(toolRoot, 'templates'))) return undefined;
    const target = withoutExtension(resolve(dirname(args.importer), args.path));
    const name = parts.find((part) => withoutExtension(fileOf(part)) === target);
    const part = name && THEME_PARTS[name]!;
    if (!part) return undefined;
    // What `@theme-original/X` gives builds on the theme's own, as may the adapter of the site's.
    const builtOn = [part.original, part.adapter].map((file) => file && join(toolRoot, file));
    if (builtOn.includes(args.importer)) return undefined;
    return { path: name, namespace: 'ck-swizzled' };
  });
  build.onLoad({ filter: /.*/, namespace: 'ck-swizzled' }, (args) => {
    const part = THEME_PARTS[args.path]!;
    const own = JSON.stringify(fileOf(args.path));
    const site = JSON.stringify(replaced.get(args.path));
    const component = part.adapter
      ? `import _ckSite from ${site};\nimport { withDocusaurusProps } from ${JSON.stringify(join(toolRoot, part.adapter))};\nconst _ckAdapted = withDocusaurusProps(_ckSite);\nexport { _ckAdapted as ${part.name} };\n`
      : `export { default as ${part.name} } from ${site};\n`;
    return {
      contents: `export * from ${own};\n${component}`,
      loader: 'js',
      resolveDir: toolRoot,
    };
  });
}

import type { SetOptions } from '../config/schemas/docs.js';
import type { DocTag, SidebarItem } from '../../common/data.js';
import type { FrontMatter, UnknownKey } from './front-matter.js';

export type { SidebarItem };

/** One doc file of one version, before compilation. */
export interface DocSource {
  version: string;
  /** Id without numeric prefixes or extension, e.g. guide/getting-started/introduction. */
  id: string;
  /** Absolute path of the file. */
  file: string;
  /** Path relative to the version folder, prefixes kept (what writers link to). */
  relPath: string;
  /** Final URL path, without trailing slash. */
  permalink: string;
  /** Sidebar the doc belongs to (from its top-level folder), if any. */
  sidebar?: string;
  frontMatter: FrontMatter;
  /** MDX body with the front matter blanked out, so line numbers match the file. */
  body: string;
  /** Order inside its folder: sidebar_position, else the numeric prefix. */
  position?: number;
  /** Its tags (front matter `tags`), each at its URL under the version's tags path. */
  tags: DocTag[];
  /** The content plugin whose remark and rehype plugins it compiles with, if not the docs' (`SiteMarkdownPlugins.owned`). */
  markdownPlugins?: string;
}

/** A category's generated index: a page of cards for its items, which its label opens. */
export interface CategoryIndex {
  /** Its URL: the version's path, then the link's slug. */
  permalink: string;
  /** The sidebar its category is in. */
  sidebar: string;
  title: string;
  description?: string;
  keywords?: string[];
}

/** Tags a doc sets that the version's tags file does not define, for the build to tell (`onInlineTags`). */
export interface InlineTags {
  file: string;
  line: number;
  labels: string[];
}

export interface VersionContent {
  name: string;
  /** Its set of docs (Docusaurus's docs plugin id): `default` but for another instance's versions. */
  instance: string;
  label: string;
  path: string;
  isLast: boolean;
  mainDocId: string;
  banner: 'none' | 'unreleased' | 'unmaintained';
  /** Its pages show a "Version" badge (unset: where no banner names the version). */
  badge?: boolean;
  /**
   * The component that draws each of its docs, Docusaurus's DocItem's way (config `docItemComponent`);
   * of the pages' pseudo-version, a theme's own MDXPage.
   */
  docItemComponent?: string;
  /** Its set of docs' own options over the site-wide ones (config `versions[].setOptions`): `docsOptionsOf`. */
  setOptions?: Partial<SetOptions>;
  docs: DocSource[];
  sidebars: Record<string, SidebarItem[]>;
  /** The pages of cards its categories' labels open (generated indexes), each at its own URL. */
  categoryIndexes: CategoryIndex[];
  /** Where its tags pages are (`/docs/tags`). */
  tagsPath: string;
  /** Keys of its docs' front matter that the build ignores, for warnings (`unknownKeyWarnings`). */
  unknownKeys: UnknownKey[];
  /** Its docs' tags that its tags file does not define (none when it has no tags file). */
  inlineTags: InlineTags[];
  /** Docs at a URL another doc of the version has first, which get no page (`url (file, shadowed by file)`). */
  shadowed?: string[];
}

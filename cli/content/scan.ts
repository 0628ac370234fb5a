import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { SiteConfig } from '../config/schema.js';
import { CATEGORY_FILE, parseCategoryMeta, type CategoryMeta } from './category-meta.js';
import { splitFrontMatter, type UnknownKey } from './front-matter.js';
import { docTags, readTagsFile, type TagOptions, type TagsFile } from './doc-tags.js';
import { localizedFile } from './localized.js';
import { readSource } from './read-source.js';
import {
  docIdFromPath,
  docPermalink,
  invalidFrontMatterId,
  isFolderPage,
  stripNumberPrefix,
  type UrlStyle,
} from './ids.js';
import { withTrailingSlash } from '../../common/route-files.js';
import { DEFAULT_SIDEBAR_OPTIONS, type SidebarOptions } from './sidebar-options.js';
import { buildSidebars, flattenSidebar, sidebarOfDocs } from './sidebars.js';
import type { DocSource, InlineTags, SidebarItem, VersionContent } from './types.js';
import { UserError, codeFrame } from '../util/errors.js';
import { closestName } from '../util/closest-name.js';
import { withBase } from '../routes/navbar.js';
import { DEFAULT_DOCS } from '../../common/docs-instances.js';
import { markdownOwner } from '../mdx/markdown-plugins.js';
import { globToRegExp } from '../util/glob.js';
import { NOT_CONTENT } from '../config/schemas/content-globs.js';
import { parseFrontMatterFirst } from './markdown-hooks.js';

/** The files of a docs folder that are docs, where a version does not say (Docusaurus's docs plugin's default). */
const DOC_FILES = ['**/*.{md,mdx}'];

/**
 * The doc files under a folder, as the version's `include` and `exclude` globs pick them (files and
 * folders whose name starts with `.` are hidden, as to Docusaurus), and every category file
 * (`_category_.json`, `.yml`).
 */
async function listFiles(
  dir: string,
  globs: { include?: string[]; exclude?: string[] },
): Promise<{ docs: string[]; categories: string[] }> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const included = (globs.include ?? DOC_FILES).map(globToRegExp);
  const excluded = (globs.exclude ?? NOT_CONTENT).map(globToRegExp);
  const docs: string[] = [];
  const categories: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const rel = relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/');
    if (CATEGORY_FILE.test(entry.name)) categories.push(rel);
    else if (
      !rel.split('/').some((part) => part.startsWith('.')) &&
      included.some((glob) => glob.test(rel)) &&
      !excluded.some((glob) => glob.test(rel))
    )
      docs.push(rel);
  }
  return { docs: docs.sort(), categories };
}

/** Reads one version's folder into doc records and generated sidebars. */
export async function scanVersion(
  siteDir: string,
  version: SiteConfig['docs']['versions'][number],
  isLast: boolean,
  options: Partial<SidebarOptions> = {},
  tagging: TagOptions = DEFAULT_TAGGING,
): Promise<VersionContent> {
  const root = join(siteDir, version.dir);
  const { docs: files, categories } = await listFiles(root, version).catch(() => {
    throw new UserError(`Docs folder of version ${version.name} not found: ${version.dir}`, {
      problems: [`Create ${version.dir} or fix docs.versions[].dir in the config.`],
    });
  });
  const sidebarOptions = { ...DEFAULT_SIDEBAR_OPTIONS, ...options };
  // Where its tags pages are: `/docs/tags`, `/docs/next/tags`.
  const tags = {
    file: readTagsFile(root, tagging),
    path: withBase(version.path, tagging.basePath),
    style: sidebarOptions,
  };
  // Read on this thread: the thread pool's round trips cost several times the reads (0.45 s for 5,700 docs).
  const localizedRoot = version.localizedDir === undefined ? undefined : join(siteDir, version.localizedDir);
  await parseFrontMatterFirst(files.map((rel) => localizedFile(root, localizedRoot, rel)));
  const read = files.map((rel) => readDoc(localizedFile(root, localizedRoot, rel), rel, version, tags));
  const docs = read.map((r) => r.doc);
  const metas = await readCategoryMetas(root, categories);
  const { routed: published, shadowed } = firstAtEachPermalink(docs.filter((d) => !d.frontMatter.draft));
  assertPaginationTargets(published, version.name);
  const { sidebars, categoryIndexes } = await buildSidebars({
    docs: published,
    metas,
    sidebars: version.sidebars,
    version: version.name,
    versionPath: version.path,
    siteDir,
    root,
    options: sidebarOptions,
  });
  const owners = sidebarOfDocs(sidebars);
  for (const doc of published) {
    // displayed_sidebar shows another sidebar (or, null, none) beside the doc.
    const shown = doc.frontMatter.displayed_sidebar;
    doc.sidebar = shown === null ? undefined : (shown ?? owners.get(doc.id));
  }
  const mainDocId = version.mainDocId ?? defaultMainDoc(published, sidebars, version.path);
  if (mainDocId === undefined || !published.some((d) => d.id === mainDocId)) {
    throw new UserError(`Version ${version.name}: main doc "${mainDocId}" does not exist`, {
      problems: [
        `Set docs.versions[].mainDocId to one of: ${published
          .slice(0, 5)
          .map((d) => d.id)
          .join(', ')}…`,
      ],
    });
  }
  return {
    name: version.name,
    instance: version.instance,
    label: version.label,
    path: version.path,
    isLast,
    mainDocId,
    banner: version.banner,
    badge: version.badge,
    ...(version.docItemComponent && { docItemComponent: version.docItemComponent }),
    ...(version.setOptions && { setOptions: version.setOptions }),
    docs: published,
    sidebars,
    categoryIndexes,
    tagsPath: withTrailingSlash(tags.path, sidebarOptions.trailingSlash, sidebarOptions.baseUrl),
    // A version's own DocItem component reads its docs' front matter, whatever keys it sets.
    unknownKeys: version.docItemComponent ? [] : read.flatMap((r) => r.unknownKeys),
    inlineTags: tags.file ? read.flatMap((r) => r.inlineTags ?? []) : [],
    shadowed,
  };
}

/** Tags as Docusaurus has them with no options: inline tags warned about once there is a tags file. */
const DEFAULT_TAGGING: TagOptions = { basePath: 'tags', file: undefined, onInlineTags: 'warn' };

/** Each folder's category file, by the folder's path in the version; two in one folder are an error. */
async function readCategoryMetas(root: string, files: string[]): Promise<Map<string, CategoryMeta>> {
  const byFolder = new Map<string, string>();
  for (const rel of files) {
    const folder = rel.split('/').slice(0, -1).join('/');
    const other = byFolder.get(folder);
    if (other)
      throw new UserError(`Two category files in one folder: ${other} and ${rel}`, {
        file: join(root, rel),
        problems: ['Keep one of them: Docusaurus reads either, and which one it takes is undetermined.'],
      });
    byFolder.set(folder, rel);
  }
  const read = async ([folder, rel]: [string, string]) => {
    const file = join(root, rel);
    return [folder, parseCategoryMeta(await readFile(file, 'utf8'), file)] as const;
  };
  return new Map(await Promise.all([...byFolder].map(read)));
}

/** Docusaurus's main doc of a version: the one at its root, else the first of its first sidebar, else the first. */
function defaultMainDoc(docs: DocSource[], sidebars: Record<string, SidebarItem[]>, root: string): string | undefined {
  const byPermalink = new Map(docs.map((d) => [d.permalink, d]));
  // The first page the sidebar lists that is a doc (a category may open a generated index).
  const first = flattenSidebar(Object.values(sidebars)[0] ?? []).find(({ href }) => byPermalink.has(href));
  return (byPermalink.get(root) ?? (first && byPermalink.get(first.href)) ?? docs[0])?.id;
}

function readDoc(
  file: string,
  relPath: string,
  version: SiteConfig['docs']['versions'][number],
  tags: { file: TagsFile | null; path: string; style: UrlStyle },
): { doc: DocSource; unknownKeys: UnknownKey[]; inlineTags?: InlineTags } {
  const source = readSource(file);
  const { frontMatter, body, unknownKeys } = splitFrontMatter(source, file);
  const idProblem = frontMatter.id === undefined ? undefined : invalidFrontMatterId(frontMatter.id);
  if (idProblem) {
    throw frontMatterValueError(source, file, 'id', `Invalid id "${frontMatter.id}": ${idProblem}.`, [
      'An id names the page within its folder (id: my-page); to publish it at another URL, set `slug` instead.',
    ]);
  }
  const parsePrefixes = frontMatter.parse_number_prefixes !== false;
  const id = docIdFromPath(relPath, frontMatter.id, parsePrefixes);
  const permalink = docPermalink(version.path, id, frontMatter.slug, isFolderPage(relPath), tags.style);
  if (permalink === undefined) {
    throw frontMatterValueError(
      source,
      file,
      'slug',
      `The slug "${frontMatter.slug}" leads out of version ${version.name} (${version.path}): its page would be written outside the site.`,
      [
        "Write a slug inside the version: `/my-page` starts at its path, `my-page` at the doc's folder, and `..` may not climb above it.",
      ],
    );
  }
  const fileName = relPath.split('/').at(-1)!;
  const tagged = docTags(frontMatter.tags, tags.file, tags.path, tags.style);
  const doc = {
    version: version.name,
    id,
    file,
    relPath,
    permalink,
    frontMatter,
    body,
    position: frontMatter.sidebar_position ?? (parsePrefixes ? stripNumberPrefix(fileName).position : undefined),
    tags: tagged.tags,
    // Another set of docs compiles with its own remark and rehype plugins, where it has them.
    ...(version.instance !== DEFAULT_DOCS && {
      markdownPlugins: markdownOwner('docusaurus-plugin-content-docs', version.instance),
    }),
  };
  if (!tagged.inline.length) return { doc, unknownKeys };
  return { doc, unknownKeys, inlineTags: { file, line: keyLine(source, 'tags'), labels: tagged.inline } };
}

/** The line of the file where its front matter sets `key` (the first line if it is not found). */
function keyLine(source: string, key: string): number {
  const lines = source.split('\n');
  const end = lines.indexOf('---', 1);
  const index = lines.slice(0, end < 0 ? undefined : end).findIndex((line) => new RegExp(`^${key}\\s*:`).test(line));
  return index < 0 ? 1 : index + 1;
}

/** A front matter value that cannot be used, located at its key's line. */
function frontMatterValueError(
  source: string,
  file: string,
  key: string,
  message: string,
  problems: string[],
): UserError {
  const line = keyLine(source, key);
  return new UserError(message, {
    file,
    line,
    frame: codeFrame(source, line),
    problems,
  });
}

/** A doc's `pagination_prev` and `pagination_next` name a doc of its version, as Docusaurus requires. */
function assertPaginationTargets(docs: DocSource[], version: string): void {
  const ids = new Set(docs.map((doc) => doc.id));
  for (const doc of docs) {
    for (const key of ['pagination_prev', 'pagination_next'] as const) {
      const id = doc.frontMatter[key];
      if (typeof id !== 'string' || ids.has(id)) continue;
      const closest = closestName(id, ids);
      throw frontMatterValueError(
        readSource(doc.file),
        doc.file,
        key,
        `${key} names no doc of version ${version}: "${id}"`,
        [
          `${closest ? `Did you mean "${closest}"? ` : ''}Write the id of a doc of this version (its path in the version's folder without number prefixes or extension, such as guide/intro), or null for no link.`,
        ],
      );
    }
  }
}

/**
 * The docs that get a page: of docs at one URL (a folder's `index.md` and `README.md`), the first by
 * id as Docusaurus orders them (`localeCompare`), whose route its router matches first; the others,
 * whose pages Docusaurus shadows, as `shadowed` ("url (file, shadowed by file)"), which the build
 * reports as `onDuplicateRoutes` says.
 */
function firstAtEachPermalink(docs: DocSource[]): { routed: DocSource[]; shadowed: string[] } {
  const first = new Map<string, DocSource>();
  for (const doc of [...docs].sort((a, b) => a.id.localeCompare(b.id)))
    if (!first.has(doc.permalink)) first.set(doc.permalink, doc);
  const routed = docs.filter((doc) => first.get(doc.permalink) === doc);
  const shadowed = docs
    .filter((doc) => first.get(doc.permalink) !== doc)
    .map((doc) => `${doc.permalink} (${doc.file}, shadowed by ${first.get(doc.permalink)!.file})`);
  return { routed, shadowed };
}

import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { SiteConfig } from '../config/schema.js';
import { parseCategoryMeta, type CategoryMeta } from './category-meta.js';
import { splitFrontMatter } from './front-matter.js';
import { docIdFromPath, docPermalink, stripNumberPrefix } from './ids.js';
import { buildSidebars } from './sidebars.js';
import type { DocSource, VersionContent } from './types.js';
import { UserError } from '../util/errors.js';

const DOC_FILE = /\.mdx?$/;

/** Every doc file and `_category_.json` under a folder; names starting with `_` or `.` are private. */
async function listFiles(dir: string): Promise<{ docs: string[]; categories: string[] }> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const docs: string[] = [];
  const categories: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const rel = relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/');
    if (entry.name === '_category_.json') categories.push(rel);
    else if (DOC_FILE.test(entry.name) && !rel.split('/').some((s) => s.startsWith('_') || s.startsWith('.'))) docs.push(rel);
  }
  return { docs: docs.sort(), categories };
}

/** Reads one version's folder into doc records and generated sidebars. */
export async function scanVersion(
  siteDir: string,
  version: SiteConfig['docs']['versions'][number],
  isLast: boolean,
): Promise<VersionContent> {
  const root = join(siteDir, version.dir);
  const { docs: files, categories } = await listFiles(root).catch(() => {
    throw new UserError(`Docs folder of version ${version.name} not found: ${version.dir}`, {
      problems: [`Create ${version.dir} or fix docs.versions[].dir in the config.`],
    });
  });
  // Read on this thread: the thread pool's round trips cost several times the reads (0.45 s for 5,700 docs).
  const read = files.map((rel) => readDoc(root, rel, version));
  const docs = read.map((r) => r.doc);
  const metas = new Map<string, CategoryMeta>();
  await Promise.all(
    categories.map(async (rel) => {
      const file = join(root, rel);
      metas.set(rel.replace(/\/?_category_\.json$/, ''), parseCategoryMeta(await readFile(file, 'utf8'), file));
    }),
  );
  const published = docs.filter((d) => !d.frontMatter.draft);
  assertUniquePermalinks(published);
  const sidebars = buildSidebars(published, metas, version.sidebars);
  if (!published.some((d) => d.id === version.mainDocId)) {
    throw new UserError(`Version ${version.name}: main doc "${version.mainDocId}" does not exist`, {
      problems: [`Set docs.versions[].mainDocId to one of: ${published.slice(0, 5).map((d) => d.id).join(', ')}…`],
    });
  }
  return { name: version.name, label: version.label, path: version.path, isLast, mainDocId: version.mainDocId, banner: version.banner, docs: published, sidebars, warnings: read.flatMap((r) => r.warnings) };
}

function readDoc(root: string, relPath: string, version: SiteConfig['docs']['versions'][number]): { doc: DocSource; warnings: string[] } {
  const file = join(root, relPath);
  const { frontMatter, body, warnings } = splitFrontMatter(readFileSync(file, 'utf8'), file);
  const id = docIdFromPath(relPath, frontMatter.id);
  const top = id.split('/')[0]!;
  const sidebar = id.includes('/') ? Object.entries(version.sidebars).find(([, folder]) => folder === top)?.[0] : undefined;
  const fileName = relPath.split('/').at(-1)!;
  const doc = {
    version: version.name,
    id,
    file,
    relPath,
    permalink: docPermalink(version.path, id, frontMatter.slug),
    sidebar,
    frontMatter,
    body,
    position: frontMatter.sidebar_position ?? stripNumberPrefix(fileName).position,
  };
  return { doc, warnings };
}

function assertUniquePermalinks(docs: DocSource[]): void {
  const seen = new Map<string, DocSource>();
  for (const doc of docs) {
    const other = seen.get(doc.permalink);
    if (other) {
      throw new UserError(`Two docs have the URL ${doc.permalink}`, {
        file: doc.file,
        problems: [`Also produced by ${other.file}. Give one of them another slug or id.`],
      });
    }
    seen.set(doc.permalink, doc);
  }
}

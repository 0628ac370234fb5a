import { dirname, join, posix, resolve } from 'node:path';
import type { Definition, Link, LinkReference, Root } from 'mdast';
import { definesLocalFile } from './remark-local-files.js';
import { walkTree } from './walk-tree.js';
import type { VFile } from 'vfile';
import { decodedUrl } from '../util/decode-url.js';
import { isInternalUrl } from '../../common/internal-url.js';
import { linkTarget, type LinkSite } from '../../common/link-target.js';
import type {} from './page-settings.js'; // file.data.settings

export interface FoundLink {
  url: string;
  /** The URL as the page has it, when its HTML has another (`url`: a Docusaurus site's, `asRendered`). */
  written?: string;
  line?: number;
  /** The writer wrote a path to a .md/.mdx file that no doc has. */
  unresolved?: boolean;
}

// Its query and hash stay after the doc's URL, as Docusaurus keeps them.
const FILE_LINK = /^(?![a-z][a-z\d+.-]*:|#)(\/?)([^#?]+\.mdx?)([?#].*)?$/i;

/** What Docusaurus takes for a file rather than a page: a link with an extension other than .md, .mdx or .html. */
const ASSET_LIKE = /\.(?!(?:mdx?|html)$)[^./]+$/i;

/**
 * `relative` (a path) resolved from the page at `page`, as the router resolves a relative link:
 * `..` and `.` as in a path, and a trailing slash where the link ends with one (or in `.`, `..`).
 */
function resolvedFrom(page: string, relative: string): string {
  const segments = page.split('/').slice(0, -1);
  const parts = relative.split('/');
  for (const part of parts) {
    if (part === '..') {
      if (segments.length > 1) segments.pop();
    } else if (part !== '.') segments.push(part);
  }
  if (['.', '..'].includes(parts.at(-1)!)) segments.push('');
  return segments.join('/') || '/';
}

/**
 * A Markdown link's URL as a Docusaurus site's HTML has it: its Link gives a root path the base
 * URL and an internal link the site's trailing slash (`linkTarget`; not one that names a file,
 * which Docusaurus takes as an asset), and the router resolves a relative link from the page's URL.
 */
function asRendered(url: string, site: LinkSite, page: string | undefined): string {
  const [pathname = ''] = url.split(/[?#]/);
  const target = linkTarget(url, ASSET_LIKE.test(pathname) ? { baseUrl: site.baseUrl } : site);
  if (!page || target.startsWith('/') || target.startsWith('#') || !isInternalUrl(target)) return target;
  const [relative = ''] = target.split(/[?#]/);
  return (relative ? resolvedFrom(page, relative) : page) + target.slice(relative.length);
}

/**
 * The files a link to a Markdown file may mean, in the order they are tried: paths from the content's folder
 * (the version's), or absolute ones. `/x.md` is from the content's folder; another from the
 * file's. On a Docusaurus site (`docusaurus`), as its content plugins look: `/x.md` then from the
 * site folder too; a path that starts with neither `./` nor `../` from the content's folder and
 * the site folder before the file's; one from the file's folder may be a file of any version
 * (`../../versioned_docs/version-1/x.md`).
 */
function linkedFiles(
  filePath: string,
  root: boolean,
  relPath: string,
  docusaurus: { siteDir?: string; file: string } | undefined,
): string[] {
  const fromContent = posix.normalize(filePath);
  const fromSite = docusaurus?.siteDir ? [join(docusaurus.siteDir, filePath)] : [];
  if (root) return [fromContent, ...fromSite];
  const fromFile = [posix.normalize(posix.join(posix.dirname(relPath), filePath))];
  if (!docusaurus) return fromFile;
  const fromFolders = /^\.\.?\//.test(filePath) ? [] : [fromContent, ...fromSite];
  return [...fromFolders, ...fromFile, resolve(dirname(docusaurus.file), filePath)];
}

/**
 * Rewrites links to .md/.mdx files (relative to the current file, or from the version's folder
 * when they start with `/`) into the target doc's URL; on a Docusaurus site every link as its HTML
 * has it (`asRendered`). Records every link with its line for the link checker, and each file
 * looked up with what it resolved to (`linkTargets`, for the compile cache), the page's own among
 * them where its links are resolved from its URL.
 */
export function remarkLinks() {
  return (tree: Root, file: VFile) => {
    const { relPath, permalinks, linkSite, siteDir } = file.data.settings!;
    const links: FoundLink[] = [];
    const targets = new Map<string, string | null>();
    const page = linkSite && permalinks.get(relPath);
    if (page) targets.set(relPath, page);
    // A definition no reference uses makes no link on the page: its URL is not checked, as
    // Docusaurus checks the links a page renders (a file path in it is still resolved).
    const referenced = new Set<string>();
    const defined: (FoundLink & { identifier: string })[] = [];
    walkTree(tree, (node) => {
      if (node.type === 'linkReference') referenced.add((node as LinkReference).identifier);
      if (node.type !== 'link' && node.type !== 'definition') return;
      const link = node as Link | Definition;
      // Its references were made the file's URL (remark-local-files.ts): there is nothing to check.
      if (link.type === 'definition' && definesLocalFile(link, file.path, siteDir)) return;
      const line = link.position?.start.line;
      const match = FILE_LINK.exec(link.url);
      if (match) {
        // `/x.md` is a file from the version's folder, as Docusaurus reads it; one no doc has is a
        // URL (a page's Markdown copy), where a relative one is a writer's mistake.
        const [, root, path, suffix] = match;
        // Docusaurus reads a path written with backslashes (on Windows) with slashes.
        const decoded = decodedUrl(path!, decodeURI);
        const filePath = linkSite ? decoded.replaceAll('\\', '/') : decoded;
        const candidates = linkedFiles(filePath, !!root, relPath, linkSite ? { siteDir, file: file.path } : undefined);
        for (const candidate of candidates) targets.set(candidate, permalinks.get(candidate) ?? null);
        const permalink = candidates.map((candidate) => permalinks.get(candidate)).find(Boolean);
        if (permalink) link.url = permalink + (suffix ?? '');
        else if (!root) {
          links.push({ url: link.url, line, unresolved: true });
          return;
        }
      }
      const written = link.url;
      if (linkSite) link.url = asRendered(written, linkSite, page);
      // A path the router must leave to the browser opens in a new tab, as a link out of the site does.
      if (linkSite && link.type === 'link' && written.startsWith('pathname://'))
        link.data = {
          ...link.data,
          hProperties: { ...link.data?.hProperties, target: '_blank', rel: ['noopener', 'noreferrer'] },
        };
      const found = { url: link.url, line, ...(link.url !== written && { written }) };
      if (link.type === 'definition') defined.push({ ...found, identifier: link.identifier });
      else links.push(found);
    });
    for (const { identifier, ...found } of defined) if (referenced.has(identifier)) links.push(found);
    file.data.links = links;
    file.data.linkTargets = [...targets];
  };
}

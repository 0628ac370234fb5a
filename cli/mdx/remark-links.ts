import { posix } from 'node:path';
import type { Definition, Link, Root } from 'mdast';
import { definesLocalFile } from './remark-local-files.js';
import { walkTree } from './walk-tree.js';
import type { VFile } from 'vfile';
import { decodedUrl } from '../util/decode-url.js';
import type {} from './page-settings.js'; // file.data.settings

export interface FoundLink {
  url: string;
  line?: number;
  /** The writer wrote a path to a .md/.mdx file that no doc has. */
  unresolved?: boolean;
}

const FILE_LINK = /^(?![a-z][a-z\d+.-]*:|#)(\/?)([^#?]+\.mdx?)(#.*)?$/i;

/**
 * Rewrites links to .md/.mdx files (relative to the current file, or from the version's folder
 * when they start with `/`) into the target doc's URL,
 * and records every link with its line for the link checker, and each file looked up with what
 * it resolved to (`linkTargets`, for the compile cache).
 */
export function remarkLinks() {
  return (tree: Root, file: VFile) => {
    const { relPath, permalinks } = file.data.settings!;
    const links: FoundLink[] = [];
    const targets = new Map<string, string | null>();
    walkTree(tree, (node) => {
      if (node.type !== 'link' && node.type !== 'definition') return;
      const link = node as Link | Definition;
      // Its references were made the file's URL (remark-local-files.ts): there is nothing to check.
      if (link.type === 'definition' && definesLocalFile(link, file.path)) return;
      const line = link.position?.start.line;
      const match = FILE_LINK.exec(link.url);
      if (match) {
        // `/x.md` is a file from the version's folder, as Docusaurus reads it; one no doc has is a
        // URL (a page's Markdown copy), where a relative one is a writer's mistake.
        const [, root, path, hash] = match;
        const from = root ? '.' : posix.dirname(relPath);
        const target = posix.normalize(posix.join(from, decodedUrl(path!, decodeURI)));
        const permalink = permalinks.get(target);
        targets.set(target, permalink ?? null);
        if (permalink) link.url = permalink + (hash ?? '');
        else if (!root) {
          links.push({ url: link.url, line, unresolved: true });
          return;
        }
      }
      links.push({ url: link.url, line });
    });
    file.data.links = links;
    file.data.linkTargets = [...targets];
  };
}

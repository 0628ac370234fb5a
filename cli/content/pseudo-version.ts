import { DEFAULT_DOCS } from '../../common/docs-instances.js';
import type { VersionContent } from './types.js';

/**
 * Markdown that is no docs version's (the site's pages, plugins' Markdown), as one for the MDX
 * stage to compile: no sidebars, tags or banner, its docs at URLs of their own.
 */
export function pseudoVersion(name: string, label: string, path: string): VersionContent {
  return {
    name,
    instance: DEFAULT_DOCS,
    label,
    path,
    isLast: false,
    mainDocId: '',
    banner: 'none',
    tagsPath: '',
    inlineTags: [],
    docs: [],
    sidebars: {},
    categoryIndexes: [],
    unknownKeys: [],
  };
}

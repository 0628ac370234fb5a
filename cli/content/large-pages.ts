import type { DocSource } from './types.js';

/**
 * A page of more than this many bytes is told to split. It compiles in pieces (compile-pieces.ts),
 * so its memory stays bounded, but its compile takes seconds and every reader downloads it whole:
 * past this size, one page costs as much as a whole site of ordinary pages (docs pages are a
 * hundredth of it).
 */
export const LARGE_PAGE_BYTES = 1024 * 1024;
const MB = 1024 * 1024;

/** A warning per page over {@link LARGE_PAGE_BYTES}: its file, its size and the fix. */
export function largePageWarnings(docs: DocSource[]): string[] {
  return docs.flatMap((doc) => {
    // A character is at most three bytes: most pages need no counting.
    if (doc.body.length * 3 <= LARGE_PAGE_BYTES) return [];
    const bytes = Buffer.byteLength(doc.body);
    if (bytes <= LARGE_PAGE_BYTES) return [];
    return [
      `${doc.file}: this page is ${(bytes / MB).toFixed(1)} MB, and a page over ${LARGE_PAGE_BYTES / MB} MB takes seconds to compile and to load: split it into several pages`,
    ];
  });
}

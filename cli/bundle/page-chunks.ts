import { createHash } from 'node:crypto';
import type { Staging } from '../render/output.js';
import { encodePath } from '../../common/route-files.js';
import { ASSETS_DIR, pageEntry } from './client-files.js';
import { pageChunkSource } from './module-sources.js';
import type { PageModule } from './types.js';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** Eight base32 characters of the text's SHA-256: a file name's content hash, as esbuild writes them. */
function contentHash(text: string): string {
  const digest = createHash('sha256').update(text).digest();
  let hash = '';
  for (let bit = 0; bit < 40; bit += 5) hash += BASE32[(digest.readUInt16BE(bit >> 3) >> (11 - (bit & 7))) & 31]!;
  return hash;
}

/**
 * Writes a page's browser chunk, as it was compiled, and returns its URL: esbuild took ~3 ms of
 * CPU a page to bundle one (15-36 s on a site of 5,700 pages), and minifying saves ~6% of a
 * chunk's gzipped size, most of which is text and code samples. A page that imports more than
 * React and the theme imports its group's table (`tableUrl`, module-sources.ts). A chunk the staged
 * output already holds under its hash is kept.
 */
export function pageChunkWriter(staging: Staging, baseUrl: string): (page: PageModule, tableUrl?: string) => string {
  return (page, tableUrl) => {
    const text = pageChunkSource(page, tableUrl);
    const hash = contentHash(text);
    const file = `${ASSETS_DIR}/${pageEntry(page.key)}-${hash}.js`;
    if (!staging.reuse(file, hash)) staging.write(file, text, hash);
    // A doc named `100%` or `c#` has a chunk of that name, fetched at its escaped URL.
    return `${baseUrl}${encodePath(file)}`;
  };
}

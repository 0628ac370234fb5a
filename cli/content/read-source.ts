import { readFileSync } from 'node:fs';
import { UserError } from '../util/errors.js';

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/**
 * A page's text, read as UTF-8 (a byte-order mark dropped). A file in another encoding, or not
 * text at all, is an error naming it: decoded anyway, it would be published as garbled text.
 */
export function readSource(file: string): string {
  const bytes = readFileSync(file);
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
    throw new UserError('This page is saved as UTF-16, and ckdocs reads pages as UTF-8', {
      file,
      problems: ["Save it as UTF-8 (your editor's encoding setting, or `iconv -f UTF-16 -t UTF-8`)."],
    });
  const nul = bytes.indexOf(0);
  if (nul !== -1)
    throw new UserError('This is not a text file, though named as a page', {
      file,
      line: lineAt(bytes, nul),
      problems: ['Move it out of the docs folder, or rename it without .md/.mdx.'],
    });
  try {
    return utf8.decode(bytes);
  } catch {
    throw new UserError('This page is not valid UTF-8 (saved as Latin-1 or Windows-1252?)', {
      file,
      line: lineAt(bytes, firstInvalidByte(bytes)),
      problems: ["Save the file as UTF-8 (your editor's encoding setting, or `iconv -f LATIN1 -t UTF-8`)."],
    });
  }
}

function lineAt(bytes: Buffer, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset; i++) if (bytes[i] === 0x0a) line++;
  return line;
}

/** Where UTF-8 decoding first fails: at the bad byte, or the one after a character it cut short. */
function firstInvalidByte(bytes: Buffer): number {
  let [good, bad] = [0, bytes.length];
  while (bad - good > 1) {
    const mid = (good + bad) >> 1;
    // A prefix may end inside a valid character: decode it as a stream, which waits for the rest.
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, mid), { stream: true });
      good = mid;
    } catch {
      bad = mid;
    }
  }
  return good;
}

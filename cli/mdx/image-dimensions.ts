import { closeSync, openSync, readSync } from 'node:fs';
import { imageSize } from 'image-size';

/** How much of an image file is read for its size: its header, and a JPEG's metadata before its frame. */
const HEADER_BYTES = 512 * 1024;
/** Where the headers are read, one file at a time (the reads are synchronous), made on first use. */
let header: Buffer | undefined;

/**
 * An image file's width and height in pixels, as Docusaurus's Markdown reads them to give its
 * images `width` and `height` (the page keeps their room while they load); none for a file
 * image-size cannot read.
 */
export function imageDimensions(file: string): { width: number; height: number } | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(file, 'r');
    header ??= Buffer.allocUnsafe(HEADER_BYTES);
    const { width, height } = imageSize(header.subarray(0, readSync(fd, header, 0, HEADER_BYTES, 0)));
    return width && height ? { width, height } : undefined;
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

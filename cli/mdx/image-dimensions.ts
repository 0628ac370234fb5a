import { closeSync, openSync, readSync } from 'node:fs';
import { imageSize } from 'image-size';

/** How much of an image file is read for its size: its header, and a JPEG's metadata before its frame. */
const HEADER_BYTES = 512 * 1024;

/**
 * An image file's width and height in pixels, as Docusaurus's Markdown reads them to give its
 * images `width` and `height` (the page keeps their room while they load); none for a file
 * image-size cannot read.
 */
export function imageDimensions(file: string): { width: number; height: number } | undefined {
  const buffer = Buffer.alloc(HEADER_BYTES);
  const fd = openSync(file, 'r');
  try {
    const read = readSync(fd, buffer, 0, HEADER_BYTES, 0);
    const { width, height } = imageSize(buffer.subarray(0, read));
    return width && height ? { width, height } : undefined;
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}

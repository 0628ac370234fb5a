import { closeSync, openSync, readSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { Staging } from './output.js';
import { hoistedComplete, splitHoisted } from './hoisted-head.js';

/** Where a page's body goes as the server renders it, a part at a time. */
export interface BodySink {
  write(chunk: Uint8Array): void;
  end(): void;
  /** The render failed: the file is left as it is, for the failed build's staging to go. */
  abort(): void;
}

/** A page's HTML file, known once the start of its body is (a component page's title is in it). */
export interface HtmlFile {
  /** Its path in the staged folder (whose folder exists), and the key it is written with. */
  file: string;
  key: string;
  /** The document around the body. */
  before: string;
  after: string;
}

/** How much of a staged file is read back at a time. */
const READ_BYTES = 1024 * 1024;

/** `start`, then `length` bytes of the file open as `fd` from `from`, a part at a time. */
function* body(start: Buffer, fd: number, from: number, length: number): Generator<Uint8Array> {
  yield start;
  for (let at = 0; at < length; at += READ_BYTES) {
    const part = Buffer.allocUnsafe(Math.min(READ_BYTES, length - at));
    readSync(fd, part, 0, part.length, from + at);
    yield part;
  }
}

/**
 * The body of a page too large to hold whole, written into its staged HTML file as it comes, as
 * `renderRoutes` writes other pages: the elements React hoisted go (`splitHoisted`), and the
 * document goes around it. The body's start is held until it has all of those; `open` then
 * gives the file. Once the body has ended, `cached` is given it as rendered, its start held and
 * the rest read back from the file a part at a time.
 */
export function streamedHtml(
  staging: Staging,
  open: (start: Buffer) => HtmlFile,
  cached: (body: Iterable<Uint8Array>) => void,
): BodySink {
  let held: Buffer[] = [];
  let output: { html: HtmlFile; start: Buffer; fd: number; size: number; rest: number } | undefined;
  const append = (bytes: Uint8Array) => {
    writeSync(output!.fd, bytes);
    output!.size += bytes.length;
  };
  const begin = () => {
    const start = Buffer.concat(held);
    held = [];
    const html = open(start);
    output = { html, start, fd: openSync(join(staging.dir, html.file), 'w+'), size: 0, rest: 0 };
    append(Buffer.from(html.before));
    append(splitHoisted(start).body);
    output.rest = output.size;
  };
  return {
    write(chunk) {
      if (output) return append(chunk);
      held.push(Buffer.from(chunk));
      if (hoistedComplete(Buffer.concat(held))) begin();
    },
    end() {
      if (!output) begin();
      const { html, start, fd, rest } = output!;
      try {
        const restLength = output!.size - rest;
        append(Buffer.from(html.after));
        staging.wrote(html.file, html.key, output!.size);
        cached(body(start, fd, rest, restLength));
      } finally {
        closeSync(fd);
      }
    },
    abort() {
      if (output) closeSync(output.fd);
    },
  };
}

/**
 * A code fence's opening line as Markdown reads one, at the margin or indented (in a list item):
 * three or more backticks whose info has no backtick, or three or more tildes.
 */
const OPENING = /^[ \t]*(?:(`{3,})[^`]*|(~{3,}).*)$/;

/** The sequence (```` ``` ````, `~~~~`…) a line opens a fence with, if it opens one. */
export function fenceOpening(line: string): string | undefined {
  const match = OPENING.exec(line);
  return match ? (match[1] ?? match[2]) : undefined;
}

/** The pattern of the line that closes a fence opened with a sequence, made once per sequence. */
const closings = new Map<string, RegExp>();

/**
 * Whether `line` closes the fence opened with `sequence`: as many of its character or more, and
 * nothing else (a `\r` left by a split on `\n` aside).
 */
export function closesFence(line: string, sequence: string): boolean {
  let closing = closings.get(sequence);
  if (!closing) closings.set(sequence, (closing = new RegExp(`^[ \\t]*${sequence[0]}{${sequence.length},}\\s*$`)));
  return closing.test(line);
}

/** Follows a page's code fences line by line, for the scanners that read a page as lines. */
export class CodeFences {
  /** The sequence of the fence the lines so far left open. */
  open: string | undefined;

  /** Whether `line`, the page's next, is code: a fence's opening or closing line, or one between them. */
  inCode(line: string): boolean {
    if (this.open) {
      if (closesFence(line, this.open)) this.open = undefined;
      return true;
    }
    this.open = fenceOpening(line);
    return this.open !== undefined;
  }
}

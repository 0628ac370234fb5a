import { readFileSync } from 'node:fs';
import { sourcePosition } from '../bundle/server.js';
import { codeFrame, UserError } from '../util/errors.js';
import { within } from '../util/within.js';

/** A stack frame's place: `at Name (file:line:column)` or `at file:line:column`. */
const FRAME = /^\s*at (?:.*? \()?(.+?):(\d+):(\d+)\)?$/;

/**
 * Where in the site's own code (its folder, outside node_modules) `error` was thrown while a page
 * rendered: the first frame of its stack in a server bundle that maps there. Undefined when no
 * frame does, as for a component a Markdown page defines (its compiled code has no map).
 */
export function thrownAt(error: Error, siteDir: string): { file: string; line: number; column: number } | undefined {
  for (const frame of error.stack?.split('\n') ?? []) {
    const match = FRAME.exec(frame);
    const place = match && sourcePosition(match[1]!, Number(match[2]), Number(match[3]));
    if (place && within(place.file, siteDir) && !place.file.split(/[\\/]/).includes('node_modules')) return place;
  }
  return undefined;
}

/**
 * An error thrown as a server bundle loaded: code at the top level of one of the site's modules
 * (a swizzled component, a client module) runs on the server before any page renders. As an error
 * at that line when the stack leads into the site's code; anything else as it came.
 */
export function loadFailure(error: unknown, siteDir: string): unknown {
  if (!(error instanceof Error) || error instanceof UserError) return error;
  const at = thrownAt(error, siteDir);
  if (!at) return error;
  return new UserError(`threw as the server code loaded, before any page rendered: ${error.message}`, {
    ...at,
    frame: codeFrame(readFileSync(at.file, 'utf8'), at.line, at.column),
    problems: [
      "A module's top-level code runs on the server as well, where there is no window, document or localStorage: move it into a component's effect, or behind a `typeof window` check.",
    ],
  });
}

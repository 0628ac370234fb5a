import { sourcePosition } from '../bundle/server.js';
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

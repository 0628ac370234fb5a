// The 404 page's suggestions: the site's routes whose path reads closest to the one requested.
// Loaded on use, by the 404 page only, with the route manifest the build writes.

import { ROUTE_MANIFEST_FILE } from '../common/route-files.js';

/** A path's segments, lower-cased and without separators: `/docs/Guide/cache-tag` is docs, guide, cachetag. */
function segmentsOf(path: string): string[] {
  return path
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })
    .map((segment) => segment.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ''))
    .filter(Boolean);
}

/** Edit distance between two strings, as a share of the longer one (0: the same, 1: nothing alike). */
function distance(a: string, b: string): number {
  if (a === b) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = row;
  }
  return previous[b.length]! / Math.max(a.length, b.length);
}

/**
 * The `count` routes closest to `requested`: each requested segment is matched with the most alike
 * segment of the route; a route with more or fewer segments loses a little. Scores above `cutoff`
 * are no suggestion, nor is a route where the last requested segment, the page's own name, is
 * unlike every segment (`/docs/guide/zzz` is no near miss of every guide). A site's segments
 * repeat across routes, so each pair is measured once.
 */
export function closestRoutes(requested: string, routes: string[], count = 5, cutoff = 0.45): string[] {
  const wanted = segmentsOf(requested);
  if (!wanted.length) return [];
  const measured = new Map<string, number[]>();
  const distancesTo = (segment: string) => {
    let known = measured.get(segment);
    if (!known) measured.set(segment, (known = wanted.map((w) => distance(w, segment))));
    return known;
  };
  const scored = routes.map((path) => {
    const segments = segmentsOf(path);
    const best = wanted.map(() => 1);
    for (const segment of segments) {
      distancesTo(segment).forEach((d, i) => (best[i] = Math.min(best[i]!, d)));
    }
    const mean = best.reduce((sum, d) => sum + d, 0) / wanted.length;
    const score = mean + 0.05 * Math.abs(segments.length - wanted.length);
    return { path, score: best.at(-1)! > 0.5 ? Infinity : score };
  });
  return scored
    .filter((s) => s.score <= cutoff && s.path !== requested)
    .sort((a, b) => a.score - b.score || a.path.length - b.path.length)
    .slice(0, count)
    .map((s) => s.path);
}

/** The routes closest to the page the reader asked for, from the site's route manifest. */
export async function suggestRoutes(baseUrl: string, requested: string): Promise<string[]> {
  const response = await fetch(`${baseUrl}${ROUTE_MANIFEST_FILE}`);
  if (!response.ok) return [];
  const routes = Object.keys((await response.json()) as Record<string, unknown>);
  const inSite = (path: string) => (path.startsWith(baseUrl) ? path.slice(baseUrl.length - 1) : path);
  return closestRoutes(inSite(requested), routes.map(inSite)).map((path) => `${baseUrl}${path.slice(1)}`);
}

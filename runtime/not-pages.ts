import type { PageData } from '../common/data.js';
import { routeKey } from '../common/route-files.js';

/** Paths the pages seen so far link to where the build found no page. */
const notPages = new Set<string>();

/** Notes the paths `page` links to where no page is (`PageData.notPages`). */
export function rememberNotPages(page: PageData): void {
  for (const path of page.notPages ?? []) notPages.add(path);
}

/** Whether a link to `path` (a page path, as the router takes it) leads to no page: the browser loads it. */
export function isNotPage(path: string): boolean {
  return notPages.has(routeKey(path));
}

// Injected by `ckdocs serve` only: reloads the page when its source changes and shows
// build errors in an overlay, the way writers expect from a dev server.

interface ReloadEvent {
  type: 'reload';
  /**
   * Route paths whose HTML changed; '*' means every page (theme or config changed), `/fa/*` every
   * page under `/fa/` (one locale's, served beside the others).
   */
  paths: string[];
}
/** Sent first on each connection: how many reload events the server has sent so far. */
interface HelloEvent {
  type: 'hello';
  reloads: number;
}
interface BuildError {
  message: string;
  location?: string;
  frame?: string;
  problems?: string[];
}
interface BuildErrorEvent {
  type: 'error';
  /** Of several errors, what they are together ("The bundle failed with 43 errors"). */
  summary?: string;
  errors: BuildError[];
  /** Errors left out of `errors`. */
  more: number;
}

import { routeKey } from '../common/route-files.js';

const SCROLL_KEY = 'ckdocs:serve-scroll';
/** The server's count of reloads when this page reloaded for the last of them. */
const RELOADS_KEY = 'ckdocs:serve-reloads';
const OVERLAY_ID = 'ckdocs-error-overlay';

function currentPath(): string {
  return routeKey(location.pathname.replace(/\/index\.html$/, '/'));
}

function showOverlay(event: BuildErrorEvent): void {
  document.getElementById(OVERLAY_ID)?.remove();
  const overlay = document.createElement('div');
  overlay.id = OVERLAY_ID;
  overlay.setAttribute('role', 'alert');
  overlay.setAttribute(
    'style',
    'position:fixed;inset:0;z-index:2147483647;overflow:auto;padding:32px;background:rgba(20,10,20,.94);color:#ffd7d7;font:14px/1.5 ui-monospace,monospace;white-space:pre-wrap',
  );
  const title = document.createElement('div');
  title.setAttribute('style', 'color:#ff6b6b;font-size:18px;font-weight:bold;margin-bottom:12px');
  const [first] = event.errors;
  title.textContent = event.summary ?? `Build error${first?.location ? ` in ${first.location}` : ''}`;
  overlay.append(title);
  for (const error of event.errors) {
    const body = document.createElement('div');
    body.setAttribute('style', 'margin-bottom:24px');
    const where = event.summary && error.location ? `${error.location}\n` : '';
    body.textContent = [`${where}${error.message}`, error.frame, ...(error.problems ?? []).map((p) => `→ ${p}`)]
      .filter(Boolean)
      .join('\n\n');
    overlay.append(body);
  }
  if (event.more) overlay.append(`… and ${event.more} more`);
  const hint = document.createElement('div');
  hint.setAttribute('style', 'margin-top:16px;color:#aaa');
  hint.textContent = 'Fix the file and save: this page reloads by itself.';
  overlay.append(hint);
  document.body.append(overlay);
}

/** Whether this page is one of those a reload event's path names. */
function shows(path: string): boolean {
  const page = currentPath();
  return path.endsWith('*') ? `${page}/`.startsWith(path.slice(0, -1)) : routeKey(path) === page;
}

function reload(reloads: number): void {
  sessionStorage.setItem(SCROLL_KEY, JSON.stringify({ path: currentPath(), y: window.scrollY }));
  sessionStorage.setItem(RELOADS_KEY, String(reloads));
  location.reload();
}

function connect(): void {
  const source = new EventSource('/__ckdocs/events');
  // The reloads the server had sent when this page last heard from it.
  let reloads = 0;
  source.onmessage = (message) => {
    const event = JSON.parse(message.data as string) as HelloEvent | ReloadEvent | BuildErrorEvent;
    if (event.type === 'hello') {
      // A save built while this page was reloading for the one before: its HTML may be older.
      const before = sessionStorage.getItem(RELOADS_KEY);
      sessionStorage.removeItem(RELOADS_KEY);
      if (before !== null && event.reloads > Number(before)) return reload(event.reloads);
      reloads = event.reloads;
      return;
    }
    if (event.type === 'error') {
      showOverlay(event);
      return;
    }
    reloads++;
    const hadOverlay = !!document.getElementById(OVERLAY_ID);
    if (hadOverlay || event.paths.some(shows)) reload(reloads);
  };
}

// After a reload caused by an edit, return to where the writer was reading.
const saved = sessionStorage.getItem(SCROLL_KEY);
if (saved) {
  sessionStorage.removeItem(SCROLL_KEY);
  const { path, y } = JSON.parse(saved) as { path: string; y: number };
  if (path === currentPath()) requestAnimationFrame(() => window.scrollTo(0, y));
}
connect();

import type { PageData } from '../common/data.js';
import { loadPageParts, loadSidebar, type PageParts, type ShownPage } from './page-loader.js';

export interface PendingPage {
  /** Puts a page on screen; settles once React has rendered it. */
  show(page: ShownPage): Promise<void>;
  /** Called once the whole page is on screen. */
  shown(): void;
  /** Whether the reader is still at the page's address (not moved on to another page). */
  current(): boolean;
}

/**
 * The page to show when its code failed to load: its sidebar if that came, the error, and a
 * Retry that loads it again.
 */
export async function failedPage(page: PageData, error: unknown, pending: PendingPage): Promise<ShownPage> {
  const retry = () => void showWhenLoaded(page, loadPageParts(page), pending);
  const sidebar = page.sidebarUrl ? await loadSidebar(page.sidebarUrl).catch(() => undefined) : undefined;
  return { page, sidebar, loader: { error: (error as Error).message ?? String(error), retry } };
}

/**
 * A page whose code is slow to come, or failed: it shows with a spinner in place of its content,
 * then whole once its code is in, or with the error and a Retry. Nothing shows once the reader
 * has moved to another page.
 */
export async function showWhenLoaded(page: PageData, parts: Promise<PageParts>, pending: PendingPage): Promise<void> {
  if (!pending.current()) return;
  await pending.show({ page, loader: {} });
  let shown: ShownPage;
  try {
    shown = { page, ...(await parts) };
  } catch (error) {
    shown = await failedPage(page, error, pending);
  }
  if (!pending.current()) return;
  await pending.show(shown);
  if (!shown.loader) pending.shown();
}

/**
 * The waits on a save's way to the open pages, in the order a save meets them. Each adds to the
 * time a writer waits for the reload, so each is as short as what it waits for allows.
 */

/** Watcher events this close together are one batch: an editor's write and rename, a save of several files. */
export const SAVE_BATCH_MS = 10;

/**
 * How long chokidar keeps quiet about a file after reporting a change to it, with no event at the
 * end of that window: a second save within it (a formatter's after the editor's) has no event.
 */
export const CHANGE_THROTTLE_MS = 50;

/** When a changed file is looked at again, to catch a save chokidar kept quiet about: just after its window. */
export const LOOK_AGAIN_MS = CHANGE_THROTTLE_MS + 10;

/**
 * How long a file found empty may take to be written: many editors save by emptying a file, then
 * writing it a moment later, and a page read in between loses its front matter.
 */
export const EMPTY_WAIT_MS = 100;

/** How often a file found empty is looked at while it may still be written. */
export const EMPTY_POLL_MS = 10;

/**
 * How long after the last update search indexes and the link check follow it: they take the thread
 * for some 200 ms, which the reloaded page's request, or the next save's reload, would wait out.
 */
export const REFRESH_AFTER_MS = 500;

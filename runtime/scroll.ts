/** Where each history entry was scrolled to, kept in its state so back/forward can return there. */
interface ScrollState {
  scrollY?: number;
}

const SAVE_AFTER_MS = 100;

/**
 * Records the scroll position into the current history entry once scrolling settles (browsers
 * limit how often history may be written) and before the page is left. On back/forward, `pause`
 * at the popstate and `resume` once the entry's page is shown and scrolled: the entry is already
 * the next one, and a scroll of the page still on screen (one that settles, or a late scroll
 * event) must not land in it.
 */
export function trackScroll(): { save(): void; pause(): void; resume(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let paused = false;
  const save = () => {
    clearTimeout(timer);
    history.replaceState({ ...((history.state as ScrollState | null) ?? {}), scrollY: window.scrollY }, '');
  };
  window.addEventListener(
    'scroll',
    () => {
      clearTimeout(timer);
      if (!paused) timer = setTimeout(save, SAVE_AFTER_MS);
    },
    { passive: true },
  );
  window.addEventListener('pagehide', save);
  return {
    save,
    pause() {
      paused = true;
      clearTimeout(timer);
    },
    resume() {
      paused = false;
    },
  };
}

/**
 * After a page is shown: back/forward return to the entry's position, a hash goes to its element
 * (focused, so the next Tab and a screen reader start there, as after a load), else the top.
 */
export function scrollAfterNavigation(url: URL, pop: boolean): void {
  const saved = pop ? (history.state as ScrollState | null)?.scrollY : undefined;
  const target = url.hash ? document.getElementById(decodeURIComponent(url.hash.slice(1))) : null;
  if (saved === undefined && target) {
    target.scrollIntoView();
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  } else window.scrollTo(0, saved ?? 0);
}

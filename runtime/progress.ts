/**
 * A thin progress bar for route changes, shown only when loading takes longer than DELAY_MS so
 * fast navigations do not flash it. It starts at MINIMUM and trickles towards the end until done.
 */
const DELAY_MS = 200;
const MINIMUM = 0.08;
const SPEED_MS = 200;
const TRICKLE_RATE = 0.02;
const TRICKLE_EVERY_MS = 800;

export interface Progress {
  start(): void;
  done(): void;
}

export function createProgress(): Progress {
  let delay: ReturnType<typeof setTimeout> | undefined;
  let trickle: ReturnType<typeof setInterval> | undefined;
  let bar: HTMLDivElement | undefined;
  let value = 0;
  const set = (n: number) => {
    value = Math.min(Math.max(n, MINIMUM), 1);
    bar!.style.transform = `translateX(${(value - 1) * 100}%)`;
  };
  const show = () => {
    bar?.parentElement?.remove();
    const root = document.createElement('div');
    root.id = 'ck-progress';
    root.setAttribute('role', 'progressbar');
    root.setAttribute('aria-label', THEME_LABELS.pageLoading);
    bar = document.createElement('div');
    bar.className = 'ck-progress-bar';
    bar.style.transition = `transform ${SPEED_MS}ms linear`;
    root.append(bar);
    document.body.append(root);
    set(MINIMUM);
    trickle = setInterval(
      () => value < 0.994 && set(value + Math.random() * TRICKLE_RATE * (1 - value) * 4),
      TRICKLE_EVERY_MS,
    );
  };
  return {
    start() {
      clearTimeout(delay);
      delay = setTimeout(show, DELAY_MS);
    },
    done() {
      clearTimeout(delay);
      clearInterval(trickle);
      if (!bar) return;
      const root = bar.parentElement!;
      set(1);
      bar = undefined;
      setTimeout(() => {
        root.style.opacity = '0';
        setTimeout(() => root.remove(), SPEED_MS);
      }, SPEED_MS);
    },
  };
}

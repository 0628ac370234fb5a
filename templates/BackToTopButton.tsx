import { useEffect, useRef, useState } from 'react';

/** How far down a page the reader must be before the button offers the way back up. */
const SHOWN_BELOW = 300;

/**
 * The classic theme's button back to the top of a long doc, on a Docusaurus site: in the window's
 * corner while the reader scrolls up, once far enough down; gone while they scroll down or reach
 * the top. `@theme/BackToTopButton` a site may replace.
 */
export function BackToTopButton() {
  const [shown, setShown] = useState(false);
  const lastY = useRef(0);
  useEffect(() => {
    const onScroll = () => {
      const y = window.scrollY;
      setShown(y > SHOWN_BELOW && y < lastY.current);
      lastY.current = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  const toTop = () => {
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: still ? 'auto' : 'smooth' });
  };
  return (
    <button
      type="button"
      aria-label={THEME_LABELS.backToTop}
      className={`clean-btn theme-back-to-top-button back-to-top-button${shown ? ' back-to-top-button--shown' : ''}`}
      onClick={toTop}
    >
      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
        <path fill="none" stroke="currentColor" strokeWidth="2" d="M6 15l6-6 6 6" />
      </svg>
    </button>
  );
}

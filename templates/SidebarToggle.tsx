import { useState } from 'react';
import ThemeArrow from 'ck:arrow-icon';

/** Whether the reader hid the docs sidebar: it stays so from one doc to the next, until a reload. */
let hiddenNow = false;

/** The docs sidebar's hidden state, and what sets it. */
export function useSidebarHidden(): [boolean, (hidden: boolean) => void] {
  const [hidden, setHidden] = useState(hiddenNow);
  return [
    hidden,
    (value) => {
      hiddenNow = value;
      setHidden(value);
    },
  ];
}

/**
 * The button of a hideable docs sidebar (`docs.hideableSidebar`): at its foot, it hides the
 * sidebar; in the narrow strip left in its place, it shows it again. A Docusaurus site's theme
 * draws its arrow.
 */
export function SidebarToggle({ hidden, onToggle }: { hidden: boolean; onToggle: () => void }) {
  const label = hidden ? THEME_LABELS.expandSidebar : THEME_LABELS.collapseSidebar;
  return (
    <button
      type="button"
      className={hidden ? 'sidebar-expand' : 'sidebar-collapse'}
      title={label}
      aria-label={label}
      onClick={onToggle}
    >
      {DOCUSAURUS_SITE && ThemeArrow ? (
        <ThemeArrow className="sidebar-toggle-arrow" />
      ) : (
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            d={hidden ? 'M6 7l5 5-5 5M13 7l5 5-5 5' : 'M11 7l-5 5 5 5M18 7l-5 5 5 5'}
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
      )}
    </button>
  );
}

import { useEffect, useState } from 'react';
import themeIcons from 'ck:color-mode-icons';
import { useClassicClassNames } from './classic-class-names.js';
import { useHydrated, useSiteData } from './context.js';
import { fillText } from '../common/fill-text.js';
import { readColorMode, writeColorMode, nextColorMode, type ColorModeChoice } from '../runtime/color-mode.js';

const LABELS: Record<ColorModeChoice, string> = {
  dark: THEME_LABELS.darkMode,
  light: THEME_LABELS.lightMode,
  system: THEME_LABELS.systemMode,
};

/** Toggles dark/light (or cycles system/light/dark); disabled until the page has hydrated. */
export function ColorModeToggle() {
  const { colorMode } = useSiteData();
  const hydrated = useHydrated();
  const classic = useClassicClassNames();
  const [mode, setMode] = useState<ColorModeChoice>(colorMode.defaultMode);
  useEffect(() => {
    // The mode may also change from a page (`useColorMode` of `@docusaurus/theme-common`).
    const update = () => setMode(readColorMode(colorMode));
    update();
    window.addEventListener('ck:color-mode', update);
    return () => window.removeEventListener('ck:color-mode', update);
  }, [colorMode]);
  if (colorMode.disableSwitch) return null;
  const next = nextColorMode(mode, colorMode.respectPrefersColorScheme);
  const label = fillText(THEME_LABELS.colorToggle, { mode: LABELS[mode] });
  const ThemeIcon = DOCUSAURUS_SITE ? themeIcons[mode] : undefined;
  return (
    <button
      type="button"
      className="navbar-icon-button color-mode-toggle"
      disabled={!hydrated}
      title={label}
      aria-label={label}
      aria-live="polite"
      onClick={() => {
        writeColorMode(next);
        setMode(next);
      }}
    >
      {DOCUSAURUS_SITE && ThemeIcon ? (
        // The theme's own icon, with its module's names, which sites' CSS finds (`svg[class*='lightToggleIcon']`).
        <ThemeIcon aria-hidden className={`icon-${mode}${classic(`toggleIcon_ck ${mode}ToggleIcon_ck`)}`} />
      ) : (
        <OwnIcon mode={mode} />
      )}
    </button>
  );
}

/** ckdocs's icon for the mode shown; on a Docusaurus site with no theme icons, a likeness of the classic theme's. */
function OwnIcon({ mode }: { mode: ColorModeChoice }) {
  return (
    // The classic theme's icons are a size larger than ckdocs's: a Docusaurus site's navbar is spaced for them.
    <svg
      viewBox="0 0 24 24"
      width={DOCUSAURUS_SITE ? 24 : 20}
      height={DOCUSAURUS_SITE ? 24 : 20}
      aria-hidden="true"
      className={`icon-${mode}`}
    >
      {mode === 'dark' ? (
        <path fill="currentColor" d="M9.4 2.6a9.5 9.5 0 1 0 12 12A8 8 0 0 1 9.4 2.6Z" />
      ) : mode === 'light' ? (
        <g fill="currentColor">
          {/* The classic theme's sun is a ring. */}
          {DOCUSAURUS_SITE ? (
            <circle cx="12" cy="12" r="4.5" fill="none" stroke="currentColor" strokeWidth="2" />
          ) : (
            <circle cx="12" cy="12" r="4.5" />
          )}
          <path
            d="M12 1.5v3M12 19.5v3M1.5 12h3M19.5 12h3M4.6 4.6l2.1 2.1M17.3 17.3l2.1 2.1M4.6 19.4l2.1-2.1M17.3 6.7l2.1-2.1"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </g>
      ) : DOCUSAURUS_SITE ? (
        // The classic theme's sign for the system's mode: a ring, half filled.
        <path
          fill="currentColor"
          fillRule="evenodd"
          d="M12 2.5a9.5 9.5 0 1 0 0 19 9.5 9.5 0 0 0 0-19Zm0 2a7.5 7.5 0 0 0 0 15Z"
        />
      ) : (
        <path fill="currentColor" d="M3 4h18v12H3zM8 20h8v-2H8z" />
      )}
    </svg>
  );
}

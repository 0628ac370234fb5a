import type { ComponentType } from 'react';
import { useSiteData } from '../context.js';
import { useColorMode } from './theme-common.js';

/** What Docusaurus's navbar hands the theme's `ColorModeToggle` (from 3.8: the reader's choice, `null` for the system's). */
interface DocusaurusColorModeToggleProps {
  className?: string;
  buttonClassName?: string;
  respectPrefersColorScheme: boolean;
  value: 'light' | 'dark' | null;
  onChange: (mode: 'light' | 'dark' | null) => void;
}

/**
 * A site's own ColorModeToggle, where ckdocs's navbar and its menu draw the toggle: with the props
 * Docusaurus's navbar gives it, and ckdocs's toggle's class, so that it leaves the navbar for the
 * menu below 996 px and is spaced in the menu's head as Docusaurus's is.
 */
export function withDocusaurusProps(
  Toggle: ComponentType<DocusaurusColorModeToggleProps>,
): ComponentType<Record<string, never>> {
  return function SiteColorModeToggle() {
    const { colorMode: options } = useSiteData();
    const { colorModeChoice, setColorMode } = useColorMode();
    if (options.disableSwitch) return null;
    return (
      <Toggle
        className="color-mode-toggle"
        respectPrefersColorScheme={options.respectPrefersColorScheme}
        value={colorModeChoice}
        onChange={setColorMode}
      />
    );
  };
}

import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { addBaseUrl } from '../../common/base-url.js';
import { pageTitle } from '../../common/page-title.js';
import { writeColorMode, type ColorMode } from '../../runtime/color-mode.js';
import { useSiteData } from '../context.js';
import { pluralForm } from '../plural-form.js';
import Head from './Head.js';
import useDocusaurusContext from './useDocusaurusContext.js';

export { ThemeClassNames } from './theme-class-names.js';
export type { ColorMode };

function onColorModeChange(onChange: () => void): () => void {
  window.addEventListener('ck:color-mode', onChange);
  return () => window.removeEventListener('ck:color-mode', onChange);
}

const shownColorMode = (): ColorMode => (document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light');

/** The reader's choice as Docusaurus 3.10 gives it: a mode, or null where the system's is followed. */
const chosenColorMode = (): ColorMode | null => {
  const choice = document.documentElement.dataset.themeChoice;
  return choice === 'dark' || choice === 'light' ? choice : null;
};

/**
 * `useColorMode`: the mode shown, the reader's choice and a setter, the same as the navbar's
 * switch (stored, applied to `<html data-theme>`). The server and hydration render the configured
 * default, then the mode the reader sees; `setColorMode(null)` follows the system again.
 */
export function useColorMode() {
  const { colorMode: options } = useSiteData();
  const colorMode = useSyncExternalStore(onColorModeChange, shownColorMode, () => options.defaultMode);
  const colorModeChoice = useSyncExternalStore(onColorModeChange, chosenColorMode, () =>
    options.respectPrefersColorScheme ? null : options.defaultMode,
  );
  return useMemo(
    () => ({
      colorMode,
      colorModeChoice,
      isDarkTheme: colorMode === 'dark',
      setColorMode: (mode: ColorMode | null) => writeColorMode(mode ?? 'system'),
      setLightTheme: () => writeColorMode('light'),
      setDarkTheme: () => writeColorMode('dark'),
    }),
    [colorMode, colorModeChoice],
  );
}

/** `useThemeConfig`: the theme's options (`siteConfig.themeConfig`). */
export function useThemeConfig(): Record<string, unknown> {
  return useDocusaurusContext().siteConfig.themeConfig;
}

const DESKTOP_BREAKPOINT = 996;

/** `useWindowSize`: `ssr` on the server and while hydrating, then `desktop` or `mobile`, following resizes. */
export function useWindowSize({ desktopBreakpoint = DESKTOP_BREAKPOINT } = {}): 'desktop' | 'mobile' | 'ssr' {
  const [size, setSize] = useState<'desktop' | 'mobile' | 'ssr'>('ssr');
  useEffect(() => {
    const update = () => setSize(window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile');
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [desktopBreakpoint]);
  return size;
}

/** `usePluralForm`: picks from `"1 item|{count} items"` the form for `count` in the locale built. */
export function usePluralForm() {
  return { selectMessage: (count: number, messages: string) => pluralForm(messages, count) };
}

/**
 * `PageMetadata`: the page's title (as Docusaurus formats it, `pageTitle`), description,
 * keywords and social card image, each for search engines and link previews alike, and any other
 * head elements it is given, through `Head`, over the document's own.
 */
export function PageMetadata({
  title,
  description,
  keywords,
  image,
  children,
}: {
  title?: string;
  description?: string;
  keywords?: string | string[];
  image?: string;
  children?: ReactNode;
}) {
  const site = useSiteData();
  const fullTitle = title && pageTitle(title, site.title, site.titleDelimiter);
  const imageUrl = image && addBaseUrl(site, image, { absolute: true });
  return (
    <>
      <Head>
        {fullTitle && <title>{fullTitle}</title>}
        {fullTitle && <meta property="og:title" content={fullTitle} />}
        {description && <meta name="description" content={description} />}
        {description && <meta property="og:description" content={description} />}
        {keywords && <meta name="keywords" content={Array.isArray(keywords) ? keywords.join(',') : keywords} />}
        {imageUrl && <meta property="og:image" content={imageUrl} />}
        {imageUrl && <meta name="twitter:image" content={imageUrl} />}
      </Head>
      {children && <Head>{children}</Head>}
    </>
  );
}

/** `prefersReducedMotion`: whether the reader asked for less animation. */
export const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** `uniq`: the items once each, in their first order. */
export const uniq = <T,>(items: readonly T[]): T[] => [...new Set(items)];

/** `duplicates`: the items found more than once (by `same`, equality by default). */
export function duplicates<T>(items: readonly T[], same: (a: T, b: T) => boolean = (a, b) => a === b): T[] {
  return items.filter((item, i) => items.findIndex((other) => same(item, other)) !== i);
}

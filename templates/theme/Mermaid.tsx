import { useEffect, useId, useRef, useState } from 'react';
import { useSiteDataIfAny } from '../context.js';
import type { SiteData } from '../../common/data.js';

type MermaidApi = typeof import('mermaid').default;
let loading: Promise<MermaidApi> | undefined;

/** A diagram within half a window height of the window loads Mermaid: drawn by the time it is scrolled to. */
const NEAR_VIEWPORT = '50% 0px';

/**
 * Mermaid's theme for the page's colour mode: the one the site names, else Mermaid's `base`
 * theme in the site theme's own colours (read from its CSS variables, so custom CSS counts).
 */
function themeSettings(config: SiteData['mermaid']): Record<string, unknown> {
  const dark = document.documentElement.getAttribute('data-theme') === 'dark';
  const named = dark ? config?.theme.dark : config?.theme.light;
  if (named) return { theme: named };
  const css = getComputedStyle(document.documentElement);
  const color = (name: string) => css.getPropertyValue(`--ck-${name}`).trim();
  return {
    theme: 'base',
    themeVariables: {
      darkMode: dark,
      fontFamily: color('font'),
      background: color('bg'),
      primaryColor: color('bg-soft'),
      primaryBorderColor: color('primary'),
      primaryTextColor: color('text'),
      secondaryColor: color('bg-code'),
      tertiaryColor: color('bg'),
      lineColor: color('text-soft'),
      textColor: color('text'),
      edgeLabelBackground: color('bg'),
    },
  };
}

/** Calls `onNear` once `element` comes within NEAR_VIEWPORT of the window. */
function whenNear(element: Element, onNear: () => void): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin: NEAR_VIEWPORT },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * A diagram. The server renders its source in a <pre>, so it reads without JavaScript; in the
 * browser mermaid is loaded when the diagram nears the window (a diagram far down a page costs
 * nothing until the reader gets there; on a Docusaurus site, at once), drawn in the page's colour
 * mode, and drawn again when the mode changes.
 */
export default function Mermaid({ chart: source, value }: { chart?: string; value?: string }) {
  // `value` is the prop's name in Docusaurus's theme, `chart` in the markup ckdocs generates.
  const chart = source ?? value ?? '';
  const id = `mermaid-${useId().replace(/[^\w-]/g, '')}`;
  const ref = useRef<HTMLDivElement>(null);
  const [svg, setSvg] = useState<string>();
  const [error, setError] = useState<string>();
  const config = useSiteDataIfAny()?.mermaid;
  useEffect(() => {
    let cancelled = false;
    const draw = async () => {
      loading ??= import('mermaid').then((m) => m.default);
      const mermaid = await loading;
      mermaid.initialize({ ...config?.options, ...themeSettings(config), startOnLoad: false, securityLevel: 'strict' });
      try {
        const result = await mermaid.render(id, chart);
        if (!cancelled) setSvg(result.svg);
      } catch (e) {
        if (!cancelled) setError((e as Error).message);
      }
    };
    // Docusaurus draws every diagram of a page once it is shown: a site of its keeps its pages' heights.
    let drawn = DOCUSAURUS_SITE;
    if (DOCUSAURUS_SITE) void draw();
    const stopWatching = DOCUSAURUS_SITE
      ? () => undefined
      : whenNear(ref.current!, () => {
          drawn = true;
          void draw();
        });
    // A mode change redraws a diagram already drawn; one not drawn yet takes the mode when it is.
    const redraw = () => drawn && void draw();
    window.addEventListener('ck:color-mode', redraw);
    return () => {
      cancelled = true;
      stopWatching();
      window.removeEventListener('ck:color-mode', redraw);
    };
  }, [chart, id, config]);
  // A wide diagram (or its source) scrolls sideways, so it takes focus for a keyboard reader to scroll it.
  if (svg)
    return (
      <div
        ref={ref}
        className={`mermaid-diagram${DOCUSAURUS_SITE ? ' docusaurus-mermaid-container' : ''}`}
        data-rendered="true"
        tabIndex={0}
        dangerouslySetInnerHTML={{ __html: svg }}
      />
    );
  return (
    <div ref={ref} className={`mermaid-diagram${DOCUSAURUS_SITE ? ' docusaurus-mermaid-container' : ''}`} tabIndex={0}>
      <pre className="mermaid-source">{chart}</pre>
      {error && (
        <div className="mermaid-error" role="alert">
          Diagram error: {error}
        </div>
      )}
    </div>
  );
}

import { useEffect, useId, useState } from 'react';
import { useSiteDataIfAny } from '../context.js';
import type { SiteData } from '../data.js';

type MermaidApi = typeof import('mermaid').default;
let loading: Promise<MermaidApi> | undefined;

/** Mermaid's theme for the page's colour mode: the site's choice, else Mermaid's light and dark ones. */
function currentTheme(config: SiteData['mermaid']): string {
  const dark = document.documentElement.getAttribute('data-theme') === 'dark';
  return dark ? (config?.theme.dark ?? 'dark') : (config?.theme.light ?? 'default');
}

/**
 * A diagram. The server renders its source in a <pre>, so it reads without JavaScript; in the
 * browser mermaid is loaded on first need (only pages with diagrams fetch it) and the diagram
 * is drawn in the page's colour mode, and drawn again when the mode changes.
 */
export default function Mermaid({ chart: source, value }: { chart?: string; value?: string }) {
  // `value` is the prop's name in Docusaurus's theme, `chart` in the markup ckdocs generates.
  const chart = source ?? value ?? '';
  const id = `mermaid-${useId().replace(/[^\w-]/g, '')}`;
  const [svg, setSvg] = useState<string>();
  const [error, setError] = useState<string>();
  const config = useSiteDataIfAny()?.mermaid;
  useEffect(() => {
    let cancelled = false;
    const draw = async () => {
      loading ??= import('mermaid').then((m) => m.default);
      const mermaid = await loading;
      mermaid.initialize({
        ...config?.options,
        startOnLoad: false,
        theme: currentTheme(config) as 'default',
        securityLevel: 'strict',
      });
      try {
        const result = await mermaid.render(id, chart);
        if (!cancelled) setSvg(result.svg);
      } catch (e) {
        if (!cancelled) setError((e as Error).message);
      }
    };
    void draw();
    window.addEventListener('ck:color-mode', draw);
    return () => {
      cancelled = true;
      window.removeEventListener('ck:color-mode', draw);
    };
  }, [chart, id, config]);
  if (svg) return <div className="mermaid-diagram" data-rendered="true" dangerouslySetInnerHTML={{ __html: svg }} />;
  return (
    <div className="mermaid-diagram">
      <pre className="mermaid-source">{chart}</pre>
      {error && (
        <div className="mermaid-error" role="alert">
          Diagram error: {error}
        </div>
      )}
    </div>
  );
}

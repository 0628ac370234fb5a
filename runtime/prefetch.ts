import { internalUrl, type SiteLinks } from './router.js';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether the reader is on a connection where speculative downloads would hurt (data saver or 2G). */
export function isSlowConnection(connection: NetworkInformation | undefined): boolean {
  return !!connection && (!!connection.saveData || (connection.effectiveType ?? '').includes('2g'));
}

/**
 * Loads pages before they are clicked: a hovered, focused or touched link right away, links in
 * view when the browser is idle (never on slow connections). Each page loads at most once.
 */
export function startPrefetch(site: SiteLinks, preload: (pathname: string) => void): { rescan(): void } {
  const seen = new Set<string>();
  const fetchOnce = (anchor: Element | null) => {
    const url = anchor instanceof HTMLAnchorElement ? internalUrl(anchor, site) : undefined;
    if (!url || url.pathname === location.pathname || seen.has(url.pathname)) return;
    seen.add(url.pathname);
    preload(url.pathname);
  };
  const onIntent = (event: Event) => fetchOnce((event.target as Element | null)?.closest?.('a') ?? null);
  document.addEventListener('mouseover', onIntent, { passive: true });
  document.addEventListener('touchstart', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);

  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (isSlowConnection(connection) || typeof IntersectionObserver === 'undefined') return { rescan() {} };
  const idle = (fn: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(fn) : setTimeout(fn, 1));
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      idle(() => fetchOnce(entry.target));
    }
  });
  const rescan = () => {
    observer.disconnect();
    document.querySelectorAll('a[href]').forEach((a) => observer.observe(a));
  };
  rescan();
  return { rescan };
}

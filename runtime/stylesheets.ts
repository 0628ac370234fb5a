const applied = new Map<string, Promise<void>>();

/**
 * Adds a stylesheet to the document once, settling when the browser has it: a page that needs it
 * is shown after, never unstyled. One the server's HTML links is there already. Adding it while
 * another page shows changes nothing there: it is the site's one stylesheet of component CSS,
 * which Docusaurus too applies to every page.
 */
export function loadStylesheet(href: string): Promise<void> {
  let pending = applied.get(href);
  if (pending) return pending;
  const url = new URL(href, location.href).href;
  const linked = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some((l) => l.href === url);
  pending = linked
    ? Promise.resolve()
    : new Promise<void>((resolve, reject) => {
        const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
        link.onload = () => resolve();
        link.onerror = () => {
          link.remove();
          applied.delete(href);
          reject(new Error(`GET ${href} failed`));
        };
        document.head.append(link);
      });
  applied.set(href, pending);
  return pending;
}

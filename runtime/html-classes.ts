/** The classes of the page shown on `<html>` (`PageData.htmlClassName`). */
let shown: string[] = [];

/**
 * Puts a page's classes on `<html>` in place of those of the page shown before, as Docusaurus's
 * theme does from page to page; classes others added (a site's script, a `<Head>`) stay.
 */
export function showHtmlClasses(className: string | undefined): void {
  const next = className?.split(' ').filter(Boolean) ?? [];
  const root = document.documentElement;
  root.classList.remove(...shown.filter((name) => !next.includes(name)));
  root.classList.add(...next);
  shown = next;
}

/**
 * A page's `<title>` as Docusaurus's theme formats it: its own followed by the site's, or the
 * site's alone when it has none or is the site's (a home page titled after the site).
 */
export function pageTitle(title: string | undefined, siteTitle: string): string {
  const own = title?.trim();
  return !own || own === siteTitle ? siteTitle : `${own} | ${siteTitle}`;
}

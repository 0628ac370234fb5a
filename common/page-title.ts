/**
 * A page's `<title>` as Docusaurus's theme formats it: its own and the site's, the site's
 * `titleDelimiter` between them, or the site's alone when it has none or is the site's (a home
 * page titled after the site).
 */
export function pageTitle(title: string | undefined, siteTitle: string, delimiter = '|'): string {
  const own = title?.trim();
  return !own || own === siteTitle ? siteTitle : `${own} ${delimiter} ${siteTitle}`;
}

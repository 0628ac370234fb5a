import DocCategoryGeneratedIndexPage from '@theme/DocCategoryGeneratedIndexPage';
import RouteProviders from 'ck:docusaurus-route-providers';
import { useCurrentPage, useSiteData } from '../context.js';
import { docOfPage } from './doc-context.js';

/**
 * A category's generated index in a version whose docs a DocItem draws: the doc column is then
 * the page's own, so the theme's page draws it (the site's `DocCategoryGeneratedIndexPage`, else
 * the classic theme's: title, breadcrumbs, cards, paginator), given the props Docusaurus's docs
 * plugin gives it, inside the providers its parts read.
 */
export default function ThemeGeneratedIndexPage() {
  const { page } = useCurrentPage();
  const version = useSiteData().versions.find((v) => v.name === page.doc?.version);
  const { metadata } = docOfPage(page, version, {});
  // The index's path in its version, as its sidebar item's `link.slug` makes it.
  const versionPath = version?.path.replace(/\/$/, '') ?? '';
  const categoryGeneratedIndex = {
    title: metadata.title,
    slug: metadata.permalink.startsWith(versionPath)
      ? metadata.permalink.slice(versionPath.length)
      : metadata.permalink,
    description: page.generatedIndex?.description,
    permalink: metadata.permalink,
    navigation: { previous: metadata.previous, next: metadata.next },
  };
  return (
    <RouteProviders>
      <DocCategoryGeneratedIndexPage categoryGeneratedIndex={categoryGeneratedIndex} />
    </RouteProviders>
  );
}

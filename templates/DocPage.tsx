import { Fragment, useEffect, type ReactNode } from 'react';
import { rememberReadVersion } from '../runtime/preferred-version.js';
import { markdownCopy } from '../common/route-files.js';
import { Breadcrumbs } from './Breadcrumbs.js';
import { ClassicFoldedToc } from './ClassicFoldedToc.js';
import { CopyMarkdown } from './CopyMarkdown.js';
import { useSiteData } from './context.js';
import type { DocData, SidebarData } from '../common/data.js';
import { DocVersionBanner } from './DocVersionBanner.js';
import DocItemMetadata from './docusaurus/theme/DocItemMetadata.js';
import SearchMetadata from './docusaurus/theme/SearchMetadata.js';
import { ownVersionName, searchTag } from '../common/version-names.js';
import { DocRootLayout } from './DocRootLayout.js';
import { TableOfContents } from './TableOfContents.js';
import { classicFirst, useClassicClassNames } from './classic-class-names.js';
import { fillLabel } from './fill-label.js';
import { EditLink, EditMetaRow, InlineTags, LastUpdate, PaginatorNavLink } from './page-footer.js';

/**
 * The doc's column and its table of contents: on a Docusaurus site in a row of Infima's grid, inside
 * its container, as the classic theme lays them out (a site's CSS for `.container`, `.row` and
 * `.col` applies to them).
 */
function ClassicRow({ children }: { children: ReactNode }) {
  const classic = useClassicClassNames();
  return classic('names') ? <div className="row">{children}</div> : children;
}
const DocRow = DOCUSAURUS_SITE ? ClassicRow : Fragment;

/** A guide or API page: sidebar, breadcrumbs, content, previous/next, last update, table of contents. */
export function DocPage({
  doc,
  sidebar,
  notice,
  children,
}: {
  doc: DocData;
  sidebar?: SidebarData;
  /** Shown above the page's breadcrumbs: an unlisted page's banner. */
  notice?: ReactNode;
  children: ReactNode;
}) {
  const site = useSiteData();
  const version = site.versions.find((v) => v.name === doc.version);
  const classic = useClassicClassNames();
  // Infima draws the arrows of a Docusaurus site's previous and next links; ckdocs's own pages write them.
  const arrows = !(DOCUSAURUS_SITE && site.classicClassNames);
  // The classic theme draws the table of contents for a doc with headings, listed at its levels or not.
  const showToc = !doc.hideToc && (doc.toc.length > 0 || (DOCUSAURUS_SITE && !!doc.unlistedHeadings));
  const title = <h1>{doc.title}</h1>;

  // The classic theme has none for a doc in no sidebar.
  const crumbs = !version?.noBreadcrumbs && (!DOCUSAURUS_SITE || !!sidebar);
  // On a Docusaurus site's wide screens they head the TOC's column instead (infima.css), leaving the crumbs their line.
  const copyControls = version?.markdown && (
    <CopyMarkdown key={doc.permalink} href={markdownCopy(site.baseUrl, doc.permalink).url} />
  );
  // Search and the chrome outside the docs start on the version the reader was reading.
  useEffect(() => {
    if (!version?.instance) rememberReadVersion(doc.version);
  }, [doc.version, version]);
  // The classic theme keeps a doc to three quarters of the row unless it hides its table of contents,
  // listed or not; its module name first, as sites' CSS finds it (`[class^='col docItemCol_']`).
  const columnNames = classic(DOCUSAURUS_SITE && (doc.hideToc ? 'col' : 'col docItemCol_ck doc-item-col'));
  return (
    <>
      {/* What search reads of a doc, where a Docusaurus site's own sets it, as the classic theme's docs version root does. */}
      {DOCUSAURUS_SITE && version && <SearchMetadata version={ownVersionName(version)} tag={searchTag(version)} />}
      {/* A version's own DocItem draws the whole doc, as in Docusaurus's docs layout (templates/docusaurus/doc-item.tsx). */}
      <DocRootLayout sidebar={sidebar} pathname={doc.permalink} docItem={!!version?.docItem}>
        {version?.docItem ? (
          children
        ) : (
          <DocRow>
            {/* The banners and the previous/next links stand outside the article, as the classic theme lays them out. */}
            <div className={classicFirst(columnNames, 'doc-column')}>
              <DocVersionBanner />
              {notice}
              <article className="doc-article">
                {/* A Docusaurus site's own may set the doc's head; ckdocs's writes it itself. */}
                {DOCUSAURUS_SITE && <DocItemMetadata />}
                {/* The copy controls share the breadcrumbs' row, so the title starts as high as without them. */}
                <div className="doc-top-row">
                  {crumbs && (
                    <Breadcrumbs
                      items={doc.breadcrumbs}
                      homeHref={DOCUSAURUS_SITE && site.noHome ? undefined : site.baseUrl}
                    />
                  )}
                  {/* With neither crumbs nor a title they would float over the doc's own first block (an app's frame). */}
                  {(!DOCUSAURUS_SITE || crumbs || !doc.hideTitle) && copyControls}
                </div>
                {/* Where a version says (a Docusaurus site: when it has several); else where no banner names the version. */}
                {version && (version.badge ?? (version.banner === 'none' || site.classicClassNames)) && (
                  <span
                    className={`version-badge${classic(DOCUSAURUS_SITE && 'theme-doc-version-badge badge badge--secondary')}`}
                  >
                    {fillLabel(THEME_LABELS.versionBadge, { versionLabel: version.label })}
                  </span>
                )}
                {/* On a narrow screen, where the side column is gone: the same headings, folded. */}
                {showToc &&
                  (DOCUSAURUS_SITE ? (
                    <ClassicFoldedToc items={doc.toc} />
                  ) : (
                    <details
                      className="toc-mobile"
                      onClick={(event) => {
                        if ((event.target as Element).closest('a')) event.currentTarget.open = false;
                      }}
                    >
                      <summary>{THEME_LABELS.onThisPage}</summary>
                      <TableOfContents items={doc.toc} folded />
                    </details>
                  ))}
                <div className={`markdown${classic(DOCUSAURUS_SITE && 'theme-doc-markdown')}`}>
                  {/* A Docusaurus site's title sits in a header, as the classic theme's does: site CSS targets it there. */}
                  {!doc.hideTitle && !doc.hasOwnH1 && (DOCUSAURUS_SITE ? <header>{title}</header> : title)}
                  {children}
                </div>
                {/* As the classic theme's, only when there is something to show: no empty space above the paginator. */}
                {(doc.tags || doc.editUrl || doc.lastUpdate) && (
                  <footer className={`doc-footer${classic(DOCUSAURUS_SITE && 'theme-doc-footer docusaurus-mt-lg')}`}>
                    {doc.tags && (
                      <div
                        className={`doc-tags${classic(DOCUSAURUS_SITE && 'row margin-top--sm theme-doc-footer-tags-row')}`}
                      >
                        <InlineTags tags={doc.tags} />
                      </div>
                    )}
                    {/* On a Docusaurus site, in the classic theme's row; else side by side. */}
                    {DOCUSAURUS_SITE && (doc.editUrl || doc.lastUpdate) && (
                      <EditMetaRow
                        className="theme-doc-footer-edit-meta-row"
                        editUrl={doc.editUrl}
                        lastUpdate={doc.lastUpdate}
                      />
                    )}
                    {!DOCUSAURUS_SITE && doc.editUrl && <EditLink href={doc.editUrl} />}
                    {!DOCUSAURUS_SITE && doc.lastUpdate && <LastUpdate {...doc.lastUpdate} />}
                  </footer>
                )}
              </article>
              {/* The classic theme's is there with no link too: its margin keeps the doc's foot where it is. */}
              {(DOCUSAURUS_SITE || doc.prev || doc.next) && (
                <nav
                  className={`pagination-nav${classic(DOCUSAURUS_SITE && 'docusaurus-mt-lg')}`}
                  aria-label={THEME_LABELS.docsPages}
                >
                  {doc.prev ? (
                    <PaginatorNavLink
                      side="prev"
                      sub={THEME_LABELS.previous}
                      link={doc.prev}
                      label={arrows ? `« ${doc.prev.label}` : doc.prev.label}
                    />
                  ) : (
                    <span />
                  )}
                  {doc.next && (
                    <PaginatorNavLink
                      side="next"
                      sub={THEME_LABELS.next}
                      link={doc.next}
                      label={arrows ? `${doc.next.label} »` : doc.next.label}
                    />
                  )}
                </nav>
              )}
            </div>
            {showToc && (
              <aside
                className={`doc-toc${DOCUSAURUS_SITE ? classic('col col--3') : ''}`}
                aria-label={THEME_LABELS.tableOfContents}
              >
                {DOCUSAURUS_SITE && copyControls}
                <TableOfContents items={doc.toc} className={DOCUSAURUS_SITE ? 'theme-doc-toc-desktop' : undefined} />
              </aside>
            )}
          </DocRow>
        )}
      </DocRootLayout>
    </>
  );
}

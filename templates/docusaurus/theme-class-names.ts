/**
 * `ThemeClassNames` of `@docusaurus/theme-common`: the stable class names Docusaurus's theme puts
 * on its elements, which sites' CSS and components use. The same strings, so that both keep working.
 */
export const ThemeClassNames = {
  page: {
    docsDocPage: 'docs-doc-page',
    docsTagsListPage: 'docs-tags-list-page',
    docsTagDocListPage: 'docs-tags-doc-list-page',
    mdxPage: 'mdx-page',
  },
  wrapper: { main: 'main-wrapper', docsPages: 'docs-wrapper', mdxPages: 'mdx-wrapper' },
  common: {
    editThisPage: 'theme-edit-this-page',
    lastUpdated: 'theme-last-updated',
    backToTopButton: 'theme-back-to-top-button',
    codeBlock: 'theme-code-block',
    admonition: 'theme-admonition',
    unlistedBanner: 'theme-unlisted-banner',
    draftBanner: 'theme-draft-banner',
    admonitionType: (type: string) => `theme-admonition-${type}`,
  },
  announcementBar: { container: 'theme-announcement-bar' },
  tabs: { container: 'theme-tabs-container' },
  layout: {
    navbar: {
      container: 'theme-layout-navbar',
      containerLeft: 'theme-layout-navbar-left',
      containerRight: 'theme-layout-navbar-right',
      mobileSidebar: { container: 'theme-layout-navbar-sidebar', panel: 'theme-layout-navbar-sidebar-panel' },
    },
    main: { container: 'theme-layout-main' },
    footer: { container: 'theme-layout-footer', column: 'theme-layout-footer-column' },
  },
  docs: {
    docVersionBanner: 'theme-doc-version-banner',
    docVersionBadge: 'theme-doc-version-badge',
    docBreadcrumbs: 'theme-doc-breadcrumbs',
    docMarkdown: 'theme-doc-markdown',
    docTocMobile: 'theme-doc-toc-mobile',
    docTocDesktop: 'theme-doc-toc-desktop',
    docFooter: 'theme-doc-footer',
    docFooterTagsRow: 'theme-doc-footer-tags-row',
    docFooterEditMetaRow: 'theme-doc-footer-edit-meta-row',
    docSidebarContainer: 'theme-doc-sidebar-container',
    docSidebarMenu: 'theme-doc-sidebar-menu',
    docSidebarItemCategory: 'theme-doc-sidebar-item-category',
    docSidebarItemLink: 'theme-doc-sidebar-item-link',
    docSidebarItemCategoryLevel: (level: number) => `theme-doc-sidebar-item-category-level-${level}`,
    docSidebarItemLinkLevel: (level: number) => `theme-doc-sidebar-item-link-level-${level}`,
    docCard: {
      container: 'theme-doc-card-container',
      heading: 'theme-doc-card-heading',
      icon: 'theme-doc-card-icon',
      title: 'theme-doc-card-title',
      description: 'theme-doc-card-description',
    },
  },
} as const;

/**
 * `@theme/SearchMetadata`: nothing, as ckdocs writes what search reads of a page (the
 * `docusaurus_*` and `docsearch:*` metas) into its document itself. A site's own
 * (`src/theme/SearchMetadata`) renders in its place as the classic theme renders it: on every
 * page with the locale, then in a doc with its version and tag, its `<Head>` over those.
 */
export default function SearchMetadata(_props: { locale?: string; version?: string; tag?: string }): null {
  return null;
}

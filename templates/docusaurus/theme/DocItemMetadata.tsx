/**
 * `@theme/DocItem/Metadata`: nothing, as ckdocs writes a doc's title, description, keywords and
 * social card image into its document itself. A site's own (`src/theme/DocItem/Metadata`) renders
 * in its place in every doc, its `<Head>` over those.
 */
export default function DocItemMetadata(): null {
  return null;
}

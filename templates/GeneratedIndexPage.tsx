import { useCurrentPage } from './context.js';
import { useCurrentSidebarCategory } from './docusaurus/docs-client.js';
import DocCardList from './docusaurus/theme/DocCardList.js';

/**
 * The content of a category's generated index, under the title the doc layout shows: the
 * category's description, then a card per item of the category, as Docusaurus's page draws them.
 * It is its own module so that only these pages load the cards' code.
 */
export default function GeneratedIndexPage() {
  const { page } = useCurrentPage();
  const category = useCurrentSidebarCategory();
  const description = page.generatedIndex?.description;
  return (
    <>
      {description && <p className="generated-index-description">{description}</p>}
      <DocCardList items={category.items} className="generated-index-cards" />
    </>
  );
}

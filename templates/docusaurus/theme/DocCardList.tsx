import { filterDocCardListItems, useCurrentSidebarSiblings } from '../docs-client.js';
import DocCard, { type DocCardItem } from './DocCard.js';

interface Props {
  /** The items to show; without them, those of the page's sidebar category. */
  items?: DocCardItem[];
  className?: string;
}

function CardList({ items, className }: { items: DocCardItem[]; className?: string }) {
  return (
    <section className={['row doc-card-list', className].filter(Boolean).join(' ')}>
      {filterDocCardListItems(items).map((item, i) => (
        <article key={i} className="col col--6 doc-card-list-item">
          <DocCard item={item} />
        </article>
      ))}
    </section>
  );
}

function CurrentCategoryCards({ className }: { className?: string }) {
  return <CardList items={useCurrentSidebarSiblings()} className={className} />;
}

/**
 * `@theme/DocCardList`: a card per item, two to a row. Without `items`, the items of the
 * sidebar category the page belongs to (a category's index page lists its category).
 */
export default function DocCardList({ items, className }: Props) {
  return items ? <CardList items={items} className={className} /> : <CurrentCategoryCards className={className} />;
}

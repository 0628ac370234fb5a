import type { SidebarItem } from '../../../common/data.js';
import { findFirstSidebarItemLink, useDocById } from '../docs-client.js';
import { isInternalUrl } from '../../../common/internal-url.js';
import Link from '../Link.js';
import { ThemeClassNames } from '../theme-class-names.js';
import { usePluralForm } from '../theme-common.js';
import { translate } from '../Translate.js';

/** A sidebar item as a card takes it; a site passing its own items may give each a description. */
export type DocCardItem = SidebarItem & { description?: string; className?: string };
/** An item a card can show: HTML items lead nowhere. */
type CardItem = Exclude<DocCardItem, { type: 'html' }>;

// A pictograph, with its variation selector, skin tone or joined pictographs, or a flag.
const LEADING_EMOJI =
  /^(?:\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier}|\u200D\p{Extended_Pictographic})*|\p{Regional_Indicator}{2})/u;

/** The card's icon: an emoji the label starts with, else one for a category, a page or a link out. */
function iconAndTitle(item: CardItem): { icon: string; title: string } {
  const emoji = LEADING_EMOJI.exec(item.label)?.[0];
  if (emoji) return { icon: emoji, title: item.label.slice(emoji.length).trim() };
  const icon = item.type === 'category' ? '🗃' : isInternalUrl(item.href) ? '📄️' : '🔗';
  return { icon, title: item.label.trim() };
}

function CardLayout({ item, href, description }: { item: CardItem; href: string; description?: string }) {
  const { icon, title } = iconAndTitle(item);
  const { docCard } = ThemeClassNames.docs;
  return (
    <Link href={href} className={['card padding--lg', docCard.container, item.className].filter(Boolean).join(' ')}>
      <h2 className={`${docCard.heading} doc-card-heading`} title={title}>
        <span className={`${docCard.icon} doc-card-icon`}>{icon}</span>
        <span className={`text--truncate ${docCard.title} doc-card-title`}>{title}</span>
      </h2>
      {description && (
        <p className={`text--truncate ${docCard.description} doc-card-description`} title={description}>
          {description}
        </p>
      )}
    </Link>
  );
}

function CategoryCard({ item }: { item: Extract<DocCardItem, { type: 'category' }> }) {
  const { selectMessage } = usePluralForm();
  const href = findFirstSidebarItemLink(item);
  if (!href) return null;
  const count = item.items.length;
  const description =
    item.description ?? selectMessage(count, translate({ message: '1 item|{count} items' }, { count }));
  return <CardLayout item={item} href={href} description={description} />;
}

function LinkCard({ item }: { item: Extract<DocCardItem, { type: 'link' }> }) {
  const doc = useDocById(item.docId);
  return <CardLayout item={item} href={item.href} description={item.description ?? doc?.description} />;
}

/**
 * `@theme/DocCard`: a sidebar item as a card, as Docusaurus draws it: icon and title, then the
 * doc's description, or for a category the number of its items; a category links to its first page.
 */
export default function DocCard({ item }: { item: DocCardItem }) {
  if (item.type === 'html') return null;
  return item.type === 'category' ? <CategoryCard item={item} /> : <LinkCard item={item} />;
}

/**
 * Links to posts, the one shown marked (`active` is its class): the recent posts in the sidebar
 * of a ckdocs site's blog, and of a Docusaurus site's (with the classic theme's classes).
 */
export function PostLinks({
  items,
  pathname,
  active,
  className,
  itemClassName,
  linkClassName,
}: {
  items: { title: string; permalink: string }[];
  pathname: string;
  active: string;
  className?: string;
  itemClassName?: string;
  /** More classes of each link. */
  linkClassName?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.permalink} className={itemClassName}>
          <a
            className={`blog-sidebar-link${linkClassName ? ` ${linkClassName}` : ''}${item.permalink === pathname ? ` ${active}` : ''}`}
            href={item.permalink}
            aria-current={item.permalink === pathname ? 'page' : undefined}
          >
            {item.title}
          </a>
        </li>
      ))}
    </ul>
  );
}

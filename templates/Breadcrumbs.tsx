import { useClassicClassNames } from './classic-class-names.js';
import type { DocData } from './data.js';

export function Breadcrumbs({ items, homeHref }: { items: DocData['breadcrumbs']; homeHref: string }) {
  const classic = useClassicClassNames();
  const item = classic('breadcrumbs__item').trim() || undefined;
  const link = classic('breadcrumbs__link').trim() || undefined;
  return (
    <nav className={`breadcrumbs${classic('theme-doc-breadcrumbs')}`} aria-label="Breadcrumbs">
      <ol>
        <li className={item}>
          <a className={link} href={homeHref} aria-label="Home page">
            ⌂
          </a>
        </li>
        {items.map((crumb, i) => (
          <li
            key={i}
            className={
              i === items.length - 1 ? classic('breadcrumbs__item breadcrumbs__item--active').trim() || undefined : item
            }
          >
            {crumb.href && i < items.length - 1 ? (
              <a className={link} href={crumb.href}>
                {crumb.label}
              </a>
            ) : (
              <span className={link} aria-current={i === items.length - 1 ? 'page' : undefined}>
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

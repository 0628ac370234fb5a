import type { DocData } from './data.js';

export function Breadcrumbs({ items, homeHref }: { items: DocData['breadcrumbs']; homeHref: string }) {
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ol>
        <li>
          <a href={homeHref} aria-label="Home page">
            ⌂
          </a>
        </li>
        {items.map((crumb, i) => (
          <li key={i}>
            {crumb.href && i < items.length - 1 ? (
              <a href={crumb.href}>{crumb.label}</a>
            ) : (
              <span aria-current={i === items.length - 1 ? 'page' : undefined}>{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

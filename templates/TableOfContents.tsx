import type { TocItem } from './data.js';

/** "On this page": headings of the configured levels, nested by depth. */
export function TableOfContents({ items }: { items: TocItem[] }) {
  if (!items.length) return null;
  const minDepth = Math.min(...items.map((i) => i.depth));
  return (
    <nav className="toc" aria-label="On this page">
      <div className="toc-title">On this page</div>
      <ul>
        {items.map((item) => (
          <li key={item.id} style={{ paddingLeft: `${(item.depth - minDepth) * 0.9}rem` }}>
            <a className="toc-link" href={`#${item.id}`}>{item.text}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

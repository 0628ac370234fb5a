import type { NavLink } from '../../common/data.js';

/**
 * The links to the pages on either side, in the docs' previous/next boxes: newer on the left,
 * older on the right, as a blog reads from the newest.
 */
export function Paginator({
  label,
  newer,
  older,
}: {
  label: string;
  newer?: NavLink & { sub: string };
  older?: NavLink & { sub: string };
}) {
  if (!newer && !older) return null;
  return (
    <nav className="pagination-nav blog-paginator" aria-label={label}>
      {newer ? (
        <a className="pagination-link prev" href={newer.href} rel="prev">
          <span className="pagination-sub">{newer.sub}</span>
          <span className="pagination-label">« {newer.label}</span>
        </a>
      ) : (
        <span />
      )}
      {older && (
        <a className="pagination-link next" href={older.href} rel="next">
          <span className="pagination-sub">{older.sub}</span>
          <span className="pagination-label">{older.label} »</span>
        </a>
      )}
    </nav>
  );
}

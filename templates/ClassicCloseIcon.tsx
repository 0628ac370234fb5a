/** The classic theme's cross (its `Icon/Close`), drawn in strokes: on a Docusaurus site, what closes the menu and the announcement bar. */
export function ClassicCloseIcon({ size, color, strokeWidth }: { size: number; color: string; strokeWidth: number }) {
  return (
    <svg viewBox="0 0 15 15" width={size} height={size} aria-hidden="true">
      <path d="M.75.75l13.5 13.5M14.25.75L.75 14.25" stroke={color} strokeWidth={strokeWidth} />
    </svg>
  );
}

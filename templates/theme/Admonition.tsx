import type { ReactNode } from 'react';

/** `:::note` … `:::` blocks, or <Admonition type="tip" title="…"> written by hand. */
export default function Admonition({
  type = 'note',
  title,
  children,
}: {
  type?: string;
  title?: ReactNode;
  children?: ReactNode;
}) {
  const kind = type === 'caution' ? 'warning' : type;
  return (
    <div className={`admonition admonition-${kind}`} role="note">
      <div className="admonition-heading">{title ?? type.toUpperCase()}</div>
      <div className="admonition-content">{children}</div>
    </div>
  );
}

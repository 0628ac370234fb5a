import type { ReactNode } from 'react';

/** A collapsible block with a summary line. */
export default function Details({ summary, children }: { summary?: ReactNode; children?: ReactNode }) {
  return (
    <details className="details">
      <summary>{summary ?? 'Details'}</summary>
      <div className="details-content">{children}</div>
    </details>
  );
}

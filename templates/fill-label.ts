import type { ReactNode } from 'react';
import { Fragment, jsxs } from 'react/jsx-runtime';

/**
 * A theme string's `{name}`s filled with `nodes`, each a part of its own (a `{name}` without one
 * stays as written), so that the English text renders as the markup written before it was
 * translatable. The parts are a fragment's static children, as JSX makes them: they need no keys.
 */
export function fillLabel(label: string, nodes: Record<string, ReactNode>) {
  const parts = label.split(/\{(\w+)\}/).map((part, i) => (i % 2 ? (part in nodes ? nodes[part] : `{${part}}`) : part));
  return jsxs(Fragment, { children: parts });
}

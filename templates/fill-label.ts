import { cloneElement, isValidElement, type ReactNode } from 'react';
import { fillText } from '../common/fill-text.js';

/**
 * A theme string's `{name}`s filled: `texts` join the words around them, `nodes` stay parts of
 * their own, so that the English text renders as the markup written before it was translatable.
 */
export function fillLabel(label: string, nodes: Record<string, ReactNode>, texts: Record<string, string> = {}) {
  return fillText(label, texts)
    .split(/\{(\w+)\}/)
    .map((part, i) => (i % 2 === 0 ? part : part in nodes ? nodes[part] : `{${part}}`))
    .filter((part) => part !== '')
    .map((part, i) => (isValidElement(part) ? cloneElement(part, { key: i }) : part));
}

import { cloneElement, isValidElement, type ReactNode } from 'react';

export type InterpolateValues = Record<string, ReactNode>;

/**
 * `{name}` placeholders of `text` replaced by `values`; a placeholder without a value stays as
 * written. Text when every value is text, else a list of text and elements.
 */
export function interpolate(text: string, values?: InterpolateValues): string;
export function interpolate(text: string, values?: InterpolateValues): ReactNode;
export function interpolate(text: string, values?: InterpolateValues): ReactNode {
  // Split on placeholders: odd entries are the `{name}`s.
  const parts: ReactNode[] = text.split(/(\{\w+\})/).map((part, i) => {
    const value = i % 2 === 1 ? values?.[part.slice(1, -1)] : undefined;
    return value === undefined ? part : value;
  });
  if (!parts.some((part) => isValidElement(part))) return parts.join('');
  return parts
    .map((part, i) => (isValidElement(part) ? cloneElement(part, { key: i }) : part))
    .filter((part) => part !== '');
}

/** `@docusaurus/Interpolate`: its text child with `{placeholders}` filled from `values`. */
export default function Interpolate({ children, values }: { children: string; values?: InterpolateValues }) {
  if (typeof children !== 'string')
    throw new Error(
      '<Interpolate> takes its text as a single string child, e.g. <Interpolate>{"Hello {name}"}</Interpolate>.',
    );
  return <>{interpolate(children, values)}</>;
}

import codeTranslations from 'ck:docusaurus-code-translations';
import { interpolate, type InterpolateValues } from './Interpolate.js';

interface Declaration {
  /** The text in the default locale. */
  message?: string;
  /** The key translators know it by. */
  id?: string;
  /** A note for translators. */
  description?: string;
}

/**
 * The text of a declaration in the locale shown: a Docusaurus site's code translation of its id
 * (or, without one, of its message), else the message (or the id), as its code.json gives them.
 */
function localized({ message, id }: Declaration): string {
  const key = id ?? message;
  // A site without code translations has none to look up: the bundler drops the lookup there.
  const text = (SITE_LOCALE.translated && key !== undefined ? codeTranslations?.[key] : undefined) ?? message ?? id;
  if (text === undefined) throw new Error('A translation needs a `message` (its text) or an `id`.');
  return text;
}

/** `translate` of `@docusaurus/Translate`: the message as text, its `{placeholders}` filled from `values`. */
export function translate(declaration: Declaration, values?: Record<string, string | number>): string {
  return interpolate(localized(declaration), values);
}

/** `@docusaurus/Translate`: its text child (or `id`) with `{placeholders}` filled from `values`. */
export default function Translate({
  children,
  id,
  values,
}: {
  children?: string;
  id?: string;
  description?: string;
  values?: InterpolateValues;
}) {
  if (children !== undefined && typeof children !== 'string')
    throw new Error('<Translate> takes its message as a single string child, e.g. <Translate>Hello</Translate>.');
  return <>{interpolate(localized({ message: children, id }), values)}</>;
}

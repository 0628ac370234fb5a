import { Children, isValidElement, type ReactNode } from 'react';
import { collectAnchor } from '../docusaurus/collected-links.js';

/** The text of a heading's children, as its words read. */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return Children.toArray(node).map(textOf).join('');
}

/** h2–h6 with a "Direct link to …" anchor (`THEME_LABELS.headingLink`); h1 and headings without an id get none. */
export function createHeading(Tag: HeadingTag) {
  return function Heading({
    id,
    className,
    children,
    ...rest
  }: {
    id?: string;
    className?: string;
    children?: ReactNode;
  }) {
    if (Tag === 'h1' || !id)
      return (
        // An empty id (a Docusaurus site's heading of no word) is none, as Docusaurus renders it.
        <Tag id={id || undefined} className={className} {...rest}>
          {children}
        </Tag>
      );
    // As Docusaurus's headings do (not h1's, which have no anchor there).
    if (DOCUSAURUS_SITE) collectAnchor(id);
    const label = THEME_LABELS.headingLink.replace('{heading}', () => textOf(children));
    return (
      <Tag id={id} className={className ? `anchor ${className}` : 'anchor'} {...rest}>
        {children}
        {/* The sign is the stylesheet's (`::before`), as in Docusaurus's theme: a site's CSS may
            change it, and it is neither copied with the heading nor translated. */}
        <a href={`#${id}`} className="hash-link" aria-label={label} title={label} translate="no">
          {'\u200b'}
        </a>
      </Tag>
    );
  };
}

export type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
const headings = Object.fromEntries(
  (['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const).map((tag) => [tag, createHeading(tag)]),
) as Record<HeadingTag, ReturnType<typeof createHeading>>;

/** `@theme/Heading` as Docusaurus sites write it: `<Heading as="h2" id="…">`. */
export default function Heading({
  as,
  ...rest
}: {
  as: HeadingTag;
  id?: string;
  className?: string;
  children?: ReactNode;
}) {
  const Tag = headings[as];
  return <Tag {...rest} />;
}

import { Children, isValidElement, useEffect, type ReactElement, type ReactNode } from 'react';
import { scriptSafe } from '../../common/script-json.js';
import { HTML_CLASS_META, TITLE_META } from '../../common/data.js';

type Props = Record<string, unknown> & { children?: ReactNode };

/** The text inside an element, e.g. `<title>{name} docs</title>`. */
const textOf = (children: ReactNode): string => Children.toArray(children).join('');

/** The `<meta>` or `<link>` of the document that an element replaces: same name, property or rel and href. */
function existing(tag: string, props: Props): Element | null {
  const key = tag === 'meta' ? (['name', 'property', 'httpEquiv'] as const).find((k) => props[k]) : undefined;
  if (key)
    return document.head.querySelector(`meta[${key === 'httpEquiv' ? 'http-equiv' : key}="${String(props[key])}"]`);
  if (tag === 'link' && props.rel === 'canonical') return document.head.querySelector('link[rel="canonical"]');
  return null;
}

/** Applies one element to the document; returns what undoes it. */
function apply(element: ReactElement<Props>): () => void {
  const { type, props } = element as { type: string; props: Props };
  if (type === 'title') {
    // Not undone: the page shown next sets its own title.
    document.title = textOf(props.children);
    return () => {};
  }
  if (type === 'html' || type === 'body') {
    const target = type === 'html' ? document.documentElement : document.body;
    const classes = String(props.className ?? '')
      .split(/\s+/)
      .filter(Boolean);
    target.classList.add(...classes);
    return () => target.classList.remove(...classes);
  }
  if (type !== 'meta' && type !== 'link') return () => {};
  const attributes = Object.entries(props).filter(([name]) => name !== 'children');
  const found = existing(type, props);
  const node = found ?? document.head.appendChild(document.createElement(type));
  const before = attributes.map(([name]) => [name, node.getAttribute(attrName(name))] as const);
  for (const [name, value] of attributes) node.setAttribute(attrName(name), String(value));
  return () => {
    if (!found) return node.remove();
    for (const [name, value] of before)
      if (value === null) node.removeAttribute(attrName(name));
      else node.setAttribute(attrName(name), value);
  };
}

const attrName = (prop: string) => (prop === 'httpEquiv' ? 'http-equiv' : prop === 'charSet' ? 'charset' : prop);

/**
 * On the server, the `<title>` (as a meta, `TITLE_META`) and `<meta>` elements as elements: React
 * puts them first in the rendered body, where the build takes them into the document's head
 * (cli/render/hoisted-head.ts).
 * They take no place in the tree, so the browser's hydration, which renders none, matches.
 */
function ServerHead({ elements }: { elements: ReactElement<Props>[] }) {
  return elements.map((element, i) => {
    const { type, props } = element as { type: string; props: Props };
    if (type === 'title') return <meta key={i} name={TITLE_META} content={textOf(props.children)} />;
    if (type === 'html' && props.className)
      return <meta key={i} name={HTML_CLASS_META} content={String(props.className)} />;
    return type === 'meta' ? <meta key={i} {...props} /> : null;
  });
}

/**
 * `@docusaurus/Head`: in the browser, once the page is shown, sets the `<title>`, `<meta>` and
 * `<link>` elements and the `<html>` / `<body>` classes written inside it, and undoes them when it
 * goes. On the server, see `ServerHead`: the document's head takes its title and metas (a
 * component page's route its title and description too). Structured data stays where it is.
 */
export default function Head({ children }: { children?: ReactNode }) {
  const elements = Children.toArray(children).filter((child): child is ReactElement<Props> => isValidElement(child));
  // The elements as text: the effect runs again only when what they say changes.
  const signature = JSON.stringify(elements.map((e) => [e.type, e.props]));
  useEffect(() => {
    const undo = elements.map(apply);
    return () => undo.reverse().forEach((step) => step());
  }, [signature]);
  return (
    <>
      {elements.filter(isStructuredData).map((element, i) => (
        <StructuredData key={i} json={textOf(element.props.children)} />
      ))}
      {typeof document === 'undefined' && <ServerHead elements={elements} />}
    </>
  );
}

const isStructuredData = (element: ReactElement<Props>) =>
  element.type === 'script' && element.props.type === 'application/ld+json';

/**
 * Structured data (a blog post's `BlogPosting`, JSON-LD), where the `<Head>` is: search engines
 * read it anywhere in the page, and it renders the same in the browser, so hydration matches.
 * Its text is JSON, written as it is, but for what could end or escape the element.
 */
function StructuredData({ json }: { json: string }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafe(json) }} />;
}

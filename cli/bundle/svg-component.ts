import { unescapeHtml } from '../../common/escape-html.js';

/**
 * An SVG file as a React component module, as Docusaurus's SVGR loader makes them: the default
 * export renders the `<svg>` with the props it is given spread on it (`className`, `style`,
 * `width`, ...), and a `title` prop (with `titleId`) replaces the file's `<title>`. Our own small
 * converter: SVGR would load Babel for a site's first SVG, which costs more than a site's SVGs do.
 */

interface XmlElement {
  name: string;
  attributes: [name: string, value: string][];
  children: (XmlElement | string)[];
}

/** An SVG file that is not well-formed XML, with the line of the mistake. */
export class SvgSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
  }
}

// One token of XML: comment, CDATA, processing instruction or DOCTYPE (with an internal subset),
// closing tag, opening tag (attributes, maybe self-closing), or text.
const TOKEN =
  /<!--[\s\S]*?-->|<!\[CDATA\[([\s\S]*?)\]\]>|<\?[\s\S]*?\?>|<!DOCTYPE[^[>]*(?:\[[\s\S]*?\])?\s*>|<\/([^\s>]+)\s*>|<([^\s/>!?]+)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|[^<]+|</gi;
const ATTRIBUTE = /([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/** The root element of an XML document. */
export function parseXml(source: string): XmlElement {
  const document: XmlElement = { name: '#document', attributes: [], children: [] };
  const open = [document];
  const lineAt = (index: number) => source.slice(0, index).split('\n').length;
  for (const match of source.matchAll(TOKEN)) {
    const [token, cdata, closing, name, attributes, selfClosing] = match;
    const parent = open.at(-1)!;
    if (cdata !== undefined) parent.children.push(cdata);
    else if (closing !== undefined) {
      if (parent.name !== closing)
        throw new SvgSyntaxError(`</${closing}> closes <${parent.name}>`, lineAt(match.index));
      open.pop();
    } else if (name !== undefined) {
      const element: XmlElement = {
        name,
        attributes: [...attributes!.matchAll(ATTRIBUTE)].map((a) => [a[1]!, unescapeHtml(a[2] ?? a[3]!)]),
        children: [],
      };
      parent.children.push(element);
      if (!selfClosing) open.push(element);
    } else if (token === '<') throw new SvgSyntaxError('a `<` that starts no tag', lineAt(match.index));
    else if (!token.startsWith('<')) parent.children.push(unescapeHtml(token));
  }
  if (open.length > 1) throw new SvgSyntaxError(`<${open.at(-1)!.name}> is never closed`, lineAt(source.length));
  const root = document.children.find((c): c is XmlElement => typeof c !== 'string');
  if (!root) throw new SvgSyntaxError('no element', 1);
  return root;
}

const camel = (name: string) => name.replace(/[-:]([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * React's name for an SVG attribute, or undefined for an editor's own (Inkscape's `sodipodi:`,
 * ...), which SVGO removes for Docusaurus and React would warn about.
 */
function propName(attribute: string): string | undefined {
  if (attribute === 'class') return 'className';
  if (attribute.startsWith('data-') || attribute.startsWith('aria-')) return attribute;
  const prefix = /^([^:]+):/.exec(attribute)?.[1];
  if (prefix && !['xlink', 'xml', 'xmlns'].includes(prefix)) return undefined;
  if (prefix === 'xmlns' && attribute !== 'xmlns:xlink') return undefined;
  return camel(attribute);
}

/** A `style` attribute as React's style object: `stroke-width` as `strokeWidth`, custom properties as written. */
function styleObject(style: string): Record<string, string> {
  const entries = style.split(';').flatMap((declaration) => {
    const colon = declaration.indexOf(':');
    const name = declaration.slice(0, colon).trim();
    if (colon < 0 || !name) return [];
    // `-webkit-x` becomes `WebkitX` by itself; React spells Microsoft's prefix `msX`.
    const key = name.startsWith('--') ? name : camel(name.replace(/^-ms-/, 'ms-'));
    return [[key, declaration.slice(colon + 1).trim()]];
  });
  return Object.fromEntries(entries);
}

function jsxAttributes(element: XmlElement): string {
  return element.attributes
    .flatMap(([name, value]) => {
      const prop = propName(name);
      if (!prop) return [];
      return [` ${prop}={${JSON.stringify(prop === 'style' ? styleObject(value) : value)}}`];
    })
    .join('');
}

/** Elements and text as JSX children; whitespace between elements goes, as JSX drops it. */
function jsxChildren(children: XmlElement['children']): string {
  return children
    .map((child) => {
      if (typeof child === 'string') return child.trim() ? `{${JSON.stringify(child)}}` : '';
      if (child.name.includes(':')) return '';
      return `<${child.name}${jsxAttributes(child)}>${jsxChildren(child.children)}</${child.name}>`;
    })
    .join('');
}

const text = (element: XmlElement): string =>
  element.children.map((c) => (typeof c === 'string' ? c : text(c))).join('');

/** The module (JSX) of an SVG file's component; throws `SvgSyntaxError` for malformed XML. */
export function svgComponent(source: string): string {
  const svg = parseXml(source);
  if (svg.name !== 'svg') throw new SvgSyntaxError(`the root element is <${svg.name}>, not <svg>`, 1);
  const title = svg.children.find((c): c is XmlElement => typeof c !== 'string' && c.name === 'title');
  const given = '(title ? <title id={titleId}>{title}</title> : null)';
  const shown = title
    ? `(title === undefined ? <title id={titleId}>{${JSON.stringify(text(title))}}</title> : ${given})`
    : given;
  const children = jsxChildren(svg.children.filter((c) => c !== title));
  return `export default function SvgComponent({ title, titleId, ...props }) {
  return <svg${jsxAttributes(svg)} aria-labelledby={titleId} {...props}>{${shown}}${children}</svg>;
}
`;
}

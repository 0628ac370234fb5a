import { stringify as commas } from 'comma-separated-tokens';
import type { Element } from 'hast';
import { find, hastToReact, type Schema } from 'property-information';
import { stringify as spaces } from 'space-separated-tokens';
import styleToJs from 'style-to-js';
import { fallback } from './emit-fallback.js';
import { propertyKey } from './emit-expressions.js';

/** A hast element's properties as React props, as hast-util-to-estree names and writes them. */
export function elementProps(node: Element, schema: Schema): string[] {
  const props: string[] = [];
  let style: { at: number; fields: string[] } | undefined;
  let align: string | undefined;
  for (const [name, raw] of Object.entries(node.properties ?? {})) {
    const info = find(schema, name);
    let value = raw;
    if (value === null || value === undefined || value === false) continue;
    if (typeof value === 'number' && Number.isNaN(value)) continue;
    if (!value && info.boolean) continue;
    const property = info.space ? (hastToReact[info.property] ?? info.property) : info.attribute;
    if (property === 'key') fallback('element key');
    if (Array.isArray(value)) value = info.commaSeparated ? commas(value) : spaces(value);
    if (property === 'style') {
      style = { at: props.length, fields: styleFields(value, node.tagName) };
      props.push(`style: {${style.fields.join(', ')}}`);
      continue;
    }
    if (value === true) {
      props.push(`${propertyKey(property)}: true`);
      continue;
    }
    if ((node.tagName === 'td' || node.tagName === 'th') && property === 'align') {
      align = String(value);
      continue;
    }
    props.push(`${propertyKey(property)}: ${JSON.stringify(String(value))}`);
  }
  if (align !== undefined) {
    // The cell's alignment joins its style, or makes one.
    const textAlign = `textAlign: ${JSON.stringify(align)}`;
    if (style) props[style.at] = `style: {${[...style.fields, textAlign].join(', ')}}`;
    else props.push(`style: {${textAlign}}`);
  }
  return props;
}

function styleFields(value: unknown, tagName: string): string[] {
  let object: Record<string, unknown>;
  try {
    object =
      typeof value === 'object' ? (value as Record<string, unknown>) : styleToJs(String(value), { reactCompat: true });
  } catch {
    return fallback(`style of ${tagName}`);
  }
  return Object.entries(object).map(([name, v]) => `${propertyKey(name)}: ${JSON.stringify(String(v))}`);
}

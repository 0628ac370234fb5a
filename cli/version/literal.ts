import { isRecord } from '../docusaurus/fields.js';

/** How the config file writes its code, so that added text reads like the rest. */
export interface CodeStyle {
  quote: "'" | '"';
  /** One level of indentation (two spaces, four, a tab). */
  step: string;
}

/** An array of strings, numbers and booleans stays on one line up to this width. */
const INLINE_WIDTH = 100;

/** A string as a quoted literal in the file's quotes. */
export function quoted(text: string, style: CodeStyle): string {
  const json = JSON.stringify(text);
  if (style.quote === '"') return json;
  return `'${json.slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;
}

/**
 * `value` (plain objects, arrays, strings, numbers, booleans) as TypeScript source, its first line
 * to follow `indent` on a line; anything else (a function, a class instance) cannot be written as
 * text and throws, naming its key.
 */
export function literalText(value: unknown, indent: string, style: CodeStyle, key = 'value'): string {
  if (typeof value === 'string') return quoted(value, style);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  const inner = indent + style.step;
  if (Array.isArray(value)) {
    const items = value.map((item, i) => literalText(item, inner, style, `${key}[${i}]`));
    const oneLine = `[${items.join(', ')}]`;
    const simple = value.every((item) => typeof item !== 'object' || item === null);
    if (simple && indent.length + oneLine.length <= INLINE_WIDTH) return oneLine;
    return `[\n${items.map((item) => `${inner}${item},\n`).join('')}${indent}]`;
  }
  if (isRecord(value) && Object.getPrototypeOf(value) === Object.prototype) {
    const lines = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${inner}${propertyName(k, style)}: ${literalText(v, inner, style, `${key}.${k}`)},\n`);
    return `{\n${lines.join('')}${indent}}`;
  }
  throw new Error(`${key} is not plain data (${typeof value}): it cannot be written into the config as text`);
}

function propertyName(name: string, style: CodeStyle): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : quoted(name, style);
}

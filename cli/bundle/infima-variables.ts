import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The rules of Infima's stylesheet that set its variables (and nothing else). */
const VARIABLE_RULES = new Set([':root', "html[data-theme='dark']"]);

/** Infima's stylesheet as the `infima` package ships it. */
export const infimaStylesheet = (): string =>
  createRequire(import.meta.url).resolve('infima/dist/css/default/default.css');

let variables: string | undefined;

/**
 * Infima's own `--ifm-*` variables, light and dark, from the `infima` package Docusaurus styles
 * with, and nothing else of it: a site's stylesheets and CSS modules use any of them (a badge's
 * radius and padding, say), and a variable left undefined drops the whole declaration. Only its
 * top-level rules: the few its media queries change are for its own layout classes.
 */
export function infimaVariables(): string {
  if (variables !== undefined) return variables;
  const css = readFileSync(infimaStylesheet(), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const rules: string[] = [];
  // Top-level rules only: a media query's block holds braces of its own, and is passed over whole.
  for (let at = 0, depth = 0, start = 0; at < css.length; at++) {
    if (css[at] === '{' && depth++ === 0) start = at;
    if (css[at] !== '}' || --depth !== 0) continue;
    const selector = css.slice(css.lastIndexOf('}', start) + 1, start).trim();
    const body = css.slice(start + 1, at);
    if (!VARIABLE_RULES.has(selector) || body.includes('{')) continue;
    rules.push(`${selector} {${body}}`);
  }
  return (variables = rules.join('\n'));
}

import { escapeHtml } from './escape-html.js';

/** A run of code text, with the classes that colour it (none where it shows as the block's text does). */
export interface CodeRun {
  text: string;
  classes: string;
}

/** The class of every line of a code block coloured by a site's Prism theme: the classic theme's, which sites' CSS names. */
export const PRISM_LINE = 'token-line';

/**
 * Runs of code as the lines of a code block: one `<span class="line">` a line (and `extraClass`),
 * with the classes `lineClasses` gives it by line number from 1 (marked lines, line numbers are
 * plain CSS), each run in a span of its classes. An empty line holds a space, so that it keeps a
 * line's height. `toHtml` makes a run's text HTML (escaped; API signatures also link names in it).
 * The build's and the browser's (code a component hands the CodeBlock as text).
 */
export function codeLinesHtml(
  runs: readonly CodeRun[],
  lineClasses: ReadonlyMap<number, readonly string[]> = new Map(),
  toHtml: (text: string) => string = escapeHtml,
  extraClass?: string,
): string {
  const lines: string[] = [''];
  for (const { text, classes } of runs) {
    const parts = text.split('\n');
    parts.forEach((part, i) => {
      if (i > 0) lines.push('');
      if (part) lines[lines.length - 1] += classes ? `<span class="${classes}">${toHtml(part)}</span>` : toHtml(part);
    });
  }
  return lines
    .map((html, i) => {
      const classes = ['line', ...(extraClass ? [extraClass] : []), ...(lineClasses.get(i + 1) ?? [])];
      return `<span class="${classes.join(' ')}">${html || ' '}</span>`;
    })
    .join('\n');
}

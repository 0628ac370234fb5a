import type { VFile } from 'vfile';
import type { CompiledDoc } from './types.js';
import { PageWritten } from '../shortcuts/emit-page.js';

/** What one run of the compiler gives for a page, or for a piece of a large one (compile-pieces.ts). */
export interface PageOutput {
  /** The module, every character past ASCII escaped (see `asciiOnly`). */
  code: string;
  data: Omit<CompiledDoc, 'code' | 'warnings'>;
  warnings: CompiledDoc['warnings'];
}

/** The keys of a compile's data that its output keeps: `file.data` holds the plugins' own too. */
const DATA_KEYS = Object.keys({
  imports: true,
  exportNames: true,
  headings: true,
  anchors: true,
  title: true,
  excerpt: true,
  links: true,
  linkTargets: true,
  samples: true,
  searchSections: true,
  apiNames: true,
  markdown: true,
  sizedImages: true,
  partials: true,
} satisfies Record<keyof PageOutput['data'], true>) as (keyof PageOutput['data'])[];

/**
 * The output of a compile that ended with `file` (its data and messages) and the module `value`,
 * or with the module written from the page's HTML tree (emit-page.ts).
 */
export function pageOutput(file: VFile, value: unknown): PageOutput {
  const data = file.data as PageOutput['data'];
  const written = value instanceof PageWritten ? value : undefined;
  return {
    code: asciiOnly(written?.code ?? String(value)),
    data: {
      ...(Object.fromEntries(DATA_KEYS.map((key) => [key, data[key]])) as PageOutput['data']),
      imports: written?.imports ?? data.imports,
      // A page with exports of its own is written by MDX (emit-page.ts).
      exportNames: data.exportNames ?? [],
      partials: data.partials ?? [],
    },
    // Warnings (ckdocs's, or a site's Markdown plugin's `file.message`), not the plugins' info messages.
    warnings: file.messages.filter((m) => m.fatal === false).map((m) => ({ line: m.line, message: m.reason })),
  };
}

/**
 * A module's text (ASCII: see `asciiOnly`) as bytes, for a file or a cache.
 */
export const moduleBytes = (code: string): Buffer => Buffer.from(code, 'latin1');

/**
 * A module's text from its bytes (`moduleBytes`). Read as Latin-1, a large module (of a megabyte
 * or more) becomes a string whose characters Node keeps outside the JavaScript heap: V8 lets its
 * heap grow to several times what it last found alive, and a large page's module would count.
 */
export const moduleText = (bytes: Buffer): string => bytes.toString('latin1');

/**
 * The module with every character past ASCII written as a `\u` escape, which means the same
 * character anywhere in JavaScript source (strings, templates, JSX text compiled to strings,
 * identifiers). One non-ASCII character makes V8 store the whole string at two bytes a
 * character: a build holds every page's module, and most pages have one (a dash, an arrow).
 */
function asciiOnly(code: string): string {
  return code.replace(/[\u0080-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

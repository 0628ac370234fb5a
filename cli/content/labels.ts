// The labels Docusaurus gives docs and folders when nothing names them, and ckdocs's title-cased ones.
import { HEADING_ID } from '../mdx/heading-id.js';
import type { DocSource } from './types.js';

/** `useful-utilities` as Useful Utilities. */
function titleCase(name: string): string {
  return name.replace(/[-_]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}

/** How a folder or file name becomes a label: title-cased (ckdocs's sites), or as it is (Docusaurus's). */
export type NameLabel = (name: string) => string;

export const nameLabel = (titleCaseLabels: boolean): NameLabel => (titleCaseLabels ? titleCase : (name) => name);

/**
 * A doc's title as Docusaurus takes it: its front matter's, else the `#` heading its text starts
 * with (after its imports), else its file name (its id's last part).
 */
export function docTitle(doc: DocSource, label: NameLabel): string {
  return doc.frontMatter.title ?? contentTitle(doc.body) ?? label(doc.id.split('/').at(-1)!);
}

/** A doc's sidebar label: its sidebar_label, else its title. */
export function docLabel(doc: DocSource, label: NameLabel): string {
  return doc.frontMatter.sidebar_label ?? docTitle(doc, label);
}

/**
 * The h1 a doc's text opens with, ATX (`# Title`) or setext (`Title` over `===`), after any
 * blocks of imports; its `{#id}` or closing hashes dropped and its code spans unwrapped. A heading
 * further down is no title, as in Docusaurus.
 */
function contentTitle(body: string): string | undefined {
  const blocks = body.trim().split(/\r?\n(?:[ \t]*\r?\n)+/);
  const first = blocks.find((block) => !/^import\s/.test(block));
  if (first === undefined) return undefined;
  const [line = '', next = ''] = first.split(/\r?\n/);
  const atx = /^#[ \t]+(\S.*)$/
    .exec(line)?.[1]
    ?.trim()
    .replace(HEADING_ID, '')
    .replace(/\s*#+$/, '');
  const title = atx ?? (/^=+$/.test(next) ? line : undefined);
  return title?.replace(/`([^`]*)`/g, '$1').trim();
}

// The API pages' markdown and highlighted code, made where it costs the build least. The TypeDoc
// worker is a cold build's critical path, while the main thread waits idle for its models: the
// worker leaves a placeholder for each piece, and the main thread fills them in (`fillHtml`).
import { highlightToHtml } from '../mdx/highlight.js';
import type { MagicComment } from '../mdx/magic-comments.js';
import { markdownToHtml } from './markdown.js';

/**
 * A piece of HTML to make: a doc comment's markdown (`inline`: without its wrapping paragraph),
 * a TypeScript signature, or a type shown inline; `links` names documented types to link.
 */
export interface HtmlJob {
  kind: 'markdown' | 'inline' | 'code' | 'type';
  text: string;
  links?: [string, string][];
}

function make({ kind, text, links }: HtmlJob, magicComments?: MagicComment[]): string {
  switch (kind) {
    case 'markdown':
      return markdownToHtml(text, magicComments);
    case 'inline':
      return markdownToHtml(text, magicComments).replace(/^<p>([\s\S]*)<\/p>$/, '$1');
    case 'code':
      return highlightToHtml(text, 'ts', new Map(), { links: new Map(links) });
    case 'type':
      return `<code class="api-type">${highlightToHtml(text, 'ts', new Map(), { links: new Map(links) }).replace(/^<span class="line">|<\/span>$/g, '')}</code>`;
  }
}

/** Jobs left for later by `deferringHtml`, each once, by their placeholder's number. */
let deferred: { jobs: HtmlJob[]; ids: Map<string, number> } | undefined;

// Private-use characters, which no doc comment or signature holds.
const OPEN = '\uE000';
const CLOSE = '\uE001';
const PLACEHOLDER = /\uE000(\d+)\uE001/g;

/** The HTML of `job`: made now, or a placeholder for it while `deferringHtml` runs. */
export function html(job: HtmlJob): string {
  // Empty markdown is no HTML: callers leave out the sections it would have filled.
  if ((job.kind === 'markdown' || job.kind === 'inline') && !job.text.trim()) return '';
  if (!deferred) return make(job);
  const key = JSON.stringify(job);
  let id = deferred.ids.get(key);
  if (id === undefined) {
    id = deferred.jobs.push(job) - 1;
    deferred.ids.set(key, id);
  }
  return `${OPEN}${id}${CLOSE}`;
}

/** Runs `build` with every piece of HTML it asks for left as a placeholder, for `fillHtml`. */
export function deferringHtml<T>(build: () => T): { value: T; jobs: HtmlJob[] } {
  deferred = { jobs: [], ids: new Map() };
  try {
    return { value: build(), jobs: deferred.jobs };
  } finally {
    deferred = undefined;
  }
}

/**
 * `value` (plain data, changed in place) with each placeholder in its strings replaced by the HTML
 * of its job; code blocks in doc comments marked by the site's `magicComments`. Walked rather
 * than turned into JSON and back: a large reference's model is tens of megabytes, and only its
 * strings with a placeholder change.
 */
export function fillHtml<T>(value: T, jobs: HtmlJob[], magicComments?: MagicComment[]): T {
  if (!jobs.length) return value;
  const made = jobs.map((job) => make(job, magicComments));
  const fill = (node: unknown): unknown => {
    if (typeof node === 'string')
      return node.includes(OPEN) ? node.replace(PLACEHOLDER, (_, id: string) => made[Number(id)]!) : node;
    if (Array.isArray(node)) for (let i = 0; i < node.length; i++) node[i] = fill(node[i]);
    else if (node && typeof node === 'object') {
      const record = node as Record<string, unknown>;
      for (const key of Object.keys(record)) record[key] = fill(record[key]);
    }
    return node;
  };
  return fill(value) as T;
}

import { dirname } from 'node:path';
import type { DocSource } from '../content/types.js';
import type { CompiledDoc } from '../mdx/types.js';
import { docItemModule } from './doc-item-module.js';

export interface PageModule {
  /** Stable key, also the output name: version/doc-id. */
  key: string;
  /** Compiled MDX, as a function body (cli/mdx/recma-page-factory.ts). */
  code: string;
  /** The specifiers it imports. */
  imports: string[];
  /** Folder its relative imports resolve from. */
  resolveDir: string;
  /** The doc's file, for errors. */
  file: string;
}

/** Key of a doc's page module: `<version>/<id>`. */
export const pageKey = (doc: DocSource) => `${doc.version}/${doc.id}`;

/** A compiled doc as the bundlers' page module; drawn by `docItemComponent`, its version's, when it has one. */
export function pageModule(doc: DocSource, out: CompiledDoc, docItemComponent?: string): PageModule {
  const page = {
    key: pageKey(doc),
    code: out.code,
    imports: out.imports,
    resolveDir: dirname(doc.file),
    file: doc.file,
  };
  return docItemComponent ? docItemModule(page, doc, out, docItemComponent) : page;
}

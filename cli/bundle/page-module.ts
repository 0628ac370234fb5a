import { dirname } from 'node:path';
import type { DocSource } from '../content/types.js';
import type { CompiledDoc } from '../mdx/types.js';
import { docItemModule } from './doc-item-module.js';
import type { PageModule } from './types.js';

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

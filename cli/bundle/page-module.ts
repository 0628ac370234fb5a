import { dirname } from 'node:path';
import type { DocSource } from '../content/types.js';
import type { CompiledDoc } from '../mdx/types.js';
import { docItemModule } from './doc-item-module.js';
import { frontMatterAsWritten } from '../content/front-matter.js';
import type { PageModule } from './types.js';

/** Key of a doc's page module: `<version>/<id>`. */
export const pageKey = (doc: DocSource) => `${doc.version}/${doc.id}`;

/** Page code that reads `frontMatter` without declaring it (`<Related ids={frontMatter.related} />`). */
const READS_FRONT_MATTER = /\bfrontMatter\b/;
const DECLARES_FRONT_MATTER = /\b(?:const|let|var|function|class)\s+frontMatter\b/;

/**
 * A compiled doc as the bundlers' page module; drawn by `docItemComponent`, its version's, when it
 * has one. On a Docusaurus site (`docusaurus`), its code may read its front matter as `frontMatter`,
 * which Docusaurus's MDX loader declares in every page's module.
 */
export function pageModule(
  doc: DocSource,
  out: CompiledDoc,
  { docItemComponent, docusaurus }: { docItemComponent?: string; docusaurus: boolean },
): PageModule {
  const declared = docusaurus && READS_FRONT_MATTER.test(out.code) && !DECLARES_FRONT_MATTER.test(out.code);
  const page = {
    key: pageKey(doc),
    code: declared
      ? `const frontMatter = ${JSON.stringify(frontMatterAsWritten(doc.frontMatter))};\n${out.code}`
      : out.code,
    imports: out.imports,
    resolveDir: dirname(doc.file),
    file: doc.file,
  };
  return docItemComponent ? docItemModule(page, doc, out, docItemComponent) : page;
}

import { frontMatterAsWritten } from '../content/front-matter.js';
import type { DocSource } from '../content/types.js';
import type { CompiledDoc } from '../mdx/types.js';
import { importCall } from '../mdx/recma-page-factory.js';
import type { PageModule } from './types.js';
import { PAGES_VERSION } from '../pages/scan.js';
import { tocHtml } from '../../common/toc-html.js';

/**
 * ckdocs's module that renders a doc through its DocItem component, or a Markdown page through a
 * theme's MDXPage (templates/docusaurus/doc-item.tsx).
 */
export const DOC_ITEM_RENDERER = 'ck:doc-item';

/**
 * Every heading of the page under its title, h2 to h6, as Docusaurus's MDX loader exports them
 * (`toc`): a DocItem decides from them whether to lay out a TOC, whose levels its TOC then picks.
 */
const docusaurusToc = (out: CompiledDoc) =>
  out.headings.map((item) => ({ value: tocHtml(item), id: item.id, level: item.depth }));

/**
 * A doc of a version drawn by a component of the site's (`docItemComponent`) as the bundlers'
 * page module: the compiled page's exports, with its front matter, its h1's text and its headings
 * as Docusaurus's MDX loader exports them, and as default export a component that renders the
 * DocItem with them (a Markdown page's MDXPage). It imports the component, so it is always bundled.
 */
export function docItemModule(page: PageModule, doc: DocSource, out: CompiledDoc, component: string): PageModule {
  const code = [
    // The compiled page's own body, unchanged, returns its exports.
    `const _ckExports = {...(() => {\n${page.code}\n})(), frontMatter: ${JSON.stringify(frontMatterAsWritten(doc.frontMatter))}, contentTitle: ${JSON.stringify(out.title)}, toc: ${JSON.stringify(docusaurusToc(out))}};`,
    `const {${doc.version === PAGES_VERSION ? 'mdxPagePage' : 'docItemPage'}: _ckDocItemPage} = ${importCall(DOC_ITEM_RENDERER)};`,
    `const {default: _ckDocItem} = ${importCall(component)};`,
    'return {..._ckExports, default: _ckDocItemPage(_ckDocItem, _ckExports)};',
  ].join('\n');
  return { ...page, code, imports: [...page.imports, DOC_ITEM_RENDERER, component] };
}

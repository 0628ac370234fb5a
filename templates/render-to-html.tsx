import { Writable } from 'node:stream';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { ApiChangesView } from './ApiChangesPage.js';
import { ApiView } from './ApiPage.js';
import { App } from './App.js';
import type { MdxContent } from '../common/mdx-content.js';
import type { BootData, SiteData } from '../common/data.js';
import { Home } from './Home.js';
import { NotFound } from './NotFound.js';
import { viewOf, type PageView, type ViewName } from '../common/page-views.js';
import { SearchPage } from './SearchPage.js';
import { TagsPage } from './TagsPage.js';
import { beginPage, endPage } from './docusaurus/collected-links.js';
import { anchorHrefs, type PageLinks } from '../common/page-links.js';

// What renders pages gives the theme the build's highlighter, for code handed over as text.
export { setCodeHighlighter } from './theme/text-code.js';

const views: Record<ViewName, PageView> = {
  api: ApiView,
  search: SearchPage,
  apiChanges: ApiChangesView,
  notFound: NotFound,
  tags: TagsPage,
  home: Home,
};

/** The page as the server renders it, the same tree the browser hydrates. */
function page(site: SiteData, boot: BootData, Content?: MdxContent) {
  const view = viewOf(boot.page);
  return <App site={site} page={boot.page} sidebar={boot.sidebar} Content={Content} View={view && views[view]} />;
}

/** One page's body HTML, and on a Docusaurus site what its components told the link checker. */
export interface RenderedBody {
  html: string;
  links?: PageLinks;
}

/** Server side: one page's body HTML. */
export function renderApp(site: SiteData, boot: BootData, Content?: MdxContent): RenderedBody {
  const links = DOCUSAURUS_SITE ? beginPage() : undefined;
  try {
    const html = renderToString(page(site, boot, Content));
    if (links) links.hrefs = anchorHrefs(html);
    return { html, links };
  } finally {
    endPage();
  }
}

/**
 * The same HTML as `renderApp`, handed to `write` (UTF-8) a part at a time as React writes it,
 * for a page too large to hold as one string. Resolves once all is written, with what its
 * components told the link checker (not its `hrefs`: its HTML is never held whole); rejects as
 * `renderApp` throws.
 */
export function streamApp(
  site: SiteData,
  boot: BootData,
  Content: MdxContent | undefined,
  write: (chunk: Uint8Array) => void,
): Promise<PageLinks | undefined> {
  const links = DOCUSAURUS_SITE ? beginPage() : undefined;
  const rendered = new Promise<PageLinks | undefined>((resolve, reject) => {
    const destination = new Writable({
      write(chunk: Uint8Array, _encoding, written) {
        write(chunk);
        written();
      },
    }).on('finish', () => resolve(links));
    // Once all is rendered, as `renderToString` waits for it: nothing is written in the fallback's place.
    const stream = renderToPipeableStream(page(site, boot, Content), {
      onAllReady: () => stream.pipe(destination),
      onShellError: reject,
    });
  });
  return rendered.finally(endPage);
}

/**
 * For a page that failed to render: React's stack of the components it was inside when it threw
 * (undefined where the React in use gives none), so that the build's error can name them.
 */
export function componentStackOf(site: SiteData, boot: BootData, Content?: MdxContent): Promise<string | undefined> {
  if (DOCUSAURUS_SITE) beginPage();
  let stream: { abort(): void } | undefined;
  return new Promise<string | undefined>((resolve) => {
    let stack: string | undefined;
    // The first error is the one wanted: what else the page waits for is not.
    const done = () => resolve(stack);
    stream = renderToPipeableStream(page(site, boot, Content), {
      onError: (_error, info) => {
        stack ??= (info as { componentStack?: string } | undefined)?.componentStack;
        done();
      },
      onShellError: done,
      onAllReady: done,
    });
  }).finally(() => {
    stream?.abort();
    endPage();
  });
}

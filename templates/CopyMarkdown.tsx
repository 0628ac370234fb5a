/**
 * Starts a copy within the click's own task, as Safari requires: the clipboard is handed the page's
 * text still to come, which the copy code (runtime/copy-markdown.ts, its own chunk) fetches once
 * loaded. A first visit carries only this and the markup below.
 */
function copy(button: HTMLElement, href: string) {
  const loading = import('../runtime/copy-markdown.js');
  const markdown = loading.then((code) => code.fetchMarkdown(href));
  const written =
    typeof ClipboardItem === 'function'
      ? navigator.clipboard.write([new ClipboardItem({ 'text/plain': markdown })])
      : undefined;
  void loading.then((code) => code.finishCopy(button, markdown, written));
}

/**
 * "Copy page as Markdown" and "Open as Markdown", for a page with a `.md` copy (cli/llms/), short
 * enough to share the breadcrumbs' row ("Copy page", ".md"): each keeps its whole name, which holds
 * the words shown, for screen readers and as its tooltip. The copy code writes the status into this markup: mount it with the
 * page's key, so each page starts afresh.
 */
export function CopyMarkdown({ href }: { href: string }) {
  return (
    <div className="copy-markdown">
      <button
        type="button"
        className="copy-markdown-button"
        aria-label={THEME_LABELS.copyPageMarkdown}
        title={THEME_LABELS.copyPageMarkdown}
        onClick={(event) => copy(event.currentTarget, href)}
      >
        {THEME_LABELS.copyPage}
      </button>
      <a
        className="copy-markdown-open"
        href={href}
        type="text/markdown"
        aria-label={`${THEME_LABELS.openPageMarkdown} .md`}
        title={THEME_LABELS.openPageMarkdown}
      >
        .md
      </a>
      <span className="copy-markdown-status" role="status" />
    </div>
  );
}
